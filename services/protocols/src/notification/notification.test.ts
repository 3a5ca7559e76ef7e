import { Types } from 'mongoose';
import { ERROR_CODES, NOTIFICATION_API, PUBLIC_API } from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

type Listed = { id: string; protocolId: string; mine: boolean; read: boolean };
const listAs = async (level: 'LIMITED' | 'NORMAL' | 'ADMINISTRATOR', sub: string, scope?: string) => {
  const query = scope === undefined ? '' : `?scope=${scope}`;
  return requestJson(`${service.url}${NOTIFICATION_API.list}${query}`, {
    headers: callerHeaders(level, { sub }),
  });
};

/** A case in charge of `userId` (or nobody's) with one family message. */
async function messageFrom(name: string, userId: string | null) {
  const family = await service.createCase('protocol', [name]);
  // the staff member in charge as the forward action would leave it (the stand-ins know no staff here)
  await service.database.connection
    .collection('protocols')
    .updateOne(
      { _id: new Types.ObjectId(family.id) },
      { $set: { currentUser: userId && { id: userId, name: userId } } },
    );
  const sent = await requestJson(
    `${service.url}${PUBLIC_API.sendNotification(family.id, family.accessCode)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { message: `<p>From ${name}</p>` },
    },
  );
  expect(sent.status).toBe(201);
  return family.id;
}

describe('family messages for the whole office', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.carla = await messageFrom('Ana Carla', 'carla');
    ids.admin = await messageFrom('Bia Admin', 'admin-1');
    ids.nobody = await messageFrom('Caio Ninguem', null);
  });
  const protocolsOf = (list: { notifications: Listed[] }) =>
    list.notifications.map((n) => n.protocolId).sort();

  it('lists by default the messages of the cases in the caller’s charge and of nobody’s, for any level', async () => {
    const carla = await listAs('LIMITED', 'carla');
    expect(carla.status).toBe(200);
    expect(protocolsOf(carla.body)).toEqual([ids.carla, ids.nobody].sort());
    expect(carla.body.notifications.every((n: Listed) => n.mine)).toBe(true);
    const mine = await listAs('ADMINISTRATOR', 'admin-1', 'mine');
    expect(protocolsOf(mine.body)).toEqual([ids.admin, ids.nobody].sort());
  });

  it('lists every message for an administrator asking for all, with the unread count still their own', async () => {
    const all = await listAs('ADMINISTRATOR', 'admin-1', 'all');
    expect(all.status).toBe(200);
    expect(protocolsOf(all.body)).toEqual([ids.carla, ids.admin, ids.nobody].sort());
    const carlas = all.body.notifications.find((n: Listed) => n.protocolId === ids.carla);
    expect(carlas).toMatchObject({ mine: false, read: false });
    expect(all.body.unread).toBe(2);
    // seeing Carla's message does not let the administrator mark it read for her
    const read = await requestJson(`${service.url}${NOTIFICATION_API.read(carlas.id)}`, {
      method: 'POST',
      headers: callerHeaders('ADMINISTRATOR', { sub: 'admin-1' }),
      body: {},
    });
    expect(read.status).toBe(404);
    expect((await listAs('LIMITED', 'carla')).body.unread).toBe(2);
  });

  it('refuses every message to anyone but an administrator, and an unknown scope', async () => {
    for (const level of ['LIMITED', 'NORMAL'] as const) {
      const answer = await listAs(level, 'carla', 'all');
      expect([level, answer.status, answer.body.code]).toEqual([level, 403, ERROR_CODES.forbidden]);
    }
    const unknown = await listAs('ADMINISTRATOR', 'admin-1', 'everyone');
    expect(unknown.status).toBe(400);
  });
});
