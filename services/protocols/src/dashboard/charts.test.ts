import { Types } from 'mongoose';
import {
  computeProtocolFinancial,
  DASHBOARD_API,
  BUDGET_API,
  CERTIFICATE_API,
  DASHBOARD_ERROR_CODES,
  OUTSIDE_OFFICE_PLACES,
  PROTOCOL_API,
  type CertificateRow,
  type DashboardCertificates,
  type DashboardConversion,
  type DashboardFinance,
  type DashboardStaff,
  type DashboardStages,
  type ProtocolFinancial,
} from '@linhagem/contracts';
import { callerHeaders } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

/**
 * A small office with known answers, January to March 2026 (office time, America/Sao_Paulo, UTC−3):
 * - P1 (Ana) with tax 6.25% on 10,00: billed 10,63 (half up), created 2026-01-31 23:30 office = 02-01 02:30 UTC;
 * - P2 (Ana) 123,45 + 50,00 without tax, created 2026-02-01 00:30 office;
 * - P3 (Bruno) a budget of 2025-12-10 converted 2026-02-15, 200,00, finished 2026-02-21;
 * - P4 canceled on 2026-01-10 (billed nothing); B1 an open budget of 2026-01-05;
 * - B2 (Bruno) a budget of 2026-02-27 converted 2026-02-28 23:30 office (03-01 in UTC), no services.
 */
let service: ProtocolsTestService;
const ana = { sub: 'user-ana', name: 'Ana Staff' };
const bruno = { sub: 'user-bruno', name: 'Bruno Staff' };
const ids: Record<'p1' | 'p2' | 'p3' | 'p4' | 'b1' | 'b2', string> = {
  p1: '',
  p2: '',
  p3: '',
  p4: '',
  b1: '',
  b2: '',
};
const QUARTER = '?from=2026-01-01&to=2026-03-31';
const at = (iso: string) => new Date(iso);
const day = (iso: string) => at(`${iso}T12:00:00Z`);

const get = (path: string, level: 'LIMITED' | 'NORMAL' | 'ADMINISTRATOR' | null = 'LIMITED') =>
  service.call('GET', path, undefined, level);

async function seedOffice() {
  const protocols = service.database.connection.collection('protocols');
  const set = (id: string, fields: Record<string, unknown>) =>
    protocols.updateOne({ _id: new Types.ObjectId(id) }, { $set: fields });
  const create = async (
    kind: 'protocol' | 'budget',
    who: typeof ana,
    prices: number[],
    extra: Record<string, unknown> = {},
  ) => {
    const client = service.standIns.addClient(`Family ${prices.join(' ')} ${kind}`);
    const created = await service.call(
      'POST',
      `/api/${kind}`,
      { name: 'Dashboard case', mainClient: client, clients: [client], ...extra },
      'NORMAL',
      who,
    );
    expect(created.status).toBe(201);
    for (const price of prices) {
      const typeService = service.standIns.addTypeService({ name: `Service ${price}`, price });
      const added = await service.call(
        'POST',
        `/api/${kind}/${created.body.id}/service`,
        { typeService, clients: [client] },
        'NORMAL',
        who,
      );
      expect(added.status).toBe(200);
    }
    return created.body.id as string;
  };
  service.standIns.defaults.taxRate = 6.25;
  ids.p1 = await create('protocol', ana, [1000], { haveTax: true });
  service.standIns.defaults.taxRate = 0;
  ids.p2 = await create('protocol', ana, [12345, 5000]);
  ids.p3 = await create('budget', bruno, [20000]);
  ids.p4 = await create('protocol', bruno, [5000]);
  ids.b1 = await create('budget', ana, []);
  ids.b2 = await create('budget', bruno, []);
  for (const id of [ids.p3, ids.b2])
    expect((await service.call('POST', `/api/budget/${id}/convert`, undefined, 'NORMAL', ana)).status).toBe(
      200,
    );
  for (const [id, action] of [
    [ids.p3, 'finalize'],
    [ids.p4, 'cancel'],
  ])
    expect(
      (await service.call('POST', `/api/protocol/${id}/${action}`, undefined, 'NORMAL', bruno)).status,
    ).toBe(200);
  const history = (...steps: [string, string][]) =>
    steps.map(([stage, when]) => ({ stage, at: day(when), userName: 'ana', name: 'Ana' }));
  await set(ids.p1, {
    createdAt: at('2026-02-01T02:30:00Z'),
    stage: 'APOSTILLE',
    stageHistory: history(
      ['COLLECTING_DOCUMENTS', '2026-01-01'],
      ['TRANSLATION', '2026-01-11'],
      ['APOSTILLE', '2026-01-15'],
    ),
  });
  await set(ids.p2, {
    createdAt: at('2026-02-01T03:30:00Z'),
    stage: 'READY_TO_SUBMIT',
    stageHistory: history(
      ['COLLECTING_DOCUMENTS', '2026-02-01'],
      ['TRANSLATION', '2026-02-05'],
      ['READY_TO_SUBMIT', '2026-02-07'],
    ),
  });
  await set(ids.p3, {
    createdAt: day('2025-12-10'),
    convertedAt: day('2026-02-15'),
    finishedAt: day('2026-02-21'),
    currentUser: { id: bruno.sub, name: bruno.name },
    stage: 'GRANTED',
    stageHistory: history(['COLLECTING_DOCUMENTS', '2026-02-15'], ['GRANTED', '2026-02-21']),
  });
  await set(ids.p4, { createdAt: day('2026-01-10') });
  await set(ids.b1, { createdAt: day('2026-01-05') });
  await set(ids.b2, {
    createdAt: day('2026-02-27'),
    convertedAt: at('2026-03-01T02:30:00Z'),
    currentUser: { id: bruno.sub, name: bruno.name },
  });

  const entry = (value: number, type: string, date: string) =>
    service.call('POST', '/api/cash-entry', { protocolId: ids.p1, value, type, date }, 'NORMAL', ana);
  await entry(10000, 'RECEIPT', '2026-01-31');
  await entry(2550, 'RECEIPT', '2026-02-01');
  await entry(999, 'REFUND', '2026-02-10');
  await entry(700, 'EXPENSE', '2026-02-11');
  await entry(7000, 'RECEIPT', '2025-12-31');

  const certificates = service.database.connection.collection('certificates');
  const certificate = (protocol: string, fields: Record<string, unknown>) => ({
    protocol: new Types.ObjectId(protocol),
    checklistPerson: new Types.ObjectId(),
    category: 'IMMIGRANT',
    ...fields,
  });
  await certificates.insertMany([
    certificate(ids.p1, {
      statusDocument: 'IN_OFFICE',
      statusTranslate: 'SENT_TO_TRANSLATOR',
      custodyPlace: 'TRANSLATOR',
    }),
    certificate(ids.p1, { statusDocument: 'PENDING', statusTranslate: 'PENDING', custodyPlace: 'OFFICE' }),
    certificate(ids.p2, { custodyPlace: 'COURIER' }),
    // a finished case's paper is no longer the office's concern
    certificate(ids.p3, {
      statusDocument: 'IN_OFFICE',
      statusTranslate: 'TRANSLATED',
      custodyPlace: 'TRANSLATOR',
    }),
  ]);
}

beforeAll(async () => {
  service = await startProtocolsTestService();
  await seedOffice();
});
afterAll(() => service.close());

describe('the finance chart', () => {
  it('bills services net plus tax of the protocols created in each office month, against receipts and refunds', async () => {
    const answer = await get(`${DASHBOARD_API.finance}${QUARTER}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      months: [
        { month: '2026-01', billed: 1063, received: 10000, refunded: 0 },
        { month: '2026-02', billed: 37345, received: 2550, refunded: 999 },
        { month: '2026-03', billed: 0, received: 0, refunded: 0 },
      ],
      totals: { billed: 38408, received: 12550, refunded: 999 },
    });
  });

  it('matches to the cent the protocols totals of the pricing function and the cash entries list', async () => {
    const finance = (await get(`${DASHBOARD_API.finance}${QUARTER}`)).body as DashboardFinance;
    let billed = 0;
    for (const id of [ids.p1, ids.p2, ids.p3, ids.b2]) {
      const protocol = (await get(`/api/protocol/${id}`)).body;
      const financial = (await get(`/api/protocol/${id}/financial`)).body as ProtocolFinancial;
      const priced = computeProtocolFinancial({ ...protocol, entries: [] });
      expect(priced.total).toBe(financial.total);
      billed += financial.total;
    }
    expect(finance.totals.billed).toBe(billed);
    const list = await service.call('POST', '/api/cash-entry/pagination?page=1&size=50', {}, 'LIMITED');
    const inQuarter = (list.body.content as { value: number; type: string; date: string }[]).filter(
      (e) => e.date >= '2026-01-01' && e.date <= '2026-03-31',
    );
    const sum = (type: string) => inQuarter.filter((e) => e.type === type).reduce((s, e) => s + e.value, 0);
    expect([finance.totals.received, finance.totals.refunded]).toEqual([sum('RECEIPT'), sum('REFUND')]);
  });

  it("counts a protocol of 23:30 on a month's last office day in that month, though UTC has the next day", async () => {
    const january = (await get(`${DASHBOARD_API.finance}?from=2026-01-01&to=2026-01-31`)).body;
    expect(january.totals).toEqual({ billed: 1063, received: 10000, refunded: 0 });
    const february = (await get(`${DASHBOARD_API.finance}?from=2026-02-01&to=2026-02-28`)).body;
    expect(february.totals).toEqual({ billed: 37345, received: 2550, refunded: 999 });
    const firstOfFebruary = (await get(`${DASHBOARD_API.finance}?from=2026-02-01&to=2026-02-01`)).body;
    expect(firstOfFebruary.totals.billed).toBe(17345);
  });
});

describe('the stages chart', () => {
  it('counts the active protocols per stage now and the median days of the stays begun in the period', async () => {
    const answer = await get(`${DASHBOARD_API.stages}${QUARTER}`);
    expect(answer.status).toBe(200);
    const byStage = Object.fromEntries(answer.body.stages.map((s: { stage: string }) => [s.stage, s]));
    expect(byStage.COLLECTING_DOCUMENTS).toEqual({
      stage: 'COLLECTING_DOCUMENTS',
      open: 1,
      medianDays: 6,
      stays: 3,
    });
    expect(byStage.TRANSLATION).toEqual({ stage: 'TRANSLATION', open: 0, medianDays: 3, stays: 2 });
    // the current stays run to now
    expect(byStage.APOSTILLE).toMatchObject({ open: 1, stays: 1 });
    expect(byStage.APOSTILLE.medianDays).toBeGreaterThan(300);
    expect(byStage.READY_TO_SUBMIT).toMatchObject({ open: 1, stays: 1 });
    // the last stage of a closed case has no end
    expect(byStage.GRANTED).toEqual({ stage: 'GRANTED', open: 0, medianDays: null, stays: 0 });
    expect(answer.body.stages.map((s: { stage: string }) => s.stage)).toHaveLength(7);
  });
});

describe('the certificates chart', () => {
  it('counts the certificates of active protocols by status, and the originals outside the office', async () => {
    const answer = await get(`${DASHBOARD_API.certificates}${QUARTER}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      byDocumentStatus: [
        { status: null, count: 1 },
        { status: 'IN_OFFICE', count: 1 },
        { status: 'PENDING', count: 1 },
      ],
      byTranslationStatus: [
        { status: null, count: 1 },
        { status: 'PENDING', count: 1 },
        { status: 'SENT_TO_TRANSLATOR', count: 1 },
      ],
      outsideOffice: [
        { place: 'COURIER', count: 1 },
        { place: 'TRANSLATOR', count: 1 },
      ],
      total: 3,
    });
  });
});

describe('the conversion chart', () => {
  it('counts new and converted budgets per office month and the rate', async () => {
    const answer = await get(`${DASHBOARD_API.conversion}${QUARTER}`);
    expect(answer.status).toBe(200);
    expect(answer.body.months).toEqual([
      { month: '2026-01', newBudgets: 1, converted: 0, rate: 0 },
      // P3 was a budget of December; B2 converted at 23:30 of February 28th, office time
      { month: '2026-02', newBudgets: 1, converted: 2, rate: 200 },
      { month: '2026-03', newBudgets: 0, converted: 0, rate: null },
    ]);
    expect(answer.body.totals).toEqual({ newBudgets: 2, converted: 2, rate: 100 });
  });
});

describe('the staff chart', () => {
  it('counts per staff member the active cases in charge and those finished in the period', async () => {
    const answer = await get(`${DASHBOARD_API.staff}${QUARTER}`, 'ADMINISTRATOR');
    expect(answer.status).toBe(200);
    expect(answer.body.staff).toEqual([
      { userId: ana.sub, name: ana.name, inCharge: 2, finished: 0 },
      { userId: bruno.sub, name: bruno.name, inCharge: 1, finished: 1 },
    ]);
    const march = (await get(`${DASHBOARD_API.staff}?from=2026-03-01&to=2026-03-31`, 'ADMINISTRATOR')).body;
    expect(march.staff.map((s: { finished: number }) => s.finished)).toEqual([0, 0]);
  });

  it('records when a protocol is finished, and forgets it when reactivated', async () => {
    const protocols = service.database.connection.collection('protocols');
    const client = service.standIns.addClient('Finished Family');
    const created = await service.call(
      'POST',
      '/api/protocol',
      { name: 'To finish', mainClient: client },
      'NORMAL',
      ana,
    );
    await service.call('POST', `/api/protocol/${created.body.id}/finalize`, undefined, 'NORMAL', ana);
    const finished = await protocols.findOne({ _id: new Types.ObjectId(created.body.id) });
    expect(finished?.finishedAt).toBeInstanceOf(Date);
    await service.call('POST', `/api/protocol/${created.body.id}/reactivate`, undefined, 'NORMAL', ana);
    expect((await protocols.findOne({ _id: new Types.ObjectId(created.body.id) }))?.finishedAt).toBeNull();
    await service.call('POST', `/api/protocol/${created.body.id}/cancel`, undefined, 'NORMAL', ana);
  });
});

describe('the staff chart with cases finished before their finishing moment was recorded', () => {
  it('counts such a case in the office month of its last stage change', async () => {
    const client = service.standIns.addClient('Older Family');
    const created = await service.call(
      'POST',
      '/api/protocol',
      { name: 'Finished long ago', mainClient: client },
      'NORMAL',
      ana,
    );
    expect(
      (await service.call('POST', `/api/protocol/${created.body.id}/finalize`, undefined, 'NORMAL', ana))
        .status,
    ).toBe(200);
    // as a case finished before `finishedAt` existed: no field at all, its stages say when the work ended
    await service.database.connection.collection('protocols').updateOne(
      { _id: new Types.ObjectId(created.body.id) },
      {
        $unset: { finishedAt: '' },
        $set: {
          createdAt: day('2025-09-02'),
          stage: 'GRANTED',
          stageHistory: [
            { stage: 'COLLECTING_DOCUMENTS', at: day('2025-09-02'), userName: 'ana', name: 'Ana' },
            // 23:30 of October 31st at the office is November 1st in UTC
            { stage: 'GRANTED', at: at('2025-11-01T02:30:00Z'), userName: 'ana', name: 'Ana' },
          ],
        },
      },
    );
    const finished = async (from: string, to: string) => {
      const answer = await get(`${DASHBOARD_API.staff}?from=${from}&to=${to}`, 'ADMINISTRATOR');
      expect(answer.status).toBe(200);
      return answer.body.staff.find((s: { userId: string }) => s.userId === ana.sub)?.finished;
    };
    expect(await finished('2025-10-01', '2025-10-31')).toBe(1);
    expect(await finished('2025-11-01', '2025-11-30')).toBe(0);
    expect(await finished('2025-09-01', '2025-09-30')).toBe(0);
    // a recorded finishing moment wins over the stages
    await service.database.connection
      .collection('protocols')
      .updateOne({ _id: new Types.ObjectId(created.body.id) }, { $set: { finishedAt: day('2025-12-05') } });
    expect(await finished('2025-10-01', '2025-10-31')).toBe(0);
    expect(await finished('2025-12-01', '2025-12-31')).toBe(1);
  });
});

/** Every row of a staff list, page by page, as the screens read it. */
async function listAll<T>(path: string, filter: Record<string, unknown> = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await service.call('POST', `${path}?page=${page}&size=100`, filter, 'LIMITED');
    expect(answer.status).toBe(200);
    rows.push(...(answer.body.content as T[]));
    if (page >= answer.body.totalPages) return rows;
  }
}
const countOf = async (path: string, filter: Record<string, unknown>) =>
  (await service.call('POST', `${path}?page=1&size=1`, filter, 'LIMITED')).body.totalElements as number;
const officeMonth = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso)).slice(0, 7);
/** From the first seeded case to today: every conversion and finish of this file falls inside. */
const SINCE_THE_START = `?from=2025-01-01&to=${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())}`;
type Row = { id: string; status: string; budgetCode?: string | null; createdAt: string };

describe('the charts match the lists they summarise', () => {
  it('stages: the open protocols per stage are the protocol list filtered by that stage', async () => {
    const stages = (await get(`${DASHBOARD_API.stages}${QUARTER}`)).body.stages as DashboardStages['stages'];
    for (const { stage, open } of stages)
      expect([stage, open]).toEqual([
        stage,
        await countOf(PROTOCOL_API.pagination, { status: 'ACTIVE', stage }),
      ]);
    expect(stages.reduce((sum, s) => sum + s.open, 0)).toBe(
      await countOf(PROTOCOL_API.pagination, { status: 'ACTIVE' }),
    );
  });

  it("certificates: the counts are the work queue's rows of active protocols, by status and by place", async () => {
    const chart = (await get(`${DASHBOARD_API.certificates}${QUARTER}`)).body as DashboardCertificates;
    const active = new Set(
      (
        await Promise.all(
          [PROTOCOL_API, BUDGET_API].map((api) => listAll<Row>(api.pagination, { status: 'ACTIVE' })),
        )
      )
        .flat()
        .map((p) => p.id),
    );
    const rows = (await listAll<CertificateRow>(CERTIFICATE_API.pagination)).filter((row) =>
      active.has(row.protocolId),
    );
    const tally = (key: (row: CertificateRow) => string | null) => {
      const counts = new Map<string | null, number>();
      for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
      return counts;
    };
    const asMap = (list: { count: number }[], key: (item: never) => string | null) =>
      new Map(list.map((item) => [key(item as never), item.count]));
    expect(asMap(chart.byDocumentStatus, (i: { status: string | null }) => i.status)).toEqual(
      tally((row) => row.statusDocument ?? null),
    );
    expect(asMap(chart.byTranslationStatus, (i: { status: string | null }) => i.status)).toEqual(
      tally((row) => row.statusTranslate ?? null),
    );
    const outside = tally((row) => row.custodyPlace ?? null);
    expect(asMap(chart.outsideOffice, (i: { place: string }) => i.place)).toEqual(
      new Map(OUTSIDE_OFFICE_PLACES.filter((place) => outside.has(place)).map((p) => [p, outside.get(p)])),
    );
    expect(chart.total).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('conversion: new budgets are the budget and converted protocol rows created each month', async () => {
    const chart = (await get(`${DASHBOARD_API.conversion}${QUARTER}`)).body as DashboardConversion;
    const budgets = await listAll<Row>(BUDGET_API.pagination);
    const protocols = await Promise.all(
      (await listAll<Row>(PROTOCOL_API.pagination)).map(
        async (row) => (await get(PROTOCOL_API.item(row.id))).body as Row,
      ),
    );
    const everyBudget = [...budgets, ...protocols.filter((p) => p.budgetCode)];
    for (const { month, newBudgets } of chart.months)
      expect([month, newBudgets]).toEqual([
        month,
        everyBudget.filter((b) => officeMonth(b.createdAt) === month).length,
      ]);
    // every conversion of this office falls inside this period: each converted protocol counted once
    const all = (await get(`${DASHBOARD_API.conversion}${SINCE_THE_START}`)).body as DashboardConversion;
    expect(all.totals.converted).toBe(protocols.filter((p) => p.budgetCode).length);
  });

  it('staff: in charge and finished per member are the protocol list filtered by that member', async () => {
    const chart = (await get(`${DASHBOARD_API.staff}${SINCE_THE_START}`, 'ADMINISTRATOR'))
      .body as DashboardStaff;
    expect(chart.staff.length).toBeGreaterThan(1);
    for (const { userId, inCharge, finished } of chart.staff)
      expect([userId, inCharge, finished]).toEqual([
        userId,
        await countOf(PROTOCOL_API.pagination, { status: 'ACTIVE', userId }),
        await countOf(PROTOCOL_API.pagination, { status: 'FINISHED', userId }),
      ]);
  });
});

describe('levels and periods', () => {
  it('lets any signed-in user read the office charts and only administrators the staff chart', async () => {
    for (const path of [
      DASHBOARD_API.finance,
      DASHBOARD_API.stages,
      DASHBOARD_API.certificates,
      DASHBOARD_API.conversion,
    ])
      expect((await get(`${path}${QUARTER}`, 'LIMITED')).status).toBe(200);
    expect((await get(`${DASHBOARD_API.staff}${QUARTER}`, 'LIMITED')).status).toBe(403);
    expect((await get(`${DASHBOARD_API.staff}${QUARTER}`, 'NORMAL')).status).toBe(403);
    expect((await get(`${DASHBOARD_API.finance}${QUARTER}`, null)).status).toBe(401);
  });

  it('refuses a period that is no date, reversed or longer than five years, with stable codes', async () => {
    const refusal = async (query: string) => {
      const answer = await get(`${DASHBOARD_API.finance}${query}`);
      return [answer.status, answer.body.code];
    };
    expect(await refusal('?from=2026-02-30&to=2026-03-01')).toEqual([
      400,
      DASHBOARD_ERROR_CODES.periodInvalidDate,
    ]);
    expect(await refusal('?from=01/02/2026&to=2026-03-01')).toEqual([
      400,
      DASHBOARD_ERROR_CODES.periodInvalidDate,
    ]);
    expect(await refusal('?from=2026-03-02&to=2026-03-01')).toEqual([
      400,
      DASHBOARD_ERROR_CODES.periodReversed,
    ]);
    expect(await refusal('?from=2020-01-01&to=2025-01-01')).toEqual([
      400,
      DASHBOARD_ERROR_CODES.periodTooLong,
    ]);
    expect((await get(`${DASHBOARD_API.finance}?from=2020-01-01&to=2024-12-31`)).status).toBe(200);
    expect((await get(`${DASHBOARD_API.finance}?since=2020-01-01`)).status).toBe(400);
  });

  it("is never kept by the BFF's cache: a receipt just recorded shows at once", async () => {
    const response = await fetch(`${service.url}${DASHBOARD_API.finance}`, {
      headers: callerHeaders('LIMITED'),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the current office month without a period', async () => {
    const answer = await get(DASHBOARD_API.conversion);
    expect(answer.status).toBe(200);
    expect(answer.body.months).toHaveLength(1);
    expect(answer.body.from.slice(8)).toBe('01');
  });
});
