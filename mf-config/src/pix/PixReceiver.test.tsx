import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';

describe("the office's Pix receiver on the system configuration", () => {
  it('checks the key by its kind before saving, then saves the key as the bank holds it', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get('*/api/configuration/last-backup', () => HttpResponse.json({ last: null })),
      http.get('*/api/configuration/office', () =>
        HttpResponse.json({ name: '', cnpj: '', phones: [], email: '', address: '' }),
      ),
      http.post('*/api/configuration/pix', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...sent, pixKey: '12345678909' });
      }),
    );
    const view = renderWithProviders({ path: '/system-configuration', language: 'pt-BR' });
    const section = (await screen.findByRole('heading', { name: 'Recebedor Pix' })).closest('section')!;
    const form = within(section);

    await userEvent.type(form.getByLabelText('Chave Pix'), '123.456.789-00');
    await userEvent.type(form.getByLabelText('Nome do recebedor'), 'Linhagem Genealogia');
    await userEvent.type(form.getByLabelText('Cidade do recebedor'), 'Curitiba');
    await userEvent.click(form.getByRole('button', { name: 'Salvar recebedor Pix' }));
    expect(await form.findByText('Esta chave não é válida para o tipo escolhido.')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    // corrected as a person does: select all, type over it
    await userEvent.tripleClick(form.getByLabelText('Chave Pix'));
    await userEvent.keyboard('123.456.789-09');
    // the payment terms in 3 instalments: the quote's code asks the first
    await userEvent.tripleClick(form.getByLabelText('Parcelas das condições de pagamento'));
    await userEvent.keyboard('3');
    await userEvent.click(form.getByRole('button', { name: 'Salvar recebedor Pix' }));
    await waitFor(() =>
      expect(sent).toEqual({
        pixKeyType: 'CPF',
        pixKey: '123.456.789-09',
        pixReceiverName: 'Linhagem Genealogia',
        pixReceiverCity: 'Curitiba',
        pixInstalments: 3,
      }),
    );
    view.switchLanguage('en-US');
    expect(await screen.findByRole('heading', { name: 'Pix receiver' })).toBeInTheDocument();
  });
});
