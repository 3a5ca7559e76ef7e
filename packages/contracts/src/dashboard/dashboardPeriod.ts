import { z } from 'zod';
import { DASHBOARD_ERROR_CODES, type DashboardErrorCode } from './codes';

/** The longest period a chart answers: the charts' picker offers a year at most, five keep the query bounded. */
export const DASHBOARD_MAX_PERIOD_YEARS = 5;

/** The names of the charts, one aggregation endpoint each (`GET /api/dashboard/<name>?from=&to=`). */
export const DASHBOARD_CHARTS = ['finance', 'stages', 'certificates', 'conversion', 'staff'] as const;
export type DashboardChart = (typeof DASHBOARD_CHARTS)[number];

/** `?from=&to=`: calendar days in the office's time zone, both included; checked by `dashboardPeriod`. */
export const dashboardQuerySchema = z
  .object({ from: z.string().optional(), to: z.string().optional() })
  .strict();
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** A checked period: `from` ≤ `to`, both `YYYY-MM-DD`. */
export type DashboardPeriod = { from: string; to: string };

const isCalendarDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/**
 * The period of a chart's query, or the code of its refusal. Without `to` the period ends `today`; without
 * `from` it starts on the first day of `to`'s month (the picker's "this month").
 */
export function dashboardPeriod(
  query: DashboardQuery,
  today: string,
): { period: DashboardPeriod } | { error: DashboardErrorCode } {
  const to = query.to || today;
  const from = query.from || `${to.slice(0, 7)}-01`;
  if (!isCalendarDate(from) || !isCalendarDate(to)) return { error: DASHBOARD_ERROR_CODES.periodInvalidDate };
  if (from > to) return { error: DASHBOARD_ERROR_CODES.periodReversed };
  if (to >= addYears(from, DASHBOARD_MAX_PERIOD_YEARS)) return { error: DASHBOARD_ERROR_CODES.periodTooLong };
  return { period: { from, to } };
}

/** The months (`YYYY-MM`) a period touches, in order: every chart per month has a row for each, zeros included. */
export function monthsOf({ from, to }: DashboardPeriod): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}
