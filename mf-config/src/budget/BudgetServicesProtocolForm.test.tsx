import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { pageOf } from '../../test/fixtures';

const fragment = (code: string, name: string) => ({
  id: code.toLowerCase().padEnd(24, '0'),
  name,
  code,
  group: '',
  content: `<p>${name}</p>`,
  active: true,
});

describe('the portal-link e-mail text in the budget defaults', () => {
  it('offers the text fragments, the standard text when none, and saves the chosen one in both languages', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/type-service/pagination', () => HttpResponse.json(pageOf([], 0, 1))),
      http.post('*/api/text-fragment/pagination', () =>
        HttpResponse.json(
          pageOf([fragment('PAGAMENTO', 'Pix'), fragment('LINK_PORTAL', 'Link do portal')], 2, 1),
        ),
      ),
      http.get('*/api/configuration/budget-services-protocol', () =>
        HttpResponse.json({
          typeServices: [],
          validityDays: 30,
          headerText: '',
          footerText: '',
          taxRate: 0,
          paymentTermsFragment: 'PAGAMENTO',
          portalLinkFragment: '',
        }),
      ),
      http.post('*/api/configuration/budget-services-protocol', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(sent);
      }),
    );
    const view = renderWithProviders({ path: '/budget-services-protocol', language: 'pt-BR' });
    const field = await screen.findByLabelText('E-mail com o link do portal para a família');
    const dropdown = field.closest('.p-dropdown')!;
    expect(dropdown).toHaveTextContent('Texto padrão, no idioma da família');
    await userEvent.click(dropdown);
    await userEvent.click(
      await screen.findByRole('option', { name: 'Link do portal (LINK_PORTAL)', hidden: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(sent).toMatchObject({ paymentTermsFragment: 'PAGAMENTO', portalLinkFragment: 'LINK_PORTAL' }),
    );
    view.switchLanguage('en-US');
    expect(await screen.findByLabelText('E-mail with the portal link to the family')).toBeInTheDocument();
  });
});
