import {
  MERGE_FIELDS,
  contactMergeValues,
  fillMergeFields,
  mergeFieldPlaceholder,
  type Client,
  type FamilyLanguage,
  type MergeField,
  type OfficeContact,
} from '@linhagem/contracts';
import { plainText } from '../notification/service';
import type { ProtocolDocument } from '../protocol/model';

export type PortalLinkMailInput = {
  /** the office's fragment (sanitised rich text from catalog) */
  fragment: string;
  protocol: Pick<ProtocolDocument, 'code' | 'name' | 'familyName'>;
  /** the main client, whom the mail is for */
  client: Pick<Client, 'name' | 'email' | 'cpf'>;
  office: OfficeContact | undefined;
  portalUrl: string;
  language: FamilyLanguage;
  /** the office's time zone (officeTimeZone()), whose day `today` is */
  timeZone: string;
  now?: Date;
};

/**
 * The portal-link e-mail written with the office's text fragment: its merge fields filled as a contract's are
 * (DESIGN "Rich text"; the client is the main client), `{{portalLink}}` with the link. The link is the mail's
 * purpose, so a fragment that does not place it gets it on a last line. A field
 * this mail has no value for (a price table, a total) is left empty rather than printed in braces.
 */
export function portalLinkMail({
  fragment,
  protocol,
  client,
  office,
  portalUrl,
  language,
  timeZone,
  now = new Date(),
}: PortalLinkMailInput): { html: string; text: string } {
  const values: Partial<Record<MergeField, string>> = {
    ...Object.fromEntries(MERGE_FIELDS.map((field) => [field, ''])),
    ...contactMergeValues({ client, main: client, protocol, office }),
    today: new Intl.DateTimeFormat(language, { timeZone }).format(now),
    portalLink: portalUrl,
  };
  const placed = fragment.includes(mergeFieldPlaceholder('portalLink'))
    ? fragment
    : `${fragment}<p>${mergeFieldPlaceholder('portalLink')}</p>`;
  const html = fillMergeFields(placed, values);
  return { html, text: plainText(html) };
}
