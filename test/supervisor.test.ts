import { spawn } from 'node:child_process';
import { restartPolicy, supervise } from '../scripts/supervise.mjs';

/** A tiny service: says its pid, then serves until killed; `crash` exits 1 at once. */
const service = (mode: 'serve' | 'crash') =>
  spawn(
    process.execPath,
    [
      '-e',
      mode === 'serve'
        ? "console.log('up ' + process.pid); setInterval(() => {}, 1000)"
        : "console.error('Error: cannot open the database'); process.exit(1)",
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const alive = (pid?: number) => {
  try {
    return pid !== undefined && process.kill(pid, 0);
  } catch {
    return false;
  }
};

let stopping = false;
const supervisors: ReturnType<typeof supervise>[] = [];
afterEach(() => {
  stopping = true;
  for (const s of supervisors.splice(0)) {
    s.cancel();
    s.child.kill('SIGKILL');
  }
  stopping = false;
});

const fast = () => restartPolicy({ baseMs: 50, maxMs: 400, windowMs: 10000 });

test('a service killed with SIGKILL after start is started again, and the reason is logged', async () => {
  const log: string[] = [];
  const box = supervise({
    name: 'clients',
    spawn: () => service('serve'),
    isReady: () => true,
    isStopping: () => stopping,
    onEarlyExit: () => log.push('early'),
    log: (line) => log.push(line),
    policy: fast(),
  });
  supervisors.push(box);
  const first = box.child.pid;
  await until(() => alive(first));
  process.kill(first!, 'SIGKILL');
  await until(() => box.child.pid !== first && alive(box.child.pid));
  expect(alive(first)).toBe(false);
  expect(log).toEqual(['clients stopped (SIGKILL); restarting it in 0.05 s']);
  // a second kill doubles the wait
  const second = box.child.pid;
  process.kill(second!, 'SIGKILL');
  await until(() => box.child.pid !== second && alive(box.child.pid));
  expect(log[1]).toBe('clients stopped (SIGKILL); restarting it in 0.1 s');
});

test('five crashes within a minute leave the service stopped with a clear message; the others keep running', async () => {
  const log: string[] = [];
  const options = {
    isReady: () => true,
    isStopping: () => stopping,
    onEarlyExit: () => log.push('early'),
    log: (line: string) => log.push(line),
  };
  const healthy = supervise({ ...options, name: 'protocols', spawn: () => service('serve'), policy: fast() });
  const broken = supervise({
    ...options,
    name: 'documents',
    spawn: () => service('crash'),
    describeExit: () => 'Error: cannot open the database',
    policy: fast(),
  });
  supervisors.push(healthy, broken);
  await until(() => broken.gaveUp, 8000);
  const crashes = log.filter((line) => line.startsWith('documents stopped'));
  expect(crashes.slice(0, 4).map((line) => /restarting it in ([\d.]+) s/.exec(line)?.[1])).toEqual([
    '0.05',
    '0.1',
    '0.2',
    '0.4',
  ]);
  expect(crashes[4]).toMatch(
    /documents crashed 5 times within 10 s: it is left stopped while the rest keeps running/,
  );
  expect(crashes[4]).toContain('exit code 1): Error: cannot open the database');
  expect(alive(healthy.child.pid)).toBe(true);
});

test('before the system is ready an exit is a failed start, not a restart', async () => {
  const early: string[] = [];
  const box = supervise({
    name: 'identity',
    spawn: () => service('crash'),
    isReady: () => false,
    isStopping: () => stopping,
    onEarlyExit: (why) => early.push(why),
    log: () => undefined,
    policy: fast(),
  });
  supervisors.push(box);
  await until(() => early.length > 0);
  expect(early).toEqual(['identity stopped (exit code 1)']);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(early).toHaveLength(1);
});
