// The restore drill of docs/adr-backup.md: a restored system signs in, lists, opens a case and downloads its
// documents exactly as before. The whole system runs as `npm start` runs it (scripts/start.mjs, without the page
// hosts: everything here goes through the BFF's API), is backed up while it runs, stopped, restored into a new empty
// DATA_DIR and started again there.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  AUTH_ROUTES,
  BUDGET_API,
  CLIENT_API,
  DOCUMENT_API,
  PROTOCOL_API,
  type CaseDocument,
  type Page,
  type Protocol,
} from '@linhagem/contracts';
import { asEnvStrings, freePorts, spawnOrchestrator, type Orchestrator } from '../e2e/src/system';
import { backupCommand, restoreCommand } from '../scripts/backup/cli';
import { root } from './workspaces';

jest.setTimeout(240_000);

const ADMIN = { username: 'admin', password: 'restore-Drill-admin-1' };
const READY_TIMEOUT_MS = 120_000;

type RunningSystem = {
  baseURL: string;
  mongoPort: number;
  orchestrator: Orchestrator;
  stop(): Promise<void>;
};

/** `npm start` on free ports and `dataDir`, demo data seeded; resolves once it says it is ready. */
async function startSystem(dataDir: string, adminPassword: string): Promise<RunningSystem> {
  const ports = await freePorts();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...asEnvStrings(ports),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    // only read on an empty data directory: the restored system must answer the first system's password
    ADMIN_PASSWORD: adminPassword,
    SEED_DEMO_DATA: 'true',
    BACKUP_AT: 'off',
  };
  delete env.MONGODB_URI;
  delete env.LOG_LEVEL; // the jest preset's `silent` would hide a box's reason for not starting
  const orchestrator = spawnOrchestrator(['--api-only'], env);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not ready in ${READY_TIMEOUT_MS} ms:\n${orchestrator.output().slice(-3000)}`)),
      READY_TIMEOUT_MS,
    );
    const check = setInterval(() => {
      if (!/Linhagem is ready/.test(orchestrator.output())) return;
      clearInterval(check);
      clearTimeout(timer);
      resolve();
    }, 100);
    void orchestrator.exited.then((code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`npm start exited ${code} before ready:\n${orchestrator.output().slice(-3000)}`));
    });
  });
  return {
    baseURL: `http://127.0.0.1:${ports.BFF_PORT}`,
    mongoPort: ports.EMBEDDED_MONGO_PORT!,
    orchestrator,
    async stop() {
      if (orchestrator.child.exitCode === null) orchestrator.child.kill('SIGTERM');
      expect(await orchestrator.exited).toBe(0);
    },
  };
}

/** A browser's session on the BFF: its cookies and the CSRF headers the ui kit sends. */
async function signIn(baseURL: string, password = ADMIN.password) {
  const csrf = { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL };
  const login = await fetch(`${baseURL}${AUTH_ROUTES.login}`, {
    method: 'POST',
    headers: { ...csrf, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const send = async (method: string, url: string, body?: unknown) => {
    const form = body instanceof FormData;
    const answer = await fetch(`${baseURL}${url}`, {
      method,
      headers: {
        ...csrf,
        cookie,
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
    return answer;
  };
  return {
    json: async <T>(method: string, url: string, body?: unknown): Promise<T> =>
      (await send(method, url, body)).json() as Promise<T>,
    bytes: async (url: string) => Buffer.from(await (await send('GET', url)).arrayBuffer()),
  };
}
type Session = Awaited<ReturnType<typeof signIn>>;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A one-page PDF made here, as an office scans a certificate. */
async function certificatePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf
    .addPage([595, 842])
    .drawText('Certidão de nascimento — Giuseppe Restauro, 1881', { x: 50, y: 780, font });
  return Buffer.from(await pdf.save());
}

/** What a user sees of the office and of the case: the lists' counts, the case, its documents and their bytes. */
async function whatTheUserSees(session: Session, protocolId: string) {
  const count = async (url: string) =>
    (await session.json<Page<unknown>>('POST', `${url}?page=1&size=1`, {})).totalElements;
  const protocol = await session.json<Protocol>('GET', PROTOCOL_API.item(protocolId));
  const documents = await session.json<Page<CaseDocument>>('POST', `${DOCUMENT_API.pagination}?size=50`, {
    protocolId,
  });
  const files: Record<string, string> = {};
  for (const document of documents.content)
    files[document.id] = sha256(await session.bytes(DOCUMENT_API.content(document.id)));
  return {
    clients: await count(CLIENT_API.pagination),
    protocols: await count(PROTOCOL_API.pagination),
    budgets: await count(BUDGET_API.pagination),
    protocol,
    documents: documents.content,
    files,
  };
}

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `linhagem-restore-drill-${name}-`));
  dirs.push(dir);
  return dir;
};
let running: RunningSystem | undefined;
afterAll(async () => {
  await running?.stop().catch(() => undefined);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

test('a restored system signs in, lists, opens a case and downloads its documents exactly as before', async () => {
  const firstData = tempDir('first');
  running = await startSystem(firstData, ADMIN.password);
  let session = await signIn(running.baseURL);
  const { id: protocolId } = await session.json<{ id: string }>('POST', PROTOCOL_API.collection, {
    name: 'Família Restauro',
    familyName: 'Restauro',
  });
  const pdf = await certificatePdf();
  const form = new FormData();
  form.set('protocolId', protocolId);
  form.set('kind', 'ORIGINAL_SCAN');
  form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'certidão-giuseppe.pdf');
  await session.json('POST', DOCUMENT_API.collection, form);
  const before = await whatTheUserSees(session, protocolId);
  expect(before.clients).toBeGreaterThan(0); // the demo data
  expect(before.protocols).toBeGreaterThan(1);
  expect(Object.values(before.files)).toEqual([sha256(pdf)]);

  // `npm run backup` while the system runs (it reads the running engine)
  const backup = path.join(tempDir('backup'), 'linhagem-drill');
  const backupEnv = { DATA_DIR: firstData, EMBEDDED_MONGO_PORT: String(running.mongoPort) };
  expect(await backupCommand(['--out', backup], backupEnv, root)).toBe(0);
  await running.stop();
  running = undefined;

  // `npm run restore` into a new, empty DATA_DIR, the system stopped (it starts the engine there itself)
  const secondData = tempDir('second');
  const { EMBEDDED_MONGO_PORT } = asEnvStrings(await freePorts());
  expect(await restoreCommand([backup], { DATA_DIR: secondData, EMBEDDED_MONGO_PORT }, root)).toBe(0);

  running = await startSystem(secondData, 'another-Admin-password-2');
  session = await signIn(running.baseURL); // the first system's password: its users came back
  const after = await whatTheUserSees(session, protocolId);
  expect(after).toEqual(before);
});
