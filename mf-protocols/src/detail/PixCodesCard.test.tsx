import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CASH_ENTRY_API,
  CONFIGURATION_API,
  PROTOCOL_API,
  pixPayload,
  pixTxid,
  type CashEntry,
  type IssuedPixCode,
  type PixCode,
} from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aProtocol, pageOf } from '../../test/protocolFixtures';
import { protocolRoutes } from '../routes';

jest.mock('../shared/clientsRemote', () => jest.requireActual('../../test/clientsRemoteStub'));

const RECEIVER = { key: 'financeiro@linhagem.example', name: 'Linhagem', city: 'Curitiba' };
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const codeFor = (amount: number, sequence = 1): PixCode => {
  const txid = pixTxid('2026/0007', sequence);
  return { payload: pixPayload({ ...RECEIVER, amount, txid }), txid, amount, qrSvg: SVG };
};

/** The case, its cash entries and its Pix codes as the services would answer them, the writes recorded. */
function answerCase({ configured = true } = {}) {
  const issued: IssuedPixCode[] = [];
  const entries: CashEntry[] = [];
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  const protocol = aProtocol({
    financial: { ...aProtocol().financial, servicesNet: 150000, total: 150000, balance: 150000 },
  });
  server.use(
    http.get('*/api/protocol/staff', () => HttpResponse.json([])),
    http.get('*/api/protocol/:id', () => HttpResponse.json(protocol)),
    http.get('*/api/protocol/:id/timeline', () => HttpResponse.json([])),
    http.get('*/api/protocol/:id/contract', () => HttpResponse.json([])),
    http.post('*/api/cash-entry/pagination', () => HttpResponse.json(pageOf(entries))),
    http.post('*/api/cash-entry', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push({ path: CASH_ENTRY_API.collection, body });
      const entry = {
        ...(body as unknown as CashEntry),
        // a fixed day, whatever today is
        date: '2026-11-29',
        id: 'e'.repeat(24),
        user: { id: 'u', name: 'U' },
      };
      entries.push(entry);
      // as the service does: the receipt closes the code it names, and the totals change
      const closed = issued.find((code) => code.txid === entry.pixTxid);
      if (closed) Object.assign(closed, { received: true, cashEntry: entry.id });
      protocol.financial = { ...protocol.financial, received: protocol.financial.received + entry.value };
      return HttpResponse.json(entry, { status: 201 });
    }),
    http.get(`*${PROTOCOL_API.pixCodesRoute}`, () => HttpResponse.json(issued)),
    http.get(`*${CONFIGURATION_API.pix}`, () =>
      HttpResponse.json({
        pixKeyType: 'EMAIL',
        pixKey: configured ? RECEIVER.key : '',
        pixReceiverName: 'Linhagem',
        pixReceiverCity: 'Curitiba',
      }),
    ),
    http.get(`*${PROTOCOL_API.pixRoute}`, ({ request }) =>
      HttpResponse.json(codeFor(Number(new URL(request.url).searchParams.get('amount')))),
    ),
    http.post(`*${PROTOCOL_API.pixRoute}`, async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      posted.push({ path: PROTOCOL_API.pix(PROTOCOL_ID), body });
      const code: IssuedPixCode = {
        ...codeFor(body.amount, issued.length + 2),
        id: `p${issued.length}`.padEnd(24, '0'),
        issuedAt: '2026-11-29T12:00:00.000Z',
        issuedBy: 'Test User',
        received: false,
        cashEntry: null,
      };
      issued.unshift(code);
      return HttpResponse.json(code, { status: 201 });
    }),
  );
  return { posted };
}

const openFinancial = (language: 'pt-BR' | 'en-US' = 'pt-BR', level: 'NORMAL' | 'LIMITED' = 'NORMAL') =>
  renderWithProviders({
    path: `/protocol/${PROTOCOL_ID}/financial`,
    routes: protocolRoutes,
    language,
    level,
  });

describe("the Financial tab's Pix codes", () => {
  it('issues a code for an amount typed over the balance, shows it to copy, and registers its receipt', async () => {
    const user = userEvent.setup();
    const { posted } = answerCase();
    openFinancial();
    const card = await screen.findByRole('region', { name: 'Códigos Pix' });
    expect(await within(card).findByText('Nenhum código emitido para este caso ainda.')).toBeInTheDocument();
    const amount = within(card).getByLabelText('Valor do código');
    // Intl writes a no-break space after the currency sign
    await waitFor(() => expect((amount as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('R$ 1.500,00'));

    // corrected as a person does: select all, type the new amount
    await user.tripleClick(amount);
    await user.keyboard('250,00');
    await user.click(within(card).getByRole('button', { name: 'Emitir código' }));
    await waitFor(() =>
      expect(posted).toContainEqual({ path: PROTOCOL_API.pix(PROTOCOL_ID), body: { amount: 25000 } }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Pagar com Pix' });
    const expected = codeFor(25000, 2);
    expect(within(dialog).getByRole('img', { name: /^QR code Pix de R\$\s250,00$/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pix copia e cola')).toHaveValue(expected.payload);
    expect(within(dialog).getByText(expected.txid)).toBeInTheDocument();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(expected.payload);
    expect(await screen.findByText('Código copiado.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pagar com Pix' })).toBeNull());

    const row = (await within(card).findByText(expected.txid)).closest('tr')!;
    expect(within(row).getByText('Em aberto')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: `Registrar o recebimento de ${expected.txid}` }),
    );
    const entry = await screen.findByRole('dialog', { name: 'Novo lançamento' });
    expect(within(entry).getByLabelText('Código Pix pago (identificador)')).toHaveValue(expected.txid);
    await user.click(within(entry).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(posted.find((call) => call.path === CASH_ENTRY_API.collection)?.body).toMatchObject({
        protocolId: PROTOCOL_ID,
        value: 25000,
        type: 'RECEIPT',
        pixTxid: expected.txid,
      }),
    );
    // closed by that receipt, which the row names; the entries list shows the code it paid
    const closedRow = (await within(card).findByText('Recebido')).closest('tr')!;
    expect(within(closedRow).getByText(expected.txid)).toBeInTheDocument();
    expect(within(closedRow).getByText(/^Recebido em 29\/11\/2026 \(R\$\s250,00\)$/)).toBeInTheDocument();
    const entriesCard = screen.getByRole('region', { name: 'Lançamentos' });
    expect(await within(entriesCard).findByRole('cell', { name: expected.txid })).toBeInTheDocument();
  });

  it('shows nothing Pix while the office has no key, and is not offered to a read-only user', async () => {
    answerCase({ configured: false });
    const { unmount } = openFinancial('en-US');
    expect(await screen.findByText('No cash entries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pix codes' })).toBeNull();
    expect(screen.queryByText(/Pix/)).toBeNull();
    unmount();
    answerCase();
    openFinancial('en-US', 'LIMITED');
    expect(await screen.findByText('No cash entries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pix codes' })).toBeNull();
  });
});
