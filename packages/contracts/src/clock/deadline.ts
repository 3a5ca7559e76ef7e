import { z } from 'zod';
import { isoDateSchema } from '../client/fields';
import { oneLineText } from '../oneLineText';
import type { RuleVersionRef } from '../dossier/ruleVersions';
import { CLOCK_MESSAGES } from './codes';

/**
 * The case's legal clock (domain notes ../shared/domain/citizenship-by-descent.md, "What changed in 2025-2026"):
 * deadlines computed on every read from the case (a minor's registration, a certificate's freshness, the legal
 * answer time) and those staff add by hand.
 */
export const DEADLINE_KINDS = ['MINOR_REGISTRATION', 'CERTIFICATE_EXPIRY', 'LEGAL_ANSWER', 'MANUAL'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];
export const DEADLINE_STATES = ['OPEN', 'DONE', 'MISSED'] as const;
export type DeadlineState = (typeof DEADLINE_STATES)[number];

/** Days before a deadline the staff member in charge is notified, once each. */
export const DEADLINE_NOTICE_DAYS = [30, 7, 1] as const;
/** The dashboard's window ("next 30 days") and the largest window a caller may ask for. */
export const UPCOMING_DEADLINE_DAYS = 30;
export const MAX_UPCOMING_DEADLINE_DAYS = 366;

/** What a deadline is about: a checklist person, a certificate, or the protocol itself. */
export type DeadlineSubject = { type: 'PERSON' | 'CERTIFICATE' | 'PROTOCOL'; id: string; name: string };

export type Deadline = {
  /** a hand-added deadline's own id; a computed one's is `<protocolId>-<KIND>-<subjectId>` */
  id: string;
  protocolId: string;
  protocolCode: string;
  kind: DeadlineKind;
  /** `YYYY-MM-DD` */
  date: string;
  /** readable English for a computed one (screens word it from `kind` and `about`); staff's words for a manual one */
  title: string;
  about: DeadlineSubject;
  /** the rule version that set the date (null for a manual one) */
  rule: RuleVersionRef | null;
  state: DeadlineState;
  /** days from today to the date (negative once past) */
  daysLeft: number;
  /** the staff member in charge of the case */
  inCharge: { id: string; name: string } | null;
};

/** `POST /api/protocol/{id}/deadlines` */
export const deadlineBodySchema = z
  .object({
    date: isoDateSchema,
    title: oneLineText().min(1, CLOCK_MESSAGES.titleRequired).max(200, CLOCK_MESSAGES.tooLong),
    kind: z.enum(DEADLINE_KINDS).default('MANUAL'),
  })
  .strict();
export type DeadlineBody = z.output<typeof deadlineBodySchema>;
export type DeadlineBodyInput = z.input<typeof deadlineBodySchema>;

/** A deadline's id in a path: an ObjectId (hand-added) or a computed deadline's key. */
export const deadlineIdParamsSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-f0-9]{24}(-(MINOR_REGISTRATION|CERTIFICATE_EXPIRY|LEGAL_ANSWER)-[a-f0-9]{24})?$/),
  })
  .strict();

/** `GET /api/deadline/upcoming?days=30` */
export const upcomingDeadlinesQuerySchema = z
  .object({
    days: z.coerce.number().int().min(1).max(MAX_UPCOMING_DEADLINE_DAYS).default(UPCOMING_DEADLINE_DAYS),
    /** only the cases in the caller's charge */
    mine: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type UpcomingDeadlinesQuery = z.infer<typeof upcomingDeadlinesQuerySchema>;
