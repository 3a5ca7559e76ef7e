import { startTestService, type TestService } from '@linhagem/service-kit/testing';
import { buildApp } from '../app';
import { COUNTRIES } from './countries';

let service: TestService;

beforeAll(async () => {
  service = await startTestService('clients-test-country', buildApp);
});
afterAll(() => service.close());

it('has about 250 countries with unique ids and ISO codes', () => {
  expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
  expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length);
  expect(new Set(COUNTRIES.map((c) => c.iso2)).size).toBe(COUNTRIES.length);
  for (const c of COUNTRIES)
    expect(c.feminine && c.masculine && c.nameEnUS && c.nationalityEnUS).toBeTruthy();
});

it('lists countries in pt-BR by default, BRASIL being Brazil', async () => {
  const response = await fetch(`${service.url}/api/country`);
  expect(response.status).toBe(200);
  const list = await response.json();
  expect(list.length).toBe(COUNTRIES.length);
  expect(list.find((c: { id: string }) => c.id === 'BRASIL')).toEqual({
    id: 'BRASIL',
    iso2: 'BR',
    name: 'Brasileiro',
    masculine: 'brasileiro',
    feminine: 'brasileira',
    country: 'Brasil',
  });
  expect(list[0].country).toBe('Afeganistão');
});

it.each([
  ['ITALIA', 'Italy', 'Italian', 'italiano', 'italiana'],
  ['PORTUGAL', 'Portugal', 'Portuguese', 'português', 'portuguesa'],
  ['ESPANHA', 'Spain', 'Spanish', 'espanhol', 'espanhola'],
  ['ALEMANHA', 'Germany', 'German', 'alemão', 'alemã'],
  ['JAPAO', 'Japan', 'Japanese', 'japonês', 'japonesa'],
  ['LIBANO', 'Lebanon', 'Lebanese', 'libanês', 'libanesa'],
  ['ESTADOS_UNIDOS', 'United States', 'American', 'norte-americano', 'norte-americana'],
])('answers %s in en-US by ?lang= or Accept-Language', async (id, country, name, masculine, feminine) => {
  const byQuery = await (await fetch(`${service.url}/api/country/${id}?lang=en-US`)).json();
  expect(byQuery).toMatchObject({ id, country, name, masculine, feminine });
  const byHeader = await (
    await fetch(`${service.url}/api/country/${id}`, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
  ).json();
  expect(byHeader.country).toBe(country);
});

it('answers 404 for an unknown id and 400 for a bad language', async () => {
  expect((await fetch(`${service.url}/api/country/ATLANTIDA`)).status).toBe(404);
  expect((await fetch(`${service.url}/api/country?lang=fr`)).status).toBe(400);
});
