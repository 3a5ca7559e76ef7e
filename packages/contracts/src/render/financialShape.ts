import { z } from 'zod';
import type { ProtocolFinancial } from '../protocol/financial';

const cents = z.number().int();
/** `ProtocolFinancial` as an internal answer is checked. */
export const protocolFinancialShape = z.object({
  servicesGross: cents,
  servicesDiscount: cents,
  servicesNet: cents,
  taxRate: z.number(),
  tax: cents,
  total: cents,
  received: cents,
  refunded: cents,
  expenses: cents,
  balance: cents,
}) satisfies z.ZodType<ProtocolFinancial>;
