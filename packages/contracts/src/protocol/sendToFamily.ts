import { z } from 'zod';
import type { ProtocolTimelineEvent } from './timeline';

/**
 * Sending the portal link to the family (the spec's public routes; docs/adr-exports.md's sibling issue): by e-mail
 * through the office's mail, or by WhatsApp as a `wa.me` link the staff member opens (no API, no key).
 */
export const SEND_TO_FAMILY_CHANNELS = ['EMAIL', 'WHATSAPP'] as const;
export type SendToFamilyChannel = (typeof SEND_TO_FAMILY_CHANNELS)[number];

/** `POST /api/protocol/{id}/send-to-family`. */
export const sendToFamilyBodySchema = z.object({ channel: z.enum(SEND_TO_FAMILY_CHANNELS) }).strict();
export type SendToFamilyBody = z.infer<typeof sendToFamilyBodySchema>;

/**
 * The answer: for WhatsApp, `url` opens the chat with the link's message and `accessCodeUrl` the second message
 * with the access code (never in the link); for e-mail both went as two mails and the urls are null.
 */
export type SendToFamilyAnswer = {
  channel: SendToFamilyChannel;
  url: string | null;
  accessCodeUrl: string | null;
  portalUrl: string;
  /** the timeline entry recording what was sent, how and when */
  event: ProtocolTimelineEvent;
};

export const SEND_TO_FAMILY_ERROR_CODES = {
  /** the protocol has no main client to send to */
  noMainClient: 'send-to-family.no-main-client',
  /** the main client has no cell phone for WhatsApp */
  noCellPhone: 'send-to-family.no-cell-phone',
  /** the main client has no e-mail */
  noEmail: 'send-to-family.no-email',
  /** the office's mail is off (no SMTP_URL) or refused the message */
  mailNotSent: 'send-to-family.mail-not-sent',
} as const;

/** Brazil's calling code, given to a number written without one (the office's families are Brazilian). */
export const DEFAULT_CALLING_CODE = '55';

/**
 * A phone as `wa.me` wants it: digits only, with the country's calling code. `+39 06 ...` and `0039 06 ...` keep
 * theirs; a Brazilian number of 10 or 11 digits (area code and number, a trunk `0` dropped) gets 55.
 * Undefined when too few digits are left to be a phone.
 */
export function internationalPhone(phone: string, callingCode = DEFAULT_CALLING_CODE): string | undefined {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+')) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else {
      const national = digits.replace(/^0+/, '');
      if (national.length <= 11) digits = callingCode + national;
    }
  }
  return digits.length >= 10 && digits.length <= 15 ? digits : undefined;
}

/** A WhatsApp click-to-chat link: the number in international form, the text encoded. */
export const whatsAppUrl = (internationalDigits: string, text: string) =>
  `https://wa.me/${internationalDigits}?text=${encodeURIComponent(text)}`;

export type FamilyLanguage = 'pt-BR' | 'en-US';

type PortalMessage = { groupName: string; portalUrl: string; officeName: string };

/** The first message: the portal's address and what it is for, in the family's language (no access code). */
export function portalLinkMessage(
  language: FamilyLanguage,
  { groupName, portalUrl, officeName }: PortalMessage,
) {
  const office = officeName ? ` — ${officeName}` : '';
  return language === 'en-US'
    ? `Hello, ${groupName} family! Your case's page is at ${portalUrl}: there you fill in your family's details and follow the progress of the case. We will send the access code in a separate message.${office}`
    : `Olá, família ${groupName}! A página do seu processo está em ${portalUrl}: nela vocês preenchem os dados da família e acompanham o andamento do processo. O código de acesso segue em outra mensagem.${office}`;
}

/** The second message: the access code alone. */
export function accessCodeMessage(language: FamilyLanguage, accessCode: string) {
  return language === 'en-US'
    ? `Your access code for the case's page: ${accessCode}`
    : `Seu código de acesso à página do processo: ${accessCode}`;
}
