import { z } from 'zod';
import type { BackupFailureNotice } from '../backup/backupFailedNotice';
import type { ProgressColor, TypeOfCertificate } from '../checklist/enums';
import { checkClientRules } from '../client/schema';
import { clientFieldsSchema, objectIdSchema } from '../client/fields';
import type { ProtocolStage, ProtocolStatus } from '../protocol/enums';
import { TIMELINE_EVENT_KINDS } from '../protocol/timeline';
import { multiLineText } from '../oneLineText';
import { PUBLIC_MESSAGES } from './codes';
import { PUBLIC_CLIENT_FIELDS, type PublicClient, type PublicClientField } from './projection';

/** Longest message a family sends the office. */
export const MAX_FAMILY_MESSAGE_LENGTH = 20_000;

const publicFields = Object.fromEntries(PUBLIC_CLIENT_FIELDS.map((field) => [field, true])) as Record<
  PublicClientField,
  true
>;

/**
 * The person body of the public form (spec 2 "Public client form"): the staff client's fields and rules for the
 * fields a family sees (`PUBLIC_CLIENT_FIELDS`), picked, so no other field can be set from the portal.
 * `responsible` makes the person an underage of that person of the same protocol.
 */
export const publicPersonBodySchema = clientFieldsSchema
  .pick(publicFields)
  .extend({ responsible: objectIdSchema.nullable().optional(), version: z.number().int().min(0).optional() })
  .strict()
  .superRefine((person, ctx) =>
    // the fields the portal does not send keep the office's values; the clients service checks them all together
    checkClientRules({ ...person, typeOfPerson: 'PERSON', alive: true, tags: [], nameVariants: [] }, ctx),
  );
export type PublicPersonBody = z.infer<typeof publicPersonBodySchema>;
export type PublicPersonBodyInput = z.input<typeof publicPersonBodySchema>;

/**
 * spec 2 "choose responsible": the adult of the case an underage is added under, chosen before the underage's form
 * opens (then sent as the person body's `responsible`).
 */
export const chooseResponsibleSchema = z.object({ responsible: objectIdSchema }).strict();
export type ChooseResponsible = z.infer<typeof chooseResponsibleSchema>;

/** `send-notification` body: the family's rich-text message (its text cleaned here, its HTML by the service). */
export const sendNotificationBodySchema = z
  .object({
    message: multiLineText()
      .min(1, PUBLIC_MESSAGES.messageRequired)
      .max(MAX_FAMILY_MESSAGE_LENGTH, PUBLIC_MESSAGES.messageTooLong),
  })
  .strict();
export type SendNotificationBody = z.infer<typeof sendNotificationBodySchema>;

/** spec 3 "Protocol client link" as the portal reads it: the link id and the person (`toPublicClient`). */
export type PublicClientLink = { id: string; client: PublicClient };
/** spec 3 "Underage link" as the portal reads it: the responsible and the underage (`toPublicClient`). */
export type PublicUnderageLink = { id: string; client: PublicClient; underAgeClient: PublicClient };

/**
 * One step of the case as the family follows it (spec 2 "Public status page"): the staff timeline's entries the
 * family sees (`TimelineEventKind`), and what the portal adds: created, documents the office received (`certificate`
 * and the person's name in `label`), the checklist sent.
 */
export const PUBLIC_TIMELINE_KINDS = [
  'CREATED',
  ...TIMELINE_EVENT_KINDS,
  'DOCUMENT_RECEIVED',
  'CHECKLIST_SENT',
] as const;
export type PublicTimelineKind = (typeof PUBLIC_TIMELINE_KINDS)[number];
export type PublicTimelineEvent = {
  kind: PublicTimelineKind;
  at: string;
  stage?: ProtocolStage;
  certificate?: TypeOfCertificate;
  label?: string;
  /** plain text of a message */
  message?: string;
};

/** `GET api/public/protocol/{protocolId}/{accessCode}` (spec 3 "Protocol public info"). */
export type PublicProtocolInfo = {
  protocolGroupName: string;
  code: string;
  status: ProtocolStatus;
  stage: ProtocolStage;
  /** each adult with the names of their underage dependents */
  persons: { name: string; dependents: string[] }[];
  sent: boolean;
  /** the checklist's overall progress (spec 5), computed by the service */
  checklist: { progress: number; color: ProgressColor; certificates: number };
  timeline: PublicTimelineEvent[];
};

/**
 * The office's own notices the bell words in its reader's language: a deadline coming (`days`, `date`, `title`),
 * everyone signed a file (`file`), a signer declined (`file`, `signer`, `reason`).
 */
export const STAFF_NOTICE_CODES = ['deadline', 'signatureCompleted', 'signatureDeclined'] as const;
export type StaffNoticeCode = (typeof STAFF_NOTICE_CODES)[number];
export type StaffNotice = { code: StaffNoticeCode; params: Record<string, string | number> };

/** A family's message to the staff member in charge (DESIGN "Notifications"). */
export type StaffNotification = {
  id: string;
  protocolId: string;
  protocolCode: string;
  protocolGroupName: string;
  message: string;
  read: boolean;
  /** for the caller: theirs or of a case nobody is in charge of (only these they mark read) */
  mine: boolean;
  createdAt: string;
  /**
   * set on the office's own notice that a daily backup failed (administrators only; `protocolId` is empty): the
   * bell words it in the reader's language and opens system configuration
   */
  backupFailure?: BackupFailureNotice;
  /**
   * set on a notice the office's system wrote (deadline, signature): the bell words it from the code and its
   * parameters in the reader's language; `message` stays the stored text (older notices have only that)
   */
  notice?: StaffNotice;
};
/** `unread`: the caller's own unread messages (the bell's count), whichever scope is listed. */
export type StaffNotificationList = { unread: number; notifications: StaffNotification[] };

/**
 * Whose family messages the list shows: the caller's (and those of cases nobody is in charge of), or every one,
 * which only administrators may ask for (the office answers the families, not one person).
 */
export const NOTIFICATION_SCOPES = ['mine', 'all'] as const;
export type NotificationScope = (typeof NOTIFICATION_SCOPES)[number];
/** Query of `GET /api/notification`. */
export const notificationListQuerySchema = z
  .object({ scope: z.enum(NOTIFICATION_SCOPES).default('mine') })
  .strict();
