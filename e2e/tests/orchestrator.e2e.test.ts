import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { asEnvStrings, freePort, freePorts, repoRoot, spawnOrchestrator, startSystem } from '../src/system';

function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim())
      .map(Number);
  } catch {
    return []; // ps exits 1 when there is none
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The pid of the box running in this folder (services run from their own folder). */
const pidOfBox = (parent: number, dir: string) =>
  childPids(parent).find((pid) => {
    try {
      return fs.readlinkSync(`/proc/${pid}/cwd`) === path.join(repoRoot, dir);
    } catch {
      return false;
    }
  });

test('a service killed with SIGKILL is restarted; SIGTERM stops every box, exits 0 and leaves no port open', async () => {
  const system = await startSystem();
  for (const port of Object.values(system.ports)) expect(await isListening(port)).toBe(true);
  // scripts/supervise.mjs: the first restart comes after 1 s, with the reason logged
  const killed = pidOfBox(system.child.pid!, 'services/clients')!;
  process.kill(killed, 'SIGKILL');
  const deadline = Date.now() + 30000;
  while (
    !(await fetch(`http://127.0.0.1:${system.ports.CLIENTS_PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('clients was not restarted');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(system.output()).toContain('clients stopped (SIGKILL); restarting it in 1 s');
  expect(pidOfBox(system.child.pid!, 'services/clients')).not.toBe(killed);
  const boxes = childPids(system.child.pid!);
  expect(boxes.length).toBeGreaterThanOrEqual(11); // engine, 4 services, 5 frontend hosts, BFF
  const code = await system.stop();
  expect(boxes.filter(isAlive)).toEqual([]);
  expect(code).toBe(0);
  for (const port of Object.values(system.ports)) expect(await isListening(port)).toBe(false);
}, 240000);

/** Ports a browser's (and node's) fetch refuses to call, though any program may listen there. */
const FETCH_UNSAFE_PORTS = [6000, 6665, 6666, 6667, 6668, 6669, 6697];

test('a frontend on a port fetch calls unsafe starts; the request log stays quiet, the ready line is the last', async () => {
  let unsafePort: number | undefined;
  for (const port of FETCH_UNSAFE_PORTS) if (!(await isListening(port))) unsafePort ??= port;
  expect(unsafePort).toBeDefined();
  // LOG_LEVEL empty as in a newcomer's shell (the test runner sets it to silent)
  const system = await startSystem({ MF_PUBLIC_PORTAL_PORT: String(unsafePort), LOG_LEVEL: '' });
  try {
    expect(await isListening(unsafePort!)).toBe(true);
    const manifest = await fetch(`${system.baseURL}/remotes/mf-public-portal/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    // one answered by the BFF, one by a service behind it: each would log a request line at info
    expect((await fetch(`${system.baseURL}/api/autenticacao`)).status).toBe(200); // null: nobody signed in
    expect((await fetch(`${system.baseURL}/api/configuration/office`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the gateway's log batch
    const lines = system.output().trimEnd().split('\n');
    expect(lines.at(-1)).toContain('Linhagem is ready');
    expect(system.output()).not.toContain('"msg":"request"');
  } finally {
    await system.stop();
  }
}, 240000);

test('a port already in use is named with the variable that moves it', async () => {
  const blocker = net.createServer();
  const port = await freePort();
  await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
  try {
    const run = spawnOrchestrator([], {
      ...process.env,
      ...asEnvStrings(await freePorts()),
      BFF_PORT: String(port),
    });
    expect(await run.exited).toBe(1);
    const output = run.output();
    expect(output).toContain(`port ${port} is in use (set BFF_PORT to move it)`);
  } finally {
    blocker.close();
  }
});

test('a box that fails to start stops the rest, naming the box and the cause', async () => {
  const ports = await freePorts();
  const closedPort = await freePort(); // nothing listens there: every service fails to reach its database
  const run = spawnOrchestrator(['--no-build'], {
    ...process.env,
    ...asEnvStrings(ports),
    MONGODB_URI: `mongodb://127.0.0.1:${closedPort}/`,
  });
  expect(await run.exited).toBe(1);
  const output = run.output();
  expect(output).toMatch(
    /(identity|clients|protocols|catalog) stopped \(exit code 1\): failed to start: .*ECONNREFUSED/,
  );
  expect(output).toContain('stopping the rest');
  expect(output).not.toContain('Linhagem is ready');
  for (const port of Object.values(ports)) expect(await isListening(port)).toBe(false);
}, 120000);
