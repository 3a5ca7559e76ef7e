import {
  PIX_CODES,
  PROTOCOL_API,
  PUBLIC_API,
  PROTOCOLS_RENDER_INTERNAL,
  PUBLIC_ERROR_CODES,
  parseBrCode,
  pixTxid,
} from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { requestJson } from '@linhagem/service-kit/testing';
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

  it.each([
    ['amount=0'],
    ['amount=-5'],
    ['amount=10.5'],
    ['amount=1e3'],
    ['amount=0x10'],
    ['amount=abc'],
    ['amount='],
    ['amount=1000000000'],
    ['amount=99999999999999999999'],
    ['amount=1&amount=2'],
    ['amount[$gt]=0'],
    ['amount=%7B%22%24gt%22%3A0%7D'],
    [''],
  ])('refuses the query "%s" with 400 and a stable code', async (query) => {
    const protocol = await pricedCase();
    const answer = await service.call('GET', `${PROTOCOL_API.pix(protocol.id)}?${query}`);
    expect(answer.status).toBe(400);
    expect(['VALIDATION_FAILED', 'OPERATOR_REJECTED']).toContain(answer.body.code);
    if (answer.body.code === 'VALIDATION_FAILED' && query.startsWith('amount='))
      expect(answer.body.details).toEqual([{ path: 'amount', message: PIX_CODES.amountInvalid }]);
  });

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

  it("takes a budget's own code after the budget became a protocol: its quote carried it", async () => {
    const typeService = service.standIns.addTypeService({ name: 'Pix budget service', price: 100000 });
    const budget = await service.createCase('budget', [`Pix Budget ${Math.random()}`]);
    await service.call('POST', `/api/budget/${budget.id}/service`, {
      typeService,
      clients: budget.clientIds,
    });
    const converted = await service.call('POST', `/api/protocol/${budget.id}/convert`);
    expect(converted.status).toBe(200);
    const entry = (pixTxid: string) =>
      service.call('POST', '/api/cash-entry', {
        protocolId: budget.id,
        value: 100,
        type: 'RECEIPT',
        pixTxid,
      });
    expect((await entry(pixTxid(budget.code))).status).toBe(201);
    expect((await entry(pixTxid(converted.body.code))).status).toBe(201);
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
    for (const amount of [10.5, 0, -100, '100', null, 1e12]) {
      const answer = await service.call('POST', PROTOCOL_API.pix(protocol.id), { amount });
      expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(answer.body.details).toEqual([{ path: 'amount', message: PIX_CODES.amountInvalid }]);
    }
    expect(
      (await service.call('POST', PROTOCOL_API.pix(protocol.id), { amount: 10, txid: 'X' })).status,
    ).toBe(400);
    const injected = await service.call('POST', PROTOCOL_API.pix(protocol.id), { amount: { $gt: 0 } });
    expect([injected.status, injected.body.code]).toEqual([400, 'OPERATOR_REJECTED']);
    expect((await service.call('GET', PROTOCOL_API.pixCodes(protocol.id))).body).toEqual([]);
  });
});

/** The Pix code services/documents prints on the case's quote. */
const quotePix = async (id: string) =>
  (
    await requestJson(`${service.url}${PROTOCOLS_RENDER_INTERNAL.renderDataPath(id)}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: signServiceToken('documents') },
    })
  ).body.pix;

describe("the quote's Pix code (what services/documents renders)", () => {
  beforeEach(configure);

  it('is the very code the portal shows before anything is paid: the total, or its first instalment', async () => {
    for (const instalments of [1, 3]) {
      Object.assign(service.standIns.pixReceiver, { pixInstalments: instalments });
      const protocol = await pricedCase();
      const quote = await quotePix(protocol.id);
      expect(quote).toMatchObject({
        amount: 150000 / instalments,
        txid: pixTxid(protocol.code),
        instalments,
      });
      const portal = await service.call(
        'GET',
        PUBLIC_API.pix(protocol.id, protocol.accessCode),
        undefined,
        null,
      );
      expect(portal.body.payload).toBe(quote.payload);
    }
    Object.assign(service.standIns.pixReceiver, { pixInstalments: 1 });
  });

  it('is null without a key', async () => {
    unconfigure();
    expect(await quotePix((await pricedCase()).id)).toBeNull();
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

  it('asks nothing of a cancelled case', async () => {
    const protocol = await pricedCase();
    expect((await service.call('POST', `/api/protocol/${protocol.id}/cancel`)).status).toBe(200);
    const answer = await service.call(
      'GET',
      PUBLIC_API.pix(protocol.id, protocol.accessCode),
      undefined,
      null,
    );
    expect(answer.status).toBe(204);
  });

  it('opens only with the access code', async () => {
    const protocol = await pricedCase();
    const answer = await service.call('GET', PUBLIC_API.pix(protocol.id, 'WRONG-CODE'), undefined, null);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(PUBLIC_ERROR_CODES.accessDenied);
    expect(answer.body.payload).toBeUndefined();
  });

  it('asks the first instalment not paid in full where the payment terms split the total', async () => {
    Object.assign(service.standIns.pixReceiver, { pixInstalments: 3 });
    try {
      const protocol = await pricedCase();
      const path = PUBLIC_API.pix(protocol.id, protocol.accessCode);
      const dueNow = async () => {
        const answer = await service.call('GET', path, undefined, null);
        return answer.status === 204
          ? null
          : [answer.body.amount, answer.body.instalment, answer.body.instalments];
      };
      const receive = (value: number) =>
        service.call('POST', '/api/cash-entry', { protocolId: protocol.id, value, type: 'RECEIPT' });
      // R$ 1.500,00 in 3
      expect(await dueNow()).toEqual([50000, 1, 3]);
      await receive(50000);
      expect(await dueNow()).toEqual([50000, 2, 3]);
      await receive(20000);
      // part of the second paid: the rest of it
      expect(await dueNow()).toEqual([30000, 2, 3]);
      await receive(80000);
      expect(await dueNow()).toBeNull();
      const code = await service.call('GET', path, undefined, null);
      expect(code.status).toBe(204);
      // the quote keeps asking the first instalment
      expect((await quotePix(protocol.id)).amount).toBe(50000);
    } finally {
      Object.assign(service.standIns.pixReceiver, { pixInstalments: 1 });
    }
  });
});
