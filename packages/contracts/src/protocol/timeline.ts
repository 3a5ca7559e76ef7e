import { z } from 'zod';
import { PROTOCOL_MESSAGES } from './codes';
import type { ProtocolStage } from './enums';

/**
 * What the case's timeline shows (spec 2 "Public status page"; DESIGN "Notifications"), oldest first:
 * - `STAGE`: a stage change (from the protocol's stage history; `stage` set);
 * - `STAFF_NOTIFICATION`: a message the office sent to the family (`POST /api/protocol/{id}/notification`);
 * - `FAMILY_NOTIFICATION`: a message the family sent from the portal;
 * - `CONTRACT_ATTACHED`: a contract filled in for a client (`message` holds the contract's name);
 * - `PORTAL_LINK_SENT`: the portal's link sent to the family (`message`: the channel and what was sent, never the
 *   access code);
 * - `SIGNATURE`: a signing request ended in the portal: everyone signed, or a signer declined (`message` says which).
 */
export const TIMELINE_EVENT_KINDS = [
  'STAGE',
  'STAFF_NOTIFICATION',
  'FAMILY_NOTIFICATION',
  'CONTRACT_ATTACHED',
  'PORTAL_LINK_SENT',
  'SIGNATURE',
] as const;
export type TimelineEventKind = (typeof TIMELINE_EVENT_KINDS)[number];

/** One entry of `GET /api/protocol/{id}/timeline`. */
export type ProtocolTimelineEvent = {
  /** the stored event's id; for a `STAGE` event, `stage-<index in the history>` */
  id: string;
  protocolId: string;
  kind: TimelineEventKind;
  /** ISO date-time */
  at: string;
  /** who did it: a staff member, or the family's name for `FAMILY_NOTIFICATION` */
  author: { id: string | null; name: string };
  /** plain text ('' for `STAGE`) */
  message: string;
  stage?: ProtocolStage;
  /** whether the family sees it on the portal */
  visibleToFamily: boolean;
  /** when it was e-mailed to the family (null: not mailed, e.g. no `SMTP_URL`) */
  mailedAt: string | null;
};

export const MAX_NOTIFICATION_LENGTH = 5000;

/** `POST /api/protocol/{id}/notification`: a plain-text message from the office to the family. */
export const staffNotificationBodySchema = z
  .object({
    message: z
      .string()
      .trim()
      .min(1, PROTOCOL_MESSAGES.required)
      .max(MAX_NOTIFICATION_LENGTH, PROTOCOL_MESSAGES.tooLong),
  })
  .strict();
export type StaffNotificationBody = z.infer<typeof staffNotificationBodySchema>;
