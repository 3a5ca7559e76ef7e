import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSystem, ADMIN } from './system';

export const STATE_FILE = path.join(os.tmpdir(), `linhagem-e2e-${process.pid}.json`);

/** Starts one system for every browser journey; suites read its URL from E2E_STATE. */
export default async function globalSetup() {
  const system = await startSystem();
  (globalThis as { __linhagemSystem?: typeof system }).__linhagemSystem = system;
  fs.writeFileSync(
    STATE_FILE,
    JSON.stringify({ baseURL: system.baseURL, ports: system.ports, admin: ADMIN }),
  );
  process.env.E2E_STATE = STATE_FILE;
  // the journeys' readers-writer lock (e2e/src/journeyLock.ts), one per run
  process.env.E2E_LOCK_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-e2e-lock-'));
}
