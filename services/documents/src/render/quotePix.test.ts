import jsQR from 'jsqr';
import sharp from 'sharp';
import { RENDER_API, parseBrCode, pixTxid } from '@linhagem/contracts';
import { readPdf } from '../../test/pdfText';
import { startRenderStack, type RenderStack } from '../../test/renderStack';
import { drawPdfPage } from '../preview/preview';

let stack: RenderStack;
let budget: { id: string; code: string };

beforeAll(async () => {
  stack = await startRenderStack();
  const { call, catalog, clients, protocols } = stack;
  const typeService = await call(catalog, 'POST', '/api/type-service', { name: 'Cidadania', price: 1234567 });
  const client = await call(clients, 'POST', '/api/client', {
    name: 'Família Souza',
    confirmDuplicateName: true,
  });
  const created = await call(protocols, 'POST', '/api/budget', {
    name: 'Família Souza',
    familyName: 'Souza',
    mainClient: client.id,
    clients: [client.id],
  });
  await call(protocols, 'POST', `/api/budget/${created.id}/service`, {
    typeService: typeService.id,
    clients: [client.id],
  });
  budget = { id: created.id, code: created.code };
}, 60000);
afterAll(() => stack.close());

/** The QR codes a phone would find on the quote's first page, drawn at 150 dpi (A4's long side is 842 pt). */
async function qrOfFirstPage(pdf: Buffer): Promise<string | null> {
  const png = await drawPdfPage(pdf, 1, Math.round((842 / 72) * 150));
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe('the Pix code on the quote (shared/domain/brazilian-records-and-pix.md)', () => {
  it('has no Pix block while the office has no key', async () => {
    const answer = await stack.fetchPdf('GET', RENDER_API.quotePdf(budget.id));
    expect(answer.status).toBe(200);
    expect((await readPdf(answer.bytes)).pages.join(' ')).not.toContain('Pagar com Pix');
    expect(await qrOfFirstPage(answer.bytes)).toBeNull();
  });

  it('prints a QR code whose text is the "copia e cola" printed beside it, for the total, in both languages', async () => {
    await stack.call(stack.catalog, 'POST', '/api/configuration/pix', {
      pixKeyType: 'CNPJ',
      pixKey: '11.222.333/0001-81',
      pixReceiverName: 'Linhagem Genealogia',
      pixReceiverCity: 'Florianópolis',
    });
    for (const [lang, title, amount] of [
      ['pt-BR', 'Pagar com Pix', 'R$ 12.345,67'],
      ['en-US', 'Pay by Pix', 'R$12,345.67'],
    ]) {
      const answer = await stack.fetchPdf('GET', `${RENDER_API.quotePdf(budget.id)}?lang=${lang}`);
      expect(answer.status).toBe(200);
      const scanned = await qrOfFirstPage(answer.bytes);
      expect(scanned).not.toBeNull();
      const fields = parseBrCode(scanned!)!;
      expect(fields['26']).toEqual({ '00': 'br.gov.bcb.pix', '01': '11222333000181' });
      expect(fields['54']).toBe('12345.67');
      expect(fields['60']).toBe('Florianopolis');
      expect(fields['62']).toEqual({ '05': pixTxid(budget.code) });
      const text = (await readPdf(answer.bytes)).pages.join(' ').replace(/\s+/g, '');
      expect(text).toContain(title.replace(/\s+/g, ''));
      expect(text).toContain(amount.replace(/\s+/g, ''));
      // the printed text is the very code the QR holds
      expect(text).toContain(scanned!.replace(/\s+/g, ''));
    }
  });

  it('asks the first instalment where the payment terms split the total, and says so', async () => {
    await stack.call(stack.catalog, 'POST', '/api/configuration/pix', {
      pixKeyType: 'EMAIL',
      pixKey: 'financeiro@linhagem.example',
      pixReceiverName: 'Linhagem Genealogia',
      pixReceiverCity: 'Curitiba',
      pixInstalments: 3,
    });
    // R$ 12.345,67 in 3: 4.115,23 + 4.115,22 + 4.115,22 (the first carries the cent left over)
    for (const [lang, words] of [
      ['pt-BR', 'R$ 4.115,23 (1ª de 3 parcelas)'],
      ['en-US', 'R$4,115.23 (first of 3 instalments)'],
    ]) {
      const answer = await stack.fetchPdf('GET', `${RENDER_API.quotePdf(budget.id)}?lang=${lang}`);
      const scanned = await qrOfFirstPage(answer.bytes);
      expect(parseBrCode(scanned!)!['54']).toBe('4115.23');
      const text = (await readPdf(answer.bytes)).pages.join(' ').replace(/\s+/g, '');
      expect(text).toContain(words.replace(/\s+/g, ''));
      expect(text).toContain(scanned!.replace(/\s+/g, ''));
    }
  });
});
