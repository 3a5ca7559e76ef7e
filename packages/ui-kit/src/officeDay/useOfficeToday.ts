import { useEffect, useSyncExternalStore } from 'react';
import {
  CONFIGURATION_API,
  DEFAULT_OFFICE_TIME_ZONE,
  officeToday,
  type OfficeTimeZone,
} from '@linhagem/contracts';
import { useApi } from '../hooks';

// The office's day on a screen (DESIGN "The office's day"): the zone of the system configuration, read once per
// page load and shared by every remote (ui-kit is a singleton), never the browser's own zone.

let timeZone = DEFAULT_OFFICE_TIME_ZONE;
let asked: Promise<void> | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Tells every screen the office's zone (the configuration screen, once saved). */
export function setOfficeTimeZone(zone: string): void {
  if (zone === timeZone) return;
  timeZone = zone;
  for (const listener of listeners) listener();
}

/** Forgets the zone read (tests, a sign-out): the next screen asks again. */
export function resetOfficeTimeZone(): void {
  asked = undefined;
  setOfficeTimeZone(DEFAULT_OFFICE_TIME_ZONE);
}

/** The office's IANA time zone: America/Sao_Paulo until the configuration answers. */
export function useOfficeTimeZone(): string {
  const api = useApi();
  useEffect(() => {
    asked ??= api
      .get<OfficeTimeZone>(CONFIGURATION_API.timeZone)
      .then((answer) => setOfficeTimeZone(answer.timeZone))
      .catch(() => {
        asked = undefined; // asked again by the next screen
      });
  }, [api]);
  return useSyncExternalStore(subscribe, () => timeZone);
}

/** Today on the office's calendar, `YYYY-MM-DD`, and the office's day of an instant. */
export function useOfficeToday(): {
  today: string;
  timeZone: string;
  dayOf: (instant: string | Date) => string;
} {
  const zone = useOfficeTimeZone();
  return {
    today: officeToday(zone),
    timeZone: zone,
    dayOf: (instant) => officeToday(zone, new Date(instant)),
  };
}
