import {
  CATALOG_INTERNAL,
  currentOfficeTimeZone,
  officeTimeZoneSchema,
  officeToday,
  setCurrentOfficeTimeZone,
  timeZoneOrDefault,
} from '@linhagem/contracts';
import { internalClient } from './internalCall';

// The office's day in a service (DESIGN "The office's day"): services/catalog owns the time zone (system
// configuration); every other service asks it through catalog's internal API and keeps the answer a short while,
// so an administrator's change reaches every box within OFFICE_TIME_ZONE_TTL_MS and "today" costs no call.

/** How long a service keeps the zone it read before asking again. */
export const OFFICE_TIME_ZONE_TTL_MS = 30_000;

/** How long a failed read's fallback is kept before catalog is asked again. */
export const OFFICE_TIME_ZONE_RETRY_MS = 5_000;

type Reader = () => Promise<string>;
let reader: Reader | undefined;
let cached: { timeZone: string; until: number } | undefined;
let pending: Promise<string> | undefined;

/** The zone of this installation when none can be read: `OFFICE_TIME_ZONE`, else America/Sao_Paulo. */
export const installationTimeZone = (): string => timeZoneOrDefault(process.env.OFFICE_TIME_ZONE);

/** Where this process reads the office's zone (catalog reads its database; the others ask catalog). */
export function setOfficeTimeZoneReader(read: Reader | undefined): void {
  reader = read;
  forgetOfficeTimeZone();
  setCurrentOfficeTimeZone(installationTimeZone());
}

/** Drops the kept zone: the next read asks again (catalog, right after an administrator saved a new one). */
export function forgetOfficeTimeZone(): void {
  cached = undefined;
  pending = undefined;
}

/** A reader that asks services/catalog (`CATALOG_INTERNAL.timeZonePath`) as `caller`. */
export function catalogTimeZoneReader(caller: string, catalogUrl: string): Reader {
  const catalog = internalClient(caller, catalogUrl);
  return async () => (await catalog.get(CATALOG_INTERNAL.timeZonePath, officeTimeZoneSchema)).timeZone;
}

/**
 * The office's IANA time zone. A failed read answers the last zone known (or the installation's) and is tried
 * again on the next call: "today" never fails because catalog is briefly away.
 */
export async function officeTimeZone(): Promise<string> {
  if (cached && cached.until > Date.now()) return cached.timeZone;
  if (!reader) return installationTimeZone();
  const read = reader;
  pending ??= read()
    .then((timeZone) => {
      cached = { timeZone: timeZoneOrDefault(timeZone), until: Date.now() + OFFICE_TIME_ZONE_TTL_MS };
      // the schemas' and todayIso's zone in this process follows the configuration too
      setCurrentOfficeTimeZone(cached.timeZone);
      return cached.timeZone;
    })
    .catch(() => {
      // kept a few seconds, so a box whose catalog is away does not ask it on every "today"
      const timeZone = cached?.timeZone ?? installationTimeZone();
      cached = { timeZone, until: Date.now() + OFFICE_TIME_ZONE_RETRY_MS };
      return timeZone;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/**
 * The zone last read, at once (the installation's before the first read), for code that cannot wait; a stale one
 * is read again in the background, so the next call has it.
 */
export function knownOfficeTimeZone(): string {
  if (!cached || cached.until <= Date.now()) void officeTimeZone();
  return cached?.timeZone ?? currentOfficeTimeZone();
}

/** The office's calendar day `YYYY-MM-DD` at `now` (default: the present). */
export const officeDay = async (now: Date | number = Date.now()): Promise<string> =>
  officeToday(await officeTimeZone(), now);
