import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aTypeService, pageOf } from '../../test/fixtures';

describe('system configuration', () => {
  it('shows the nine sections and edits the office contact shown on the portal', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      // the page's last-backup card (docs/adr-backup.md): no backup yet
      http.get('*/api/configuration/last-backup', () => HttpResponse.json({ last: null })),
      http.get('*/api/configuration/office', () =>
        HttpResponse.json({ name: 'Linhagem', phones: ['11 4000-0000'], email: '', address: '' }),
      ),
      http.post('*/api/configuration/office', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(sent);
      }),
    );
    const view = renderWithProviders({ path: '/system-configuration', language: 'pt-BR' });
    expect(await screen.findByRole('heading', { name: 'Configuração do sistema' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Abrir / })).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Abrir Protocolo de serviços do orçamento' })).toHaveAttribute(
      'href',
      '/budget-services-protocol',
    );
    expect(await screen.findByDisplayValue('11 4000-0000')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('E-mail'), 'sem-arroba');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'contato@linhagem.example');
    // the CNPJ printed on every quote: its check digits are checked before the call
    await userEvent.type(screen.getByLabelText('CNPJ'), '11222333000182');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CNPJ inválido')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await userEvent.clear(screen.getByLabelText('CNPJ'));
    await userEvent.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar telefone' }));
    await userEvent.type(screen.getByLabelText('Telefone 2'), '+39 06 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Remover o telefone 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(sent).toEqual({
        name: 'Linhagem',
        cnpj: '11.222.333/0001-81',
        phones: ['+39 06 1234'],
        email: 'contato@linhagem.example',
        address: '',
      }),
    );
    view.switchLanguage('en-US');
    expect(await screen.findByRole('heading', { name: 'Office contact' })).toBeInTheDocument();
  });
});

describe('budget services protocol', () => {
  it('loads the defaults and saves the chosen services, validity, tax rate and payment terms', async () => {
    const search = aTypeService({ name: 'Busca' });
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/type-service/pagination', () => HttpResponse.json(pageOf([search], 1, 1))),
      http.post('*/api/text-fragment/pagination', () =>
        HttpResponse.json(
          pageOf(
            [
              {
                id: 'e'.repeat(24),
                name: 'Pix',
                code: 'PAGAMENTO',
                group: '',
                content: '<p>Pix</p>',
                active: true,
              },
            ],
            1,
            1,
          ),
        ),
      ),
      http.get('*/api/configuration/budget-services-protocol', () =>
        HttpResponse.json({
          typeServices: [],
          validityDays: 30,
          headerText: '',
          footerText: '',
          taxRate: 0,
          paymentTermsFragment: '',
        }),
      ),
      http.post('*/api/configuration/budget-services-protocol', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(sent);
      }),
    );
    renderWithProviders({ path: '/budget-services-protocol' });
    const validity = await screen.findByLabelText('Validity of a budget');
    await userEvent.clear(validity);
    await userEvent.type(validity, '45');
    const tax = screen.getByLabelText('Tax rate');
    await userEvent.clear(tax);
    await userEvent.type(tax, '6.5');
    await userEvent.tab();
    await userEvent.click(
      screen.getByLabelText('Type services a new budget starts with').closest('.p-multiselect')!,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Busca', hidden: true }));
    await userEvent.click(screen.getByLabelText('Payment terms').closest('.p-dropdown')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Pix (PAGAMENTO)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        typeServices: [search.id],
        validityDays: 45,
        taxRate: 6.5,
        paymentTermsFragment: 'PAGAMENTO',
      }),
    );
  });
});
