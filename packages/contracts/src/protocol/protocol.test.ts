import {
  ACCESS_CODE_PATTERN,
  accessCodeFromBytes,
  computeProtocolFinancial,
  normalizeAccessCode,
  PROTOCOL_ACTIONS,
  PROTOCOL_STAGE_LABELS,
  PROTOCOL_STAGES,
  protocolBodySchema,
  refuseProtocolAction,
  statusAfter,
} from '..';

describe('access codes', () => {
  it('spells 80 bits in four readable groups', () => {
    expect(accessCodeFromBytes(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(accessCodeFromBytes(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const code = accessCodeFromBytes(Uint8Array.from([1, 35, 69, 103, 137, 171, 205, 239, 18, 52]));
    expect(code).toMatch(ACCESS_CODE_PATTERN);
    expect(code).toBe('04HM-ASW9-NF6Y-Y4HM');
    expect(() => accessCodeFromBytes(new Uint8Array(9))).toThrow();
  });

  it('reads what a person typed as the stored code', () => {
    expect(normalizeAccessCode(' 7kq2 m9xd-4tra vw3p ')).toBe('7KQ2-M9XD-4TRA-VW3P');
    expect(normalizeAccessCode('o1il-0000-0000-0000')).toBe('0111-0000-0000-0000');
  });
});

describe('protocol transitions', () => {
  const active = { status: 'ACTIVE' as const, budget: false, currentUserId: 'u1' };
  it.each([
    ['finalize', active, undefined],
    ['finalize', { ...active, budget: true }, 'protocol.is-budget'],
    ['finalize', { ...active, status: 'CANCELED' as const }, 'protocol.not-active'],
    ['convert', active, 'protocol.not-a-budget'],
    ['convert', { ...active, budget: true }, undefined],
    ['convert', { ...active, budget: true, status: 'CANCELED' as const }, 'protocol.not-active'],
    ['cancel', { ...active, status: 'FINISHED' as const }, 'protocol.not-active'],
    ['reactivate', active, 'protocol.already-active'],
    ['reactivate', { ...active, status: 'FINISHED' as const }, undefined],
    ['new-access-code', { ...active, status: 'CANCELED' as const }, undefined],
  ] as const)('%s from %j: %s', (action, state, refusal) => {
    expect(refuseProtocolAction(action, state)).toBe(refusal);
  });

  it('refuses take and forward to whoever is already in charge', () => {
    expect(refuseProtocolAction('take', active, 'u1')).toBe('protocol.already-in-charge');
    expect(refuseProtocolAction('forward', active, 'u2')).toBeUndefined();
  });

  it('changes the status only for finalize, cancel and reactivate', () => {
    expect(PROTOCOL_ACTIONS.map((a) => statusAfter(a, 'ACTIVE'))).toEqual([
      'FINISHED',
      'ACTIVE',
      'CANCELED',
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
    ]);
  });
});

describe('protocol body', () => {
  const a = '0123456789abcdef01234567';
  const b = '0123456789abcdef01234568';
  it('puts the main client first among the clients, once', () => {
    const body = protocolBodySchema.parse({ name: 'x', mainClient: b, clients: [a, b] });
    expect(body.clients).toEqual([b, a]);
    expect(body.stage).toBe('COLLECTING_DOCUMENTS');
  });

  it('refuses an underage link to itself or outside the clients', () => {
    const self = protocolBodySchema.safeParse({
      name: 'x',
      clients: [a],
      underAges: [{ client: a, underAgeClient: a }],
    });
    expect(self.error?.issues[0].message).toBe('protocol.underage-self');
    const outside = protocolBodySchema.safeParse({
      name: 'x',
      clients: [a],
      underAges: [{ client: a, underAgeClient: b }],
    });
    expect(outside.error?.issues[0].message).toBe('protocol.underage-not-in-clients');
  });
});

it('names every stage in both languages', () => {
  for (const stage of PROTOCOL_STAGES) {
    expect(PROTOCOL_STAGE_LABELS[stage]['pt-BR']).toBeTruthy();
    expect(PROTOCOL_STAGE_LABELS[stage]['en-US']).toBeTruthy();
  }
});

it('totals a protocol: tax on the net, balance after receipts and refunds', () => {
  const price = (gross: number, discount: number) => ({ price: { gross, discount, net: gross - discount } });
  const totals = computeProtocolFinancial({
    services: [price(10000, 1000), price(5001, 0)],
    haveTax: true,
    taxRate: 5,
    entries: [
      { type: 'RECEIPT', value: 4000 },
      { type: 'REFUND', value: 500 },
      { type: 'EXPENSE', value: 300 },
    ],
  });
  expect(totals).toEqual({
    servicesGross: 15001,
    servicesDiscount: 1000,
    servicesNet: 14001,
    taxRate: 5,
    tax: 700,
    total: 14701,
    received: 4000,
    refunded: 500,
    expenses: 300,
    balance: 11201,
  });
  expect(
    computeProtocolFinancial({ services: [price(100, 0)], haveTax: false, taxRate: 5, entries: [] }).tax,
  ).toBe(0);
});
