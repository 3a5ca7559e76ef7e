import { PROTOCOLS_RENDER_INTERNAL, priceTypeService, protocolRenderDataSchema } from '@linhagem/contracts';
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

describe('what services/documents reads to render a PDF', () => {
  it('answers a budget with its clients, each service with the clients it covers and the totals', async () => {
    const pricing = {
      name: 'Cidadania',
      price: 10000,
      haveDiscount: true,
      discountType: 'PERCENT' as const,
      discount: 10,
      perClient: true,
      cumulative: true,
      amountOfItems: 1,
    };
    const typeService = service.standIns.addTypeService(pricing);
    const budget = await service.createCase('budget', ['Ana Rossi', 'Bruno Rossi', 'Carla Rossi'], {
      mainService: typeService,
    });
    const answer = await get(PROTOCOLS_RENDER_INTERNAL.renderDataPath(budget.id));
    expect(answer.status).toBe(200);
    // the protocol's language, sent (not the schema's default): the PDFs follow it
    expect(answer.body.language).toBe('pt-BR');
    const data = protocolRenderDataSchema.parse(answer.body);
    expect(data).toMatchObject({
      id: budget.id,
      budget: true,
      familyName: 'Rossi',
      mainClientId: budget.clientIds[0],
    });
    expect(data.clients.map((c) => c.name)).toEqual(['Ana Rossi', 'Bruno Rossi', 'Carla Rossi']);
    const expected = priceTypeService({ ...pricing, sharedValue: false, additivePerClient: 0 }, 3);
    expect(data.services[0].price).toEqual({ gross: 30000, discount: 6000, net: 24000 });
    expect(data.services[0].price.net).toBe(expected.net);
    expect(data.services[0].clients.map((c) => [c.name, c.gross, c.discount, c.net])).toEqual([
      ['Ana Rossi', 10000, 1000, 9000],
      ['Bruno Rossi', 10000, 2000, 8000],
      ['Carla Rossi', 10000, 3000, 7000],
    ]);
    expect(data.financial).toMatchObject({
      servicesGross: 30000,
      servicesDiscount: 6000,
      servicesNet: 24000,
      total: 24000,
    });
  });

  it('answers other services only; 404 for an unknown protocol', async () => {
    const path = PROTOCOLS_RENDER_INTERNAL.renderDataPath('0123456789abcdef01234567');
    expect((await get(path)).status).toBe(404);
    expect((await get(path, callerHeaders('ADMINISTRATOR'))).status).toBe(403);
    expect((await get(path, {})).status).toBe(401);
    expect((await get(PROTOCOLS_RENDER_INTERNAL.renderDataPath('nope'))).status).toBe(400);
  });
});
