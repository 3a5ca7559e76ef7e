// The office's day (DESIGN "The office's day"): the server runs in UTC, the office in São Paulo (UTC−3); at 23:30
// there it is already 02:30 of the next day in UTC, and every "today" must still be São Paulo's.
process.env.TZ = 'UTC';

import {
  CASH_ENTRY_API,
  CERTIFICATE_API,
  DASHBOARD_API,
  NOTIFICATION_API,
  PROTOCOL_CLOCK_API,
  type CashEntry,
  type ChecklistTree,
  type Deadline,
  type StaffNotification,
} from '@linhagem/contracts';
import {
  SAO_PAULO_AFTER_MIDNIGHT as AFTER_MIDNIGHT,
  SAO_PAULO_EVENING as EVENING,
  SAO_PAULO_NEW_YEARS_EVE as NEW_YEARS_EVE,
  setOfficeClock as setClock,
} from '@linhagem/contracts/testing/officeDayClock';
import { OFFICE_TIME_ZONE_TTL_MS } from '@linhagem/service-kit';
import { createRemotes } from '../src/remote/remotes';
import { sendDeadlineNotices } from '../src/deadline/notify';
import { startProtocolsTestService, type ProtocolsTestService } from './support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterEach(() => {
  jest.useRealTimers();
  service.standIns.timeZone.timeZone = 'America/Sao_Paulo';
});
afterAll(() => service.close());

const ana = { sub: 'user-ana', name: 'Ana Staff' };

async function cashEntryDate(): Promise<string> {
  const protocol = await service.createCase('protocol', ['Clara Moretti']);
  const entry = await service.call('POST', CASH_ENTRY_API.collection, {
    protocolId: protocol.id,
    value: 1000,
    type: 'RECEIPT',
  });
  expect(entry.status).toBe(201);
  return (entry.body as CashEntry).date;
}

describe("the office's day on a server in UTC", () => {
  it('runs where the machine says UTC', () => {
    expect(new Date('2026-11-30T02:30:00Z').getDate()).toBe(30);
  });

  it("dates a cash entry without a date on São Paulo's day at 23:30 and at 00:30", async () => {
    setClock(EVENING);
    expect(await cashEntryDate()).toBe('2026-11-29');
    setClock(AFTER_MIDNIGHT);
    expect(await cashEntryDate()).toBe('2026-11-30');
  });

  it("judges a protocol without a filing date on São Paulo's day", async () => {
    setClock(EVENING);
    const protocol = await service.createCase('protocol', ['Bruno Ferri']);
    await service.call('POST', `/api/protocol/${protocol.id}/dossier`, { route: 'ITALY_CONSULATE' });
    const tree = await service.call(
      'GET',
      CERTIFICATE_API.protocolChecklist(protocol.id),
      undefined,
      'LIMITED',
    );
    expect(tree.status).toBe(200);
    expect((tree.body as ChecklistTree).filingDate).toBe('2026-11-29');
  });

  it("counts the days left to a deadline from São Paulo's day and announces it on that day", async () => {
    setClock(EVENING);
    const rita = service.standIns.addClient('Rita Galli');
    const created = await service.call(
      'POST',
      '/api/protocol',
      { name: 'Galli', mainClient: rita, clients: [rita] },
      'NORMAL',
      ana,
    );
    const protocol = created.body as { id: string };
    const added = await service.call('POST', PROTOCOL_CLOCK_API.deadlines(protocol.id), {
      kind: 'MANUAL',
      date: '2026-12-06',
      title: 'Consulate appointment',
    });
    expect(added.status).toBe(201);
    expect((added.body as Deadline).daysLeft).toBe(7);
    const deps = {
      connection: service.database.connection,
      remotes: createRemotes({ clientsUrl: service.standIns.url, catalogUrl: service.standIns.url }),
      mailer: { enabled: false, send: async () => false },
    };
    // 7 days before in São Paulo (6 in UTC): the 7-day notice, not yet the 1-day one
    await sendDeadlineNotices(deps as never, EVENING);
    const list = await service.call('GET', NOTIFICATION_API.list, undefined, 'LIMITED', ana);
    const notice = (list.body.notifications as StaffNotification[]).find((n) => n.protocolId === protocol.id);
    expect(notice?.message).toContain('7 days');
    // the bell words it in its reader's language from the code and parameters
    expect(notice?.notice).toEqual({
      code: 'deadline',
      params: { days: 7, date: '2026-12-06', title: 'Consulate appointment' },
    });
    setClock(AFTER_MIDNIGHT);
    const after = await service.call('GET', PROTOCOL_CLOCK_API.deadlines(protocol.id), undefined, 'LIMITED');
    expect((after.body as Deadline[]).find((d) => d.title === 'Consulate appointment')?.daysLeft).toBe(6);
  });

  it("numbers a protocol opened at 23:30 on 31 December in that year's series", async () => {
    setClock(NEW_YEARS_EVE);
    const protocol = await service.createCase('protocol', ['Teresa Bianchi']);
    expect(protocol.code).toMatch(/^2026\//);
  });

  it("ends the dashboard's period on São Paulo's day", async () => {
    setClock(EVENING);
    // a period starting "tomorrow" in São Paulo starts after its end
    const early = await service.call('GET', `${DASHBOARD_API.finance}?from=2026-11-30`, undefined, 'LIMITED');
    expect(early.status).toBe(400);
    setClock(AFTER_MIDNIGHT);
    const due = await service.call('GET', `${DASHBOARD_API.finance}?from=2026-11-30`, undefined, 'LIMITED');
    expect(due.status).toBe(200);
  });

  it("follows the zone the system configuration names, once the service's copy is stale", async () => {
    // later than every clock above, so the copy the service keeps is read now: 23:30 on 1 January in São Paulo
    const evening = new Date('2027-01-02T02:30:00Z');
    setClock(evening);
    expect(await cashEntryDate()).toBe('2027-01-01');
    // 02:30 UTC is 11:30 on 2 January in Tokyo
    service.standIns.timeZone.timeZone = 'Asia/Tokyo';
    expect(await cashEntryDate()).toBe('2027-01-01');
    jest.setSystemTime(evening.getTime() + OFFICE_TIME_ZONE_TTL_MS + 1);
    expect(await cashEntryDate()).toBe('2027-01-02');
  });
});
