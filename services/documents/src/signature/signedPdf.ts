import { createHash } from 'node:crypto';
import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFString,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { SIGNED_PDF_REQUEST_KEY, maskCpf, type SignerProof } from '@linhagem/contracts';
import type { SignatureRecord } from './model';

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const SIZE = 9;
const LINE = 13;

/** A text the standard font can draw: letters outside WinAnsi lose their accent, else become "?". */
function drawable(font: PDFFont, text: string): string {
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => {
      for (const candidate of [char, char.normalize('NFD').replace(/[\u0300-\u036f]/g, '')]) {
        try {
          font.encodeText(candidate);
          return candidate;
        } catch {
          // try the next
        }
      }
      return '?';
    })
    .join('');
}

/** What proved each signer, in both languages (SIGNER_PROOFS). */
const PROOF_TEXT: Record<SignerProof, string> = {
  CPF_BIRTH_DATE: 'CPF e data de nascimento / CPF and birth date',
  CPF_BIRTH_DATE_EMAIL_CODE:
    'CPF, data de nascimento e código enviado por e-mail / CPF, birth date and a code sent by e-mail',
};

type Writer = { page: PDFPage; y: number };

function line(pdf: PDFDocument, writer: Writer, font: PDFFont, text: string, size = SIZE) {
  const width = A4[0] - 2 * MARGIN;
  let rest = drawable(font, text);
  while (rest.length > 0) {
    let cut = rest.length;
    while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
    if (writer.y < MARGIN + LINE) {
      writer.page = pdf.addPage(A4);
      writer.y = A4[1] - MARGIN;
    }
    writer.page.drawText(rest.slice(0, cut), { x: MARGIN, y: writer.y, size, font, color: rgb(0, 0, 0) });
    writer.y -= size + 4;
    rest = rest.slice(cut);
  }
}

/**
 * The signed PDF: the original document loaded as it is, its pages untouched (their content streams and resources
 * are the original's objects, only renumbered when saved), with an evidence page appended in both languages (each
 * signer, the server's time, address, the original's SHA-256 and the request's id) and the request's id in the
 * document information under SIGNED_PDF_REQUEST_KEY, written as plain text (no object streams) so the verification
 * reads it from a changed copy too.
 */
export async function makeSignedPdf(original: Buffer, record: SignatureRecord): Promise<Buffer> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer: Writer = { page: pdf.addPage(A4), y: A4[1] - MARGIN };
  const id = String(record._id);
  line(pdf, writer, bold, 'Página de evidências da assinatura eletrônica', 14);
  line(pdf, writer, bold, 'Electronic signature evidence page', 12);
  writer.y -= 6;
  line(
    pdf,
    writer,
    font,
    'Assinatura eletrônica simples (Lei 14.063/2020, art. 4, I) / Simple electronic signature',
  );
  line(pdf, writer, font, `Pedido / Request: ${id}`);
  line(pdf, writer, font, `Documento / Document: ${record.documentName} (${record.pageCount} p.)`);
  line(pdf, writer, font, `SHA-256 do original / of the original: ${record.documentSha256}`);
  writer.y -= 8;
  for (const [index, signer] of record.signers.entries()) {
    const evidence = signer.evidence!;
    line(pdf, writer, bold, `${index + 1}. ${evidence.fullName}`, 11);
    line(pdf, writer, font, `CPF: ${maskCpf(evidence.cpf)}`);
    line(
      pdf,
      writer,
      font,
      `Prova / Proof: ${PROOF_TEXT[evidence.proof ?? 'CPF_BIRTH_DATE']}${evidence.codeSentTo ? ` (${evidence.codeSentTo})` : ''}`,
    );
    line(pdf, writer, font, `Assinado em / Signed at (UTC): ${evidence.signedAt.toISOString()}`);
    line(pdf, writer, font, `IP: ${evidence.address}`);
    line(pdf, writer, font, `Navegador / User agent: ${evidence.userAgent || '-'}`);
    line(pdf, writer, font, `SHA-256 do PDF mostrado / of the PDF shown: ${evidence.documentSha256}`);
    line(pdf, writer, font, `Sessão do portal / Portal session: ${evidence.accessCodeSha256.slice(0, 16)}`);
    if (evidence.drawing) {
      const png = await pdf.embedPng(Buffer.from(evidence.drawing.split(',')[1] ?? '', 'base64'));
      const scale = Math.min(1, 180 / png.width, 60 / png.height);
      if (writer.y < MARGIN + 70) {
        writer.page = pdf.addPage(A4);
        writer.y = A4[1] - MARGIN;
      }
      writer.page.drawImage(png, {
        x: MARGIN,
        y: writer.y - png.height * scale,
        width: png.width * scale,
        height: png.height * scale,
      });
      writer.y -= png.height * scale + 6;
    }
    writer.y -= 8;
  }
  // pdf-lib keeps its document-information dictionary's getter private; setting the producer first makes sure it exists
  pdf.setProducer('Linhagem');
  (pdf as unknown as { getInfoDict(): PDFDict })
    .getInfoDict()
    .set(PDFName.of(SIGNED_PDF_REQUEST_KEY), PDFString.of(id));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** The request's id as a signed PDF names it, read from its bytes even when they were changed elsewhere. */
export function requestIdIn(bytes: Buffer): string | undefined {
  const match = new RegExp(`/${SIGNED_PDF_REQUEST_KEY}\\s*\\(([0-9a-f]{24})\\)`).exec(
    bytes.toString('latin1'),
  );
  return match?.[1];
}
