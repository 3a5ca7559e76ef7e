import { Types } from 'mongoose';
import {
  CLOCK_ERROR_CODES,
  DEADLINE_API,
  NOTIFICATION_API,
  PROTOCOL_CLOCK_API,
  addDaysIso,
  addMonthsIso,
  todayIso,
  type Deadline,
} from '@linhagem/contracts';
import { createRemotes } from '../remote/remotes';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';
import { sendDeadlineNotices } from './notify';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

const today = todayIso();
const ana = { sub: 'user-ana', name: 'Ana Staff' };

/** A protocol on `route` filed on `filingDate`, with an under-age child of the given birth date. */
async function smallCase(route: string, filingDate: string | null, childBirth: string, extra = {}) {
  const parent = service.standIns.addClient('Paolo Fontana', '1980-05-01');
  const child = service.standIns.addClient('Lia Fontana', childBirth);
  const created = await service.call(
    'POST',
    '/api/protocol',
    {
      name: 'Fontana',
      mainClient: parent,
      clients: [parent, child],
      underAges: [{ client: parent, underAgeClient: child }],
      filingDate,
    },
    'NORMAL',
    ana,
  );
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await service.call('POST', `/api/protocol/${id}/dossier`, { route, ...extra })).status).toBe(200);
  const minor = await service.call('POST', '/api/certificate/', {
    protocolId: id,
    category: 'UNDER_AGE',
    clientId: child,
    certificates: [],
  });
  expect(minor.status).toBe(201);
  return { id, code: created.body.code as string, minorId: minor.body.id as string };
}
const deadlinesOf = async (id: string) => {
  const answer = await service.call('GET', PROTOCOL_CLOCK_API.deadlines(id), undefined, 'LIMITED');
  expect(answer.status).toBe(200);
  return answer.body as Deadline[];
};

describe('deadlines computed on every read', () => {
  it("gives a child of a citizen 3 years from birth and the consulate's 2 years from the filing date", async () => {
    const { id, minorId } = await smallCase('IT_CONSULATE', '2026-02-10', '2024-06-15');
    const deadlines = await deadlinesOf(id);
    expect(deadlines.map((d) => [d.kind, d.date, d.rule?.id, d.state])).toEqual([
      ['MINOR_REGISTRATION', '2027-06-15', 'IT_MINOR_3_YEARS', 'OPEN'],
      ['LEGAL_ANSWER', '2028-02-10', 'IT_CONSULATE_24_MONTHS', 'OPEN'],
    ]);
    expect(deadlines[0].about).toMatchObject({ type: 'PERSON', id: minorId, name: 'Lia Fontana' });
  });

  it('gives the central office 36 months for a filing from 1 January 2029', async () => {
    const { id } = await smallCase('IT_CONSULATE', '2029-01-01', '2024-06-15');
    const legal = (await deadlinesOf(id)).find((d) => d.kind === 'LEGAL_ANSWER')!;
    expect(legal).toMatchObject({ date: '2032-01-01', rule: { id: 'IT_CENTRAL_OFFICE_36_MONTHS' } });
  });

  it('keeps the transition to 31 May 2029 for minors of a citizen whose recognition was filed by 27 March 2025', async () => {
    const { id } = await smallCase('IT_COMUNE', '2025-03-20', '2025-01-10');
    const [minor] = await deadlinesOf(id);
    expect(minor).toMatchObject({ kind: 'MINOR_REGISTRATION', date: '2029-05-31' });
    expect(minor.rule).toMatchObject({ id: 'IT_MINOR_TRANSITION_2029', status: 'IN_FORCE' });
    expect(minor.rule?.source).toContain('Law 26/2026');
  });

  it("dates a certificate's expiry from the route's freshness limit", async () => {
    const { id } = await smallCase('IT_COMUNE', null, '2010-01-01');
    const issued = addDaysIso(addMonthsIso(today, -6), 10);
    const person = await service.call('POST', '/api/certificate/', {
      protocolId: id,
      category: 'APPLICANT',
      name: 'Paolo Fontana',
      certificates: [{ typeOfCertificate: 'BIRTH', statusDocument: 'IN_OFFICE', issueDate: issued }],
    });
    expect(person.status).toBe(201);
    const expiry = (await deadlinesOf(id)).find((d) => d.kind === 'CERTIFICATE_EXPIRY')!;
    expect(expiry).toMatchObject({ date: addMonthsIso(issued, 6), state: 'OPEN' });
    const upcoming = await service.call('GET', `${DEADLINE_API.upcoming}?days=30`, undefined, 'LIMITED');
    expect(upcoming.status).toBe(200);
    expect((upcoming.body as Deadline[]).map((d) => d.id)).toContain(expiry.id);
  });

  it('adds deadlines by hand, marks them missed once past, and marks one done', async () => {
    const { id } = await smallCase('IT_CONSULATE', null, '2024-06-15');
    const hearing = await service.call('POST', PROTOCOL_CLOCK_API.deadlines(id), {
      date: addDaysIso(today, 5),
      title: 'Court hearing in Rome',
      kind: 'MANUAL',
    });
    expect(hearing.status).toBe(201);
    expect(hearing.body).toMatchObject({ state: 'OPEN', kind: 'MANUAL', daysLeft: 5, rule: null });
    const late = await service.call('POST', PROTOCOL_CLOCK_API.deadlines(id), {
      date: addDaysIso(today, -2),
      title: 'Send the CNN',
    });
    expect(late.body).toMatchObject({ state: 'MISSED', kind: 'MANUAL' });
    const done = await service.call('POST', DEADLINE_API.done(hearing.body.id));
    expect(done.status).toBe(200);
    expect(done.body.state).toBe('DONE');
    const minor = (await deadlinesOf(id)).find((d) => d.kind === 'MINOR_REGISTRATION')!;
    expect((await service.call('POST', DEADLINE_API.done(minor.id))).body.state).toBe('DONE');
    const states = Object.fromEntries((await deadlinesOf(id)).map((d) => [d.title, d.state]));
    expect(states['Court hearing in Rome']).toBe('DONE');
    expect((await deadlinesOf(id)).find((d) => d.id === minor.id)?.state).toBe('DONE');
  });

  it('refuses bad input, unknown deadlines, budgets and readers with stable codes', async () => {
    const { id } = await smallCase('IT_CONSULATE', null, '2024-06-15');
    const bad = await service.call('POST', PROTOCOL_CLOCK_API.deadlines(id), {
      date: '2026-02-30',
      title: '',
    });
    expect(bad.status).toBe(400);
    const limited = await service.call(
      'POST',
      PROTOCOL_CLOCK_API.deadlines(id),
      { date: today, title: 'x' },
      'LIMITED',
    );
    expect(limited.status).toBe(403);
    const unknown = await service.call('POST', DEADLINE_API.done(new Types.ObjectId().toHexString()));
    expect(unknown).toMatchObject({ status: 404, body: { code: CLOCK_ERROR_CODES.deadlineNotFound } });
    const gone = await service.call('POST', DEADLINE_API.done(`${id}-LEGAL_ANSWER-${id}`));
    expect(gone.body.code).toBe(CLOCK_ERROR_CODES.deadlineNotFound);
    expect((await service.call('POST', DEADLINE_API.done('not-an-id'))).status).toBe(400);
    expect((await service.call('GET', `${DEADLINE_API.upcoming}?days=0`)).status).toBe(400);
    const budget = await service.createCase('budget', ['Bia Budget']);
    const refused = await service.call('GET', PROTOCOL_CLOCK_API.deadlines(budget.id));
    expect(refused).toMatchObject({ status: 409, body: { code: CLOCK_ERROR_CODES.budget } });
  });
});

describe('bell notices 30, 7 and 1 days before', () => {
  it('notifies the staff member in charge once at each threshold, with the clock faked', async () => {
    const { id } = await smallCase('IT_CONSULATE', null, '2010-01-01');
    const due = addDaysIso(today, 60);
    await service.call('POST', PROTOCOL_CLOCK_API.deadlines(id), {
      date: due,
      title: 'Consulate appointment',
    });
    const deps = {
      connection: service.database.connection,
      remotes: createRemotes({ clientsUrl: service.standIns.url, catalogUrl: service.standIns.url }),
    };
    const on = (daysBefore: number) => new Date(`${addDaysIso(due, -daysBefore)}T12:00:00`);
    const noticesOfCase = async () => {
      const list = await service.call('GET', NOTIFICATION_API.list, undefined, 'LIMITED', ana);
      return (list.body.notifications as Array<{ protocolId: string; message: string }>).filter(
        (n) => n.protocolId === id,
      );
    };
    for (const [daysBefore, expected] of [
      [31, 0],
      [30, 1],
      [30, 1],
      [20, 1],
      [7, 2],
      [7, 2],
      [1, 3],
      [0, 3],
    ] as const) {
      await sendDeadlineNotices(deps, on(daysBefore));
      expect({ daysBefore, notices: (await noticesOfCase()).length }).toEqual({
        daysBefore,
        notices: expected,
      });
    }
    expect((await noticesOfCase()).map((n) => n.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('1 day to'), expect.stringContaining('30 days to')]),
    );
  });
});
