import { CERTIFICATE_API, PROTOCOLS_DOSSIER_INTERNAL, dossierIndexSchema } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
const asDocuments = { [INTERNAL_TOKEN_HEADER]: signServiceToken('documents') };
const get = (path: string, headers: Record<string, string> = asDocuments) =>
  requestJson(`${service.url}${path}`, { headers });

beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

async function person(protocolId: string, body: Record<string, unknown>): Promise<string> {
  const saved = await service.call('POST', CERTIFICATE_API.collection, { protocolId, ...body });
  if (saved.status !== 201) throw new Error(`person: ${saved.status} ${JSON.stringify(saved.body)}`);
  return saved.body.id;
}

describe('what services/documents reads to pack a dossier (dossier-index)', () => {
  it('answers the line in the route order: the immigrant, then each branch down to its applicants', async () => {
    const family = await service.createCase('protocol', ['Ana Fontana']);
    // Bia (under age) is created before her sister Ana (applicant): siblings come by category
    const immigrant = await person(family.id, { category: 'IMMIGRANT', name: 'Giuseppe Fontana' });
    const daughter = await person(family.id, { category: 'ASCENDANT', name: 'Maria', parentId: immigrant });
    const son = await person(family.id, { category: 'ASCENDANT', name: 'Pietro', parentId: immigrant });
    await person(family.id, {
      category: 'UNDER_AGE',
      name: 'Bia',
      parentId: daughter,
      certificates: [{ typeOfCertificate: 'BIRTH', typeOfDocument: 'NORMAL' }],
    });
    await person(family.id, {
      category: 'APPLICANT',
      name: 'Ana Fontana',
      parentId: daughter,
      certificates: [
        { typeOfCertificate: 'IDENTIFICATION', typeOfDocument: 'PASSPORT' },
        { typeOfCertificate: 'WEDDING', typeOfDocument: 'CIVIL', apostilleStatus: 'REQUESTED' },
        { typeOfCertificate: 'BIRTH', typeOfDocument: 'NORMAL', statusTranslate: 'TRANSLATED' },
      ],
    });
    await person(family.id, { category: 'APPLICANT', name: 'Luca', parentId: son });
    const answer = await get(PROTOCOLS_DOSSIER_INTERNAL.dossierIndexPath(family.id));
    expect(answer.status).toBe(200);
    const index = dossierIndexSchema.parse(answer.body);
    expect(index).toMatchObject({ protocolId: family.id, familyName: 'Fontana', route: null });
    expect(index.persons.map((p) => `${p.name} ${p.category}`)).toEqual([
      'Giuseppe Fontana IMMIGRANT',
      'Maria ASCENDANT',
      'Ana Fontana APPLICANT',
      'Bia UNDER_AGE',
      'Pietro ASCENDANT',
      'Luca APPLICANT',
    ]);
    const ana = index.persons[2];
    expect(ana.certificates.map((c) => c.typeOfCertificate)).toEqual(['BIRTH', 'WEDDING', 'IDENTIFICATION']);
    expect(ana.certificates[0]).toMatchObject({ statusTranslate: 'TRANSLATED', apostilleStatus: null });
    expect(ana.certificates[1]).toMatchObject({ apostilleStatus: 'REQUESTED' });
  });

  it('answers other services only; 404 unknown, 409 a budget, 400 a malformed id', async () => {
    const budget = await service.createCase('budget', ['Orçamento Só']);
    const path = PROTOCOLS_DOSSIER_INTERNAL.dossierIndexPath(budget.id);
    const refused = await get(path);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'document.budget' });
    expect((await get(path, callerHeaders('ADMINISTRATOR'))).status).toBe(403);
    expect((await get(path, {})).status).toBe(401);
    expect((await get(PROTOCOLS_DOSSIER_INTERNAL.dossierIndexPath('0123456789abcdef01234567'))).status).toBe(
      404,
    );
    expect((await get(PROTOCOLS_DOSSIER_INTERNAL.dossierIndexPath('nope'))).status).toBe(400);
  });
});
