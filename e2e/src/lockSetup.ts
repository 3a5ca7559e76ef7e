import { acquireJourneyLock, isExclusiveJourney } from './journeyLock';

// Every journey file holds the run's lock from before its own hooks until after them (e2e/src/journeyLock.ts).
// Waiting for an exclusive journey may take minutes: the hook's own timeout covers it.
let release: (() => void) | undefined;

beforeAll(
  async () => {
    const dir = process.env.E2E_LOCK_DIR;
    if (!dir) return;
    release = await acquireJourneyLock(dir, isExclusiveJourney(expect.getState().testPath!));
  },
  30 * 60 * 1000,
);

afterAll(() => release?.());
