// An office day through the running `npm start` system. 50 staff sessions act once every 2 to
// 5 s (client list page, client quick search, protocol list page, opening a protocol with its checklist, saving a
// certificate) while 200 families use the portal's public API with their access codes (status page, their
// persons) once every 5 to 15 s. Every action's p95 must stay under 150 ms, with no error. The families, their
// protocols and checklists are created through the API first. The sessions run in their own process (this file,
// forked), so their CPU is not counted as the server's. BENCH_OFFICE_SECONDS (default 120) sets the length.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const SECONDS = Number(process.env.BENCH_OFFICE_SECONDS ?? 120);
const STAFF = Number(process.env.BENCH_OFFICE_STAFF ?? 50);
const FAMILIES = Number(process.env.BENCH_OFFICE_FAMILIES ?? 200);
const TARGET_P95_MS = 150;
/** protocols whose checklist staff open and whose certificates they save */
const WITH_CHECKLIST = 25;

const STAFF_ACTIONS = ['client list page', 'client quick search', 'protocol list page', 'open a protocol with its checklist', 'save a certificate']; // prettier-ignore
const FAMILY_ACTIONS = ['portal: status page', 'portal: the family persons'];
const FIRST = ['Ana', 'João', 'Maria', 'José', 'Lúcia', 'Pedro', 'Giulia', 'Marco', 'Helena', 'Rafael'];
const LAST = ['Bortolini', 'Gonçalves', 'Haddad', 'Rossi', 'Conti', 'Zanetti', 'Ferraro', 'Moretti'];

/** Calls `run` on every item, `width` at a time. */
async function inTurn(items, width, run) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await run(items[i], i);
      }
    }),
  );
  return out;
}

/** The office's data, created through the BFF as the administrator: families, protocols, checklists. */
async function createOffice(baseURL, headers) {
  const { TYPES_OF_CERTIFICATE } = createRequire(import.meta.url)('@linhagem/contracts');
  const call = async (method, path, body) => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`office day setup: ${method} ${path} answered ${response.status} ${JSON.stringify(answer).slice(0, 200)}`); // prettier-ignore
    return answer;
  };
  const tag = `bench-office-${Date.now().toString(36)}`;
  const families = await inTurn(
    Array.from({ length: FAMILIES }, (_, i) => i),
    6,
    async (i) => {
      const family = LAST[i % LAST.length];
      const clients = [];
      for (const k of [0, 1]) {
        const name = `${FIRST[(i + k * 5) % FIRST.length]} ${family} Escritório ${i}`;
        clients.push(
          await call('POST', '/api/client', {
            name,
            typeOfPerson: 'PERSON',
            tags: [tag],
            confirmDuplicateName: true,
          }),
        );
      }
      const protocol = await call('POST', '/api/protocol', {
        name: `Cidadania ${family} ${i}`,
        familyName: family,
        mainClient: clients[0].id,
        clients: clients.map((c) => c.id),
      });
      if (!protocol.accessCode)
        throw new Error('office day setup: the protocol came without its access code');
      return { protocolId: protocol.id, accessCode: protocol.accessCode, clients };
    },
  );
  const checklists = await inTurn(families.slice(0, WITH_CHECKLIST), 4, async (family) => {
    const person = await call('POST', '/api/certificate', {
      protocolId: family.protocolId,
      category: 'APPLICANT',
      clientId: family.clients[0].id,
      name: family.clients[0].name,
      certificates: TYPES_OF_CERTIFICATE.slice(0, 3).map((typeOfCertificate) => ({ typeOfCertificate })),
    });
    return {
      protocolId: family.protocolId,
      checklistPersonId: person.id,
      certificateIds: person.certificates.map((c) => c.id),
    };
  });
  return { families, checklists };
}

/** @returns {Promise<import('./measure').BenchRow[]>} */
export async function officeDayBenchmarks({ baseURL, admin }) {
  const require = createRequire(import.meta.url);
  require('../register-ts.cjs');
  const { logIn } = require('./measure.ts');
  const { cookie } = await logIn(baseURL, admin);
  const office = await createOffice(baseURL, { cookie, 'x-requested-with': 'XMLHttpRequest' });
  // one session per person at the office (a sign-in each, as a browser would)
  const cookies = [];
  for (let i = 0; i < STAFF; i++) cookies.push((await logIn(baseURL, admin)).cookie);

  const result = await new Promise((resolve, reject) => {
    const child = fork(SELF, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answer;
    child.once('message', (message) => (answer = message));
    child.once('error', reject);
    child.once('exit', (code) =>
      answer ? resolve(answer) : reject(new Error(`office day sessions exited ${code}`)),
    );
    child.send({ baseURL, cookies, office, seconds: SECONDS });
  });
  if (result.error) throw new Error(result.error);

  const { latency } = require('./measure.ts');
  const setting = `${STAFF} staff every 2-5 s, ${FAMILIES} families every 5-15 s, ${SECONDS} s`;
  return [...STAFF_ACTIONS, ...FAMILY_ACTIONS].map((action) => {
    const { times = [], errors = [] } = result.actions[action] ?? {};
    const { p50, p95, n } = latency(times);
    return {
      name: `office day (${setting}): ${action}`,
      value: `p95 ${p95.toFixed(1)} ms, p50 ${p50.toFixed(1)} ms, ${n} actions${errors.length ? `, ${errors.length} errors (${[...new Set(errors)].slice(0, 3).join(', ')})` : ''}`,
      target: `p95 < ${TARGET_P95_MS} ms, no error`,
      pass: n > 0 && p95 < TARGET_P95_MS && errors.length === 0,
    };
  });
}

/** The sessions (in the forked process): each acts, thinks, acts again until the day ends. */
async function simulate({ baseURL, cookies, office, seconds }) {
  const actions = {};
  const note = (name, started, error) => {
    const entry = (actions[name] ??= { times: [], errors: [] });
    if (error) entry.errors.push(error);
    else entry.times.push(performance.now() - started);
  };
  const random = (from, to) => from + Math.random() * (to - from);
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const ends = Date.now() + seconds * 1000;

  const request = async (path, { headers = {}, method = 'GET', body } = {}) => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${method} ${path.split('?')[0].replace(/[a-f0-9]{24}/g, '{id}')} ${response.status}`); // prettier-ignore
  };
  const timed = async (name, run) => {
    const started = performance.now();
    try {
      await run();
      note(name, started);
    } catch (err) {
      note(name, started, err.message);
    }
  };

  const names = office.families.flatMap((f) => f.clients.map((c) => c.name.split(' ')));
  const staff = async (cookie, i) => {
    const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };
    const mine = office.checklists[i % office.checklists.length];
    let saves = 0;
    await sleep(random(0, 5000));
    while (Date.now() < ends) {
      const action = pick(STAFF_ACTIONS);
      const checklist = pick(office.checklists);
      await timed(action, async () => {
        if (action === 'client list page') {
          await request(`/api/client/pagination?sort=name,asc&page=1&size=10`, {
            headers,
            method: 'POST',
            body: pick([{}, { name: pick(names)[1] }, { tags: [] }]),
          });
        } else if (action === 'client quick search') {
          const [first, last] = pick(names);
          await request(`/api/client/s/10?name=${encodeURIComponent(`${first} ${last.slice(0, 3)}`)}`, {
            headers,
          });
        } else if (action === 'protocol list page') {
          await request('/api/protocol/pagination?page=1&size=10', {
            headers,
            method: 'POST',
            body: pick([{}, { clientName: pick(names)[1].slice(0, 4) }, { status: 'ACTIVE' }]),
          });
        } else if (action === 'open a protocol with its checklist') {
          await Promise.all([
            request(`/api/protocol/${checklist.protocolId}`, { headers }),
            request(`/api/certificate/protocol/${checklist.protocolId}`, { headers }),
          ]);
        } else {
          await request('/api/certificate/save-one', {
            headers,
            method: 'POST',
            body: {
              id: mine.certificateIds[i % mine.certificateIds.length],
              protocolId: mine.protocolId,
              checklistPersonId: mine.checklistPersonId,
              notes: `Conferida pela equipe (${i}, ${++saves})`,
            },
          });
        }
      });
      await sleep(random(2000, 5000));
    }
  };
  const family = async ({ protocolId, accessCode }) => {
    await sleep(random(0, 15_000));
    while (Date.now() < ends) {
      const action = pick(FAMILY_ACTIONS);
      await timed(action, () =>
        request(
          action === FAMILY_ACTIONS[0]
            ? `/api/public/protocol/${protocolId}/${accessCode}`
            : `/api/public/client/${protocolId}/${accessCode}`,
        ),
      );
      await sleep(random(5000, 15_000));
    }
  };
  await Promise.all([...cookies.map(staff), ...office.families.map(family)]);
  return { actions };
}

if (process.argv[1] === SELF && process.send) {
  process.once('message', (plan) => {
    simulate(plan).then(
      (result) => process.send(result, () => process.exit(0)),
      (err) => process.send({ error: err.stack ?? String(err) }, () => process.exit(1)),
    );
  });
}
