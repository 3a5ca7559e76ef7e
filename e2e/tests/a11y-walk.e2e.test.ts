import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  API_FAMILIES,
  PUBLIC_PAGE_PREFIX,
  STAFF_ROUTES,
  accessCodeStorageKey,
  type ApiFamilyName,
  type StaffRoute,
} from '@linhagem/contracts';
import { launchChromium } from '../src/browser';
import { seriousViolations, settleAfter } from '../src/axe';
import { systemState } from '../src/state';
import { requestApi as call, signedInContext } from '../src/ui';

// WCAG 2.2 AA, measured (axe with wcag2a, wcag2aa, wcag21aa, wcag22aa): every staff route of STAFF_ROUTES, each tab
// of a record, and every portal page, opened on a case with data (the Fontana demo case: services, checklist,
// deadlines, custody; a document and a signature request added here), the client's Lineage tab with the line its
// family links draw. One Chromium; one context per pass. A pass is
// a language and a theme: pt-BR in the light theme and en-US in the dark one by default, so each language and each
// theme is measured (A11Y_WALK_ALL=1 measures the four pairs). The findings are printed per page; the test fails
// on any serious or critical one.
const CASE = 'Cidadania italiana de Mariana e Rafael';
const PASSES = [
  { language: 'pt-BR', darkMode: false },
  { language: 'en-US', darkMode: true },
  ...(process.env.A11Y_WALK_ALL
    ? [
        { language: 'pt-BR', darkMode: true },
        { language: 'en-US', darkMode: false },
      ]
    : []),
] as const;

type Records = { protocolId: string; accessCode: string; ids: Partial<Record<ApiFamilyName, string>> };

let browser: Browser;
let records: Records;

/** The first record of a family's list, for the `:id` of its form (the demo and the set-up made one of each). */
async function firstId(context: BrowserContext, family: ApiFamilyName): Promise<string | undefined> {
  const page = await call<{ content: { id: string }[] }>(
    context.request,
    'post',
    `${API_FAMILIES[family].prefix}/pagination?page=1&size=1`,
    {},
  ).catch(() => null);
  return page?.content[0]?.id;
}

/** The case with data: the demo's Fontana protocol, with a document and a signature request added. */
async function prepare(context: BrowserContext): Promise<Records> {
  const { baseURL } = systemState();
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL };
  const list = await call<{ content: { id: string; name: string }[] }>(
    context.request,
    'post',
    '/api/protocol/pagination?page=1&size=50',
    {},
  );
  const found = list.content.find((protocol) => protocol.name === CASE);
  if (!found) throw new Error(`the demo case "${CASE}" is missing`);
  const protocol = await call<{ accessCode: string; mainClient: string | { id: string } }>(
    context.request,
    'get',
    `/api/protocol/${found.id}`,
  );
  const rendered = await context.request.get(`${baseURL}/api/protocol/${found.id}/quote.pdf`, { headers });
  const uploaded = await context.request.post(`${baseURL}/api/document`, {
    headers,
    multipart: {
      protocolId: found.id,
      kind: 'OTHER',
      file: { name: 'contrato-a11y.pdf', mimeType: 'application/pdf', buffer: await rendered.body() },
    },
  });
  if (!uploaded.ok()) throw new Error(`upload: ${uploaded.status()} ${await uploaded.text()}`);
  const { id: documentId } = (await uploaded.json()) as { id: string };
  const mainClient = typeof protocol.mainClient === 'string' ? protocol.mainClient : protocol.mainClient.id;
  await call(context.request, 'post', '/api/signature', {
    documentId,
    signers: [{ clientId: mainClient }],
    ordered: false,
    expiresOn: `${new Date().getFullYear() + 1}-01-31`,
    purpose: 'CONTRACT',
  });
  const ids: Records['ids'] = { protocol: found.id, client: mainClient };
  for (const family of [
    'user',
    'type-service',
    'text-fragment',
    'quick-protocol-create',
    'letter',
    'contract',
    'form-template',
  ] as const)
    ids[family] = await firstId(context, family);
  return { protocolId: found.id, accessCode: protocol.accessCode, ids };
}

/** The concrete pages of a route: its record (the first of its family) and each of the record's tabs. */
function pagesOf(route: StaffRoute): string[] {
  const id = route.family ? records.ids[route.family] : undefined;
  const fill = (tab?: string) =>
    route.path
      .split('/')
      .flatMap((segment) => {
        if (segment === ':tab?') return tab ? [tab] : [];
        if (segment.startsWith(':')) return id ? [id] : segment.endsWith('?') ? [] : ['missing'];
        return [segment];
      })
      .join('/');
  return route.tabs ? route.tabs.map((tab) => fill(tab)) : [fill()];
}

/** Moves the single-page app to `path` as a link would (no reload), then waits until it is still. */
async function open(page: Page, path: string): Promise<void> {
  await settleAfter(page, () =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path),
  );
}

type Finding = { page: string; lines: string[] };

/** Measures each path in turn and returns the pages with findings; prints every page's count. */
async function walk(page: Page, label: string, paths: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  const report: string[] = [];
  for (const path of paths) {
    await open(page, path);
    const lines = await seriousViolations(page);
    report.push(`${lines.length ? '✗' : '✓'} ${path}${lines.length ? `\n    ${lines.join('\n    ')}` : ''}`);
    if (lines.length) findings.push({ page: `${label} ${path}`, lines });
  }
  console.log(`axe, WCAG 2.2 AA, ${label}:\n${report.join('\n')}`);
  return findings;
}

beforeAll(async () => {
  browser = await launchChromium();
  const { admin } = systemState();
  const context = await signedInContext(browser, { userName: admin.username, password: admin.password });
  records = await prepare(context);
  await context.close();
}, 60000);

afterAll(async () => {
  await browser?.close();
});

describe.each(PASSES)('accessibility of every page in $language, dark: $darkMode', (pass) => {
  const label = `${pass.language} ${pass.darkMode ? 'dark' : 'light'}`;

  test('no staff route has a serious or critical axe finding', async () => {
    const { admin, baseURL } = systemState();
    const context = await signedInContext(
      browser,
      { userName: admin.username, password: admin.password },
      { viewport: { width: 1366, height: 800 } },
    );
    await context.addInitScript((preferences) => {
      window.localStorage.setItem('linhagem.preferences', JSON.stringify(preferences));
    }, pass);
    // two tabs walk every other page side by side: a page mostly waits for its data, axe for the other tab
    const paths = STAFF_ROUTES.flatMap(pagesOf);
    const halves = [0, 1].map((half) => paths.filter((_, index) => index % 2 === half));
    const pages = await Promise.all(halves.map(() => context.newPage()));
    const findings = await Promise.all(
      halves.map(async (half, index) => {
        const page = pages[index];
        page.setDefaultTimeout(30000);
        await settleAfter(page, () => page.goto(`${baseURL}/dashboard`, { waitUntil: 'load' }));
        return walk(page, `${label} (tab ${index + 1})`, half);
      }),
    );
    // the client's Lineage tab was measured with the chart drawn from the family links (the demo's client has
    // a father, grandmother and great-grandparents linked), not with its empty state
    await open(pages[0], `/client/${records.ids.client}/lineage`);
    const cards = await pages[0].locator('.lk-pedigree-card').count();
    await context.close();
    expect(cards).toBeGreaterThanOrEqual(5);
    expect(findings.flat()).toEqual([]);
  }, 600000);

  test('no portal page has a serious or critical axe finding', async () => {
    const { baseURL } = systemState();
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    await context.addInitScript(
      ({ preferences, key, code }) => {
        window.localStorage.setItem('linhagem.preferences', JSON.stringify(preferences));
        window.localStorage.setItem(key, code);
      },
      { preferences: pass, key: accessCodeStorageKey(records.protocolId), code: records.accessCode },
    );
    const page = await context.newPage();
    page.setDefaultTimeout(30000);
    const base = `${PUBLIC_PAGE_PREFIX}/${records.protocolId}`;
    await settleAfter(page, () => page.goto(`${baseURL}${base}`, { waitUntil: 'load' }));
    const findings = await walk(page, `${label} portal`, [
      base,
      `${base}/status`,
      `${base}/documents`,
      `${base}/signatures`,
    ]);
    await context.close();
    expect(findings).toEqual([]);
  }, 300000);
});
