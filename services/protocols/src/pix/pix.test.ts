import { PIX_CODES, PROTOCOL_API, PUBLIC_API, parseBrCode, pixTxid } from '@linhagem/contracts';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

const configure = () =>
  Object.assign(service.standIns.pixReceiver, {
    pixKeyType: 'EMAIL',
    pixKey: 'financeiro@linhagem.example',
    pixReceiverName: 'Linhagem Genealogia Ltda',
    pixReceiverCity: 'São Paulo',
  });
const unconfigure = () => Object.assign(service.standIns.pixReceiver, { pixKey: '' });

/** A protocol of one service of R$ 1.500,00. */
async function pricedCase() {
  const typeService = service.standIns.addTypeService({ name: 'Pix service', price: 150000 });
  const protocol = await service.createCase('protocol', [`Pix Family ${Math.random()}`]);
  await service.call('POST', `/api/protocol/${protocol.id}/service`, {
    typeService,
    clients: protocol.clientIds,
  });
  return protocol;
}

describe('a Pix code of a case (GET /api/protocol/{id}/pix)', () => {
  beforeEach(configure);

  it('computes the code for an amount with the case code as its transaction id, and writes nothing', async () => {
    const protocol = await pricedCase();
    const answer = await service.call('GET', `${PROTOCOL_API.pix(protocol.id)}?amount=123456`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ txid: pixTxid(protocol.code), amount: 123456 });
    expect(answer.body.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    const fields = parseBrCode(answer.body.payload)!;
    expect(fields['26']).toEqual({ '00': 'br.gov.bcb.pix', '01': 'financeiro@linhagem.example' });
    expect(fields['54']).toBe('1234.56');
    expect(fields['59']).toBe('Linhagem Genealogia Ltda');
    expect(fields['60']).toBe('Sao Paulo');
    expect(fields['62']).toEqual({ '05': pixTxid(protocol.code) });
    const codes = await service.call('GET', PROTOCOL_API.pixCodes(protocol.id));
    expect(codes.body).toEqual([]);
  });

  it('answers 409 pix.not-configured while the office has no key', async () => {
    unconfigure();
    const protocol = await pricedCase();
    const answer = await service.call('GET', `${PROTOCOL_API.pix(protocol.id)}?amount=100`);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe(PIX_CODES.notConfigured);
  });

  it.each([['0'], ['-5'], ['10.5'], ['abc'], ['1000000000']])(
    'refuses the amount %s with 400',
    async (amount) => {
      const protocol = await pricedCase();
      const answer = await service.call('GET', `${PROTOCOL_API.pix(protocol.id)}?amount=${amount}`);
      expect(answer.status).toBe(400);
    },
  );

  it('is for NORMAL and above: a LIMITED user gets 403', async () => {
    const protocol = await pricedCase();
    const answer = await service.call(
      'GET',
      `${PROTOCOL_API.pix(protocol.id)}?amount=100`,
      undefined,
      'LIMITED',
    );
    expect(answer.status).toBe(403);
  });
});

describe('codes staff issue (POST /api/protocol/{id}/pix) and their receipts', () => {
  beforeEach(configure);

  it('records each code with the next transaction id, and a receipt carrying one closes it', async () => {
    const protocol = await pricedCase();
    const first = await service.call('POST', PROTOCOL_API.pix(protocol.id), { amount: 50000 });
    const second = await service.call('POST', PROTOCOL_API.pix(protocol.id), { amount: 100000 });
    expect(first.status).toBe(201);
    expect(first.body.txid).toBe(pixTxid(protocol.code, 2));
    expect(second.body.txid).toBe(pixTxid(protocol.code, 3));
    expect(parseBrCode(second.body.payload)!['62']).toEqual({ '05': second.body.txid });

    const receipt = await service.call('POST', '/api/cash-entry', {
      protocolId: protocol.id,
      value: 50000,
      type: 'RECEIPT',
      pixTxid: first.body.txid.toLowerCase(),
    });
    expect(receipt.status).toBe(201);
    expect(receipt.body.pixTxid).toBe(first.body.txid);

    const codes = await service.call('GET', PROTOCOL_API.pixCodes(protocol.id), undefined, 'NORMAL');
    expect(
      codes.body.map((c: { txid: string; received: boolean; cashEntry: string | null }) => [
        c.txid,
        c.received,
        c.cashEntry,
      ]),
    ).toEqual([
      [second.body.txid, false, null],
      [first.body.txid, true, receipt.body.id],
    ]);

    // deleting the receipt opens the code again
    await service.call('DELETE', `/api/cash-entry/${receipt.body.id}`);
    const after = await service.call('GET', PROTOCOL_API.pixCodes(protocol.id));
    expect(after.body.every((c: { received: boolean }) => !c.received)).toBe(true);
  });

  it('refuses a receipt naming another case’s code, a code already received, or a refund naming one', async () => {
    const protocol = await pricedCase();
    const other = await pricedCase();
    const foreign = await service.call('POST', PROTOCOL_API.pix(other.id), { amount: 100 });
    const own = await service.call('POST', PROTOCOL_API.pix(protocol.id), { amount: 100 });
    const entry = (pixTxid: string, type = 'RECEIPT') =>
      service.call('POST', '/api/cash-entry', { protocolId: protocol.id, value: 100, type, pixTxid });

    const wrong = await entry(foreign.body.txid);
    expect([wrong.status, wrong.body.code]).toEqual([400, PIX_CODES.txidUnknown]);
    expect((await entry(own.body.txid, 'REFUND')).status).toBe(400);
    expect((await entry(own.body.txid)).status).toBe(201);
    const twice = await entry(own.body.txid);
    expect([twice.status, twice.body.code]).toEqual([409, PIX_CODES.txidReceived]);
    expect((await entry('P2026/1')).status).toBe(400);
    // the case's own code (quote, portal) may be paid more than once: instalments
    expect((await entry(pixTxid(protocol.code))).status).toBe(201);
    expect((await entry(pixTxid(protocol.code))).status).toBe(201);
    const financial = await service.call('GET', `/api/protocol/${protocol.id}/financial`);
    expect(financial.body.received).toBe(300);
  });

  it('issues no code while the office has no key, and records nothing', async () => {
    const protocol = await pricedCase();
    unconfigure();
    const answer = await service.call('POST', PROTOCOL_API.pix(protocol.id), { amount: 100 });
    expect(answer.status).toBe(409);
    configure();
    expect((await service.call('GET', PROTOCOL_API.pixCodes(protocol.id))).body).toEqual([]);
  });

  it('refuses an amount that is not whole cents and an unknown field', async () => {
    const protocol = await pricedCase();
    expect((await service.call('POST', PROTOCOL_API.pix(protocol.id), { amount: 10.5 })).status).toBe(400);
    expect(
      (await service.call('POST', PROTOCOL_API.pix(protocol.id), { amount: 10, txid: 'X' })).status,
    ).toBe(400);
    expect((await service.call('POST', PROTOCOL_API.pix(protocol.id), { amount: { $gt: 0 } })).status).toBe(
      400,
    );
  });
});

describe("the portal's Pix code (GET /api/public/protocol/{protocolId}/{accessCode}/pix)", () => {
  beforeEach(configure);

  it('is for what the family owes now, and null once it is paid or without a key', async () => {
    const protocol = await pricedCase();
    const path = PUBLIC_API.pix(protocol.id, protocol.accessCode);
    const due = await service.call('GET', path, undefined, null);
    expect(due.status).toBe(200);
    expect(due.body).toMatchObject({ amount: 150000, txid: pixTxid(protocol.code) });
    expect(parseBrCode(due.body.payload)!['54']).toBe('1500.00');

    await service.call('POST', '/api/cash-entry', {
      protocolId: protocol.id,
      value: 100000,
      type: 'RECEIPT',
    });
    expect((await service.call('GET', path, undefined, null)).body.amount).toBe(50000);
    await service.call('POST', '/api/cash-entry', { protocolId: protocol.id, value: 50000, type: 'RECEIPT' });
    const paid = await service.call('GET', path, undefined, null);
    // nothing to pay: no content
    expect(paid.status).toBe(204);
    await service.call('POST', '/api/cash-entry', { protocolId: protocol.id, value: 50000, type: 'REFUND' });
    expect((await service.call('GET', path, undefined, null)).body.amount).toBe(50000);
    unconfigure();
    expect((await service.call('GET', path, undefined, null)).status).toBe(204);
  });

  it('opens only with the access code', async () => {
    const protocol = await pricedCase();
    const answer = await service.call('GET', PUBLIC_API.pix(protocol.id, 'WRONG-CODE'), undefined, null);
    expect(answer.status).toBe(403);
  });
});
