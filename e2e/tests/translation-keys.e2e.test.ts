import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  API_FAMILIES,
  PUBLIC_PAGE_PREFIX,
  STAFF_ROUTES,
  SUPPORTED_LANGUAGES,
  accessCodeStorageKey,
  basePath,
  type Language,
  type StaffRoute,
} from '@linhagem/contracts';
import { launchChromium } from '../src/browser';
import { systemState } from '../src/state';

// Every staff route of the route table and the family portal's two pages, in each language, signed in as the
// administrator on the demo data: no visible text may be a translation key that i18next could not find
// (`typeService.columns.price`). One browser context per language keeps it to a few minutes.

/** Looks like `namespace:word.word` or `word.word`: a lower-case word, then dotted words, without spaces. */
const KEY = /\b[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_-]+)+\b/g;
/** Dotted words that are words: abbreviations written in the interface's texts. */
const ALLOWED = new Set([
  'e.g', // "for example" in English help texts
  'i.e', // "that is"
]);
/** A dotted word inside one of these is an address, not a key. */
const ADDRESS = /@|:\/\/|^www\./;
/** The last part of a domain or a file name. */
const DOMAIN_OR_FILE =
  /\.(com|br|org|net|example|test|local|io|dev|png|jpe?g|webp|svg|gif|pdf|docx?|txt|json|js|css|html)$/i;

type Found = { where: string; text: string };

/** The text of every visible text node and of the labels people hear or hover (aria-label, placeholder, title). */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, noscript')) continue;
      if (parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The dotted words of `text` that read as a key, leaving e-mails, URLs, domains, file names and numbers out. */
function keysIn(text: string): string[] {
  const keys: string[] = [];
  for (const token of text.split(/\s+/)) {
    if (ADDRESS.test(token)) continue;
    for (const [match] of token.matchAll(KEY)) {
      if (!ALLOWED.has(match) && !DOMAIN_OR_FILE.test(match)) keys.push(match);
    }
  }
  return keys;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** The first record of a family's list (`POST <prefix>/pagination`), to open its form or detail. */
async function firstId(
  context: BrowserContext,
  prefix: string,
): Promise<Record<string, unknown> | undefined> {
  const { baseURL } = systemState();
  const response = await context.request.post(`${baseURL}${prefix}/pagination?page=1&size=1`, {
    data: {},
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL },
  });
  if (!response.ok()) return undefined;
  const page = (await response.json()) as { content: Record<string, unknown>[] };
  return page.content[0];
}

/**
 * The office's user names (`rita.normal`): data people typed, shown on the users list, not keys. Other journeys
 * sharing the system add users, so they are read, not assumed.
 */
async function officeUserNames(context: BrowserContext): Promise<Set<string>> {
  const { baseURL } = systemState();
  const names = new Set<string>();
  for (let page = 1; ; page++) {
    const response = await context.request.post(
      `${baseURL}${API_FAMILIES.user.prefix}/pagination?page=${page}&size=100`,
      { data: {}, headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL } },
    );
    expect(response.ok()).toBe(true);
    const { content } = (await response.json()) as { content: { userName: string }[] };
    for (const { userName } of content) names.add(userName);
    if (content.length < 100) return names;
  }
}

/**
 * The concrete addresses of a route: its base path, an existing record for an `:id` (the demo data's first), and
 * each of its tabs. A route whose family has no record is visited at its base path only.
 */
async function pathsOf(context: BrowserContext, route: StaffRoute): Promise<string[]> {
  if (!route.path.includes(':id')) return [basePath(route)];
  const record = route.family ? await firstId(context, API_FAMILIES[route.family].prefix) : undefined;
  const required = !route.path.includes(':id?');
  const paths = required ? [] : [basePath(route)];
  if (!record) return paths;
  const withId = route.path.replace(':id?', String(record.id)).replace(':id', String(record.id));
  if (!route.tabs) return [...paths, withId];
  return [...paths, ...route.tabs.map((tab) => withId.replace(':tab?', tab))];
}

async function signedInContext(language: Language): Promise<BrowserContext> {
  const { baseURL, admin } = systemState();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript((wanted) => {
    const key = 'linhagem.preferences';
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...saved, language: wanted }));
  }, language);
  const response = await context.request.post(`${baseURL}/login`, {
    data: { username: admin.username, password: admin.password },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL },
  });
  expect(response.ok()).toBe(true);
  return context;
}

/**
 * Requests the page has in flight, counted from the browser's events: the sign that a page moved by the router
 * has its data, since a load state is reached once per document and a route change fires none.
 */
function networkCounter(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    /** Resolves once nothing has been in flight for `quietMs` (or after `timeoutMs`, read as it is). */
    async quiet(quietMs = 300, timeoutMs = 10000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Opens the address and waits for its content: the first one is loaded, the next ones are reached through the
 * router (the history API and a popstate, as a link does), which keeps the shell and its loaded remotes as a
 * user's session would and saves a document load per page. `load` opens it as a new document (the family's
 * portal is entered by its link, never from the staff's shell).
 */
async function visit(
  page: Page,
  network: ReturnType<typeof networkCounter>,
  path: string,
  { load = false } = {},
) {
  if (load || page.url() === 'about:blank') {
    await page.goto(`${systemState().baseURL}${path}`, { waitUntil: 'load' });
  } else {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await network.quiet();
  await page
    .locator('main h1, main h2')
    .first()
    .waitFor({ state: 'visible', timeout: 20000 })
    .catch(() => undefined); // a page without a heading is read as it is
  await network.quiet();
}

test('no dotted key reads as a key: e-mails, addresses, file names and abbreviations are words', () => {
  expect(keysIn('typeService.columns.price')).toEqual(['typeService.columns.price']);
  expect(keysIn('Preço: config:typeService.fields.price')).toEqual(['typeService.fields.price']);
  expect(
    keysIn('contato@linhagem.example https://cdn.example.org/x www.rossi.com.br logo.png e.g. R$ 1.500,00'),
  ).toEqual([]);
});

describe.each(SUPPORTED_LANGUAGES)('in %s', (language) => {
  let context: BrowserContext;
  let page: Page;
  let network: ReturnType<typeof networkCounter>;

  beforeAll(async () => {
    context = await signedInContext(language);
    page = await context.newPage();
    network = networkCounter(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  test('every staff route and the family portal show words, never a translation key', async () => {
    const found: Found[] = [];
    const seen = new Map<string, string[]>();
    const userNames = await officeUserNames(context);
    const read = async (where: string) => {
      const texts = await visibleTexts(page);
      seen.set(where, texts);
      for (const text of texts)
        for (const key of keysIn(text)) if (!userNames.has(key)) found.push({ where, text: key });
    };

    for (const route of STAFF_ROUTES) {
      for (const path of await pathsOf(context, route)) {
        await visit(page, network, path);
        await read(path);
      }
    }

    // the family's pages of a demo protocol, with its access code already given
    const protocol = await firstId(context, API_FAMILIES.protocol.prefix);
    expect(protocol).toBeDefined();
    const { baseURL } = systemState();
    const detail = await context.request.get(
      `${baseURL}${API_FAMILIES.protocol.prefix}/${String(protocol!.id)}`,
    );
    const { id, accessCode } = (await detail.json()) as { id: string; accessCode: string };
    await page.evaluate(
      ([key, code]) => localStorage.setItem(key, code),
      [accessCodeStorageKey(id), accessCode],
    );
    for (const path of [`${PUBLIC_PAGE_PREFIX}/${id}`, `${PUBLIC_PAGE_PREFIX}/${id}/status`]) {
      await visit(page, network, path, { load: true });
      await read(path);
    }

    expect(found).toEqual([]);
    // the pages were read in the language: the seeded administrator's name, the paginator's words
    const english = language === 'en-US';
    expect(seen.get('/dashboard')).toContain(english ? 'Hello, Administrador!' : 'Olá, Administrador!');
    expect(seen.get('/type-service/list')).toContainEqual(
      expect.stringMatching(english ? /^Showing 1 to \d+ of \d+$/ : /^Mostrando 1 a \d+ de \d+$/),
    );
  }, 600000);
});
