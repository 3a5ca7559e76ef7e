import { z } from 'zod';
import { multiLineText, oneLineText } from '../oneLineText';
import { CLOCK_MESSAGES } from './codes';

/**
 * Where a certificate's physical original is (the custody log): with the family, at the office, at the sworn
 * translator, at the cartório for the apostille, with a courier (with its tracking number), at the consulate.
 */
export const CUSTODY_PLACES = ['FAMILY', 'OFFICE', 'TRANSLATOR', 'NOTARY', 'COURIER', 'CONSULATE'] as const;
export type CustodyPlace = (typeof CUSTODY_PLACES)[number];

/** One move of the original, as `custody` of a certificate lists them (oldest first). */
export type CustodyMove = {
  id: string;
  place: CustodyPlace;
  note: string | null;
  trackingNumber: string | null;
  /** when the original got there (ISO date-time) */
  at: string;
  /** who recorded the move */
  by: { id: string; name: string };
};

/** `POST /api/certificate/{id}/custody`; a courier needs its tracking number. */
export const custodyMoveBodySchema = z
  .object({
    place: z.enum(CUSTODY_PLACES),
    note: multiLineText()
      .max(1000, CLOCK_MESSAGES.tooLong)
      .nullable()
      .optional()
      .transform((value) => value || null),
    trackingNumber: oneLineText()
      .max(100, CLOCK_MESSAGES.tooLong)
      .nullable()
      .optional()
      .transform((value) => value || null),
    at: z
      .string()
      .datetime({ offset: true })
      .or(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.place === 'COURIER' && !body.trackingNumber)
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: CLOCK_MESSAGES.trackingRequired });
  });
export type CustodyMoveBody = z.output<typeof custodyMoveBodySchema>;
export type CustodyMoveBodyInput = z.input<typeof custodyMoveBodySchema>;

/** The work queue's filter default: originals outside the office for more than this many days. */
export const DEFAULT_OUTSIDE_OFFICE_DAYS = 30;
/** Places that count as "outside the office" (the family's own papers are not the office's to chase). */
export const OUTSIDE_OFFICE_PLACES: readonly CustodyPlace[] = [
  'TRANSLATOR',
  'NOTARY',
  'COURIER',
  'CONSULATE',
];
