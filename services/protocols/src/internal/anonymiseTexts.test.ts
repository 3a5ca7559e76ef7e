import {
  NOTIFICATION_API,
  PROTOCOL_API,
  PROTOCOLS_PERSONAL_DATA_INTERNAL,
  PUBLIC_API,
  type Protocol,
  type ProtocolTimelineEvent,
  type StaffNotificationList,
} from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { requestJson } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';
import { clientWordsPattern, replaceClientWords, surnameOf } from './clientNameWords';

describe('what of a text is the client’s', () => {
  it('is the full name and its variants, and the surname unless someone else linked bears it', () => {
    expect(surnameOf('João Bortolini Filho')).toBe('Bortolini');
    expect(surnameOf('Giovanna')).toBeUndefined();
    const alone = clientWordsPattern(['Giovanna Bortolini', 'Giovana  Bortolini'], ['Pietro Rossi']);
    expect(replaceClientWords('Sou GIOVANA Bortolini; família Bortolini, Bortolinis', alone, 'X')).toBe(
      'Sou X; família X, Bortolinis',
    );
    const shared = clientWordsPattern(['Giovanna Bortolini'], ['Giuseppe Bortolini']);
    expect(replaceClientWords('Giovanna Bortolini, da família Bortolini', shared, 'X')).toBe(
      'X, da família Bortolini',
    );
    expect(clientWordsPattern(['Giovanna'], [])).toBeUndefined(); // one word alone is nobody's for sure
  });
});

describe('anonymising a client in the protocols’ texts', () => {
  let service: ProtocolsTestService;
  beforeAll(async () => {
    service = await startProtocolsTestService();
  });
  afterAll(() => service.close());

  const asAdmin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await service.call(method, path, body, 'ADMINISTRATOR');
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status}`);
    return answer.body as T;
  };
  const familyMessage = async (protocol: { id: string; accessCode: string }, message: string) => {
    const sent = await requestJson(
      `${service.url}${PUBLIC_API.sendNotification(protocol.id, protocol.accessCode)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: { message },
      },
    );
    expect(sent.status).toBe(201);
  };
  const anonymise = (clientId: string) =>
    requestJson(`${service.url}${PROTOCOLS_PERSONAL_DATA_INTERNAL.anonymisePath(clientId)}`, {
      method: 'POST',
      headers: { [INTERNAL_TOKEN_HEADER]: signServiceToken('clients') },
      body: { placeholder: 'Anonimizado', names: ['Giovanna Bortolini', 'Giovana Bortolini'] },
    });

  it('replaces the client’s name and sole surname in the protocol, its bell and its timeline, and no one else’s', async () => {
    // her own case ("Case of Giovanna Bortolini", family name Bortolini: hers alone)
    const own = await service.createCase('protocol', ['Giovanna Bortolini']);
    const giovanna = own.clientIds[0]!;
    await familyMessage(own, '<p>Sou Giovanna Bortolini, filha de Pietro.</p>');
    // her brother's case: the surname is his too, so it stays there
    const marco = service.standIns.addClient('Marco Bortolini');
    const shared = await asAdmin<{ id: string; accessCode: string }>('POST', PROTOCOL_API.collection, {
      name: 'Família Bortolini — Giovanna Bortolini e Marco',
      familyName: 'Bortolini',
      mainClient: marco,
      clients: [marco, giovanna],
    });
    // somebody else's case with the same surname is not hers at all
    const other = await service.createCase('protocol', ['Carla Bortolini']);
    await familyMessage(other, '<p>Aqui é Carla Bortolini.</p>');
    for (const { id } of [own, shared, other]) await asAdmin('POST', PROTOCOL_API.action(id, 'finalize'), {});

    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await anonymise(giovanna); // a retry changes nothing more
      expect(answer.status).toBe(200);
    }

    expect(await asAdmin<Protocol>('GET', PROTOCOL_API.item(own.id))).toMatchObject({
      name: 'Case of Anonimizado',
      familyName: 'Anonimizado',
    });
    expect(await asAdmin<Protocol>('GET', PROTOCOL_API.item(shared.id))).toMatchObject({
      name: 'Família Bortolini — Anonimizado e Marco',
      familyName: 'Bortolini',
    });
    expect(await asAdmin<Protocol>('GET', PROTOCOL_API.item(other.id))).toMatchObject({
      name: 'Case of Carla Bortolini',
      familyName: 'Bortolini',
    });

    const bell = await asAdmin<StaffNotificationList>('GET', `${NOTIFICATION_API.list}?scope=all`);
    const noticeOf = (id: string) => bell.notifications.find((n) => n.protocolId === id)!;
    expect(noticeOf(own.id)).toMatchObject({
      protocolGroupName: 'Anonimizado',
      message: '<p>Sou Anonimizado, filha de Pietro.</p>',
    });
    expect(noticeOf(other.id)).toMatchObject({
      protocolGroupName: 'Bortolini',
      message: '<p>Aqui é Carla Bortolini.</p>',
    });

    const timeline = await asAdmin<ProtocolTimelineEvent[]>('GET', PROTOCOL_API.timeline(own.id));
    const fromFamily = timeline.find((event) => event.kind === 'FAMILY_NOTIFICATION')!;
    expect(fromFamily.message).toBe('Sou Anonimizado, filha de Pietro.');
    expect(JSON.stringify(timeline)).not.toMatch(/Giovanna|Bortolini/);
    const otherTimeline = await asAdmin<ProtocolTimelineEvent[]>('GET', PROTOCOL_API.timeline(other.id));
    expect(JSON.stringify(otherTimeline)).toContain('Carla Bortolini');
  });
});
