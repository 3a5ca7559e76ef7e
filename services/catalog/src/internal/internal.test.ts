import { CATALOG_INTERNAL } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startCatalogTestService, type CatalogTestService } from '../../test/support';

let service: CatalogTestService;
beforeAll(async () => {
  service = await startCatalogTestService();
});
afterAll(() => service.close());

const asProtocols = { [INTERNAL_TOKEN_HEADER]: signServiceToken('protocols') };
const get = (path: string, headers: Record<string, string> = asProtocols) =>
  requestJson(`${service.url}${path}`, { headers });

describe('internal API for protocols', () => {
  it('answers a contract with the active fragments its text names', async () => {
    const fragment = async (code: string, content: string, active = true) =>
      service.call('POST', '/api/text-fragment', { name: code, code, content, active });
    await fragment('SIGN', '<p>Assinatura {{officeName}}</p>');
    await fragment('OLD', '<p>antigo</p>', false);
    await fragment('UNUSED', '<p>fora</p>');
    const contract = await service.call('POST', '/api/contract', {
      name: 'Contrato de serviços',
      text: '<p>{{clientName}}</p>{{fragment:SIGN}}{{fragment:OLD}}{{fragment:MISSING}}',
    });
    const answer = await get(CATALOG_INTERNAL.contractPath(contract.body.id));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: contract.body.id,
      name: 'Contrato de serviços',
      text: '<p>{{clientName}}</p>{{fragment:SIGN}}{{fragment:OLD}}{{fragment:MISSING}}',
      active: true,
      fragments: { SIGN: '<p>Assinatura {{officeName}}</p>' },
    });
    expect((await get(CATALOG_INTERNAL.contractPath('0123456789abcdef01234567'))).status).toBe(404);
  });

  it('answers a quick-protocol template and the office contact', async () => {
    const typeService = await service.call('POST', '/api/type-service', { name: 'Busca', price: 1000 });
    const template = await service.call('POST', '/api/quick-protocol-create', {
      name: 'Cidadania italiana',
      typeServices: [typeService.body.id],
    });
    const answer = await get(CATALOG_INTERNAL.quickProtocolCreatePath(template.body.id));
    expect(answer.body).toMatchObject({
      id: template.body.id,
      typeServices: [typeService.body.id],
      active: true,
    });
    await service.call('POST', '/api/configuration/office', { name: 'Escritório', email: 'a@b.com' });
    expect((await get(CATALOG_INTERNAL.officePath)).body).toMatchObject({
      name: 'Escritório',
      email: 'a@b.com',
    });
  });

  it('refuses users and bad ids', async () => {
    expect((await get(CATALOG_INTERNAL.officePath, callerHeaders('ADMINISTRATOR'))).status).toBe(403);
    expect((await get(CATALOG_INTERNAL.quickProtocolCreatePath('nope'))).status).toBe(400);
  });
});

describe('type services by exact name, for protocols (the demo cases)', () => {
  const byName = (body: unknown, headers: Record<string, string> = asProtocols) =>
    requestJson(`${service.url}${CATALOG_INTERNAL.typeServicesByNamePath}`, { headers, body });

  it('answers the type services with exactly these names and nothing for the rest', async () => {
    const one = await service.call('POST', '/api/type-service', { name: 'Busca por nome', price: 100 });
    await service.call('POST', '/api/type-service', { name: 'Busca por nome extra', price: 100 });
    const answer = await byName({ names: ['Busca por nome', 'busca por nome', 'Ninguém'] });
    expect(answer.status).toBe(200);
    expect(answer.body.found).toEqual([{ id: one.body.id, name: 'Busca por nome' }]);
  });

  it('refuses operators, an empty list and users', async () => {
    expect((await byName({ names: { $ne: '' } })).status).toBe(400);
    expect((await byName({ names: [] })).status).toBe(400);
    expect((await byName({ names: ['A'] }, callerHeaders('ADMINISTRATOR'))).status).toBe(403);
  });
});
