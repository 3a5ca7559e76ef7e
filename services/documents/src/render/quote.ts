import type { ProtocolRenderData, RenderLanguage, RenderLetterhead } from '@linhagem/contracts';
import { fillMergeFields } from '@linhagem/contracts';
import { formatDate, formatList, formatMoney, formatPercent } from './format';
import { htmlToPdf } from './htmlToPdf';
import { PDF_LABELS } from './labels';
import { mergeValues } from './mergeValues';
import type { PdfBlock, PdfCell } from './pdfContent';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The quote of a budget or protocol: the family, each service with the clients it covers and their gross,
 * discount and net (the pricing function's shares, as services/protocols stored them), the totals with the tax,
 * the validity of the budget defaults and the payment terms (the text fragment the budget defaults name).
 */
export function quoteContent(
  data: ProtocolRenderData,
  letterhead: RenderLetterhead,
  language: RenderLanguage,
  now: Date,
): { title: string; content: PdfBlock[] } {
  const labels = PDF_LABELS[language];
  const money = (cents: number) => formatMoney(cents, language);
  const values = mergeValues({ data, letterhead, language, now });
  const rich = (html: string) => (html ? htmlToPdf(fillMergeFields(html, values)) : []);
  const title = `${data.budget ? labels.quoteOfBudget : labels.quoteOfProtocol} ${data.code}`;
  const { financial } = data;

  const right = (text: string, bold = false): PdfCell => ({ text, alignment: 'right', bold });
  const body: PdfCell[][] = [
    [
      { text: labels.service, bold: true },
      right(labels.gross, true),
      right(labels.discount, true),
      right(labels.net, true),
    ],
  ];
  for (const service of data.services) {
    body.push([
      { text: service.typeServiceName, bold: true },
      right(money(service.price.gross), true),
      right(money(service.price.discount), true),
      right(money(service.price.net), true),
    ]);
    for (const client of service.clients)
      body.push([
        { text: client.name, margin: [12, 0, 0, 0] },
        right(money(client.gross)),
        right(money(client.discount)),
        right(money(client.net)),
      ]);
  }
  const totals: Array<[string, number, boolean?]> = [
    [labels.totalGross, financial.servicesGross],
    [labels.totalDiscount, financial.servicesDiscount],
    [labels.totalNet, financial.servicesNet],
  ];
  if (financial.tax > 0 || financial.taxRate > 0)
    totals.push([labels.tax(formatPercent(financial.taxRate, language)), financial.tax]);
  totals.push([labels.total, financial.total, true]);

  const validUntil = formatDate(new Date(now.getTime() + letterhead.budget.validityDays * DAY_MS), language);
  const content: PdfBlock[] = [
    { text: title, bold: true, fontSize: 16, margin: [0, 0, 0, 8] },
    {
      text: [
        { text: `${labels.family}: `, bold: true },
        { text: data.familyName || data.name },
        { text: `    ${labels.date}: `, bold: true },
        { text: values.today },
      ],
      margin: [0, 0, 0, 2],
    },
    {
      text: [
        { text: `${labels.clients}: `, bold: true },
        {
          text: formatList(
            data.clients.map((c) => c.name),
            language,
          ),
        },
      ],
      margin: [0, 0, 0, 10],
    },
    ...rich(letterhead.budget.headerText),
    data.services.length
      ? {
          table: { headerRows: 1, widths: ['*', 80, 80, 80], body },
          layout: 'lightHorizontalLines',
          margin: [0, 4, 0, 10],
        }
      : { text: labels.noServices, italics: true, margin: [0, 4, 0, 10] },
    {
      columns: [
        { text: '' },
        {
          table: {
            widths: ['*', 90],
            body: totals.map(([label, cents, strong]) => [
              { text: label, bold: !!strong },
              right(money(cents), !!strong),
            ]),
          },
          layout: 'noBorders',
          width: 260,
        } as PdfBlock,
      ],
      margin: [0, 0, 0, 12],
    },
    { text: labels.validity(letterhead.budget.validityDays, validUntil), margin: [0, 0, 0, 10] },
  ];
  if (letterhead.budget.paymentTerms)
    content.push(
      { text: labels.paymentTerms, bold: true, fontSize: 12, margin: [0, 4, 0, 4] },
      ...rich(letterhead.budget.paymentTerms),
    );
  if (data.pix) content.push(pixBlock(data.pix, language));
  content.push(...rich(letterhead.budget.footerText));
  return { title, content };
}

/**
 * The case's Pix code (shared/domain/brazilian-records-and-pix.md): a QR code of 4 cm, which a phone reads from
 * paper, beside the amount (the total, or the first instalment of the payment terms: docs/adr-pix.md), the
 * identifier the office matches the payment by and the "copia e cola" text.
 */
function pixBlock(pix: NonNullable<ProtocolRenderData['pix']>, language: RenderLanguage): PdfBlock {
  const labels = PDF_LABELS[language];
  return {
    stack: [
      { text: labels.pixTitle, bold: true, fontSize: 12, margin: [0, 0, 0, 4] },
      {
        columns: [
          { qr: pix.payload, fit: 120, eccLevel: 'M', width: 124 },
          {
            stack: [
              { text: labels.pixScan, margin: [0, 0, 0, 6] },
              {
                text: [
                  { text: `${labels.pixAmount}: `, bold: true },
                  { text: formatMoney(pix.amount, language, 'BRL') },
                  // payment terms that split the total: the code asks the first instalment, and says so
                  ...(pix.instalments > 1
                    ? [{ text: ` (${labels.pixFirstInstalment(pix.instalments)})` }]
                    : []),
                ],
              },
              {
                text: [{ text: `${labels.pixTxid}: `, bold: true }, { text: pix.txid }],
                margin: [0, 0, 0, 6],
              },
              { text: `${labels.pixCopyAndPaste}:`, bold: true },
              // a code is one run without spaces up to its name: pdfmake would let it run off the page
              { text: pix.payload, fontSize: 8, wordBreak: 'break-all' },
            ],
          },
        ],
        columnGap: 14,
      },
    ],
    margin: [0, 8, 0, 12],
  };
}
