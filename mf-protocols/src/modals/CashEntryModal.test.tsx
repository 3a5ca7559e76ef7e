import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashEntryBodyInput, Language } from '@linhagem/contracts';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ANA, PROTOCOL_ID } from '../../test/protocolFixtures';
import { CashEntryModal } from './CashEntryModal';
import { TYPED_1500 } from '@linhagem/ui-kit/testing/typedAmounts';

function openModal(language: Language) {
  const submitted: CashEntryBodyInput[] = [];
  renderWithProviders({
    path: '/',
    language,
    routes: [
      {
        path: '/',
        element: (
          <CashEntryModal
            visible
            protocolId={PROTOCOL_ID}
            clients={[ANA]}
            onHide={() => undefined}
            onSubmit={(body) => submitted.push(body)}
          />
        ),
      },
    ],
  });
  return submitted;
}

const WORDS = {
  'pt-BR': {
    title: 'Novo lançamento',
    value: 'Valor',
    save: 'Salvar',
    above: 'Informe um valor acima de zero.',
  },
  'en-US': { title: 'New cash entry', value: 'Value', save: 'Save', above: 'Enter a value above zero.' },
} as const;

describe('cash entry value', () => {
  it.each(TYPED_1500)('in %s, %s typed key by key records 150000 cents', async (language, typed) => {
    const submitted = openModal(language);
    const words = WORDS[language];
    const modal = await screen.findByRole('dialog', { name: words.title });
    await userEvent.click(within(modal).getByLabelText(words.value));
    await userEvent.keyboard(typed);
    await userEvent.click(within(modal).getByRole('button', { name: words.save }));
    expect(submitted).toEqual([expect.objectContaining({ protocolId: PROTOCOL_ID, value: 150000 })]);
  });

  it('records a pasted R$ 1.500,00 as 150000 cents', async () => {
    const submitted = openModal('pt-BR');
    const modal = await screen.findByRole('dialog', { name: 'Novo lançamento' });
    await userEvent.click(within(modal).getByLabelText('Valor'));
    await userEvent.paste('R$ 1.500,00');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(submitted).toEqual([expect.objectContaining({ value: 150000 })]);
  });

  it.each([
    ['pt-BR', '0,00'],
    ['en-US', '0'],
    ['pt-BR', '1,505'],
  ] as const)('in %s, refuses %s with the field message and records nothing', async (language, typed) => {
    const submitted = openModal(language);
    const words = WORDS[language];
    const modal = await screen.findByRole('dialog', { name: words.title });
    const value = within(modal).getByLabelText(words.value);
    await userEvent.click(value);
    await userEvent.keyboard(typed);
    await userEvent.click(within(modal).getByRole('button', { name: words.save }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(words.above);
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription(words.above);
    expect(submitted).toEqual([]);
  });
});
