import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

describe('the protocol dossier (route and Law 74/2025 exceptions)', () => {
  it('starts without a route, sets route and exceptions, audits the change and answers them on read', async () => {
    const protocol = await service.createCase('protocol', ['Ana Rossi']);
    expect(protocol).toMatchObject({ route: null, lawExceptions: [] });
    const set = await service.call('POST', `/api/protocol/${protocol.id}/dossier`, {
      route: 'IT_COURT',
      lawExceptions: ['FILED_BEFORE_2025_03_27', 'FILED_BEFORE_2025_03_27'],
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ route: 'IT_COURT', lawExceptions: ['FILED_BEFORE_2025_03_27'] });
    const read = await service.call('GET', `/api/protocol/${protocol.id}`, undefined, 'LIMITED');
    expect(read.body).toMatchObject({ route: 'IT_COURT', lawExceptions: ['FILED_BEFORE_2025_03_27'] });
    const audit = await service.call('POST', '/api/protocol/audit', {
      protocolId: protocol.id,
      field: 'route',
    });
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('IT_COURT');
  });

  it('keeps route and exceptions when the protocol form saves its own fields', async () => {
    const protocol = await service.createCase('protocol', ['Bia Costa']);
    await service.call('POST', `/api/protocol/${protocol.id}/dossier`, { route: 'PT', lawExceptions: [] });
    const saved = await service.call('POST', `/api/protocol/${protocol.id}`, {
      name: 'Renamed',
      mainClient: protocol.clientIds[0],
      version: protocol.version + 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.route).toBe('PT');
  });

  it('refuses an unknown route, an unknown exception, extra fields and LIMITED callers', async () => {
    const protocol = await service.createCase('protocol', ['Caio Lima']);
    const path = `/api/protocol/${protocol.id}/dossier`;
    expect((await service.call('POST', path, { route: 'FR' })).status).toBe(400);
    expect((await service.call('POST', path, { route: 'PT', lawExceptions: ['ANY'] })).status).toBe(400);
    expect((await service.call('POST', path, { route: 'PT', $set: { code: 'x' } })).status).toBe(400);
    expect((await service.call('POST', path, { route: 'PT' }, 'LIMITED')).status).toBe(403);
    const unknown = await service.call('POST', '/api/protocol/0123456789abcdef01234567/dossier', {
      route: 'PT',
    });
    expect(unknown.status).toBe(404);
  });
});
