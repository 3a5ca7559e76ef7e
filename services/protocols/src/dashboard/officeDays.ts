import { OFFICE_TIME_ZONE, officeClockParts } from '@linhagem/service-kit';

/** How far the office's clock is ahead of UTC at an instant, in ms (negative in Brazil). */
function officeOffset(instant: number): number {
  const parts = Object.fromEntries(
    officeClockParts.formatToParts(instant).map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day `YYYY-MM-DD` begins at the office (DESIGN "Dates": days are the office's). */
export function officeDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - officeOffset(utcMidnight);
  return new Date(utcMidnight - officeOffset(guess));
}

/** The instants of a period of office days, both included: `{ $gte, $lt }` for a match on a moment. */
export function officeDayRange(from: string, to: string): { $gte: Date; $lt: Date } {
  const after = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { $gte: officeDayStart(from), $lt: officeDayStart(after) };
}

/** The office's month `YYYY-MM` of a moment, inside an aggregation. */
export const officeMonthOf = (date: unknown) => ({
  $dateToString: { format: '%Y-%m', date, timezone: OFFICE_TIME_ZONE },
});

/** Today's date at the office, `YYYY-MM-DD`. */
export const officeToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE }).format(now);
