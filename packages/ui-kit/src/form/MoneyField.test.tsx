import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Language } from '@linhagem/contracts';
import { renderWithKit } from '../../test/renderWithKit';
import { updatePreferences } from '../preferences/preferencesStore';
import { MoneyField } from './MoneyField';

/** A form holding one amount, as the type service's price (an emptied field is zero), the stored cents beside it. */
function PriceForm({ initial }: { initial: number }) {
  const methods = useForm<{ price: number }>({ defaultValues: { price: initial } });
  return (
    <FormProvider {...methods}>
      <MoneyField name="price" label="Price" blank={0} />
      <Stored />
    </FormProvider>
  );
}

function Stored() {
  const price = useWatch<{ price: number }>({ name: 'price' });
  return <output data-testid="stored">{String(price)}</output>;
}

const input = () => screen.getByLabelText('Price') as HTMLInputElement;
const stored = () => screen.getByTestId('stored').textContent;
const shown = () => input().value.replace(/\s/g, ' ');

function setUp(language: Language, initial: number) {
  updatePreferences({ language });
  const user = userEvent.setup();
  renderWithKit(<PriceForm initial={initial} />);
  return user;
}

describe('a money field whose emptied value is zero, as people correct it', () => {
  it.each([
    ['{Backspace}', 2500],
    ['{Delete}', 2500],
    ['cut', 2500],
    ['{Backspace}', 0],
  ] as const)(
    'select-all, %s over %i cents, then 1.500,00 shows 1.500,00 and stores 150000 cents',
    async (erase, initial) => {
      const user = setUp('pt-BR', initial);
      await user.click(input());
      await user.keyboard('{Control>}a{/Control}');
      if (erase === 'cut') await user.cut();
      else await user.keyboard(erase);
      expect(input()).toHaveValue('');
      expect(stored()).toBe('0');
      await user.keyboard('1.500,00');
      expect(input()).toHaveValue('1.500,00');
      expect(stored()).toBe('150000');
      await user.tab();
      expect(shown()).toBe('R$ 1.500,00');
      expect(stored()).toBe('150000');
    },
  );

  it('End then Backspace ×7 then 5 over R$ 500,00 stores R$ 5,00, not 5 cents', async () => {
    const user = setUp('pt-BR', 50000);
    await user.click(input());
    await user.keyboard('{End}{Backspace>7/}');
    // seven of the nine characters of `R$ 500,00`: the symbol is left, the field holds no amount (zero)
    expect(input()).toHaveValue('R$');
    expect(stored()).toBe('0');
    await user.keyboard('5');
    expect(input()).toHaveValue('R$5');
    expect(stored()).toBe('500');
    await user.tab();
    expect(shown()).toBe('R$ 5,00');
  });

  it('an emptied field stays empty until it loses focus, then shows R$ 0,00', async () => {
    const user = setUp('pt-BR', 2500);
    await user.click(input());
    await user.keyboard('{Backspace}');
    expect(input()).toHaveValue('');
    expect(stored()).toBe('0');
    await user.tab();
    expect(shown()).toBe('R$ 0,00');
  });
});
