import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Certificate, Language } from '@linhagem/contracts';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aCertificate, nextId } from '../../test/checklistFixtures';
import { CertificateEditor } from './CertificateEditor';
import { TYPED_1500 } from '@linhagem/ui-kit/testing/typedAmounts';

type Saved = Parameters<Parameters<typeof CertificateEditor>[0]['onSave']>[0];

const WORDS = {
  'pt-BR': { price: 'Valor', translatePrice: 'Valor da tradução', save: 'Salvar certidão' },
  'en-US': { price: 'Price', translatePrice: 'Translation price', save: 'Save certificate' },
} as const;

/** One saved birth certificate with the prices given, in its editor; answers what Save sends. */
function edit(language: Language, prices: Partial<Pick<Certificate, 'price' | 'translatePrice'>> = {}) {
  const saved: Saved[] = [];
  const certificate = {
    ...aCertificate(nextId(), { typeOfCertificate: 'BIRTH', ...prices }),
    progress: 0,
    color: 'RED' as const,
  };
  renderWithProviders({
    path: '/',
    language,
    routes: [
      {
        path: '/',
        element: (
          <ul>
            <CertificateEditor
              certificate={certificate}
              readOnly={false}
              onSave={async (fields) => void saved.push(fields)}
              onRemove={() => undefined}
            />
          </ul>
        ),
      },
    ],
  });
  return saved;
}

describe('certificate prices', () => {
  it.each(TYPED_1500)(
    'in %s, %s typed key by key over a price of zero saves 150000 cents',
    async (language, typed) => {
      const saved = edit(language, { price: 0, translatePrice: 0 });
      const words = WORDS[language];
      for (const label of [words.price, words.translatePrice]) {
        await userEvent.click(screen.getByLabelText(label));
        await userEvent.keyboard(typed);
      }
      await userEvent.click(screen.getByRole('button', { name: words.save }));
      expect(saved).toEqual([expect.objectContaining({ price: 150000, translatePrice: 150000 })]);
    },
  );

  it('saves a pasted R$ 1.500,00 as 150000 cents', async () => {
    const saved = edit('pt-BR');
    await userEvent.click(screen.getByLabelText('Valor'));
    await userEvent.paste('R$ 1.500,00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar certidão' }));
    expect(saved).toEqual([expect.objectContaining({ price: 150000, translatePrice: null })]);
  });

  it('names a price that is not an amount and does not save it until it reads as one', async () => {
    const saved = edit('pt-BR', { price: 2500 });
    const price = screen.getByLabelText('Valor');
    await userEvent.click(price);
    await userEvent.keyboard('1,505');
    await userEvent.tab();
    expect(price).toHaveValue('1,505');
    expect(price).toHaveAccessibleDescription('Valor inválido');
    expect(screen.getByRole('button', { name: 'Salvar certidão' })).toBeDisabled();
    await userEvent.click(price);
    await userEvent.keyboard('15,05');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar certidão' }));
    expect(saved).toEqual([expect.objectContaining({ price: 1505 })]);
  });

  it('empties a price to nothing, not zero', async () => {
    const saved = edit('en-US', { price: 2500 });
    await userEvent.click(screen.getByLabelText('Price'));
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Save certificate' }));
    expect(saved).toEqual([expect.objectContaining({ price: null })]);
  });
});
