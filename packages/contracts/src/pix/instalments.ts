/**
 * Payment terms that split a case's total in equal instalments (the Pix receiver's `pixInstalments`; 1 is the total
 * at once). The quote's Pix code asks the first instalment; the portal's asks what is due now: what is left of the
 * first instalment not yet paid in full, so a family that paid part of one is asked the rest of it, never more than
 * the balance (docs/adr-pix.md "What is due now").
 */

/** Most instalments an office splits a case in (a genealogy case runs a year or two; 12 months covers it). */
export const PIX_MAX_INSTALMENTS = 12;

/**
 * The instalments of a total in cents: equal parts, the first carrying the cents a division leaves (R$ 1.000,00 in
 * 3 is 333,34 + 333,33 + 333,33), so the first is what a quote shows and they always add up to the total.
 */
export function pixInstalmentAmounts(total: number, instalments: number): number[] {
  const count = Math.min(Math.max(1, Math.trunc(instalments) || 1), PIX_MAX_INSTALMENTS);
  if (total <= 0) return [];
  const part = Math.floor(total / count);
  if (part === 0) return [total];
  return [total - part * (count - 1), ...Array.from({ length: count - 1 }, () => part)];
}

/** What a family owes now: the amount in cents and which instalment it is (1-based) of how many. */
export type PixDue = { amount: number; instalment: number; instalments: number };

/**
 * What is due now of a case whose total is split in `instalments`, given what was paid (receipts less refunds):
 * the rest of the first instalment not paid in full; null when nothing is due.
 */
export function pixDueNow(total: number, paid: number, instalments: number): PixDue | null {
  const parts = pixInstalmentAmounts(total, instalments);
  let reached = 0;
  for (const [index, part] of parts.entries()) {
    reached += part;
    if (reached > paid)
      return { amount: reached - Math.max(0, paid), instalment: index + 1, instalments: parts.length };
  }
  return null;
}
