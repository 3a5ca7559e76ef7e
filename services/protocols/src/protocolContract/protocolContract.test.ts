import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

const TEXT =
  '<p>Contratante: {{clientName}}, CPF {{clientCpf}}, {{clientEmail}}</p>' +
  '<p>Protocolo {{protocolCode}} da família {{familyName}} em {{today}}</p>{{fragment:SIGN}}';

describe('contracts attached to a client of a protocol', () => {
  it('fills the merge fields on the server, keeps the text as it was and lists it', async () => {
    Object.assign(service.standIns.office, { name: 'Linhagem & Filhos', email: 'office@linhagem.test' });
    const clientId = service.standIns.addClient('Ana <Souza>', '1980-01-01', {
      cpf: '123.456.789-09',
      email: 'ana@souza.test',
    });
    const created = await service.call('POST', '/api/protocol', {
      name: 'Contract case',
      familyName: 'Souza',
      mainClient: clientId,
    });
    const contractId = service.standIns.addContract('Prestação de serviços', TEXT, {
      SIGN: '<p>{{officeName}} — {{officeEmail}}</p>',
    });
    const attached = await service.call('POST', `/api/protocol/${created.body.id}/contract`, {
      contractId,
      clientId,
    });
    expect(attached.status).toBe(201);
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(attached.body).toMatchObject({
      protocolId: created.body.id,
      contractId,
      contractName: 'Prestação de serviços',
      client: { id: clientId, name: 'Ana <Souza>' },
      text:
        '<p>Contratante: Ana &lt;Souza&gt;, CPF 123.456.789-09, ana@souza.test</p>' +
        `<p>Protocolo ${created.body.code} da família Souza em ${iso}</p>` +
        '<p>Linhagem &amp; Filhos — office@linhagem.test</p>',
    });

    // a later change of the catalog contract does not rewrite the attached one
    service.standIns.contracts.get(contractId)!.text = '<p>changed</p>';
    const read = await service.call(
      'GET',
      `/api/protocol/${created.body.id}/contract/${attached.body.id}`,
      undefined,
      'LIMITED',
    );
    expect(read.body.text).toBe(attached.body.text);
    const list = await service.call('GET', `/api/protocol/${created.body.id}/contract`, undefined, 'LIMITED');
    expect(list.body).toEqual([{ ...attached.body, text: undefined }].map(({ text: _t, ...rest }) => rest));

    const timeline = await service.call('GET', `/api/protocol/${created.body.id}/timeline`);
    expect(timeline.body.at(-1)).toMatchObject({
      kind: 'CONTRACT_ATTACHED',
      visibleToFamily: false,
      message: 'Prestação de serviços: Ana <Souza>',
    });
    const audit = await service.call('POST', '/api/protocol/audit', { protocolId: created.body.id });
    expect(JSON.stringify(audit.body.content)).toContain(`contracts.${attached.body.id}`);

    const removed = await service.call(
      'DELETE',
      `/api/protocol/${created.body.id}/contract/${attached.body.id}`,
    );
    expect(removed.status).toBe(204);
    expect((await service.call('GET', `/api/protocol/${created.body.id}/contract`)).body).toEqual([]);
  });

  it('refuses a client of another protocol, an unknown or inactive contract, LIMITED users and bad bodies', async () => {
    const protocol = await service.createCase('protocol', ['Refused Contract']);
    const stranger = service.standIns.addClient('Contract Stranger');
    const active = service.standIns.addContract('Active', '<p>x</p>');
    const inactive = service.standIns.addContract('Inactive', '<p>x</p>', {}, false);
    const [clientId] = protocol.clientIds;
    const path = `/api/protocol/${protocol.id}/contract`;
    const cases = [
      [{ contractId: active, clientId: stranger }, 'NORMAL', 400, 'protocol.client-not-in-protocol'],
      [{ contractId: inactive, clientId }, 'NORMAL', 400, 'protocol.contract-not-found'],
      [{ contractId: '0123456789abcdef01234567', clientId }, 'NORMAL', 400, 'protocol.contract-not-found'],
      [{ contractId: { $ne: null }, clientId }, 'NORMAL', 400, 'OPERATOR_REJECTED'],
      [{ contractId: active, clientId }, 'LIMITED', 403, 'FORBIDDEN'],
    ] as const;
    for (const [body, level, status, code] of cases) {
      const answer = await service.call('POST', path, body, level);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    expect((await service.call('GET', path)).body).toEqual([]);
    const missing = await service.call('GET', `${path}/0123456789abcdef01234567`);
    expect(missing.status).toBe(404);
  });
});
