import path from 'node:path';
import pdfmake from 'pdfmake';
import type { RenderLanguage, RenderLetterhead } from '@linhagem/contracts';
import { PDF_LABELS } from './labels';
import type { PdfBlock } from './pdfContent';

/**
 * Roboto as pdfmake ships it (TrueType, Latin-1 and Latin Extended: every Portuguese and Italian letter), embedded
 * as a subset of the glyphs each PDF uses. Nothing is read from the system, the network or any other file.
 */
const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
// a template's link or image never makes the box fetch a URL or read a file
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));

/** A4 in points, with room for the letterhead above and the page numbers below. */
const PAGE_MARGINS = [48, 118, 48, 56];

export type PdfPage = {
  letterhead: RenderLetterhead;
  /** the logo as a PNG or JPEG data URL (renderLogo), or none */
  logo: string | null;
  language: RenderLanguage;
  title: string;
  content: PdfBlock[];
};

/** The letterhead: the office's logo, name, CNPJ and contacts (system configuration) on every page. */
function header({ letterhead: { office }, logo, language }: PdfPage): PdfBlock {
  const labels = PDF_LABELS[language];
  const lines: PdfBlock[] = [{ text: office.name || ' ', bold: true, fontSize: 13 }];
  if (office.cnpj) lines.push({ text: `${labels.cnpj}: ${office.cnpj}`, fontSize: 9 });
  const contacts = [...office.phones, office.email].filter(Boolean).join(' · ');
  if (contacts) lines.push({ text: contacts, fontSize: 9 });
  if (office.address) lines.push({ text: office.address.replace(/\s*\n\s*/g, ', '), fontSize: 9 });
  const columns: PdfBlock[] = [];
  if (logo) columns.push({ image: logo, fit: [110, 60], width: 120 } as PdfBlock);
  columns.push({ stack: lines });
  return {
    stack: [
      { columns, columnGap: 12 },
      { canvas: [{ type: 'line', x1: 0, y1: 6, x2: 499, y2: 6, lineWidth: 0.5, lineColor: '#999999' }] },
    ],
    margin: [48, 28, 48, 0],
  };
}

/** One PDF: A4, the letterhead on every page, "Página 1 de 3" / "Page 1 of 3" at the foot. */
export function renderPdf(page: PdfPage): Promise<Buffer> {
  const labels = PDF_LABELS[page.language];
  const definition = {
    pageSize: 'A4',
    pageMargins: PAGE_MARGINS,
    info: { title: page.title, author: page.letterhead.office.name, creator: 'Linhagem' },
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.2 },
    header: () => header(page),
    footer: (current: number, total: number) => ({
      text: labels.page(current, total),
      alignment: 'center',
      fontSize: 9,
      margin: [0, 20, 0, 0],
    }),
    content: page.content,
  };
  return pdfmake.createPdf(definition).getBuffer();
}
