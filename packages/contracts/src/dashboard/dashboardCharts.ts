import type { ProtocolStage } from '../protocol/enums';
import type { StatusDocument, StatusTranslate } from '../checklist/enums';
import type { CustodyPlace } from '../clock/custody';
import type { DashboardPeriod } from './dashboardPeriod';

/**
 * `GET /api/dashboard/finance`: per month of the period (office time), in integer cents. `billed` is services net
 * plus tax (computeProtocolFinancial's `total`) of the protocols created in the month — a converted budget counts
 * on its conversion day, when it became a protocol; canceled ones do not count. `received` and `refunded` are the
 * cash entries dated in the month.
 */
export type DashboardFinance = DashboardPeriod & {
  months: { month: string; billed: number; received: number; refunded: number }[];
  totals: { billed: number; received: number; refunded: number };
};

/**
 * `GET /api/dashboard/stages`: the ACTIVE protocols per stage now, and the median days a case spent in each stage
 * (from its stage history: a stay is from one entry to the next, or to now for the current stage) among the stays
 * that began in the period. `medianDays` is null where no stay began.
 */
export type DashboardStages = DashboardPeriod & {
  stages: { stage: ProtocolStage; open: number; medianDays: number | null; stays: number }[];
};

/**
 * `GET /api/dashboard/certificates`: the certificates of the ACTIVE protocols, by document status and by
 * translation status (`null`: not set yet), and the originals outside the office now (OUTSIDE_OFFICE_PLACES).
 * A snapshot: the period is echoed, not applied.
 */
export type DashboardCertificates = DashboardPeriod & {
  byDocumentStatus: { status: StatusDocument | null; count: number }[];
  byTranslationStatus: { status: StatusTranslate | null; count: number }[];
  outsideOffice: { place: CustodyPlace; count: number }[];
  total: number;
};

/**
 * `GET /api/dashboard/conversion`: per month, the budgets created (`newBudgets`, converted since or not) and the
 * budgets converted in it; `rate` is converted ÷ new, in percent with one decimal (null with no new budget).
 */
export type DashboardConversion = DashboardPeriod & {
  months: { month: string; newBudgets: number; converted: number; rate: number | null }[];
  totals: { newBudgets: number; converted: number; rate: number | null };
};

/**
 * `GET /api/dashboard/staff` (ADMINISTRATOR): per staff member, the ACTIVE protocols in their charge now and the
 * protocols in their charge finished in the period.
 */
export type DashboardStaff = DashboardPeriod & {
  staff: { userId: string; name: string; inCharge: number; finished: number }[];
};

export type DashboardAnswers = {
  finance: DashboardFinance;
  stages: DashboardStages;
  certificates: DashboardCertificates;
  conversion: DashboardConversion;
  staff: DashboardStaff;
};
