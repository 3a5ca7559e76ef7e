import { CATALOG_INTERNAL, CONFIGURATION_API, DEFAULT_DOSSIER_FRESHNESS } from '@linhagem/contracts';
import { signServiceToken } from '@linhagem/service-kit';
import {
  callerHeaders,
  requestJson,
  startTestService,
  type TestService,
} from '@linhagem/service-kit/testing';
import { buildApp } from '../app';

let service: TestService;
beforeAll(async () => {
  service = await startTestService('catalog-dossier-freshness-test', buildApp);
});
afterAll(() => service.close());

const url = () => `${service.url}${CONFIGURATION_API.dossierFreshness}`;

describe('dossier freshness limits per destination route', () => {
  it('answers the defaults (a comune 6 months, Portugal 6 months for a minor birth) before anything is saved', async () => {
    const read = await requestJson(url(), { headers: callerHeaders('LIMITED') });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(DEFAULT_DOSSIER_FRESHNESS);
  });

  it('lets an administrator change one route, keeps the others, and serves it to the other services', async () => {
    const saved = await requestJson(url(), {
      method: 'POST',
      headers: callerHeaders('ADMINISTRATOR'),
      body: { PT: { months: null, minorBirthMonths: 12 } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.PT).toEqual({ months: null, minorBirthMonths: 12 });
    expect(saved.body.IT_COMUNE).toEqual({ months: 6, minorBirthMonths: null });
    const internal = await requestJson(`${service.url}${CATALOG_INTERNAL.dossierFreshnessPath}`, {
      headers: { 'x-internal-token': signServiceToken('protocols') },
    });
    expect(internal.status).toBe(200);
    expect(internal.body.PT.minorBirthMonths).toBe(12);
  });

  it('refuses a NORMAL user, an unknown route and a limit out of range', async () => {
    const post = (body: unknown, level: 'NORMAL' | 'ADMINISTRATOR' = 'ADMINISTRATOR') =>
      requestJson(url(), { method: 'POST', headers: callerHeaders(level), body });
    expect((await post({ PT: { months: 3 } }, 'NORMAL')).status).toBe(403);
    expect((await post({ FR: { months: 3 } })).status).toBe(400);
    expect((await post({ PT: { months: 0 } })).status).toBe(400);
    expect((await post({ PT: { months: 2.5 } })).status).toBe(400);
  });
});
