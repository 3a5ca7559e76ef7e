import { createHash } from 'node:crypto';
import { DOCUMENT_API, DOSSIER_EXPORT_API, RENDER_API, type CaseDocument } from '@linhagem/contracts';
import { readPdf } from '../../test/pdfText';
import { startRenderStack, type RenderStack } from '../../test/renderStack';

let stack: RenderStack;
let protocol: { id: string; code: string; clientId: string };
let budgetId: string;
let contractId: string;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  stack = await startRenderStack();
  const { call, catalog, clients, protocols } = stack;
  await call(catalog, 'POST', '/api/configuration/office', { name: 'Escritório Ação', email: 'a@b.test' });
  const clientId = (
    await call(clients, 'POST', '/api/client', { name: 'Conceição Perché', confirmDuplicateName: true })
  ).id;
  const created = await call(protocols, 'POST', '/api/protocol', {
    name: 'Família Perché',
    familyName: 'Perché',
    mainClient: clientId,
    clients: [clientId],
  });
  protocol = { id: created.id, code: created.code, clientId };
  budgetId = (
    await call(protocols, 'POST', '/api/budget', {
      name: 'Só orçamento',
      mainClient: clientId,
      clients: [clientId],
    })
  ).id;
  contractId = (
    await call(catalog, 'POST', '/api/contract', {
      name: 'Contrato de prestação',
      text: '<h2>Contrato</h2><p>Contratante: {{clientName}}, família {{familyName}}.</p>',
    })
  ).id;
}, 60000);
afterAll(() => stack.close());

const store = (body: object, level: 'LIMITED' | 'NORMAL' | 'ADMINISTRATOR' | null = 'NORMAL') =>
  stack.fetchPdf('POST', DOSSIER_EXPORT_API.contractStore(contractId), { body, level });

describe('a rendered contract kept with its protocol (POST /api/contract/{id}/store)', () => {
  it('stores the PDF as a document OTHER whose SHA-256 is that of the bytes kept and served', async () => {
    const answer = await store({ protocolId: protocol.id, clientId: protocol.clientId });
    expect(answer.status).toBe(201);
    const document = answer.json as CaseDocument;
    expect(document).toMatchObject({
      protocolId: protocol.id,
      kind: 'OTHER',
      contentType: 'application/pdf',
      // the office made it: nobody reviews it, so it is not in the queue of files awaiting review
      status: 'ACCEPTED',
      pageCount: 1,
      sentBy: { kind: 'STAFF', name: 'Test NORMAL' },
    });
    expect(document.certificateId).toBeUndefined();
    expect(document.fileName).toBe(`Contrato-de-prestação-${protocol.code.replace(/\//g, '-')}.pdf`);
    const content = await stack.fetchPdf('GET', DOCUMENT_API.content(document.id));
    expect(content.status).toBe(200);
    expect(content.bytes.length).toBe(document.size);
    expect(sha256(content.bytes)).toBe(document.sha256);
    // what was kept is the contract as rendered for that client
    const kept = (await readPdf(content.bytes)).pages.join(' ');
    const rendered = await stack.fetchPdf('POST', RENDER_API.contract(contractId), {
      body: { protocolId: protocol.id, clientId: protocol.clientId },
    });
    expect(kept).toBe((await readPdf(rendered.bytes)).pages.join(' '));
    expect(kept).toContain('Contratante: Conceição Perché, família Perché.');
    // the stored record's hash is the one the bytes were written with, not one worked out again later
    const listed = await stack.call(stack.documents, 'GET', DOCUMENT_API.item(document.id));
    expect(listed.sha256).toBe(sha256(content.bytes));
    const awaiting = await stack.call(stack.documents, 'POST', DOCUMENT_API.pagination, {
      protocolId: protocol.id,
      status: 'PENDING_REVIEW',
    });
    expect((awaiting.content as CaseDocument[]).map((d) => d.id)).not.toContain(document.id);
  });

  it('is a write: NORMAL and ADMINISTRATOR may, LIMITED and nobody else may not', async () => {
    expect((await store({ protocolId: protocol.id }, null)).status).toBe(401);
    expect((await store({ protocolId: protocol.id }, 'LIMITED')).status).toBe(403);
    expect((await store({ protocolId: protocol.id }, 'ADMINISTRATOR')).status).toBe(201);
  });

  it('refuses a budget, an unknown protocol or contract and a client of another case, storing nothing', async () => {
    const before = await stack.call(stack.documents, 'POST', `${DOCUMENT_API.pagination}?size=100`, {
      protocolId: protocol.id,
    });
    const budget = await store({ protocolId: budgetId });
    expect(budget.status).toBe(409);
    expect(budget.json).toMatchObject({ code: 'document.budget' });
    expect((await store({ protocolId: '0123456789abcdef01234567' })).status).toBe(404);
    const stranger = (
      await stack.call(stack.clients, 'POST', '/api/client', { name: 'Estranho', confirmDuplicateName: true })
    ).id;
    const foreign = await store({ protocolId: protocol.id, clientId: stranger });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toMatchObject({ code: 'render.client-not-in-protocol' });
    const unknown = await stack.fetchPdf(
      'POST',
      DOSSIER_EXPORT_API.contractStore('0123456789abcdef01234567'),
      {
        body: { protocolId: protocol.id },
        level: 'NORMAL',
      },
    );
    expect(unknown.status).toBe(404);
    expect((await store({ protocolId: protocol.id, store: true })).status).toBe(400);
    const after = await stack.call(stack.documents, 'POST', `${DOCUMENT_API.pagination}?size=100`, {
      protocolId: protocol.id,
    });
    expect(after.totalElements).toBe(before.totalElements);
  });
});
