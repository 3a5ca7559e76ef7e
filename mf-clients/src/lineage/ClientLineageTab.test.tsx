import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLIENT_API,
  PROTOCOL_API,
  type ClientLineage,
  type ClientLineagePerson,
  type Lineage,
  type LineagePerson,
  type ProtocolSummary,
} from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aClient } from '../../test/fixtures';

const clientId = 'b'.repeat(24);
const fatherId = 'e'.repeat(24);
const protocolId = '1'.repeat(24);

const ancestor = (
  id: string,
  childId: string | null,
  relationship: string,
  name: string,
  extra: Partial<ClientLineagePerson> = {},
): ClientLineagePerson => ({
  id,
  childId,
  relationship,
  name,
  birth: null,
  death: null,
  birthPlace: null,
  deathPlace: null,
  ...extra,
});
const family = (persons: ClientLineagePerson[], truncated = false): ClientLineage => ({
  clientId,
  persons,
  truncated,
});
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

/** Lúcia's record answering her lineage and her protocols (none unless given). */
function serve(lineage: ClientLineage, protocols: ProtocolSummary[] = []) {
  server.use(
    http.get('*/api/country', () => HttpResponse.json([])),
    http.get(`*${CLIENT_API.itemRoute}`, ({ params }) =>
      HttpResponse.json(
        aClient({ id: params.id as string, name: params.id === clientId ? 'Lúcia' : 'Pedro' }),
      ),
    ),
    http.get(`*${CLIENT_API.lineageRoute}`, () => HttpResponse.json(lineage)),
    http.get(`*${PROTOCOL_API.clientProtocolsRoute}`, () => HttpResponse.json(protocols)),
  );
}

it('draws the ancestors from the family links before any checklist, and a card opens their record', async () => {
  serve(
    family([
      ancestor(clientId, null, '', 'Lúcia'),
      ancestor(fatherId, clientId, 'F', 'Pedro', {
        birth: { text: '1900-01-02', uncertain: false },
        birthPlace: 'Vicenza, Veneto, ITALIA',
      }),
      ancestor('f'.repeat(24), clientId, 'M', 'Ana'),
      ancestor('a'.repeat(24), fatherId, 'FM', 'Anna', { birth: { text: 'ABT 1872', uncertain: true } }),
    ]),
  );
  const { router } = renderWithProviders({ path: `/client/${clientId}/lineage` });
  const chart = await screen.findByRole('region', { name: "The client's ancestors" }, { timeout: 10_000 });
  expect(chart).toBeInTheDocument();
  const pedro = screen.getByRole('button', { name: 'Open the record of Pedro' });
  expect(pedro).toHaveTextContent('Father');
  expect(pedro).toHaveTextContent('1900 –');
  expect(pedro).toHaveTextContent('Vicenza, Veneto, ITALIA');
  expect(pedro).not.toHaveTextContent('certificate');
  expect(screen.getByRole('button', { name: 'Open the record of Anna' })).toHaveTextContent(
    /Paternal grandmother.*c\. 1872/,
  );
  expect(screen.getByRole('button', { name: 'Open the record of Lúcia' })).toHaveTextContent('Client');
  // no protocol: no picker
  expect(screen.queryByLabelText('Show')).toBeNull();

  // the keyboard: up from the client to her father, Enter opens his record
  const user = userEvent.setup();
  screen.getByRole('button', { name: 'Open the record of Lúcia' }).focus();
  await user.keyboard('{ArrowUp}');
  expect(pedro).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe(`/client/${fatherId}`));
});

it('says how to link the family when no parent is linked', async () => {
  serve(family([ancestor(clientId, null, '', 'Lúcia')]));
  renderWithProviders({ path: `/client/${clientId}/lineage`, language: 'pt-BR' });
  expect(
    await screen.findByText(/Nenhum pai ou mãe vinculado ainda/, undefined, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Os ascendentes do cliente' })).toBeNull();
});

it('says when the line goes on above what is drawn', async () => {
  serve(family([ancestor(clientId, null, '', 'Lúcia'), ancestor(fatherId, clientId, 'F', 'Pedro')], true));
  renderWithProviders({ path: `/client/${clientId}/lineage` });
  expect(
    await screen.findByText(
      'The line goes on above: at most 5 generations and 200 persons are drawn.',
      undefined,
      {
        timeout: 10_000,
      },
    ),
  ).toHaveAttribute('role', 'status');
});

it("offers the line of a protocol's checklist, whose card opens the person on its Checklist tab", async () => {
  const lineage: Lineage = {
    protocolId,
    persons: [person('c'.repeat(24), null, 'Giuseppe'), person('d'.repeat(24), 'c'.repeat(24), 'Lúcia')],
  };
  serve(family([ancestor(clientId, null, '', 'Lúcia')]), [
    { id: protocolId, code: '2026/0001', budget: false, status: 'ACTIVE' } as ProtocolSummary,
    { id: '2'.repeat(24), code: '2026/0002', budget: true, status: 'ACTIVE' } as ProtocolSummary,
  ]);
  server.use(http.get(`*${PROTOCOL_API.lineageRoute}`, () => HttpResponse.json(lineage)));
  const { router } = renderWithProviders({ path: `/client/${clientId}/lineage` });
  const user = userEvent.setup();
  const show = await screen.findByLabelText('Show', undefined, { timeout: 10_000 });
  await user.click(show.closest('.p-dropdown')!);
  // a budget has no checklist: not offered
  expect(screen.queryByRole('option', { name: 'Checklist of protocol 2026/0002', hidden: true })).toBeNull();
  await user.click(
    await screen.findByRole('option', { name: 'Checklist of protocol 2026/0001', hidden: true }),
  );
  const giuseppe = await screen.findByRole('button', { name: 'Open the certificates of Giuseppe' });
  expect(giuseppe).toHaveTextContent('c. 1880');
  expect(screen.getByRole('button', { name: 'Open the certificates of Lúcia' })).toHaveAccessibleDescription(
    /Giuseppe, Lúcia: citizenship passes through a mother/,
  );
  await user.click(giuseppe);
  await waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/protocol/${protocolId}/checklist?person=${'c'.repeat(24)}`,
    ),
  );
});
