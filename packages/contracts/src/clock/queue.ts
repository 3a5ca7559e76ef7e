import { z } from 'zod';
import { isoDateSchema } from '../client/fields';
import { multiLineText, oneLineText } from '../oneLineText';
import { objectIdText } from '../objectId';
import { CLOCK_MESSAGES } from './codes';

/**
 * The consulate queue (domain notes, "Italy, queues"): São Paulo's consulate calls adult applications by year
 * lists published on its site, with no letter or e-mail, and missing the day ends the application; so each case
 * records its post, booking reference, call-list year and appointment.
 */
export const CONSULAR_POST_KINDS = ['CONSULATE', 'COMUNE'] as const;
export type ConsularPostKind = (typeof CONSULAR_POST_KINDS)[number];

export type ConsularPost = { id: string; name: string; kind: ConsularPostKind; active: boolean };

/** `POST /api/consular-post` and `/api/consular-post/{id}` (administrators). */
export const consularPostBodySchema = z
  .object({
    name: oneLineText().min(1, CLOCK_MESSAGES.titleRequired).max(200, CLOCK_MESSAGES.tooLong),
    kind: z.enum(CONSULAR_POST_KINDS),
    active: z.boolean().default(true),
  })
  .strict();
export type ConsularPostBody = z.output<typeof consularPostBodySchema>;
export type ConsularPostBodyInput = z.input<typeof consularPostBodySchema>;

/** Call lists name the year applications were filed; a typo guard, not a rule. */
export const MIN_CALL_LIST_YEAR = 1990;
export const MAX_CALL_LIST_YEAR = 2100;

const optionalText = (max: number) =>
  oneLineText()
    .max(max, CLOCK_MESSAGES.tooLong)
    .nullable()
    .optional()
    .transform((value) => value || null);

/** `POST /api/protocol/{id}/queue` */
export const queueEntryBodySchema = z
  .object({
    /** a consular post's id */
    post: objectIdText(CLOCK_MESSAGES.tooLong),
    bookingReference: optionalText(100),
    callListYear: z
      .number()
      .int(CLOCK_MESSAGES.callListYearInvalid)
      .min(MIN_CALL_LIST_YEAR, CLOCK_MESSAGES.callListYearInvalid)
      .max(MAX_CALL_LIST_YEAR, CLOCK_MESSAGES.callListYearInvalid)
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    appointmentDate: z
      .union([isoDateSchema, z.literal('')])
      .nullable()
      .optional()
      .transform((value) => value || null),
    whatToBring: multiLineText()
      .max(2000, CLOCK_MESSAGES.tooLong)
      .nullable()
      .optional()
      .transform((value) => value || null),
  })
  .strict();
export type QueueEntryBody = z.output<typeof queueEntryBodySchema>;
export type QueueEntryBodyInput = z.input<typeof queueEntryBodySchema>;

export type QueueEntry = {
  protocolId: string;
  protocolCode: string;
  protocolName: string;
  post: { id: string; name: string; kind: ConsularPostKind };
  bookingReference: string | null;
  callListYear: number | null;
  appointmentDate: string | null;
  whatToBring: string | null;
  updatedAt: string;
};

/** `GET /api/consular-post/waiting?post=&callListYear=` */
export const waitingQuerySchema = z
  .object({
    post: z
      .string()
      .regex(/^[a-f0-9]{24}$/)
      .optional(),
    callListYear: z.coerce.number().int().min(MIN_CALL_LIST_YEAR).max(MAX_CALL_LIST_YEAR).optional(),
  })
  .strict();
export type WaitingQuery = z.infer<typeof waitingQuerySchema>;
