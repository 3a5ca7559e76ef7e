// The office's day on a screen (DESIGN "The office's day"): a browser whose clock says UTC (or any other zone)
// dates a new cash entry on the office's calendar, in the zone the system configuration names.
process.env.TZ = 'UTC';

import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIGURATION_API, type CashEntryBodyInput } from '@linhagem/contracts';
import { SAO_PAULO_EVENING as EVENING, setOfficeClock } from '@linhagem/contracts/testing/officeDayClock';
import { resetOfficeTimeZone } from '@linhagem/ui-kit';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ANA, PROTOCOL_ID } from '../../test/protocolFixtures';
import { CashEntryModal } from './CashEntryModal';

beforeEach(() => {
  resetOfficeTimeZone();
  setOfficeClock(EVENING);
});
afterEach(() => jest.useRealTimers());

async function savedDate(): Promise<string | undefined> {
  const submitted: CashEntryBodyInput[] = [];
  renderWithProviders({
    path: '/',
    language: 'pt-BR',
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
  const modal = await screen.findByRole('dialog', { name: 'Novo lançamento' });
  await userEvent.click(within(modal).getByLabelText('Valor'));
  await userEvent.paste('10,00');
  await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  return submitted[0].date ?? undefined;
}

describe("a new cash entry's date", () => {
  it("is São Paulo's day at 23:30 there, though the browser's clock says the 30th", async () => {
    expect(new Date().getDate()).toBe(30);
    expect(await savedDate()).toBe('2026-11-29');
  });

  it('is the day of the zone the system configuration names', async () => {
    server.use(
      http.get(`*${CONFIGURATION_API.timeZone}`, () => HttpResponse.json({ timeZone: 'Asia/Tokyo' })),
    );
    expect(await savedDate()).toBe('2026-11-30');
  });
});
