import { CATALOG_INTERNAL, CATALOG_MESSAGES, CONFIGURATION_API } from '@linhagem/contracts';
import { signServiceToken, INTERNAL_TOKEN_HEADER } from '@linhagem/service-kit';
import { callerHeaders, startTestService, type TestService } from '@linhagem/service-kit/testing';
import { buildApp } from '../app';

let service: TestService;
beforeAll(async () => {
  service = await startTestService('catalog-time-zone-test', buildApp);
});
afterEach(() => {
  delete process.env.OFFICE_TIME_ZONE;
});
afterAll(() => service.close());

const url = () => `${service.url}${CONFIGURATION_API.timeZone}`;
const read = async (level: 'LIMITED' | 'ADMINISTRATOR' = 'LIMITED') =>
  (await fetch(url(), { headers: callerHeaders(level) })).json();
const save = (body: unknown, level: 'NORMAL' | 'ADMINISTRATOR' = 'ADMINISTRATOR') =>
  fetch(url(), { method: 'POST', headers: callerHeaders(level), body: JSON.stringify(body) });
const internalRead = async () =>
  (
    await fetch(`${service.url}${CATALOG_INTERNAL.timeZonePath}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: signServiceToken('protocols') },
    })
  ).json();

describe("the office's time zone in system configuration", () => {
  it('is America/Sao_Paulo on a new installation, or what OFFICE_TIME_ZONE names', async () => {
    expect(await read()).toEqual({ timeZone: 'America/Sao_Paulo' });
    process.env.OFFICE_TIME_ZONE = 'Europe/Lisbon';
    expect(await read()).toEqual({ timeZone: 'Europe/Lisbon' });
    // a name no runtime knows is no zone: the default stands
    process.env.OFFICE_TIME_ZONE = 'Mars/Olympus_Mons';
    expect(await read()).toEqual({ timeZone: 'America/Sao_Paulo' });
  });

  it('is saved by an administrator and read by any signed-in user and by the other services', async () => {
    const saved = await save({ timeZone: 'America/Manaus' });
    expect(saved.status).toBe(200);
    expect(await read('LIMITED')).toEqual({ timeZone: 'America/Manaus' });
    expect(await internalRead()).toEqual({ timeZone: 'America/Manaus' });
    // once saved, the installation's variable no longer decides
    process.env.OFFICE_TIME_ZONE = 'Europe/Lisbon';
    expect(await read()).toEqual({ timeZone: 'America/Manaus' });
  });

  it.each([
    ['a name that is no IANA zone', { timeZone: 'Brasilia' }],
    ['an offset', { timeZone: '-03:00' }],
    ['an empty name', { timeZone: '' }],
    ['an unknown field', { timeZone: 'UTC', serverZone: true }],
  ])('refuses %s with 400 and keeps the saved zone', async (_label, body) => {
    await save({ timeZone: 'America/Manaus' });
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect((await answer.json()).code).toBe('VALIDATION_FAILED');
    expect(await read()).toEqual({ timeZone: 'America/Manaus' });
  });

  it('names the refusal of an unknown zone with its own code', async () => {
    const answer = await save({ timeZone: 'America/Atlantis' });
    const body = await answer.json();
    expect(JSON.stringify(body.details)).toContain(CATALOG_MESSAGES.timeZoneInvalid);
  });

  it('refuses a NORMAL user with 403', async () => {
    const answer = await save({ timeZone: 'UTC' }, 'NORMAL');
    expect(answer.status).toBe(403);
    expect(await read()).not.toEqual({ timeZone: 'UTC' });
  });
});
