import { Types } from 'mongoose';
import { PROTOCOLS_INTERNAL } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { callerHeaders, startTestService, type TestService } from '@linhagem/service-kit/testing';
import { buildApp } from '../app';
import { protocolModel } from '../protocol/model';

let service: TestService;
const asService = { [INTERNAL_TOKEN_HEADER]: signServiceToken('clients') };
const countUrl = (clientId: string) =>
  `${service.url}${PROTOCOLS_INTERNAL.clientProtocolCountPath(clientId)}`;

beforeAll(async () => {
  service = await startTestService('protocols-internal-test', buildApp);
});
afterAll(() => service.close());

describe('how many protocols link a client', () => {
  const Protocol = () => protocolModel(service.database.connection);
  const main = new Types.ObjectId();
  const member = new Types.ObjectId();
  const responsible = new Types.ObjectId();
  const underage = new Types.ObjectId();
  const stranger = new Types.ObjectId();

  beforeAll(async () => {
    await Protocol().create({ mainClient: main, clients: [{ client: main }, { client: member }] });
    await Protocol().create({
      mainClient: main,
      underAges: [{ client: responsible, underAgeClient: underage }],
    });
  });

  it.each([
    ['the main client of two protocols', () => main, 2],
    ['a client linked to one protocol', () => member, 1],
    ['the responsible of an underage', () => responsible, 1],
    ['an underage', () => underage, 1],
    ['a client in no protocol', () => stranger, 0],
  ])('counts %s', async (_label, id, expected) => {
    const response = await fetch(countUrl(id().toHexString()), { headers: asService });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: expected });
  });

  it('answers only other services: a forwarded user gets 403, no token 401', async () => {
    expect(
      (await fetch(countUrl(main.toHexString()), { headers: callerHeaders('ADMINISTRATOR') })).status,
    ).toBe(403);
    expect((await fetch(countUrl(main.toHexString()))).status).toBe(401);
  });

  it('refuses an id that is not one with 400', async () => {
    const response = await fetch(countUrl('not-an-id'), { headers: asService });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('VALIDATION_FAILED');
  });
});
