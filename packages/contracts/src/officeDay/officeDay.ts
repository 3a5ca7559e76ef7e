import { z } from 'zod';
import { CATALOG_MESSAGES } from '../catalog/codes';

// The office's day (DESIGN "The office's day"): "today" is the calendar day on the office's wall clock, in the
// IANA time zone of the system configuration, never the server's or the browser's zone. Pure functions over Intl,
// shared by the services and the screens so both count the same day.

/** The time zone of a new installation when `OFFICE_TIME_ZONE` names none. */
export const DEFAULT_OFFICE_TIME_ZONE = 'America/Sao_Paulo';

const formats = new Map<string, Intl.DateTimeFormat>();
/** One cached formatter per zone: the office's wall clock as numeric parts, 24 h. */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether `name` is an IANA time zone this runtime knows (`America/Sao_Paulo`, `Europe/Rome`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    wallClockFormat(name);
    return true;
  } catch {
    return false;
  }
}

/** The zone named, or the default when it names none this runtime knows (an environment variable, a stored value). */
export const timeZoneOrDefault = (name: string | null | undefined): string =>
  name && isTimeZone(name) ? name : DEFAULT_OFFICE_TIME_ZONE;

/** An instant's year, month (1-12), day, hour, minute and second on the wall clock of `timeZone`. */
export function wallClockParts(timeZone: string, instant: Date | number) {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** The office's calendar day `YYYY-MM-DD` at `now` (23:30 in São Paulo is still that day there, 02:30 UTC the next). */
export function officeToday(timeZone: string, now: Date | number = Date.now()): string {
  const { year, month, day } = wallClockParts(timeZone, now);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

let currentTimeZone = DEFAULT_OFFICE_TIME_ZONE;

/**
 * The office's zone as this process last learned it, for the code that asks "today" without one at hand
 * (`todayIso`, the schemas' "not after today" rules): service-kit sets it from the system configuration, a screen
 * from the API. America/Sao_Paulo until told; never the machine's own zone.
 */
export const currentOfficeTimeZone = (): string => currentTimeZone;

/** Sets currentOfficeTimeZone (a name this runtime does not know is ignored). */
export function setCurrentOfficeTimeZone(timeZone: string): void {
  if (isTimeZone(timeZone)) currentTimeZone = timeZone;
}

/** The office's month `YYYY-MM` at `now`. */
export const officeMonth = (timeZone: string, now: Date | number = Date.now()): string =>
  officeToday(timeZone, now).slice(0, 7);

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (negative in Brazil). */
export function zoneOffset(timeZone: string, instant: number): number {
  const p = wallClockParts(timeZone, instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the office's clock shows `HH:MM` on the calendar day `YYYY-MM-DD` (a gap of a DST change: after it). */
export function officeInstant(timeZone: string, day: string, time = '00:00'): Date {
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  const guess = wall - zoneOffset(timeZone, wall);
  return new Date(wall - zoneOffset(timeZone, guess));
}

/** The instant the office's calendar day `YYYY-MM-DD` begins. */
export const officeDayStart = (timeZone: string, day: string): Date => officeInstant(timeZone, day);

/** The office's wall-clock time of an instant, as the fields of a UTC date (a spreadsheet's date has no zone). */
export function officeWallClock(timeZone: string, instant: Date | number): Date {
  const p = wallClockParts(timeZone, instant);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

/** The system configuration's time zone (spec 2 "System configuration"): an IANA name the runtime knows. */
export const officeTimeZoneSchema = z
  .object({
    timeZone: z
      .string()
      .trim()
      .max(64, CATALOG_MESSAGES.timeZoneInvalid)
      .refine(isTimeZone, CATALOG_MESSAGES.timeZoneInvalid),
  })
  .strict();
export type OfficeTimeZone = z.output<typeof officeTimeZoneSchema>;
