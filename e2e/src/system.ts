import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/bench/measure';

export { freePort };

export const repoRoot = path.resolve(__dirname, '../..');

/** The variables of every port the system opens (scripts/boxes.mjs and the embedded engine). */
export const PORT_VARIABLES = [
  'BFF_PORT',
  'IDENTITY_PORT',
  'CLIENTS_PORT',
  'PROTOCOLS_PORT',
  'CATALOG_PORT',
  'DOCUMENTS_PORT',
  'SHELL_PORT',
  'MF_CLIENTS_PORT',
  'MF_PROTOCOLS_PORT',
  'MF_CONFIG_PORT',
  'MF_PUBLIC_PORTAL_PORT',
  'EMBEDDED_MONGO_PORT',
] as const;

export type RunningSystem = {
  baseURL: string;
  ports: Record<string, number>;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
};

export const ADMIN = { username: 'admin', password: 'e2e-Admin-password-1' };

/**
 * Every port variable of the system set to a free port, all different: each listener stays open until every
 * port is drawn, since the system cannot have two boxes on one port (a port closed and drawn again did that).
 */
export async function freePorts(): Promise<Record<string, number>> {
  const servers: net.Server[] = [];
  try {
    const ports: Record<string, number> = {};
    for (const variable of PORT_VARIABLES) {
      const server = net.createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
      ports[variable] = (server.address() as net.AddressInfo).port;
    }
    return ports;
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

export type Orchestrator = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs scripts/start.mjs with these arguments and environment, keeping everything it prints. */
export function spawnOrchestrator(args: string[], env: NodeJS.ProcessEnv): Orchestrator {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs'), ...args], {
    cwd: repoRoot,
    env: { NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** Ports as environment variables. */
export const asEnvStrings = (ports: Record<string, number>): Record<string, string> =>
  Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)]));

/** Runs `npm start`'s orchestrator on free ports and a throwaway data directory; resolves when it is ready. */
export async function startSystem(
  extraEnv: Record<string, string> = {},
  timeoutMs = 150000,
): Promise<RunningSystem> {
  const ports = await freePorts();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-e2e-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...asEnvStrings(ports),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // as `npm start`: the journeys share one system with the demo data, so none assumes an empty list or a count
    SEED_DEMO_DATA: 'true',
    ...extraEnv,
  };
  delete env.MONGODB_URI;
  // Under `npm test` the runner has just built everything; run on its own, the orchestrator builds what is stale.
  const { child, output } = spawnOrchestrator(process.env.LINHAGEM_PREBUILT ? ['--no-build'] : [], env);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`system not ready in ${timeoutMs} ms:\n${output().slice(-3000)}`)),
      timeoutMs,
    );
    const check = setInterval(() => {
      if (/Linhagem is ready/.test(output())) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`orchestrator exited with ${code} before ready:\n${output().slice(-3000)}`));
    });
  });
  return {
    baseURL: `http://127.0.0.1:${ports.BFF_PORT}`,
    ports,
    dataDir,
    child,
    output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill('SIGTERM');
      }),
  };
}
