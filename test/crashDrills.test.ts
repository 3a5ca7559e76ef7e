import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CLIENT_API, DOCUMENT_API, PUBLIC_API } from '@linhagem/contracts';
import { CRASH_MARKERS_VAR, CRASH_POINT_VAR, crashMarkerFile } from '@linhagem/service-kit';
import boxes from '../packages/contracts/boxes.json';
import { restartPolicy, supervise } from '../scripts/supervise.mjs';
import { root } from './workspaces';

/**
 * SIGKILL drills of the steps that span two writes (docs/adr-crash-consistency.md), in a real process tree: the
 * embedded engine and the boxes as `npm start` runs them (their built `dist`), each kept by scripts/supervise.mjs.
 * A box kills itself exactly between two steps (LINHAGEM_CRASH_POINT, armed by removing its marker), the supervisor
 * starts it again, and the office and the family, through the BFF, find nothing half done.
 */

type Box = { name: string; dir: string; portVar: string; urlVar?: string };
const map: { services: Box[]; gateway: Box } = boxes;
// catalog is left out: no drill reads its configuration (one process less to start on a busy machine)
const BOXES = [...map.services.filter((box) => box.name !== 'catalog'), map.gateway];
const ADMIN = { username: 'admin', password: 'drill-Admin-1' };
/** the fault injection points of the drills: every box is given them all; each fires once it is armed */
const CRASH_POINTS = ['upload:after-file', 'person:before-link', 'person:after-client', 'person:after-link'];

let tmp: string;
let mongo: ChildProcess;
let db: MongoClient;
let stopping = false;
const supervisors = new Map<string, ReturnType<typeof supervise>>();
const supervisorLog: string[] = [];
const ports = new Map<string, number>();
const output: string[] = [];
let base = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const until = async <T>(check: () => Promise<T | undefined | false>, what: string, ms = 20000) => {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    const value = await check().catch((error: unknown) => void (last = error));
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for ${what} (${String(last)})\n${[...supervisorLog, ...output.slice(-30)].join('\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const healthy = (name: string) =>
  until(
    async () => (await fetch(`http://127.0.0.1:${ports.get(name)}/healthz`)).ok,
    `${name} to answer`,
    60000,
  );

const markers = () => path.join(tmp, 'markers');
/** The point fires at its next pass (its marker goes), and once it fired its marker is back. */
const arm = (point: string) => fs.rmSync(crashMarkerFile(markers(), point));
const fired = (point: string) => fs.readFileSync(crashMarkerFile(markers(), point), 'utf8').startsWith(point);
/** The last line of the box's supervisor: why it stopped, and when it starts again. */
const lastStop = (box: string) => supervisorLog.filter((line) => line.startsWith(`${box} stopped`)).at(-1);

/** The box started again by its supervisor after the drill's kill, and answering. */
async function restarted(box: string, killed: number | undefined) {
  await until(async () => supervisors.get(box)!.child.pid !== killed, `${box} to be restarted`);
  await healthy(box);
}

// ---- the office and the family, through the BFF ----
const cookies = new Map<string, string>();
async function api(method: string, url: string, body?: unknown) {
  const form = body instanceof FormData;
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      origin: base,
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: a gateway's plain answer */
  }
  return { status: response.status, body: parsed as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The clients named `name` the office's list shows. */
const listedClients = async (name: string) =>
  (await api('POST', `${CLIENT_API.pagination}?page=1&size=10`, { name })).body.content.map(
    (c: { name: string }) => c.name,
  );
/** The persons the family sees in its portal. */
const familyPersons = async (protocolId: string, accessCode: string) =>
  (await api('GET', PUBLIC_API.clients(protocolId, accessCode))).body.map(
    (link: { client: { name: string } }) => link.client.name,
  );

async function pdf(text: string): Promise<Blob> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return new Blob([Buffer.from(await doc.save())], { type: 'application/pdf' });
}

async function startSystem() {
  const dataDir = path.join(tmp, 'data');
  fs.mkdirSync(path.join(dataDir, 'mongo'), { recursive: true });
  const mongoPort = await freePort();
  mongo = spawn(
    process.execPath,
    [
      path.join(root, 'packages/embedded-mongo/dist/cli.js'),
      '--port',
      String(mongoPort),
      '--data-dir',
      path.join(dataDir, 'mongo'),
    ],
    { cwd: root, stdio: 'ignore' },
  );
  const mongoUri = `mongodb://127.0.0.1:${mongoPort}/`;
  for (const box of BOXES) ports.set(box.name, await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    MONGODB_URI: mongoUri,
    JWT_SECRET: randomBytes(32).toString('hex'),
    INTERNAL_TOKEN_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    BACKUP_AT: 'off',
  };
  for (const box of BOXES) {
    env[box.portVar] = String(ports.get(box.name));
    if (box.urlVar) env[box.urlVar] = `http://127.0.0.1:${ports.get(box.name)}`;
  }
  db = await until(() => new MongoClient(mongoUri).connect(), 'the embedded engine');
  for (const box of BOXES) {
    const boxEnv = { ...env, PORT: String(ports.get(box.name)) };
    Object.assign(boxEnv, {
      [CRASH_POINT_VAR]: CRASH_POINTS.join(','),
      [CRASH_MARKERS_VAR]: markers(),
    });
    const supervisor = supervise({
      name: box.name,
      spawn() {
        const child = spawn(process.execPath, ['--enable-source-maps', 'dist/index.js'], {
          cwd: path.join(root, box.dir),
          env: boxEnv,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const keep = (chunk: Buffer) =>
          output.push(
            ...chunk
              .toString()
              .trim()
              .split('\n')
              .map((l) => `${box.name} | ${l}`),
          );
        child.stdout!.on('data', keep);
        child.stderr!.on('data', keep);
        return child;
      },
      isReady: () => true,
      isStopping: () => stopping,
      onEarlyExit: () => undefined,
      log: (line) => supervisorLog.push(line),
      policy: restartPolicy({ baseMs: 1000 }),
    });
    supervisors.set(box.name, supervisor);
  }
  await Promise.all(BOXES.map((box) => healthy(box.name)));
  base = `http://127.0.0.1:${ports.get('bff')}`;
}

beforeAll(async () => {
  // the boxes run from their build, as under npm start: build what is stale (seconds when nothing is)
  if (!process.env.LINHAGEM_PREBUILT)
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { build } from ${JSON.stringify(path.join(root, 'scripts/build.mjs'))}; await build({ nodeOnly: true, log: () => undefined });`,
        'build',
      ],
      { cwd: root, stdio: 'inherit' },
    );
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-drills-'));
  // every point disarmed until its drill arms it (a portal person passes three of them)
  fs.mkdirSync(markers());
  for (const point of CRASH_POINTS) fs.writeFileSync(crashMarkerFile(markers(), point), 'disarmed\n');
  await startSystem();
}, 150000);

afterAll(async () => {
  stopping = true;
  const children = [...supervisors.values()].map((s) => (s.cancel(), s.child));
  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map(exited));
  await db?.close();
  mongo?.kill('SIGTERM');
  if (mongo) await exited(mongo);
  fs.rmSync(tmp, { recursive: true, force: true });
}, 30000);

let protocolId = '';
let accessCode = '';

test('the office signs in and opens a case through the BFF', async () => {
  expect((await api('POST', '/login', ADMIN)).status).toBe(200);
  const created = await api('POST', '/api/protocol', { name: 'Família Drill', familyName: 'Drill' });
  expect(created.status).toBe(201);
  protocolId = created.body.id;
  accessCode = (await api('GET', `/api/protocol/${protocolId}`)).body.accessCode;
  expect(accessCode).toBeTruthy();
});

test('an upload killed between its file and its record leaves no file after the restart', async () => {
  const files = db.db('documents').collection('documentFiles.files');
  const killed = supervisors.get('documents')!.child.pid;
  const form = new FormData();
  form.set('protocolId', protocolId);
  form.set('kind', 'ORIGINAL_SCAN');
  form.set('file', await pdf('certidao interrompida'), 'certidao.pdf');
  arm('upload:after-file');
  const cut = await api('POST', DOCUMENT_API.collection, form);
  expect(cut.status).toBeGreaterThanOrEqual(500);
  // killed exactly there: the file whole in GridFS, no record (the supervisor waits 1 s before the restart)
  expect(fired('upload:after-file')).toBe(true);
  expect(await files.countDocuments()).toBe(1);
  expect(await db.db('documents').collection('documents').countDocuments()).toBe(0);

  await restarted('documents', killed);
  expect(lastStop('documents')).toBe('documents stopped (SIGKILL); restarting it in 1 s');
  expect(await files.countDocuments()).toBe(0);
  expect(await db.db('documents').collection('documentFiles.chunks').countDocuments()).toBe(0);
  const listed = await api('POST', `${DOCUMENT_API.pagination}?page=1&size=10`, { protocolId });
  expect(listed.status).toBe(200);
  expect(listed.body.content).toEqual([]);
  // the office sends it again: stored and listed as any upload
  const again = new FormData();
  again.set('protocolId', protocolId);
  again.set('kind', 'ORIGINAL_SCAN');
  again.set('file', await pdf('certidao'), 'certidao.pdf');
  expect((await api('POST', DOCUMENT_API.collection, again)).status).toBe(201);
  expect(
    (await api('POST', `${DOCUMENT_API.pagination}?page=1&size=10`, { protocolId })).body.content,
  ).toHaveLength(1);
});

/** The drill of the family's new person, `box` killed at `point`: the next start removes the person. */
async function personDrill(box: 'protocols' | 'clients', point: string, name: string) {
  const clients = db.db('clients').collection('clients');
  const killed = supervisors.get(box)!.child.pid;
  arm(point);
  const cut = await api('POST', PUBLIC_API.clients(protocolId, accessCode), { name });
  expect(cut.status).toBeGreaterThanOrEqual(500);
  expect(fired(point)).toBe(true);
  // half done: the person stored, waiting for a link no protocol holds
  expect(await clients.findOne({ name })).toMatchObject({ pendingLink: { protocol: expect.anything() } });

  await restarted(box, killed);
  expect(lastStop(box)).toMatch(new RegExp(`^${box} stopped \\(SIGKILL\\); restarting it in \\d s$`));
  // the start settles it: removed, since no protocol lists it
  await until(async () => (await clients.countDocuments({ name })) === 0, `${name} to be removed`);
  expect(await listedClients(name)).toEqual([]);
  expect(await familyPersons(protocolId, accessCode)).not.toContain(name);
  const staffView = (await api('GET', `/api/protocol/${protocolId}`)).body;
  expect(staffView.clients.map((c: { name: string }) => c.name)).not.toContain(name);
  // the family tries again: one person, linked, no longer marked
  expect((await api('POST', PUBLIC_API.clients(protocolId, accessCode), { name })).status).toBe(201);
  expect(await familyPersons(protocolId, accessCode)).toContain(name);
  expect(await listedClients(name)).toEqual([name]);
  expect(await clients.findOne({ name })).not.toHaveProperty('pendingLink');
}

test("the family's new person, protocols killed before the link: the next start removes the person", async () => {
  await personDrill('protocols', 'person:before-link', 'Paulo Interrompido');
});

test("the family's new person, clients killed before answering: the next start removes the person", async () => {
  await personDrill('clients', 'person:after-client', 'Quitéria Interrompida');
});

test("the family's new person, protocols killed after the link: the next start keeps it, linked", async () => {
  const clients = db.db('clients').collection('clients');
  const name = 'Renata Vinculada';
  const killed = supervisors.get('protocols')!.child.pid;
  arm('person:after-link');
  const cut = await api('POST', PUBLIC_API.clients(protocolId, accessCode), { name });
  expect(cut.status).toBeGreaterThanOrEqual(500);
  expect(fired('person:after-link')).toBe(true);
  // the link saved, the mark not cleared
  expect(await clients.findOne({ name })).toHaveProperty('pendingLink');

  await restarted('protocols', killed);
  await until(async () => !(await clients.findOne({ name }))?.pendingLink, `${name}'s mark to be cleared`);
  expect(await clients.countDocuments({ name })).toBe(1);
  // what the family sees on reloading its list: the person, once
  expect((await familyPersons(protocolId, accessCode)).filter((n: string) => n === name)).toHaveLength(1);
  expect(await listedClients(name)).toEqual([name]);
});
