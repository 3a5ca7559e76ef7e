// Shell benchmarks, called by scripts/bench.mjs with a running system and a launched
// Chromium (playwright-core Browser): initial JavaScript of the login page, its largest contentful paint, and
// how many copies of React one page holds after every staff route of spec 2 was visited.
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const LOGIN_JS_TARGET_KB = 250;
const LCP_TARGET_MS = 1000;
const LCP_RUNS = 5;
const STEP_TIMEOUT_MS = 20000;
/** Per staff route (about two dozen), so the React count stays bounded even when remotes hang. */
const ROUTE_TIMEOUT_MS = 10000;

/** Every staff route of spec 2 with sample parameters, from the route table (the build has made contracts' dist). */
const routeTable = createRequire(import.meta.url)('@linhagem/contracts');
export const STAFF_ROUTES = routeTable.STAFF_ROUTES.flatMap(routeTable.samplePaths);

/** react's own module assigns its internals to an export; react-dom and the JSX runtime only read them. */
const REACT_DEFINITION = /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g;

const isJavaScript = (response) =>
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

/** Collects the body of every JavaScript response the context receives (deduplicated by URL). */
function collectJavaScript(context) {
  const bodies = new Map();
  context.on('response', (response) => {
    if (response.status() !== 200 || !isJavaScript(response) || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().catch(() => Buffer.alloc(0)),
    );
  });
  return async () => new Map(await Promise.all([...bodies].map(async ([url, body]) => [url, await body])));
}

async function openLogin(page, baseURL, path = '/login') {
  await page.goto(`${baseURL}${path}`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
  await page.locator('#login-username').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

/** Lets late chunks of the first render finish; bounded, never an error. */
const settle = (page) => page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);

async function loginPageJavaScript(browser, baseURL) {
  const context = await browser.newContext();
  try {
    const bodies = collectJavaScript(context);
    const page = await context.newPage();
    await openLogin(page, baseURL);
    await settle(page);
    const files = [...(await bodies()).values()];
    const raw = files.reduce((sum, body) => sum + body.length, 0);
    const gzip = files.reduce((sum, body) => sum + zlib.gzipSync(body).length, 0);
    return { raw, gzip, count: files.length };
  } finally {
    await context.close();
  }
}

async function loginPageLcp(browser, baseURL) {
  const context = await browser.newContext(); // fresh: empty cache, no cookies
  try {
    const page = await context.newPage();
    await openLogin(page, baseURL);
    await page
      .locator('.login-logo')
      .evaluate((img) => img.complete || new Promise((r) => (img.onload = img.onerror = r)));
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          let last = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = Math.max(last, entry.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // buffered entries arrive in a task after observe(); two frames later they are all in
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(last), 0)));
        }),
    );
  } finally {
    await context.close();
  }
}

/** Counts React renderers through a stand-in of the devtools hook each react-dom copy registers with. */
function countRenderersScript() {
  window.__reactRenderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      window.__reactRenderers += 1;
      this.renderers.set(window.__reactRenderers, renderer);
      return window.__reactRenderers;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
  };
}

async function reactCopies(browser, baseURL, admin) {
  const context = await browser.newContext();
  await context.addInitScript(countRenderersScript);
  try {
    const bodies = collectJavaScript(context);
    const page = await context.newPage();
    await openLogin(page, baseURL);
    await page.locator('#login-username').fill(admin.username);
    await page.locator('#login-password').fill(admin.password);
    await page.locator('#login-password').press('Enter');
    await page.waitForURL(/\/dashboard$/, { timeout: STEP_TIMEOUT_MS });
    const visited = [];
    for (const route of STAFF_ROUTES) {
      // in-page navigation: every remote ends up in the same JavaScript realm, as when a person clicks around
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      }, route);
      await page
        .waitForFunction(
          () => {
            const main = document.querySelector('#main-content');
            return !!main && main.textContent.trim() !== '' && !main.querySelector('.lk-loading-indicator');
          },
          undefined,
          { timeout: ROUTE_TIMEOUT_MS },
        )
        .then(() => visited.push(route))
        .catch(() => undefined);
    }
    await settle(page);
    let definitions = 0;
    for (const body of (await bodies()).values())
      definitions += (body.toString('utf8').match(REACT_DEFINITION) ?? []).length;
    const renderers = await page.evaluate(() => window.__reactRenderers);
    return { definitions, renderers, visited: visited.length };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {{ baseURL: string, browser: import('playwright-core').Browser, admin: { username: string, password: string } }} options
 * @returns {Promise<Array<{ name: string, value: string | number, target?: string, pass?: boolean }>>}
 */
export async function shellBenchmarks({ baseURL, browser, admin }) {
  const rows = [];
  const js = await loginPageJavaScript(browser, baseURL);
  rows.push({
    name: 'shell: initial JavaScript of the login page',
    value: `${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(0)} KB raw, ${js.count} files)`,
    target: `< ${LOGIN_JS_TARGET_KB} KB gzip`,
    pass: js.gzip < LOGIN_JS_TARGET_KB * 1024,
  });

  const paints = [];
  for (let run = 0; run < LCP_RUNS; run += 1) paints.push(await loginPageLcp(browser, baseURL));
  const lcp = median(paints);
  rows.push({
    name: `shell: login page largest contentful paint (median of ${LCP_RUNS} cold loads)`,
    value: `${lcp.toFixed(0)} ms (${paints.map((p) => p.toFixed(0)).join(', ')})`,
    target: `< ${LCP_TARGET_MS} ms`,
    pass: lcp > 0 && lcp < LCP_TARGET_MS,
  });

  const react = await reactCopies(browser, baseURL, admin);
  rows.push({
    name: `shell: copies of React after ${react.visited}/${STAFF_ROUTES.length} staff routes`,
    value: react.definitions,
    target: '1',
    pass: react.definitions === 1 && react.visited === STAFF_ROUTES.length,
  });
  rows.push({
    name: 'shell: React DOM renderers registered on that page',
    value: react.renderers,
    target: '1',
    pass: react.renderers === 1,
  });
  return rows;
}
