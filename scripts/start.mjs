// `npm start`: builds what is stale, starts the embedded MongoDB engine (unless MONGODB_URI is set), every
// service, every frontend host and the BFF; waits for every /healthz; prints the URL. `--dev`: webpack dev
// servers and watch mode. Once ready, a box that stops is restarted with backoff (scripts/supervise.mjs) and a daily
// backup runs at BACKUP_AT (docs/adr-backup.md). Only Ctrl-C or SIGTERM stops every child; it exits 0.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import {
  boxes,
  frontends,
  gateway,
  services,
  root,
  portOf,
  systemEnvironment,
  MONGO_PORT,
  MONGO_PORT_VAR,
} from './boxes.mjs';
import { build, stopBuilds } from './build.mjs';
import { prepareDataDir } from './dataDir.mjs';
import { supervise } from './supervise.mjs';

const dev = process.argv.includes('--dev');
/** `--no-build`: the caller has just built (the test and bench runners); start what is there. */
const skipBuild = process.argv.includes('--no-build');
/**
 * `--api-only`: the engine, the services and the BFF without the page hosts (the BFF answers their 502 page), for
 * tests that go through the API only and cannot wait for the webpack builds (the restore drill, test/).
 */
const apiOnly = process.argv.includes('--api-only');
const WEBPACK_CLI = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
const SWC_CLI = path.join(root, 'node_modules/@swc/cli/bin/swc.js');
const SWC_CONFIG = path.join(root, 'swc.node.json');
const HEALTH_TIMEOUT_MS = Number(process.env.START_TIMEOUT_MS ?? 90000);
const COLORS = [36, 32, 35, 33, 34, 96, 92, 95, 93, 94, 91];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const width = Math.max(...boxes.map((b) => b.name.length), 'mongo'.length);

/** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
const children = [];
let stopping = false;
/** every box answered once: from now on a box that stops is restarted, not a failed start */
let ready = false;
let adminPassword;

function prefix(name, index) {
  const label = name.padEnd(width);
  return useColor ? `\x1b[${COLORS[index % COLORS.length]}m${label}\x1b[0m |` : `${label} |`;
}

function say(line) {
  process.stdout.write(`${prefix('start', 10)} ${line}\n`);
}

function fail(message) {
  process.stderr.write(`${prefix('start', 10)} ${message}\n`);
  return stopAll(1);
}

function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Spawns a box, streaming its output with its name as prefix and keeping the tail for error reports. Once the
 * system is ready, a box that stops is started again (scripts/supervise.mjs); before, it stops the rest.
 */
function launch(name, index, command, args, options) {
  const entry = { name, child: undefined, tail: [], supervisor: undefined };
  const onData = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      entry.tail.push(line);
      if (entry.tail.length > 12) entry.tail.shift();
      const match = /admin password:\s*(\S+)/i.exec(line);
      if (match) adminPassword = match[1];
      stream.write(`${prefix(name, index)} ${line}\n`);
    }
  };
  entry.supervisor = supervise({
    name,
    spawn() {
      const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', onData(process.stdout));
      child.stderr.on('data', onData(process.stderr));
      entry.child = child;
      return child;
    },
    isReady: () => ready,
    isStopping: () => stopping,
    describeExit: () =>
      (
        entry.tail.filter((l) => /error|fail|in use|cannot|refus/i.test(l)).pop() ??
        entry.tail.at(-1) ??
        ''
      ).trim(),
    onEarlyExit: (why) => void fail(`${why}; stopping the rest`),
    log: (line) => process.stderr.write(`${prefix('start', 10)} ${line}\n`),
  });
  children.push(entry);
  return entry;
}

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  stopBuilds();
  dailyBackups?.stop();
  for (const { supervisor } of children) supervisor.cancel();
  const alive = children
    .map(({ child }) => child)
    .filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of alive) child.kill('SIGTERM');
  const killer = setTimeout(() => alive.forEach((child) => child.kill('SIGKILL')), 8000);
  await Promise.all(alive.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  clearTimeout(killer);
  process.exit(exitCode);
}

/**
 * One GET with node:http: true on a 2xx. Not `fetch`, which refuses the ports browsers call unsafe (6000, 6665…)
 * before sending anything, so a box on such a port would never look healthy though any free port may be chosen.
 */
function answersOk(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 300);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false)); // not up yet
  });
}

async function waitHealthy(name, url, deadline) {
  while (Date.now() < deadline) {
    if (stopping) return;
    if (await answersOk(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function main() {
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));

  const env = systemEnvironment(process.env, { dev });
  env.DATA_DIR = path.resolve(root, process.env.DATA_DIR ?? 'data');
  prepareDataDir(env.DATA_DIR);
  for (const secret of ['JWT_SECRET', 'INTERNAL_TOKEN_SECRET'])
    env[secret] ??= randomBytes(32).toString('hex');
  env.SEED_DEMO_DATA ??= 'true';
  // one line per request would push the "ready" line off a newcomer's screen; LOG_LEVEL=info shows them
  env.LOG_LEVEL ||= 'warn';
  const embedded = !process.env.MONGODB_URI;
  const mongoPort = Number(process.env[MONGO_PORT_VAR] ?? MONGO_PORT);

  const ports = [
    ...boxes.map((box) => [portOf(box, env), box.portVar]),
    ...(embedded ? [[mongoPort, MONGO_PORT_VAR]] : []),
  ];
  for (const [port, variable] of ports) {
    if (!(await isPortFree(port))) return fail(`port ${port} is in use (set ${variable} to move it)`);
  }

  if (!skipBuild) {
    say(dev ? 'building the node workspaces…' : 'building what is missing or stale…');
    try {
      const started = Date.now();
      // In dev the frontends are compiled by their webpack dev servers.
      const built = await build({ log: (line) => say(line), nodeOnly: dev || apiOnly });
      if (built.length) say(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      return fail(err.message);
    }
  }

  let index = 0;
  if (embedded) {
    const mongo = launch(
      'mongo',
      index++,
      process.execPath,
      [
        path.join(root, 'packages/embedded-mongo/dist/cli.js'),
        '--port',
        String(mongoPort),
        '--data-dir',
        path.join(env.DATA_DIR, 'mongo'),
      ],
      { cwd: root, env },
    );
    env.MONGODB_URI = `mongodb://127.0.0.1:${mongoPort}/`;
    await waitForPort(mongoPort, 'mongo', mongo);
  }

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  const health = [];
  for (const box of [...services, ...(apiOnly ? [] : frontends), gateway]) {
    const cwd = path.join(root, box.dir);
    const boxEnv = { ...env, PORT: String(portOf(box, env)) };
    // the pages' live reload reaches the dev servers through the BFF (bff/src/proxy/frontendGateway.ts)
    if (dev && box.kind === 'gateway') boxEnv.BFF_DEV_RELOAD = 'true';
    if (box.kind === 'frontend') {
      if (dev)
        launch(box.name, index++, process.execPath, [WEBPACK_CLI, 'serve', '--mode', 'development'], {
          cwd,
          env: boxEnv,
        });
      else
        launch(box.name, index++, process.execPath, [path.join(root, 'packages/mf-build/host.cjs')], {
          cwd,
          env: boxEnv,
        });
    } else {
      const args = dev
        ? ['--watch', '--enable-source-maps', 'dist/index.js']
        : ['--enable-source-maps', 'dist/index.js'];
      launch(box.name, index++, process.execPath, args, { cwd, env: boxEnv });
      if (dev) {
        const swcArgs = [
          'src',
          '-d',
          'dist',
          '--strip-leading-paths',
          '--config-file',
          SWC_CONFIG,
          '--watch',
          '--ignore',
          '**/*.test.ts',
        ];
        launch(`${box.name}:swc`, index++, process.execPath, [SWC_CLI, ...swcArgs], { cwd, env: boxEnv });
      }
    }
    health.push(waitHealthy(box.name, `http://127.0.0.1:${portOf(box, env)}/healthz`, deadline));
  }
  try {
    await Promise.all(health);
  } catch (err) {
    return fail(err.message);
  }
  // a box that stopped ends every health wait early: that is not "ready"
  if (stopping) return;
  ready = true;
  startDailyBackups(env);
  const url = `http://localhost:${portOf(gateway, env)}`;
  const user = env.ADMIN_USERNAME ?? 'admin';
  const password = adminPassword
    ? `password ${adminPassword} (shown once; change it in Account)`
    : env.ADMIN_PASSWORD
      ? 'the password in ADMIN_PASSWORD'
      : 'the password printed on the first start (or set ADMIN_PASSWORD on an empty data directory)';
  say(`Linhagem is ready: open ${url} and sign in as ${user} with ${password}. Ctrl-C stops everything.`);
}

/** @type {{ stop(): void } | undefined} */
let dailyBackups;

/**
 * The daily backup at BACKUP_AT office time into DATA_DIR/backups, the last BACKUP_KEEP kept (docs/adr-backup.md),
 * a failure in the administrators' bell; `BACKUP_AT=off` turns it off. Said once: without BACKUP_KEY the backups hold personal data unencrypted.
 */
function startDailyBackups(env) {
  if (env.BACKUP_AT === 'off') return;
  const require = createRequire(import.meta.url);
  require('./register-ts.cjs');
  const schedule = require('./backup/schedule.ts');
  const { UNENCRYPTED_WARNING } = require('./backup/cli.ts');
  // the service token for the bell is signed with the secret every box was given (internalTokenSecret reads it)
  process.env.INTERNAL_TOKEN_SECRET = env.INTERNAL_TOKEN_SECRET;
  const protocols = services.find((box) => box.name === 'protocols');
  const notifyFailure = require('./backup/notifyFailure.ts').notifyAdministrators(
    `http://127.0.0.1:${portOf(protocols, env)}`,
  );
  // BACKUP_AT is office time: the zone of the system configuration (catalog), read before each run
  const { catalogTimeZoneReader, installationTimeZone } = require('@linhagem/service-kit');
  const catalog = services.find((box) => box.name === 'catalog');
  const readZone = catalogTimeZoneReader('backup', `http://127.0.0.1:${portOf(catalog, env)}`);
  let officeZone = installationTimeZone();
  const refreshZone = () =>
    readZone()
      .then((zone) => {
        officeZone = zone;
      })
      .catch(() => undefined); // the zone last known stands
  const at = env.BACKUP_AT || schedule.DEFAULT_BACKUP_AT;
  const keep = Number(env.BACKUP_KEEP || schedule.DEFAULT_BACKUP_KEEP);
  if (!env.BACKUP_KEY) say(`warning: ${UNENCRYPTED_WARNING}`);
  const arm = () =>
    schedule.scheduleDaily(
      at,
      async () => {
        await refreshZone();
        const status = await schedule.runScheduledBackup({
          dataDir: env.DATA_DIR,
          uri: env.MONGODB_URI,
          port: Number(env[MONGO_PORT_VAR] ?? MONGO_PORT),
          keep,
          key: env.BACKUP_KEY,
          notifyFailure,
        });
        if (status.ok) say(`daily backup written to ${status.dir}`);
        else process.stderr.write(`${prefix('start', 10)} daily backup FAILED: ${status.error}\n`);
        if (status.notifyError)
          process.stderr.write(`${prefix('start', 10)} administrators not notified: ${status.notifyError}\n`);
      },
      schedule.systemClock,
      () => officeZone,
    );
  // the first run is placed once the configured zone is known (catalog is up by now)
  void refreshZone().finally(() => {
    if (!stopping) dailyBackups = arm();
  });
}

function waitForPort(port, name, entry) {
  const deadline = Date.now() + 30000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (stopping) return;
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        if (Date.now() > deadline || entry.child.exitCode !== null)
          reject(new Error(`${name} did not open port ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  }).catch((err) => fail(err.message));
}

main().catch((err) => fail(err.stack ?? String(err)));
