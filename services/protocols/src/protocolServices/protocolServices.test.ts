import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

describe('the services of a protocol', () => {
  it('prices a service with the shared function and keeps that price when the catalog changes', async () => {
    const typeService = service.standIns.addTypeService({
      name: 'Certidões',
      price: 10000,
      haveDiscount: true,
      discountType: 'PERCENT',
      discount: 10,
    });
    const budget = await service.createCase('budget', ['Price One', 'Price Two']);
    const added = await service.call('POST', `/api/budget/${budget.id}/service`, {
      typeService,
      clients: budget.clientIds,
    });
    expect(added.status).toBe(200);
    const [line] = added.body.services;
    expect(line).toMatchObject({ typeService, typeServiceName: 'Certidões', clients: budget.clientIds });
    expect(line.price.clients).toHaveLength(2);
    expect(line.price.net).toBe(line.price.gross - line.price.discount);
    const frozen = line.price;

    service.standIns.typeServices.get(typeService)!.price = 20000;
    const read = await service.call('GET', `/api/budget/${budget.id}`);
    expect(read.body.services[0].price).toEqual(frozen);

    const repriced = await service.call('POST', `/api/budget/${budget.id}/service/${line.id}/re-price`);
    expect(repriced.status).toBe(200);
    expect(repriced.body.services[0].price.gross).toBe(frozen.gross * 2);
    const audit = await service.call('POST', '/api/protocol/audit', {
      protocolId: budget.id,
      field: `services.${line.id}.net`,
    });
    expect(audit.body.content[0]).toMatchObject({
      before: frozen.net,
      after: repriced.body.services[0].price.net,
    });
  });

  it('adds the tax line to the totals when the protocol has tax', async () => {
    service.standIns.defaults.taxRate = 10;
    const typeService = service.standIns.addTypeService({ name: 'Taxed', price: 12345 });
    const budget = await service.createCase('budget', ['Tax One'], { haveTax: true });
    await service.call('POST', `/api/budget/${budget.id}/service`, {
      typeService,
      clients: budget.clientIds,
    });
    const financial = await service.call('GET', `/api/protocol/${budget.id}/financial`, undefined, 'LIMITED');
    expect(financial.body).toMatchObject({ servicesNet: 12345, taxRate: 10, tax: 1235, total: 13580 });
    service.standIns.defaults.taxRate = 0;
  });

  it('refuses a client of another protocol, an unknown type service and an unknown service', async () => {
    const typeService = service.standIns.addTypeService({ name: 'Any', price: 100 });
    const mine = await service.createCase('protocol', ['Own Client']);
    const other = await service.createCase('protocol', ['Other Family Client']);
    const foreign = await service.call('POST', `/api/protocol/${mine.id}/service`, {
      typeService,
      clients: [other.clientIds[0]],
    });
    expect(foreign).toMatchObject({ status: 400, body: { code: 'protocol.client-not-in-protocol' } });
    const unknownType = await service.call('POST', `/api/protocol/${mine.id}/service`, {
      typeService: '0123456789abcdef01234567',
      clients: mine.clientIds,
    });
    expect(unknownType).toMatchObject({ status: 400, body: { code: 'protocol.type-service-not-found' } });
    const unknownService = await service.call(
      'DELETE',
      `/api/protocol/${mine.id}/service/0123456789abcdef01234567`,
    );
    expect(unknownService).toMatchObject({ status: 404, body: { code: 'protocol.service-not-found' } });
    const noClients = await service.call('POST', `/api/protocol/${mine.id}/service`, {
      typeService,
      clients: [],
    });
    expect(noClients.status).toBe(400);
  });

  it('removes a service, refuses removing a client a service covers, and refuses LIMITED', async () => {
    const typeService = service.standIns.addTypeService({ name: 'Removable', price: 700 });
    const protocol = await service.createCase('protocol', ['Remove One', 'Remove Two']);
    const added = await service.call('POST', `/api/protocol/${protocol.id}/service`, {
      typeService,
      clients: [protocol.clientIds[1]],
    });
    const dropClient = await service.call('POST', `/api/protocol/${protocol.id}`, {
      name: 'n',
      clients: [protocol.clientIds[0]],
    });
    expect(dropClient).toMatchObject({ status: 400, body: { code: 'protocol.client-not-in-protocol' } });
    const serviceId = added.body.services[0].id;
    const path = `/api/protocol/${protocol.id}/service`;
    expect(
      (await service.call('POST', path, { typeService, clients: protocol.clientIds }, 'LIMITED')).status,
    ).toBe(403);
    expect((await service.call('DELETE', `${path}/${serviceId}`, undefined, 'LIMITED')).status).toBe(403);
    expect((await service.call('POST', `${path}/${serviceId}/re-price`, undefined, 'LIMITED')).status).toBe(
      403,
    );
    const removed = await service.call('DELETE', `${path}/${serviceId}`);
    expect(removed.body.services).toEqual([]);
  });

  it('refuses changing the services of a canceled protocol', async () => {
    const typeService = service.standIns.addTypeService({ name: 'Late', price: 100 });
    const protocol = await service.createCase('protocol', ['Canceled Client']);
    await service.call('POST', `/api/protocol/${protocol.id}/cancel`);
    const answer = await service.call('POST', `/api/protocol/${protocol.id}/service`, {
      typeService,
      clients: protocol.clientIds,
    });
    expect(answer).toMatchObject({ status: 409, body: { code: 'protocol.not-active' } });
  });
});
