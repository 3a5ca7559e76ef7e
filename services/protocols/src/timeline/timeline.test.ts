import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

describe('the case timeline and the office notifications to the family', () => {
  it('keeps a staff notification on the timeline after the stage changes, visible to the family', async () => {
    const protocol = await service.createCase('protocol', ['Timeline Family']);
    const body = { name: protocol.name, mainClient: protocol.clientIds[0], stage: 'TRANSLATION' };
    await service.call('POST', `/api/protocol/${protocol.id}`, body);
    const sent = await service.call(
      'POST',
      `/api/protocol/${protocol.id}/notification`,
      { message: '  As certidões chegaram.  ' },
      'NORMAL',
      { name: 'Carla Staff', sub: 'user-carla' },
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      protocolId: protocol.id,
      kind: 'STAFF_NOTIFICATION',
      message: 'As certidões chegaram.',
      author: { id: 'user-carla', name: 'Carla Staff' },
      visibleToFamily: true,
      mailedAt: null,
    });
    const timeline = await service.call('GET', `/api/protocol/${protocol.id}/timeline`, undefined, 'LIMITED');
    expect(timeline.status).toBe(200);
    expect(timeline.body.map((e: { kind: string; stage?: string }) => [e.kind, e.stage])).toEqual([
      ['STAGE', 'COLLECTING_DOCUMENTS'],
      ['STAGE', 'TRANSLATION'],
      ['STAFF_NOTIFICATION', undefined],
    ]);
  });

  it('refuses LIMITED users, an empty or oversized message, operators and an unknown protocol', async () => {
    const protocol = await service.createCase('budget', ['Timeline Refused']);
    const path = `/api/budget/${protocol.id}/notification`;
    const cases = [
      [{ message: 'hi' }, 'LIMITED', 403],
      [{ message: '   ' }, 'NORMAL', 400],
      [{ message: 'x'.repeat(5001) }, 'NORMAL', 400],
      [{ message: { $gt: '' } }, 'NORMAL', 400],
      [{ message: 'hi', kind: 'FAMILY_NOTIFICATION' }, 'NORMAL', 400],
    ] as const;
    for (const [body, level, status] of cases)
      expect((await service.call('POST', path, body, level)).status).toBe(status);
    const unknown = await service.call('POST', '/api/protocol/0123456789abcdef01234567/notification', {
      message: 'hi',
    });
    expect(unknown.status).toBe(404);
    const timeline = await service.call('GET', `/api/budget/${protocol.id}/timeline`);
    expect(timeline.body.map((e: { kind: string }) => e.kind)).toEqual(['STAGE']);
  });
});
