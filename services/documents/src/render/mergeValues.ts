import {
  contactMergeValues,
  escapeHtml,
  portalPath,
  type MergeField,
  type ProtocolRenderData,
  type RenderLanguage,
  type RenderLetterhead,
} from '@linhagem/contracts';
import {
  formatCalendarDate,
  formatDate,
  formatDateInWords,
  formatList,
  formatMoney,
  formatPercent,
} from './format';
import { PDF_LABELS } from './labels';

export type MergeInput = {
  data: ProtocolRenderData;
  letterhead: RenderLetterhead;
  /** the client the document is for (a letter or contract for one client); the main client when left out */
  clientId?: string;
  language: RenderLanguage;
  now: Date;
};

/** The value of every merge field of the catalogue (packages/contracts mergeFields) for one protocol. */
export function mergeValues({
  data,
  letterhead,
  clientId,
  language,
  now,
}: MergeInput): Record<MergeField, string> {
  const labels = PDF_LABELS[language];
  const money = (cents: number) => formatMoney(cents, language);
  const main = data.clients.find((c) => c.id === data.mainClientId) ?? data.clients[0];
  const client = data.clients.find((c) => c.id === clientId) ?? main;
  const { office } = letterhead;
  const { financial } = data;
  const row = (cells: string[], tag = 'td') =>
    `<tr>${cells.map((c) => `<${tag}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
  const servicesTable =
    '<table><tbody>' +
    row([labels.service, labels.gross, labels.discount, labels.net], 'th') +
    data.services
      .flatMap((s) => [
        row([s.typeServiceName, money(s.price.gross), money(s.price.discount), money(s.price.net)], 'th'),
        ...s.clients.map((c) => row([c.name, money(c.gross), money(c.discount), money(c.net)])),
      ])
      .join('') +
    '</tbody></table>';
  const clientsTable =
    '<table><tbody>' +
    row([labels.client, 'CPF', 'E-mail'], 'th') +
    data.clients.map((c) => row([c.name, c.cpf ?? '', c.email ?? ''])).join('') +
    '</tbody></table>';
  return {
    ...contactMergeValues({ client, main, protocol: data, office }),
    clientBirthDay: client?.birthDay ? formatCalendarDate(client.birthDay, language) : '',
    clientNames: formatList(
      data.clients.map((c) => c.name),
      language,
    ),
    clientsTable,
    servicesTable,
    totalGross: money(financial.servicesGross),
    totalDiscount: money(financial.servicesDiscount),
    totalNet: money(financial.servicesNet),
    taxRate: formatPercent(financial.taxRate, language),
    totalTax: money(financial.tax),
    totalAmount: money(financial.total),
    validityDays: String(letterhead.budget.validityDays),
    today: formatDate(now, language),
    todayInWords: formatDateInWords(now, language),
    clientBirthCity: client?.birthCity ?? '',
    // a PDF carries no page's origin: the link is printed only where the office's address is configured
    portalLink: process.env.PUBLIC_BASE_URL
      ? `${process.env.PUBLIC_BASE_URL.replace(/\/+$/, '')}${portalPath(data.id)}`
      : '',
  };
}
