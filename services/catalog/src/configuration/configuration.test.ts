import { callerHeaders, startTestService, type TestService } from '@linhagem/service-kit/testing';
import { buildApp } from '../app';

let service: TestService;
const url = () => `${service.url}/api/configuration/login-page`;

beforeAll(async () => {
  service = await startTestService('catalog-configuration-test', buildApp);
});
afterAll(() => service.close());

const post = (body: unknown, headers: Record<string, string>) =>
  fetch(url(), { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('login page configuration', () => {
  it('answers empty values before anything is configured, without a session', async () => {
    const response = await fetch(url());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      officeName: null,
      logo: null,
      backgroundImage: null,
      backgroundColor: null,
    });
  });

  it('lets an administrator set the office name, logo, background image and colour', async () => {
    const body = {
      officeName: 'Rossi Cidadania',
      logo: '/api/configuration/files/0123456789abcdef01234567',
      backgroundImage: 'https://cdn.example.org/bg.jpg',
      backgroundColor: '#1e3a5f',
    };
    const saved = await post(body, callerHeaders('ADMINISTRATOR'));
    expect(saved.status).toBe(200);
    expect(await (await fetch(url())).json()).toEqual(body);
  });

  it('refuses a NORMAL user with 403 FORBIDDEN and changes nothing', async () => {
    const before = await (await fetch(url())).json();
    const response = await post({ backgroundColor: '#000000' }, callerHeaders('NORMAL'));
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('FORBIDDEN');
    expect(await (await fetch(url())).json()).toEqual(before);
  });

  it('refuses a caller without the internal token with 401', async () => {
    const response = await post({ backgroundColor: '#000000' }, { 'content-type': 'application/json' });
    expect(response.status).toBe(401);
  });

  it.each([
    ['an unknown field', { backgroundColor: '#fff', isAdmin: true }, 'VALIDATION_FAILED'],
    ['an office name longer than 120 characters', { officeName: 'x'.repeat(121) }, 'VALIDATION_FAILED'],
    ['a script URL', { logo: 'javascript:alert(1)' }, 'VALIDATION_FAILED'],
    ['an image of another site without https', { logo: '//evil.example/x.png' }, 'VALIDATION_FAILED'],
    ['a colour that is not one', { backgroundColor: 'red; background:url(x)' }, 'VALIDATION_FAILED'],
    ['an operator', { logo: { $gt: '' } }, 'OPERATOR_REJECTED'],
  ])('refuses %s with 400', async (_label, body, code) => {
    const response = await post(body, callerHeaders('ADMINISTRATOR'));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe(code);
  });

  it('refuses malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await post('{"logo": ', callerHeaders('ADMINISTRATOR'));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('MALFORMED_JSON');
  });

  it('refuses a body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const huge = { logo: `data:image/png;base64,${'A'.repeat(1_100_000)}` };
    const response = await post(huge, callerHeaders('ADMINISTRATOR'));
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });
});
