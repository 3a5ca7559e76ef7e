import { percentOf, type PriceLine } from '../typeService';
import type { CashEntryType } from './enums';

/** `GET /api/protocol/{id}/financial`, in integer cents. */
export type ProtocolFinancial = {
  servicesGross: number;
  servicesDiscount: number;
  servicesNet: number;
  taxRate: number;
  /** the tax line: `taxRate`% of the services' net when the protocol has tax, else 0 */
  tax: number;
  /** services net plus tax: what the family owes in all */
  total: number;
  received: number;
  refunded: number;
  expenses: number;
  /** what the family still owes: total − received + refunded (expenses are the office's) */
  balance: number;
};

export type FinancialInput = {
  services: Array<{ price: PriceLine }>;
  haveTax: boolean;
  taxRate: number;
  entries: Array<{ type: CashEntryType; value: number }>;
};

/** The totals of one protocol, on the server and in the screens alike. */
export function computeProtocolFinancial({
  services,
  haveTax,
  taxRate,
  entries,
}: FinancialInput): ProtocolFinancial {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const servicesGross = sum(services.map((s) => s.price.gross));
  const servicesDiscount = sum(services.map((s) => s.price.discount));
  const servicesNet = sum(services.map((s) => s.price.net));
  const tax = haveTax ? percentOf(servicesNet, taxRate) : 0;
  const of = (type: CashEntryType) => sum(entries.filter((e) => e.type === type).map((e) => e.value));
  const received = of('RECEIPT');
  const refunded = of('REFUND');
  const total = servicesNet + tax;
  return {
    servicesGross,
    servicesDiscount,
    servicesNet,
    taxRate: haveTax ? taxRate : 0,
    tax,
    total,
    received,
    refunded,
    expenses: of('EXPENSE'),
    balance: total - received + refunded,
  };
}
