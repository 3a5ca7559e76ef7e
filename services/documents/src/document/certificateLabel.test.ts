import { CERTIFICATE_API, DOCUMENT_API, PUBLIC_DOCUMENT_API } from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { makeJpeg } from '../../test/files';
import { startDocumentsApiTestService, uploadAs, type DocumentsApiTestService } from '../../test/support';

// The Documents tab names each file's certificate from the checklist tree; a file keeps its certificate's type when
// it came, so a certificate removed from the checklist afterwards is still named, never a dash. Never the person's
// name: that copy would outlive the client's anonymisation.

let service: DocumentsApiTestService;
beforeAll(async () => {
  service = await startDocumentsApiTestService();
});
afterAll(() => service.close());

const jpeg = async (name: string) => [{ bytes: await makeJpeg(), name, type: 'image/jpeg' }];
const listOf = async (protocolId: string) =>
  (
    await requestJson(`${service.url}${DOCUMENT_API.pagination}?sort=fileName,asc`, {
      method: 'POST',
      headers: callerHeaders('LIMITED'),
      body: { protocolId },
    })
  ).body.content as { fileName: string; certificateId?: string; certificateLabel?: unknown }[];

describe("a document's certificate label", () => {
  it('keeps the type of the certificate a staff or family file proves, and no name; none for a file of the case', async () => {
    const family = await service.caseWithCertificates('Lia Rótulo');
    await service.requestFromFamily(family.wedding);
    const staff = await uploadAs(
      `${service.url}${DOCUMENT_API.collection}`,
      { protocolId: family.id, certificateId: family.birth, kind: 'ORIGINAL_SCAN' },
      await jpeg('nascimento.jpg'),
    );
    expect(staff.status).toBe(201);
    expect(staff.body.certificateLabel).toEqual({ certificateType: 'BIRTH' });
    expect(JSON.stringify(staff.body)).not.toContain('Lia Rótulo');
    const fromFamily = await uploadAs(
      `${service.url}${PUBLIC_DOCUMENT_API.documents(family.id, family.accessCode)}`,
      { certificateId: family.wedding, kind: 'ORIGINAL_SCAN' },
      await jpeg('casamento.jpg'),
      { 'x-forwarded-for': '203.0.113.9, 10.9.0.1' },
    );
    expect(fromFamily.status).toBe(201);
    const whole = await uploadAs(
      `${service.url}${DOCUMENT_API.collection}`,
      { protocolId: family.id, kind: 'OTHER' },
      await jpeg('procuracao.jpg'),
    );
    expect(whole.status).toBe(201);

    expect(await listOf(family.id)).toEqual([
      expect.objectContaining({
        fileName: 'casamento.jpg',
        certificateId: family.wedding,
        certificateLabel: { certificateType: 'WEDDING' },
      }),
      expect.objectContaining({ fileName: 'nascimento.jpg', certificateId: family.birth }),
      expect.not.objectContaining({ certificateLabel: expect.anything() }),
    ]);
  });

  it('still names the certificate of a file once the certificate is removed from the checklist', async () => {
    const family = await service.caseWithCertificates('Rui Removido');
    const sent = await uploadAs(
      `${service.url}${DOCUMENT_API.collection}`,
      { protocolId: family.id, certificateId: family.wedding, kind: 'ORIGINAL_SCAN' },
      await jpeg('casamento.jpg'),
    );
    expect(sent.status).toBe(201);
    const removed = await service.protocols.call('DELETE', CERTIFICATE_API.item(family.wedding));
    expect(removed.status).toBe(204);
    const tree = await service.protocols.call('GET', CERTIFICATE_API.protocolChecklist(family.id));
    const ids = tree.body.persons.flatMap((person: { certificates: { id: string }[] }) =>
      person.certificates.map((certificate) => certificate.id),
    );
    expect(ids).not.toContain(family.wedding);
    expect(await listOf(family.id)).toEqual([
      expect.objectContaining({
        certificateId: family.wedding,
        certificateLabel: { certificateType: 'WEDDING' },
      }),
    ]);
  });
});
