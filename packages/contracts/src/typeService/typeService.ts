import { z } from 'zod';
import { objectIdSchema } from '../client';
import { oneLineText } from '../oneLineText';
import { TYPE_SERVICE_MESSAGES } from './codes';

/**
 * Type of service (spec 3): the body of `POST /api/type-service/{id?}`.
 * Money (`price`, `additivePerClient`, a VALUE `discount`) is integer cents; a PERCENT `discount` is a percentage.
 */
export const DISCOUNT_TYPES = ['VALUE', 'PERCENT'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Largest amount of money a type service holds (R$ 10 million in cents). */
export const MAX_MONEY_CENTS = 1_000_000_000;
export const MAX_CONTRACTS_PER_TYPE_SERVICE = 50;

export const centsSchema = z
  .number(TYPE_SERVICE_MESSAGES.cents)
  .int(TYPE_SERVICE_MESSAGES.cents)
  .min(0, TYPE_SERVICE_MESSAGES.cents)
  .max(MAX_MONEY_CENTS, TYPE_SERVICE_MESSAGES.cents);

const optionalLetter = z
  .union([objectIdSchema, z.literal('')])
  .nullable()
  .optional()
  .transform((v) => v || null);

export const typeServiceBodySchema = z
  .object({
    name: oneLineText().min(1, TYPE_SERVICE_MESSAGES.required).max(120),
    // spec 3 "Basic: name, price": a service is sold for something, and R$ 0,00 is a price field left untouched
    price: centsSchema.min(1, TYPE_SERVICE_MESSAGES.priceRequired),
    active: z.boolean().default(true),
    haveDiscount: z.boolean().default(false),
    cumulative: z.boolean().default(false),
    perClient: z.boolean().default(false),
    /** The client count (or, per client, the client position counting from 1) from which the discount applies. */
    amountOfItems: z.number().int().min(0).max(1000).default(0),
    discountType: z.enum(DISCOUNT_TYPES).default('PERCENT'),
    discount: z.number().min(0).max(MAX_MONEY_CENTS).default(0),
    additivePerClient: centsSchema.default(0),
    sharedValue: z.boolean().default(false),
    headerLetter: optionalLetter,
    footerLetter: optionalLetter,
    contracts: z.array(objectIdSchema).max(MAX_CONTRACTS_PER_TYPE_SERVICE).default([]),
    defaultForUnderage: z.boolean().default(false),
  })
  .strict()
  .superRefine((body, ctx) => {
    const ok =
      body.discountType === 'PERCENT'
        ? body.discount <= 100 && Math.abs(body.discount * 100 - Math.round(body.discount * 100)) < 1e-6
        : Number.isInteger(body.discount);
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['discount'],
        message:
          body.discountType === 'PERCENT'
            ? TYPE_SERVICE_MESSAGES.percentInvalid
            : TYPE_SERVICE_MESSAGES.cents,
      });
  });
export type TypeServiceBody = z.input<typeof typeServiceBodySchema>;
export type TypeServiceFields = z.output<typeof typeServiceBodySchema>;

/** A type service as the API answers it. */
export type TypeService = TypeServiceFields & { id: string; createdAt?: string; updatedAt?: string };

/** Filter body of `POST /api/type-service/pagination`. */
export const typeServiceFilterSchema = z
  .object({
    name: z.string().trim().max(120).optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type TypeServiceFilter = z.infer<typeof typeServiceFilterSchema>;

/** Query of `GET /api/type-service/{id}/price?clients=n`. */
export const MAX_PRICED_CLIENTS = 100;
export const priceQuerySchema = z
  .object({ clients: z.coerce.number().int().min(1).max(MAX_PRICED_CLIENTS).default(1) })
  .strict();
