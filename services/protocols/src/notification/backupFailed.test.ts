import { BACKUP_NOTICE_INTERNAL, NOTIFICATION_API, type StaffNotification } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

const asScheduler = { [INTERNAL_TOKEN_HEADER]: signServiceToken('backup') };
const failed = (body: unknown, headers: Record<string, string> = asScheduler) =>
  requestJson(`${service.url}${BACKUP_NOTICE_INTERNAL.backupFailedPath}`, { method: 'POST', headers, body });
const bellOf = async (level: 'NORMAL' | 'LIMITED' | 'ADMINISTRATOR', sub: string) => {
  const answer = await requestJson(`${service.url}${NOTIFICATION_API.list}`, {
    headers: callerHeaders(level, { sub }),
  });
  expect(answer.status).toBe(200);
  return answer.body as { unread: number; notifications: StaffNotification[] };
};

describe('a failed daily backup in the administrators’ bell', () => {
  it('reaches every administrator, with its reason and no protocol, and no one else', async () => {
    // 2026-11-27 02:00 in São Paulo
    const first = await failed({ at: '2026-11-27T05:00:00.000Z', reason: 'disk full <ENOSPC>' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ created: true, day: '2026-11-27' });
    for (const admin of ['admin-1', 'admin-2']) {
      const bell = await bellOf('ADMINISTRATOR', admin);
      expect(bell.unread).toBe(1);
      expect(bell.notifications).toEqual([
        expect.objectContaining({
          protocolId: '',
          mine: true,
          read: false,
          backupFailure: { at: '2026-11-27T05:00:00.000Z', reason: 'disk full <ENOSPC>' },
        }),
      ]);
      // the stored fallback text is escaped like any notification's HTML
      expect(bell.notifications[0]!.message).toContain('disk full &lt;ENOSPC&gt;');
    }
    for (const level of ['NORMAL', 'LIMITED'] as const) {
      const bell = await bellOf(level, 'carla');
      expect([level, bell.unread, bell.notifications]).toEqual([level, 0, []]);
    }
  });

  it('adds no second notification for the same failed office day, and one for the next', async () => {
    // 23:30 in São Paulo is still the 27th there
    const again = await failed({ at: '2026-11-28T02:30:00.000Z', reason: 'disk full again' });
    expect(again.body).toEqual({ created: false, day: '2026-11-27' });
    expect((await bellOf('ADMINISTRATOR', 'admin-1')).notifications).toHaveLength(1);
    const next = await failed({ at: '2026-11-28T05:00:00.000Z', reason: 'engine unreachable' });
    expect(next.body).toEqual({ created: true, day: '2026-11-28' });
    const bell = await bellOf('ADMINISTRATOR', 'admin-1');
    expect(bell.notifications.map((n) => n.backupFailure?.reason)).toEqual([
      'engine unreachable',
      'disk full <ENOSPC>',
    ]);
  });

  it('is an internal route: a signed-in user, even an administrator, cannot raise it', async () => {
    const answer = await failed(
      { at: '2026-11-29T05:00:00.000Z', reason: 'forged' },
      callerHeaders('ADMINISTRATOR', { sub: 'admin-1' }),
    );
    expect([401, 403]).toContain(answer.status);
    expect((await failed({ at: 'yesterday', reason: 'x' })).status).toBe(400);
    expect((await bellOf('ADMINISTRATOR', 'admin-1')).notifications).toHaveLength(2);
  });
});
