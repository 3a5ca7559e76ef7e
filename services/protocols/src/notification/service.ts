import mongoose, { type Connection } from 'mongoose';
import {
  hasLevel,
  PROTOCOL_STAGE_LABELS,
  type NotificationScope,
  type ProtocolTimelineEvent,
  type StaffNotice,
  type StaffNotification,
  type StaffNotificationList,
} from '@linhagem/contracts';
import { AppError, createLogger, sanitizeRichText, toObjectId, type Caller } from '@linhagem/service-kit';
import type { Mail, Mailer } from '../mail/mailer';
import type { ProtocolDocument } from '../protocol/model';
import { findProtocol, type Deps } from '../protocol/service';
import { groupNameOf } from '../public/publicInfo';
import { timelineEventModel } from '../timeline/model';
import { recordTimelineEvent } from '../timeline/service';
import { notificationModel, type NotificationRecord } from './model';

const logger = createLogger('protocols');
/** how many of a user's latest notifications the bell lists */
export const NOTIFICATION_LIST_SIZE = 20;

export type NotifyDeps = Deps & { mailer: Mailer };

/** A rich text as a plain-text mail body: paragraphs on their own lines, tags dropped, entities read. */
export const plainText = (html: string) =>
  html
    .replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
    // the sanitiser's entities read as the characters they stand for (`&amp;` last, so `&amp;lt;` stays `&lt;`)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** Mails without failing the request (the message is already kept); the time it was accepted, or null. */
async function mailQuietly(mailer: Mailer, mail: Mail): Promise<Date | null> {
  if (!mailer.enabled || !mail.to) return null;
  try {
    return (await mailer.send(mail)) ? new Date() : null;
  } catch (error) {
    logger.error('mail not sent', { to: mail.to, error: String(error) });
    return null;
  }
}

/**
 * A family's `send-notification` (and a file it sent through the portal, `about` saying so in the mail's
 * subject): kept for the staff member in charge (the bell in the shell), on the case's timeline, and mailed to
 * the office's address when mail is on (staff users have no e-mail of their own).
 */
export async function notifyOffice(
  deps: NotifyDeps,
  protocol: ProtocolDocument,
  message: string,
  about = 'message from the family',
  /** how the timeline shows it: a family's message, or the end of a signing request */
  timelineKind: 'FAMILY_NOTIFICATION' | 'SIGNATURE' = 'FAMILY_NOTIFICATION',
  /** the office's own notice (a signature event): worded by the bell in its reader's language */
  notice?: StaffNotice,
) {
  const clean = sanitizeRichText(message);
  const groupName = groupNameOf(protocol);
  const saved = await notificationModel(deps.connection).create({
    protocol: protocol._id,
    protocolCode: protocol.code,
    protocolGroupName: groupName,
    userId: protocol.currentUser?.id ?? null,
    message: clean,
    ...(notice && { notice }),
  });
  await recordTimelineEvent(deps.connection, protocol, {
    kind: timelineKind,
    author: { id: null, name: groupName },
    message: plainText(clean),
    visibleToFamily: true,
  });
  const office = deps.mailer.enabled ? await deps.remotes.office().catch(() => undefined) : undefined;
  const inCharge = protocol.currentUser?.name ? ` (${protocol.currentUser.name})` : '';
  await mailQuietly(deps.mailer, {
    to: office?.email ?? '',
    subject: `[${protocol.code}] ${groupName}: ${about}${inCharge}`,
    text: plainText(clean),
    html: clean,
  });
  return { id: String(saved._id) };
}

/**
 * The mail path of the office's "send notification" modal (spec 2): mails a timeline event's message to the
 * protocol's main client when mail is on and the client has an e-mail, and dates the event's `mailedAt`.
 */
export async function mailToFamily(
  deps: NotifyDeps,
  event: ProtocolTimelineEvent,
): Promise<ProtocolTimelineEvent> {
  if (!deps.mailer.enabled) return event;
  const protocol = await findProtocol(deps.connection, event.protocolId);
  const mainClient = protocol.mainClient ? String(protocol.mainClient) : undefined;
  const [client] = mainClient ? await deps.remotes.readClients([mainClient]) : [];
  const stage = PROTOCOL_STAGE_LABELS[protocol.stage]['pt-BR'];
  const mailedAt = await mailQuietly(deps.mailer, {
    to: client?.email ?? '',
    subject: `[${protocol.code}] ${groupNameOf(protocol)} — ${stage}`,
    text: event.message,
  });
  if (!mailedAt) return event;
  await timelineEventModel(deps.connection).updateOne({ _id: toObjectId(event.id) }, { $set: { mailedAt } });
  return { ...event, mailedAt: mailedAt.toISOString() };
}

const toNotification =
  (caller: Caller) =>
  (n: NotificationRecord): StaffNotification => ({
    id: String(n._id),
    protocolId: n.protocol ? String(n.protocol) : '',
    protocolCode: n.protocolCode,
    protocolGroupName: n.protocolGroupName,
    message: n.message,
    read: n.read,
    mine: n.userId === null || n.userId === caller.sub,
    createdAt: n.createdAt.toISOString(),
    ...(n.notice && { notice: { code: n.notice.code, params: n.notice.params ?? {} } }),
    ...(n.backupFailure && {
      backupFailure: { at: n.backupFailure.at.toISOString(), reason: n.backupFailure.reason },
    }),
  });

/**
 * The notifications a staff member sees: theirs, and those of protocols nobody is in charge of; the office's
 * administrators-only notices (a failed backup) to administrators alone.
 */
const mine = (caller: Caller) => ({
  userId: mongoose.trusted({ $in: [caller.sub, null] }),
  ...(hasLevel(caller.typeUser, 'ADMINISTRATOR') ? {} : { audience: null }),
});

/**
 * `GET /api/notification`: the latest family messages of the scope (`all` only for administrators: 403
 * otherwise), with the caller's own unread count for the bell.
 */
export async function listNotifications(
  connection: Connection,
  caller: Caller,
  scope: NotificationScope = 'mine',
): Promise<StaffNotificationList> {
  if (scope === 'all' && !hasLevel(caller.typeUser, 'ADMINISTRATOR'))
    throw AppError.forbidden('Only administrators see every family message');
  const model = notificationModel(connection);
  const [notifications, unread] = await Promise.all([
    model
      .find(scope === 'all' ? {} : mine(caller))
      .sort({ createdAt: -1, _id: -1 })
      .limit(NOTIFICATION_LIST_SIZE)
      .lean<NotificationRecord[]>(),
    model.countDocuments({ ...mine(caller), read: false }),
  ]);
  return { unread, notifications: notifications.map(toNotification(caller)) };
}

export async function markRead(
  connection: Connection,
  caller: Caller,
  id: string,
): Promise<StaffNotification> {
  const doc = await notificationModel(connection)
    .findOneAndUpdate(
      { _id: toObjectId(id), ...mine(caller) },
      { $set: { read: true } },
      { returnDocument: 'after' },
    )
    .lean<NotificationRecord>();
  if (!doc) throw AppError.notFound('Notification not found');
  return toNotification(caller)(doc);
}

export async function markAllRead(connection: Connection, caller: Caller) {
  await notificationModel(connection).updateMany({ ...mine(caller), read: false }, { $set: { read: true } });
  return listNotifications(connection, caller);
}
