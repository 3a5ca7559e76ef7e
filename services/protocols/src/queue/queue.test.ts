import { Types } from 'mongoose';
import {
  CLOCK_ERROR_CODES,
  CLOCK_MESSAGES,
  CONSULAR_POST_API,
  PROTOCOL_CLOCK_API,
  type QueueEntry,
} from '@linhagem/contracts';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

const addPost = async (name: string, kind = 'CONSULATE') => {
  const answer = await service.call('POST', CONSULAR_POST_API.collection, { name, kind }, 'ADMINISTRATOR');
  expect(answer.status).toBe(201);
  return answer.body.id as string;
};

describe('the consulate queue', () => {
  it('keeps the posts for administrators only, names unique', async () => {
    await addPost('Consulado-Geral da Itália em São Paulo');
    const normal = await service.call('POST', CONSULAR_POST_API.collection, { name: 'X', kind: 'COMUNE' });
    expect(normal.status).toBe(403);
    const again = await service.call(
      'POST',
      CONSULAR_POST_API.collection,
      { name: 'consulado-geral da italia em sao paulo', kind: 'CONSULATE' },
      'ADMINISTRATOR',
    );
    expect(again).toMatchObject({ status: 409, body: { code: CLOCK_ERROR_CODES.postDuplicate } });
    const list = await service.call('GET', CONSULAR_POST_API.collection, undefined, 'LIMITED');
    expect(list.body.map((post: { name: string }) => post.name)).toContain(
      'Consulado-Geral da Itália em São Paulo',
    );
  });

  it("records a case's place and lists every case waiting at a post by call-list year", async () => {
    const curitiba = await addPost('Consulado da Itália em Curitiba');
    const comune = await addPost('Comune di Piacenza', 'COMUNE');
    const a = await service.createCase('protocol', ['Ana Queue']);
    const b = await service.createCase('protocol', ['Beto Queue']);
    const c = await service.createCase('protocol', ['Caio Queue']);
    // no place yet: 204, no body
    expect((await service.call('GET', PROTOCOL_CLOCK_API.queue(a.id))).status).toBe(204);
    const set = await service.call('POST', PROTOCOL_CLOCK_API.queue(a.id), {
      post: curitiba,
      bookingReference: 'SP-2014-0042',
      callListYear: 2014,
      appointmentDate: '2027-03-10',
      whatToBring: 'Originals and the fee receipt',
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ post: { id: curitiba }, callListYear: 2014, protocolCode: a.code });
    await service.call('POST', PROTOCOL_CLOCK_API.queue(b.id), { post: curitiba, callListYear: 2016 });
    await service.call('POST', PROTOCOL_CLOCK_API.queue(c.id), { post: comune, callListYear: 2014 });
    const read = await service.call('GET', PROTOCOL_CLOCK_API.queue(a.id), undefined, 'LIMITED');
    expect(read.body).toMatchObject({ bookingReference: 'SP-2014-0042', appointmentDate: '2027-03-10' });
    const waiting = await service.call(
      'GET',
      `${CONSULAR_POST_API.waiting}?post=${curitiba}&callListYear=2014`,
      undefined,
      'LIMITED',
    );
    expect((waiting.body as QueueEntry[]).map((entry) => entry.protocolId)).toEqual([a.id]);
    const atPost = await service.call('GET', `${CONSULAR_POST_API.waiting}?post=${curitiba}`);
    expect((atPost.body as QueueEntry[]).map((entry) => entry.callListYear)).toEqual([2014, 2016]);
  });

  it('refuses an unknown post, a bad year and readers', async () => {
    const a = await service.createCase('protocol', ['Dora Queue']);
    const unknown = await service.call('POST', PROTOCOL_CLOCK_API.queue(a.id), {
      post: new Types.ObjectId().toHexString(),
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: CLOCK_ERROR_CODES.postNotFound } });
    const post = await addPost('Consulado em Porto Alegre');
    const year = await service.call('POST', PROTOCOL_CLOCK_API.queue(a.id), { post, callListYear: 14 });
    expect(year.status).toBe(400);
    expect(JSON.stringify(year.body)).toContain(CLOCK_MESSAGES.callListYearInvalid);
    const limited = await service.call('POST', PROTOCOL_CLOCK_API.queue(a.id), { post }, 'LIMITED');
    expect(limited.status).toBe(403);
  });
});
