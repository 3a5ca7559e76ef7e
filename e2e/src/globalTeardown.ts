import fs from 'node:fs';
import type { RunningSystem } from './system';

export default async function globalTeardown() {
  const system = (globalThis as { __linhagemSystem?: RunningSystem }).__linhagemSystem;
  await system?.stop();
  if (process.env.E2E_STATE) fs.rmSync(process.env.E2E_STATE, { force: true });
  if (process.env.E2E_LOCK_DIR) fs.rmSync(process.env.E2E_LOCK_DIR, { recursive: true, force: true });
}
