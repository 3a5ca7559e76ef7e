import type { DossierIndex, RenderLanguage } from '@linhagem/contracts';
import { formatDate } from '../render/format';
import type { PdfBlock, PdfCell } from '../render/pdfContent';
import { DOSSIER_LABELS } from './dossierLabels';
import type { DossierPlan } from './dossierPlan';

/**
 * The dossier's cover: the protocol, then per person of the line (numbered as its folder) each certificate with
 * its type, status, apostille, translation and the files of the ZIP that prove it.
 */
export function dossierCover(
  index: DossierIndex,
  plan: DossierPlan,
  language: RenderLanguage,
  now: Date,
): { title: string; content: PdfBlock[] } {
  const labels = DOSSIER_LABELS[language];
  const title = `${labels.title} ${index.code}`;
  const or = (text: string | null | undefined) => text || labels.none;
  const facts: Array<[string, string]> = [
    [labels.protocol, `${index.code} – ${index.name}`],
    [labels.family, or(index.familyName)],
    ...(index.route ? [[labels.route, labels.routeName[index.route]] as [string, string]] : []),
    [labels.date, formatDate(now, language)],
  ];
  const content: PdfBlock[] = [
    { text: title, bold: true, fontSize: 16, margin: [0, 0, 0, 8] },
    ...facts.map(([label, value]): PdfBlock => ({
      text: [{ text: `${label}: `, bold: true }, { text: value }],
      margin: [0, 0, 0, 2],
    })),
    {
      text: plan.files.length ? labels.files(plan.files.length) : labels.noFiles,
      italics: true,
      margin: [0, 6, 0, 10],
    },
  ];
  if (!plan.persons.length) content.push({ text: labels.noPersons, italics: true });
  const head = (text: string): PdfCell => ({ text, bold: true, fontSize: 9 });
  for (const { folder, certificates } of plan.persons) {
    content.push({ text: folder, bold: true, fontSize: 12, margin: [0, 8, 0, 4] });
    if (!certificates.length) {
      content.push({ text: labels.noCertificates, italics: true, margin: [0, 0, 0, 4] });
      continue;
    }
    const body: PdfCell[][] = [
      [
        head(labels.certificate),
        head(labels.status),
        head(labels.apostille),
        head(labels.translation),
        head(labels.included),
      ],
    ];
    for (const { certificate: c, title: type, files } of certificates)
      body.push([
        { text: type, fontSize: 9 },
        { text: c.statusDocument ? labels.statusDocument[c.statusDocument] : labels.none, fontSize: 9 },
        { text: c.apostilleStatus ? labels.apostilleStatus[c.apostilleStatus] : labels.none, fontSize: 9 },
        {
          text: c.statusTranslate ? labels.statusTranslate[c.statusTranslate] : labels.none,
          fontSize: 9,
        },
        files.length
          ? { stack: files.map((file): PdfBlock => ({ text: file.name, fontSize: 9 })) }
          : { text: labels.none, fontSize: 9 },
      ]);
    content.push({
      table: { headerRows: 1, widths: [78, 72, 64, 72, '*'], body },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 6],
    });
  }
  return { title, content };
}
