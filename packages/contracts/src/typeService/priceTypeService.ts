import { z } from 'zod';
import { DISCOUNT_TYPES, type TypeService } from './typeService';

/** What pricing reads of a type service. */
export type TypeServicePricing = Pick<
  TypeService,
  | 'price'
  | 'sharedValue'
  | 'additivePerClient'
  | 'haveDiscount'
  | 'cumulative'
  | 'perClient'
  | 'amountOfItems'
  | 'discountType'
  | 'discount'
>;

/**
 * The pricing fields as another service reads them in catalog's answer: stored values, checked by
 * `typeServiceBodySchema` when they were written, so only their kinds are checked here.
 */
export const typeServicePricingSchema = z.object({
  price: z.number().int().min(0),
  sharedValue: z.boolean(),
  additivePerClient: z.number().int().min(0),
  haveDiscount: z.boolean(),
  cumulative: z.boolean(),
  perClient: z.boolean(),
  amountOfItems: z.number().int().min(0),
  discountType: z.enum(DISCOUNT_TYPES),
  discount: z.number().min(0),
}) satisfies z.ZodType<TypeServicePricing>;

/** Integer cents. */
export type PriceLine = { gross: number; discount: number; net: number };
/** The answer of `GET /api/type-service/{id}/price?clients=n`: totals and one line per client, in client order. */
export type PriceResult = PriceLine & { clients: PriceLine[] };

/** `total` split into `parts` integer shares; the cents left over go to the first shares. */
export function splitCents(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const rest = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * `percent`% of `cents` (never negative), rounded half away from zero to the cent; the percent is read to
 * 1/10000 and computed in BigInt so no float error moves a half cent. 100% or more is all of it.
 */
export function percentOf(cents: number, percent: number): number {
  if (percent >= 100) return cents;
  const tenThousandths = BigInt(Math.round(percent * 10000));
  return Number((2n * BigInt(cents) * tenThousandths + 1_000_000n) / 2_000_000n);
}

/**
 * Price of a type service for the `clients` clients of one protocol (docs/pricing.md):
 * gross split per client, discount per client position (`perClient`, `cumulative`) or once on the
 * total from `amountOfItems` clients, never below zero per client.
 */
export function priceTypeService(service: TypeServicePricing, clients: number): PriceResult {
  if (!Number.isInteger(clients) || clients < 0)
    throw new RangeError(`clients must be a whole number ≥ 0, got ${clients}`);
  if (clients === 0) return { gross: 0, discount: 0, net: 0, clients: [] };

  const gross = service.sharedValue
    ? service.price + service.additivePerClient * (clients - 1)
    : service.price * clients;
  const shares = splitCents(gross, clients);
  const discountOf = (cents: number, times: number) =>
    service.discountType === 'PERCENT'
      ? percentOf(cents, service.discount * times)
      : service.discount * times;

  let discounts: number[];
  if (!service.haveDiscount) {
    discounts = shares.map(() => 0);
  } else if (service.perClient) {
    discounts = shares.map((share, i) => {
      const position = i + 1;
      if (position < service.amountOfItems) return 0;
      const times = service.cumulative ? position - Math.max(service.amountOfItems, 1) + 1 : 1;
      return Math.min(share, discountOf(share, times));
    });
  } else {
    const total = clients >= service.amountOfItems ? Math.min(gross, discountOf(gross, 1)) : 0;
    // Split like the gross: each client's part never exceeds its share (both give their extra cents to the first clients).
    discounts = splitCents(total, clients);
  }

  const lines = shares.map((share, i) => ({
    gross: share,
    discount: discounts[i],
    net: share - discounts[i],
  }));
  const sum = (key: keyof PriceLine) => lines.reduce((acc, line) => acc + line[key], 0);
  return { gross: sum('gross'), discount: sum('discount'), net: sum('net'), clients: lines };
}
