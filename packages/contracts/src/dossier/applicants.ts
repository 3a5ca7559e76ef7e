import type { ChecklistCategory } from '../checklist/enums';
import { DESTINATION_ROUTE_DEFINITIONS, type DestinationRoute } from './destinationRoutes';

/** Age of majority, and the age from which a minor is filed as "almost 18" (turns 18 within a year). */
export const ADULT_AGE = 18;
export const ALMOST_18_FROM_AGE = 17;

/** Whole years between two `YYYY-MM-DD` dates. */
export function ageOn(birthDay: string, on: string): number {
  const [by, bm, bd] = birthDay.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The checklist category of an applicant from their birth date: adults are APPLICANT. */
export function applicantCategory(birthDay: string | null | undefined, today: string): ChecklistCategory {
  if (!birthDay) return 'APPLICANT';
  const age = ageOn(birthDay, today);
  if (age >= ADULT_AGE) return 'APPLICANT';
  return age >= ALMOST_18_FROM_AGE ? 'ALMOST_18' : 'UNDER_AGE';
}

export type GovernmentFee = {
  currency: 'EUR';
  perAdultCents: number;
  adults: number;
  minors: number;
  totalCents: number;
};

/** The route's government fee for the applicants (per adult, minors zero), for the financial tab. */
export function governmentFee(
  route: DestinationRoute,
  applicants: Array<{ birthDay?: string | null }>,
  today: string,
): GovernmentFee {
  return governmentFeeFor(
    route,
    applicants.map((applicant) => applicantCategory(applicant.birthDay, today)),
  );
}

/** The same fee from checklist categories: APPLICANT pays, ALMOST_18 and UNDER_AGE are minors; others are not applying. */
export function governmentFeeFor(
  route: DestinationRoute,
  categories: readonly ChecklistCategory[],
): GovernmentFee {
  const perAdultCents = DESTINATION_ROUTE_DEFINITIONS[route].governmentFeePerAdultCents;
  const adults = categories.filter((category) => category === 'APPLICANT').length;
  const minors = categories.filter((category) => category === 'ALMOST_18' || category === 'UNDER_AGE').length;
  return { currency: 'EUR', perAdultCents, adults, minors, totalCents: adults * perAdultCents };
}
