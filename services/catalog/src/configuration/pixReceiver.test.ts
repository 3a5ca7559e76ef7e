import { CATALOG_INTERNAL, CONFIGURATION_API } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { callerHeaders, startTestService, type TestService } from '@linhagem/service-kit/testing';
import { buildApp } from '../app';

let service: TestService;
const url = () => `${service.url}${CONFIGURATION_API.pix}`;

beforeAll(async () => {
  service = await startTestService('catalog-pix-test', buildApp);
});
afterAll(() => service.close());

const post = (body: unknown, level: 'ADMINISTRATOR' | 'NORMAL' = 'ADMINISTRATOR') =>
  fetch(url(), { method: 'POST', headers: callerHeaders(level), body: JSON.stringify(body) });
const read = async () => (await fetch(url(), { headers: callerHeaders('ADMINISTRATOR') })).json();

describe("the office's Pix receiver (POST /api/configuration/pix)", () => {
  it('answers an empty key before anything is configured', async () => {
    expect(await read()).toEqual({
      pixKeyType: 'CPF',
      pixKey: '',
      pixReceiverName: '',
      pixReceiverCity: '',
      pixInstalments: 1,
    });
  });

  it('keeps a phone key in +55 form and the name and city as typed; the other services read it', async () => {
    const saved = await post({
      pixKeyType: 'PHONE',
      pixKey: '(41) 99876-5432',
      pixReceiverName: 'Linhagem Genealogia',
      pixReceiverCity: 'Curitiba',
      pixInstalments: 3,
    });
    expect(saved.status).toBe(200);
    const expected = {
      pixKeyType: 'PHONE',
      pixKey: '+5541998765432',
      pixReceiverName: 'Linhagem Genealogia',
      pixReceiverCity: 'Curitiba',
      pixInstalments: 3,
    };
    expect(await read()).toEqual(expected);
    const internal = await fetch(`${service.url}${CATALOG_INTERNAL.pixReceiverPath}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: signServiceToken('protocols') },
    });
    expect(await internal.json()).toEqual(expected);
  });

  it.each([
    ['a CPF with wrong check digits', { pixKeyType: 'CPF', pixKey: '111.111.111-12' }, 'pixKey'],
    ['a random key that is not a UUID', { pixKeyType: 'EVP', pixKey: 'abc' }, 'pixKey'],
    [
      'a name over 25 letters',
      { pixKeyType: 'EMAIL', pixKey: 'a@b.co', pixReceiverName: 'N'.repeat(26) },
      'pixReceiverName',
    ],
    ['a phone that is not a +55 mobile', { pixKeyType: 'PHONE', pixKey: '+1 212 555 0100' }, 'pixKey'],
    ['a CNPJ with wrong check digits', { pixKeyType: 'CNPJ', pixKey: '11.222.333/0001-00' }, 'pixKey'],
    ['an e-mail without a domain', { pixKeyType: 'EMAIL', pixKey: 'financeiro@' }, 'pixKey'],
    ['13 instalments', { pixKeyType: 'EMAIL', pixKey: 'a@b.co', pixInstalments: 13 }, 'pixInstalments'],
    ['half an instalment', { pixKeyType: 'EMAIL', pixKey: 'a@b.co', pixInstalments: 1.5 }, 'pixInstalments'],
  ])('refuses %s with 400 and keeps what was saved', async (_label, body, field) => {
    const before = await read();
    const answer = await post({ pixReceiverName: 'Office', pixReceiverCity: 'Curitiba', ...body });
    expect(answer.status).toBe(400);
    const error = await answer.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(error.details)).toContain(field);
    expect(await read()).toEqual(before);
  });

  it('is written by administrators only', async () => {
    const answer = await post(
      { pixKeyType: 'EMAIL', pixKey: 'x@y.com', pixReceiverName: 'A', pixReceiverCity: 'B' },
      'NORMAL',
    );
    expect(answer.status).toBe(403);
  });

  it('turns Pix off when the key is emptied', async () => {
    expect((await post({ pixKeyType: 'EMAIL', pixKey: '' })).status).toBe(200);
    expect((await read()).pixKey).toBe('');
  });
});
