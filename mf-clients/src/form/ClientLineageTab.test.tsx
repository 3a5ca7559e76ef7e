import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROTOCOL_API, type Lineage, type LineagePerson, type ProtocolSummary } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aClient } from '../../test/fixtures';

const clientId = 'b'.repeat(24);
const protocolId = '1'.repeat(24);
const person = (id: string, parentId: string | null, name: string): LineagePerson => ({
  id,
  parentId,
  clientId: null,
  name,
  category: parentId ? 'APPLICANT' : 'IMMIGRANT',
  birth: parentId ? { text: '1940-09-09', uncertain: false } : { text: 'ABT 1880', uncertain: true },
  death: null,
  birthPlace: parentId ? null : 'Vicenza, Veneto, ITALIA',
  deathPlace: null,
  progress: 50,
  color: 'YELLOW',
  certificates: 2,
  warnings: [],
  linkWarnings: parentId ? [{ code: 'ITALY_1948_MATERNAL', names: ['Giuseppe', 'Lúcia'] }] : [],
});

it("draws the line of descent of the client's protocol and opens a person on its Checklist tab", async () => {
  const lineage: Lineage = {
    protocolId,
    persons: [person('c'.repeat(24), null, 'Giuseppe'), person('d'.repeat(24), 'c'.repeat(24), 'Lúcia')],
  };
  server.use(
    http.get('*/api/country', () => HttpResponse.json([])),
    http.get(`*/api/client/${clientId}`, () => HttpResponse.json(aClient({ id: clientId, name: 'Lúcia' }))),
    http.get('*/api/protocol/client/:clientId', () =>
      HttpResponse.json([
        { id: protocolId, code: '2026/0001', budget: false, status: 'ACTIVE' } as ProtocolSummary,
      ]),
    ),
    http.get(`*${PROTOCOL_API.lineageRoute}`, () => HttpResponse.json(lineage)),
  );
  const { router } = renderWithProviders({ path: `/client/${clientId}/lineage` });
  const giuseppe = await screen.findByRole(
    'button',
    { name: 'Open the certificates of Giuseppe' },
    { timeout: 10_000 },
  );
  expect(giuseppe).toHaveTextContent('c. 1880');
  expect(screen.getByRole('button', { name: 'Open the certificates of Lúcia' })).toHaveAccessibleDescription(
    /Giuseppe, Lúcia: citizenship passes through a mother/,
  );
  await userEvent.setup().click(giuseppe);
  await waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/protocol/${protocolId}/checklist?person=${'c'.repeat(24)}`,
    ),
  );
});
