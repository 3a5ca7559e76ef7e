import {
  CLIENTS_INTERNAL,
  CLIENT_API,
  type GedcomApplyResult,
  type GedcomPreview,
} from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { requestJson } from '@linhagem/service-kit/testing';
import { encodeGedcom, uploadGedcom } from '../../test/gedcomFiles';
import { startClientsTestService, type ClientsTestService } from '../../test/support';

let clients: ClientsTestService;
beforeAll(async () => {
  clients = await startClientsTestService();
});
afterAll(() => clients.close());

const GEDCOM = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 7.0',
  '0 @I1@ INDI',
  '1 NAME Giuseppe /Bérgamo/',
  '1 SEX M',
  '1 BIRT',
  '2 DATE ABT 1880',
  '2 PLAC Vicenza, Veneto, Italia',
  '1 DEAT',
  '2 DATE BET 1940 AND 1945',
  '0 @I2@ INDI',
  '1 NAME Maria /Bérgamo/',
  '1 SEX F',
  '1 BIRT',
  '2 DATE 2 APR 1910',
  '1 FAMC @F1@',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 CHIL @I2@',
  '0 TRLR',
  '',
].join('\n');

it('answers the dates a GEDCOM import kept as text as uncertain, and the places as text', async () => {
  const uploaded = await uploadGedcom(clients.url, encodeGedcom(GEDCOM, 'utf-8', '\n'), {
    fileName: 'line.ged',
  });
  expect(uploaded.status).toBe(200);
  const preview = uploaded.body as GedcomPreview;
  const applied = await clients.call('POST', CLIENT_API.gedcomApply(preview.importId), {
    decisions: preview.persons.map((person) => ({ xref: person.xref, action: 'CREATE' })),
  });
  expect(applied.status).toBe(200);
  const ids = Object.fromEntries(
    (applied.body as GedcomApplyResult).clients.map((client) => [client.xref, client.clientId]),
  );
  const { status, body } = await requestJson(`${clients.url}${CLIENTS_INTERNAL.lookupPath}`, {
    headers: { [INTERNAL_TOKEN_HEADER]: signServiceToken('protocols') },
    body: { ids: [ids['@I1@'], ids['@I2@']] },
  });
  expect(status).toBe(200);
  const byId = new Map(body.clients.map((client: { id: string }) => [client.id, client]));
  expect(byId.get(ids['@I1@'])).toMatchObject({
    birthDay: null,
    deathDay: null,
    uncertainDates: { birthDay: 'ABT 1880', deathDay: 'BET 1940 AND 1945' },
  });
  expect((byId.get(ids['@I1@']) as { birthPlaceText: string }).birthPlaceText).toMatch(/Vicenza/);
  const maria = byId.get(ids['@I2@']) as Record<string, unknown>;
  expect(maria).toMatchObject({ birthDay: '1910-04-02', father: ids['@I1@'] });
  expect(maria.uncertainDates).toBeUndefined();
});
