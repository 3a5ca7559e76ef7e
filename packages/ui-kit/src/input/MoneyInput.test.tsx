import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@linhagem/contracts';
import { renderWithKit } from '../../test/renderWithKit';
import { updatePreferences } from '../preferences/preferencesStore';
import { MoneyInput } from './MoneyInput';

/** A money field as a form holds it, with the cents it stores shown beside it. */
function Field({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="price">Price</label>
      <MoneyInput id="price" value={value} onChange={setValue} />
      <output data-testid="cents">{String(value)}</output>
      <button type="button" onClick={() => setValue(null)}>
        reset
      </button>
    </>
  );
}

const cents = () => screen.getByTestId('cents').textContent;
const input = () => screen.getByLabelText('Price');
/** spaces as a reader sees them (Intl puts a no-break space after R$) */
const shown = () => (input() as HTMLInputElement).value.replace(/\s/g, ' ');

function setUp(language: Language, initial?: number | null) {
  updatePreferences({ language });
  const user = userEvent.setup();
  renderWithKit(<Field initial={initial} />);
  return user;
}

describe('money input', () => {
  it.each([
    ['pt-BR', '1.500,00', 'R$ 1.500,00'],
    ['pt-BR', '1500,00', 'R$ 1.500,00'],
    ['pt-BR', '1500', 'R$ 1.500,00'],
    ['pt-BR', '1.500', 'R$ 1.500,00'],
    ['en-US', '1,500.00', '$1,500.00'],
    ['en-US', '1500.00', '$1,500.00'],
    ['en-US', '1500', '$1,500.00'],
    ['en-US', '1,500', '$1,500.00'],
  ] as const)(
    'in %s, %s typed key by key into an empty field stores 150000 cents',
    async (language, typed, formatted) => {
      const user = setUp(language);
      await user.click(input());
      await user.keyboard(typed);
      expect(input()).toHaveValue(typed);
      expect(cents()).toBe('150000');
      await user.tab();
      expect(shown()).toBe(formatted);
      expect(cents()).toBe('150000');
    },
  );

  it.each([
    ['pt-BR', 'R$ 0,00', '1.500,00', 'R$ 1.500,00'],
    ['en-US', '$0.00', '1,500.00', '$1,500.00'],
  ] as const)(
    'in %s, a click on a field showing %s selects it, so typed digits replace it',
    async (language, zero, typed, formatted) => {
      const user = setUp(language, 0);
      expect(shown()).toBe(zero);
      await user.click(input());
      const field = input() as HTMLInputElement;
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
      await user.keyboard(typed);
      expect(cents()).toBe('150000');
      await user.tab();
      expect(shown()).toBe(formatted);
    },
  );

  it('selects the whole value when reached with Tab too', async () => {
    const user = setUp('pt-BR', 123456);
    await user.tab();
    expect(input()).toHaveFocus();
    const field = input() as HTMLInputElement;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    await user.keyboard('99');
    expect(cents()).toBe('9900');
  });

  it.each([
    ['pt-BR', 'R$ 1.500,00', 'R$ 1.500,00'],
    ['pt-BR', 'R$\u00a01.500,00', 'R$ 1.500,00'],
    ['en-US', '$1,500.00', '$1,500.00'],
  ] as const)('in %s, a pasted %s stores 150000 cents', async (language, pasted, formatted) => {
    const user = setUp(language, 0);
    await user.click(input());
    await user.paste(pasted);
    expect(cents()).toBe('150000');
    await user.tab();
    expect(shown()).toBe(formatted);
  });

  it('reads a decimal typed with one or two digits (1500,5 is 1.500,50)', async () => {
    const user = setUp('pt-BR');
    await user.click(input());
    await user.keyboard('1500,5');
    expect(cents()).toBe('150050');
    await user.tab();
    expect(shown()).toBe('R$ 1.500,50');
  });

  it('keeps a text that is not an amount as typed, marked invalid, and stores NaN rather than a cut amount', async () => {
    const user = setUp('pt-BR');
    await user.click(input());
    await user.keyboard('1,505');
    expect(cents()).toBe('NaN');
    await user.tab();
    expect(input()).toHaveValue('1,505');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    // the person corrects it: the field reads again
    await user.click(input());
    await user.keyboard('15,05');
    expect(cents()).toBe('1505');
    expect(input()).toHaveAttribute('aria-invalid', 'false');
  });

  it('stores null when emptied and shows a value set from outside', async () => {
    const user = setUp('pt-BR', 2500);
    await user.click(input());
    await user.keyboard('{Backspace}');
    expect(cents()).toBe('null');
    await user.keyboard('7');
    expect(cents()).toBe('700');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(cents()).toBe('null');
    expect(input()).toHaveValue('');
  });

  it('shows the stored amount again in the other language', () => {
    setUp('pt-BR', 150000);
    expect(shown()).toBe('R$ 1.500,00');
    act(() => updatePreferences({ language: 'en-US' }));
    expect(shown()).toBe('$1,500.00');
  });
});
