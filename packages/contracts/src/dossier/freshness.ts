import { z } from 'zod';
import type { ChecklistCategory, TypeOfCertificate } from '../checklist/enums';
import { DESTINATION_ROUTES, type DestinationRoute } from './destinationRoutes';

/**
 * How fresh a certificate must be when the dossier is sent, in months from the copy's issue date (`null`: no
 * limit). Sources disagree [U], so administrators change them in system configuration; defaults: a comune
 * 6 months (DPR 445/2000 art. 41), Portugal 6 months for a minor's birth record (some say 1 year);
 * consulates ask only for legible documents in good condition.
 */
const months = z.number().int().min(1).max(120).nullable();
const routeFreshnessSchema = z
  .object({ months: months.default(null), minorBirthMonths: months.default(null) })
  .strict();
export type RouteFreshness = z.infer<typeof routeFreshnessSchema>;

export const DEFAULT_DOSSIER_FRESHNESS: Record<DestinationRoute, RouteFreshness> = {
  IT_CONSULATE: { months: null, minorBirthMonths: null },
  IT_COMUNE: { months: 6, minorBirthMonths: null },
  IT_COURT: { months: null, minorBirthMonths: null },
  PT: { months: null, minorBirthMonths: 6 },
};

/** `GET/POST /api/configuration/dossier-freshness` (administrators write). */
export const dossierFreshnessSchema = z
  .object(
    Object.fromEntries(
      DESTINATION_ROUTES.map((route) => [
        route,
        routeFreshnessSchema.default(DEFAULT_DOSSIER_FRESHNESS[route]),
      ]),
    ) as Record<DestinationRoute, z.ZodDefault<typeof routeFreshnessSchema>>,
  )
  .strict();
export type DossierFreshness = z.output<typeof dossierFreshnessSchema>;
export type DossierFreshnessBody = z.input<typeof dossierFreshnessSchema>;

/** Certificates expiring within this many days are flagged, counted on the dashboard and filterable. */
export const EXPIRING_SOON_DAYS = 30;

/** The checklist categories whose birth record follows a route's `minorBirthMonths`. */
export const MINOR_CHECKLIST_CATEGORIES: readonly ChecklistCategory[] = ['UNDER_AGE', 'ALMOST_18'];

/** The freshness limit in months of one certificate, or null when its route sets none. */
export function freshnessMonthsFor(
  freshness: DossierFreshness,
  route: DestinationRoute,
  certificate: { typeOfCertificate: TypeOfCertificate | null; category: ChecklistCategory },
): number | null {
  const limits = freshness[route];
  if (certificate.typeOfCertificate === 'BIRTH' && MINOR_CHECKLIST_CATEGORIES.includes(certificate.category))
    return limits.minorBirthMonths ?? limits.months;
  return limits.months;
}

/** `YYYY-MM-DD` plus whole months, the day clamped to the month's end (2026-08-31 + 6 → 2027-02-28). */
export function addMonthsIso(date: string, count: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + count, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export function addDaysIso(date: string, count: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + count);
  return at.toISOString().slice(0, 10);
}

/** The day a copy issued on `issueDate` stops being fresh enough, or null without a date or a limit. */
export function expiresOn(issueDate: string | null | undefined, limitMonths: number | null): string | null {
  return issueDate && limitMonths ? addMonthsIso(issueDate, limitMonths) : null;
}

/** Expired or expiring within EXPIRING_SOON_DAYS of `today`. */
export function isExpiringSoon(expires: string | null, today: string): boolean {
  return !!expires && expires <= addDaysIso(today, EXPIRING_SOON_DAYS);
}

/** When a certificate stops being fresh enough for its protocol's route, and whether that is near (or past). */
export type CertificateExpiry = { expiresOn: string | null; expiringSoon: boolean };

/** What expiry reads of a certificate: a copy not needed (`NOT_NECESSARY`) never expires. */
export type ExpiryFields = {
  typeOfCertificate?: TypeOfCertificate | null;
  statusDocument?: string | null;
  issueDate?: string | null;
};

/** The expiry of one certificate of a person of `category` on `route` (no route: none). */
export function certificateExpiry(
  certificate: ExpiryFields,
  category: ChecklistCategory,
  route: DestinationRoute | null,
  freshness: DossierFreshness,
  today: string,
): CertificateExpiry {
  if (!route || certificate.statusDocument === 'NOT_NECESSARY')
    return { expiresOn: null, expiringSoon: false };
  const limit = freshnessMonthsFor(freshness, route, {
    typeOfCertificate: certificate.typeOfCertificate ?? null,
    category,
  });
  const expires = expiresOn(certificate.issueDate, limit);
  return { expiresOn: expires, expiringSoon: isExpiringSoon(expires, today) };
}

/**
 * The last issue date whose copy, under a limit of `limitMonths`, is expired or expires within EXPIRING_SOON_DAYS
 * of `today`: a database filter `issueDate <= cutoff` finds exactly the certificates isExpiringSoon flags
 * (addMonthsIso never decreases, and clamps up to three days of a month's end onto the same day).
 */
export function expiringIssueCutoff(limitMonths: number, today: string): string {
  const last = addDaysIso(today, EXPIRING_SOON_DAYS);
  let cutoff = addMonthsIso(last, -limitMonths);
  while (addMonthsIso(cutoff, limitMonths) > last) cutoff = addDaysIso(cutoff, -1);
  while (addMonthsIso(addDaysIso(cutoff, 1), limitMonths) <= last) cutoff = addDaysIso(cutoff, 1);
  return cutoff;
}
