import sharp from 'sharp';
import { VISIBLE, signIn, useJourneyPage } from '../src/journey';
import { systemState } from '../src/state';
import { callApi, eventually, runTag } from '../src/ui';

// The protocol's Documents tab names the certificate each file belongs to (the person and the kind of
// certificate, as the checklist shows them), "Whole case" for a file of no certificate, and the type a file kept
// once its certificate is removed from the checklist: never a dash.

const journey = useJourneyPage({ viewport: { width: 1366, height: 900 } });
const tag = runTag();

/** A small PNG made here, so the documents service reads real bytes. */
const png = (shade: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 180, b: shade } } })
    .png()
    .toBuffer();

describe("the Documents tab's certificate column", () => {
  it('names the certificate of each file', async () => {
    const { page } = journey;
    await signIn(page);
    const protocol = await callApi<{ id: string }>(page, 'POST', '/api/protocol', {
      name: `Família Arquivos ${tag}`,
      familyName: `Arquivos ${tag}`,
    });
    expect(protocol.status).toBe(201);
    const protocolId = protocol.body.id;
    const person = await callApi(page, 'POST', '/api/certificate', {
      protocolId,
      category: 'APPLICANT',
      name: `Ana Arquivos ${tag}`,
      certificates: [{ typeOfCertificate: 'BIRTH' }],
    });
    expect(person.status).toBe(201);
    const tree = await callApi<{ persons: { certificates: { id: string }[] }[] }>(
      page,
      'GET',
      `/api/certificate/protocol/${protocolId}`,
    );
    const certificateId = tree.body.persons[0].certificates[0].id;

    for (const [name, certificate] of [
      ['nascimento.png', certificateId],
      ['procuracao.png', undefined],
    ] as const) {
      const bytes = [...(await png(name.length * 10))];
      const sent = await page.evaluate(
        async ({ bytes, name, protocolId, certificate }) => {
          const form = new FormData();
          form.append('protocolId', protocolId);
          if (certificate) form.append('certificateId', certificate);
          form.append('kind', 'ORIGINAL_SCAN');
          form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
          const answer = await fetch('/api/document', {
            method: 'POST',
            headers: { 'X-Requested-With': 'XMLHttpRequest' },
            body: form,
          });
          return answer.status;
        },
        { bytes, name, protocolId, certificate },
      );
      expect(sent).toBe(201);
    }

    await page.goto(`${systemState().baseURL}/protocol/${protocolId}/documents`);
    const row = (name: string) => page.locator('tr', { has: page.getByText(name, { exact: true }) });
    await row('nascimento.png').waitFor(VISIBLE);
    await row('nascimento.png').getByText(`Ana Arquivos ${tag} · Nascimento`).waitFor(VISIBLE);
    expect(await row('procuracao.png').getByText('Caso inteiro').count()).toBe(1);
    expect(await page.getByRole('cell', { name: '—', exact: true }).count()).toBe(0);

    // the certificate removed from the checklist: its file keeps the certificate's type
    expect((await callApi(page, 'DELETE', `/api/certificate/${certificateId}`)).status).toBe(204);
    await page.reload();
    await eventually(() => row('nascimento.png').getByText('Nascimento (removida do checklist)').count(), 1);
    expect(await page.getByRole('cell', { name: '—', exact: true }).count()).toBe(0);
  });
});
