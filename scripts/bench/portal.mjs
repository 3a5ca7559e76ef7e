// The family portal's standalone page, called by scripts/bench.mjs with a running system and a
// launched Chromium: its initial JavaScript (until the access-code modal shows) on both pages, and its largest
// contentful paint on a phone-sized cold load, for a first visit (the modal) and a returning family (code saved:
// the people of the case).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const {
  PORTAL_INITIAL_JS_LIMIT_KB,
  PORTAL_LCP_LIMIT_MS,
  accessCodeModal,
  familyContext,
  kb,
  portalInitialScripts,
  portalLcp,
} = require('./portalPage.ts');
const { logIn } = require('./measure.ts');

const LCP_RUNS = 7;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A protocol of a family with two people, created through the BFF as the administrator. */
async function createFamily(baseURL, admin) {
  const { cookie } = await logIn(baseURL, admin);
  const call = async (path, body) => {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`portal bench setup: ${path} answered ${response.status}`);
    return answer;
  };
  const tag = `bench-portal-${Date.now().toString(36)}`;
  const clients = [];
  for (const name of ['Lucia Benedetti', 'Marco Benedetti'])
    clients.push(
      await call('/api/client', { name, typeOfPerson: 'PERSON', tags: [tag], confirmDuplicateName: true }),
    );
  const protocol = await call('/api/protocol', {
    name: 'Cidadania Benedetti',
    familyName: 'Família Benedetti',
    mainClient: clients[0].id,
    clients: clients.map((c) => c.id),
  });
  return { protocolId: protocol.id, code: protocol.accessCode };
}

async function lcpRuns(browser, url, saved, shown) {
  const paints = [];
  for (let run = 0; run < LCP_RUNS; run += 1) {
    const context = await familyContext(browser, saved);
    try {
      paints.push(await portalLcp(context, url, shown));
    } finally {
      await context.close();
    }
  }
  return paints;
}

/**
 * @param {{ baseURL: string, browser: import('playwright-core').Browser, admin: { username: string, password: string } }} options
 * @returns {Promise<Array<{ name: string, value: string | number, target?: string, pass?: boolean }>>}
 */
export async function portalBenchmarks({ baseURL, browser, admin }) {
  const rows = [];
  const family = await createFamily(baseURL, admin);
  const page = `${baseURL}/public-client/${family.protocolId}`;

  for (const [label, url] of [
    ['people page', page],
    ['status page', `${page}/status`],
  ]) {
    const scripts = await portalInitialScripts(browser, url);
    const gzip = kb(scripts.reduce((sum, s) => sum + s.gzip, 0));
    const raw = kb(scripts.reduce((sum, s) => sum + s.raw, 0));
    rows.push({
      name: `portal: initial JavaScript of the ${label} (until the access-code modal shows)`,
      value: `${gzip.toFixed(1)} KB gzip (${raw.toFixed(0)} KB raw, ${scripts.length} files)`,
      target: `<= ${PORTAL_INITIAL_JS_LIMIT_KB} KB gzip`,
      pass: gzip <= PORTAL_INITIAL_JS_LIMIT_KB,
    });
  }

  const firstVisit = await lcpRuns(browser, page, undefined, (p) => accessCodeModal(p).waitFor());
  const returning = await lcpRuns(browser, page, family, (p) =>
    p.getByRole('heading', { level: 1, name: 'Família Benedetti' }).waitFor(),
  );
  for (const [label, paints] of [
    ['first visit, the access-code modal', firstVisit],
    ['code saved, the people of the case', returning],
  ]) {
    const lcp = median(paints);
    rows.push({
      name: `portal: largest contentful paint at 375 px, ${label} (median of ${LCP_RUNS} cold loads)`,
      value: `${lcp.toFixed(0)} ms (${paints.map((p) => p.toFixed(0)).join(', ')})`,
      target: `< ${PORTAL_LCP_LIMIT_MS} ms`,
      pass: lcp > 0 && lcp < PORTAL_LCP_LIMIT_MS,
    });
  }
  return rows;
}
