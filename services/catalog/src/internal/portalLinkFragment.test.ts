import { CATALOG_ERROR_CODES, CATALOG_INTERNAL, CONFIGURATION_API } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { requestJson } from '@linhagem/service-kit/testing';
import { startCatalogTestService, type CatalogTestService } from '../../test/support';

let service: CatalogTestService;
beforeAll(async () => {
  service = await startCatalogTestService();
});
afterAll(() => service.close());

const portalLinkFragment = async () =>
  (
    await requestJson(`${service.url}${CATALOG_INTERNAL.portalLinkFragmentPath}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: signServiceToken('protocols') },
    })
  ).body;
const chooseFragment = (portalLinkFragment: string) =>
  service.call('POST', CONFIGURATION_API.budgetServicesProtocol, { portalLinkFragment });

describe('the portal-link e-mail fragment of the budget defaults', () => {
  it('answers nothing until the office chooses a fragment, then its text with the fragments it names', async () => {
    expect(await portalLinkFragment()).toEqual({ code: '', content: '' });
    const fragment = (code: string, content: string, active = true) =>
      service.call('POST', '/api/text-fragment', { name: code, code, content, active });
    await fragment('ASSINATURA', '<p>Equipe {{officeName}}</p>');
    const link = await fragment(
      'LINK_PORTAL',
      '<p>Olá, {{clientName}}: o processo {{protocolCode}} está em {{portalLink}}</p>{{fragment:ASSINATURA}}',
    );
    expect(link.status).toBe(201);
    expect((await chooseFragment('LINK_PORTAL')).status).toBe(200);
    expect(await portalLinkFragment()).toEqual({
      code: 'LINK_PORTAL',
      content:
        '<p>Olá, {{clientName}}: o processo {{protocolCode}} está em {{portalLink}}</p><p>Equipe {{officeName}}</p>',
    });
    // made inactive later: the e-mail falls back to its built-in text
    const { name, code, content } = link.body;
    const inactive = await service.call('POST', `/api/text-fragment/${link.body.id}`, {
      name,
      code,
      content,
      active: false,
    });
    expect(inactive.status).toBe(200);
    expect(await portalLinkFragment()).toEqual({ code: 'LINK_PORTAL', content: '' });
  });

  it('refuses a fragment code that does not exist, naming the field', async () => {
    const refused = await chooseFragment('NENHUM');
    expect([refused.status, refused.body.code, refused.body.details.field]).toEqual([
      400,
      CATALOG_ERROR_CODES.linkNotFound,
      'portalLinkFragment',
    ]);
  });
});
