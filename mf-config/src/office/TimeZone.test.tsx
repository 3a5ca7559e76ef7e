import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIGURATION_API } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';

const officeHandlers = () => [
  http.get('*/api/configuration/last-backup', () => HttpResponse.json({ last: null })),
  http.get(`*${CONFIGURATION_API.office}`, () =>
    HttpResponse.json({ name: 'Linhagem', cnpj: '', phones: [], email: '', address: '' }),
  ),
];

describe("the office's time zone in system configuration", () => {
  it('shows the zone and what it decides, and saves another one', async () => {
    let sent: unknown;
    server.use(
      ...officeHandlers(),
      http.get(`*${CONFIGURATION_API.timeZone}`, () => HttpResponse.json({ timeZone: 'America/Manaus' })),
      http.post(`*${CONFIGURATION_API.timeZone}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(sent as { timeZone: string });
      }),
    );
    const view = renderWithProviders({ path: '/system-configuration', language: 'pt-BR' });
    const section = (await screen.findByRole('heading', { name: 'Fuso horário do escritório' })).closest(
      'section',
    )!;
    expect(
      within(section).getByText(/"Hoje" é o dia do calendário do escritório neste fuso/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).getByText('America/Manaus', { selector: 'span' })).toBeInTheDocument(),
    );
    const field = within(section).getByLabelText('Fuso horário');
    await userEvent.click(field.closest('.p-dropdown') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/Lisbon', hidden: true }));
    await userEvent.click(within(section).getByRole('button', { name: 'Salvar fuso horário' }));
    await waitFor(() => expect(sent).toEqual({ timeZone: 'Europe/Lisbon' }));

    view.switchLanguage('en-US');
    expect(await screen.findByRole('heading', { name: "Office's time zone" })).toBeInTheDocument();
    expect(screen.getByText(/wherever the server or a browser is/)).toBeInTheDocument();
  });

  it("shows the server's refusal of a zone on the field", async () => {
    server.use(
      ...officeHandlers(),
      http.post(`*${CONFIGURATION_API.timeZone}`, () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            details: [{ path: 'timeZone', message: 'catalog.time-zone-invalid' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders({ path: '/system-configuration', language: 'en-US' });
    const section = (await screen.findByRole('heading', { name: "Office's time zone" })).closest('section')!;
    await waitFor(() =>
      expect(within(section).getByText('America/Sao Paulo', { selector: 'span' })).toBeInTheDocument(),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Save time zone' }));
    expect(await within(section).findByText(/Choose a time zone from the list/)).toBeInTheDocument();
  });
});
