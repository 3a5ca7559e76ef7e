// The office's day in tests (DESIGN "The office's day"): the machine runs in UTC (a test file sets `TZ=UTC` before
// its imports), the office in São Paulo (UTC−3). At 23:30 there it is already 02:30 of the next day in UTC, and every
// "today" must still be São Paulo's. One clock for the services' tests and the screens'.

/** 23:30 on 29 November 2026 in São Paulo: 02:30 on the 30th in UTC, 11:30 on the 30th in Tokyo */
export const SAO_PAULO_EVENING = new Date('2026-11-30T02:30:00Z');
/** 00:30 on 30 November 2026 in São Paulo */
export const SAO_PAULO_AFTER_MIDNIGHT = new Date('2026-11-30T03:30:00Z');
/** 23:30 on 31 December 2026 in São Paulo: 2027 already in UTC */
export const SAO_PAULO_NEW_YEARS_EVE = new Date('2027-01-01T02:30:00Z');

/**
 * Fakes only `Date`, at `now`: the embedded engine, the HTTP servers, the tokens, msw and the screens' frames keep
 * their real timers. `jest.useRealTimers()` (in an `afterEach`) gives the real clock back.
 */
export function setOfficeClock(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
}
