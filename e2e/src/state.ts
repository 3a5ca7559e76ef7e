import fs from 'node:fs';

export type E2EState = {
  baseURL: string;
  ports: Record<string, number>;
  admin: { username: string; password: string };
};

/** The system started by globalSetup. */
export function systemState(): E2EState {
  const file = process.env.E2E_STATE;
  if (!file || !fs.existsSync(file))
    throw new Error('E2E_STATE is missing: run the suite through e2e/jest.config.cjs');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as E2EState;
}
