import { addDaysIso, officeDayStart, type DashboardPeriod } from '@linhagem/contracts';

/** A dashboard period with the office's time zone, whose calendar days `from` and `to` are (DESIGN "The office's day"). */
export type OfficePeriod = DashboardPeriod & { timeZone: string };

/** The instants of a period of office days, both included: `{ $gte, $lt }` for a match on a moment. */
export function officeDayRange({ from, to, timeZone }: OfficePeriod): { $gte: Date; $lt: Date } {
  return { $gte: officeDayStart(timeZone, from), $lt: officeDayStart(timeZone, addDaysIso(to, 1)) };
}

/** The office's month `YYYY-MM` of a moment, inside an aggregation. */
export const officeMonthOf = (date: unknown, timeZone: string) => ({
  $dateToString: { format: '%Y-%m', date, timezone: timeZone },
});
