import {
  SEND_TO_FAMILY_ERROR_CODES,
  accessCodeMessage,
  internationalPhone,
  portalLinkMessage,
  portalPath,
  whatsAppUrl,
  type Client,
  type FamilyLanguage,
  type SendToFamilyAnswer,
  type SendToFamilyChannel,
} from '@linhagem/contracts';
import { AppError, officeTimeZone, toObjectId, type Caller } from '@linhagem/service-kit';
import type { NotifyDeps } from '../notification/service';
import { findProtocol } from '../protocol/service';
import { groupNameOf } from '../public/publicInfo';
import { portalLinkMail } from './portalLinkMail';
import { timelineEventModel } from '../timeline/model';
import { recordTimelineEvent, staffAuthor } from '../timeline/service';

/** A family living abroad reads English; a Brazilian one (or one without an address) Portuguese (spec 1). */
export function familyLanguage(client: Pick<Client, 'address'> | undefined): FamilyLanguage {
  const country = client?.address?.country;
  return country && country !== 'BRASIL' ? 'en-US' : 'pt-BR';
}

type SendToFamilyCode = (typeof SEND_TO_FAMILY_ERROR_CODES)[keyof typeof SEND_TO_FAMILY_ERROR_CODES];
const refuse = (message: string, code: SendToFamilyCode) => AppError.conflict(message, { code });

export type SendToFamilyInput = {
  caller: Caller;
  protocolId: string;
  channel: SendToFamilyChannel;
  /** where the office's pages are served (PUBLIC_BASE_URL, else the staff page's origin) */
  baseUrl: string;
};

/**
 * `POST /api/protocol/{id}/send-to-family`: the portal's link to the main client, by e-mail (two mails: the link,
 * then the access code) or as two WhatsApp links the staff member opens; the timeline records what was sent, how
 * and when (the access code never: it is in neither the link nor the record).
 */
export async function sendToFamily(
  deps: NotifyDeps,
  { caller, protocolId, channel, baseUrl }: SendToFamilyInput,
): Promise<SendToFamilyAnswer> {
  const protocol = await findProtocol(deps.connection, protocolId);
  if (!protocol.mainClient)
    throw refuse('The protocol has no main client', SEND_TO_FAMILY_ERROR_CODES.noMainClient);
  const [client] = await deps.remotes.readClients([String(protocol.mainClient)]);
  if (!client) throw refuse('The main client is gone', SEND_TO_FAMILY_ERROR_CODES.noMainClient);
  const office = await deps.remotes.office().catch(() => undefined);
  const language = familyLanguage(client);
  const portalUrl = `${baseUrl.replace(/\/+$/, '')}${portalPath(String(protocol._id))}`;
  const linkText = portalLinkMessage(language, {
    groupName: groupNameOf(protocol),
    portalUrl,
    officeName: office?.name ?? '',
  });
  const codeText = accessCodeMessage(language, protocol.accessCode);

  let url: string | null = null;
  let accessCodeUrl: string | null = null;
  let sentTo: string;
  let sentText = linkText;
  if (channel === 'WHATSAPP') {
    const phone = internationalPhone(client.cellPhoneNumber ?? '');
    if (!phone) throw refuse('The main client has no cell phone', SEND_TO_FAMILY_ERROR_CODES.noCellPhone);
    url = whatsAppUrl(phone, linkText);
    accessCodeUrl = whatsAppUrl(phone, codeText);
    sentTo = `WhatsApp +${phone}`;
  } else {
    if (!client.email) throw refuse('The main client has no e-mail', SEND_TO_FAMILY_ERROR_CODES.noEmail);
    if (!deps.mailer.enabled) throw refuse('Mail is off', SEND_TO_FAMILY_ERROR_CODES.mailNotSent);
    const subject = `[${protocol.code}] ${groupNameOf(protocol)}`;
    // the office's own words when it chose a fragment in the budget defaults; else the built-in text
    const fragment = await deps.remotes.portalLinkFragment();
    const mail = fragment
      ? portalLinkMail({
          fragment,
          protocol,
          client,
          office,
          portalUrl,
          language,
          timeZone: await officeTimeZone(),
        })
      : { text: linkText, html: undefined };
    sentText = mail.text;
    let sent = false;
    try {
      sent =
        (await deps.mailer.send({ to: client.email, subject, text: mail.text, html: mail.html })) &&
        (await deps.mailer.send({ to: client.email, subject, text: codeText }));
    } catch {
      sent = false;
    }
    if (!sent) throw refuse('The e-mail could not be sent', SEND_TO_FAMILY_ERROR_CODES.mailNotSent);
    sentTo = `E-mail ${client.email}`;
  }
  const event = await recordTimelineEvent(deps.connection, protocol, {
    kind: 'PORTAL_LINK_SENT',
    author: staffAuthor(caller),
    message: `${sentTo}: ${sentText}`,
    visibleToFamily: false,
  });
  if (channel === 'WHATSAPP') return { channel, url, accessCodeUrl, portalUrl, event };
  const mailedAt = new Date(event.at);
  await timelineEventModel(deps.connection).updateOne({ _id: toObjectId(event.id) }, { $set: { mailedAt } });
  return { channel, url, accessCodeUrl, portalUrl, event: { ...event, mailedAt: mailedAt.toISOString() } };
}
