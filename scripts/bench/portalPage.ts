// The family portal's standalone page as a family's browser meets it, for its size budget test
// (e2e/tests/portal-budget.e2e.test.ts) and its benchmark (scripts/bench/portal.mjs): which scripts load before the
// first screen (the access-code modal) shows, and the page's largest contentful paint.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** the JavaScript loaded before the first screen: at most 150 KB gzip */
export const PORTAL_INITIAL_JS_LIMIT_KB = 150;
/** the page's largest contentful paint: under 1 s on this machine */
export const PORTAL_LCP_LIMIT_MS = 1000;

/** The standalone build the BFF serves at /public-client/… and where its files are requested. */
export const PORTAL_STANDALONE_DIR = path.resolve(__dirname, '../../mf-public-portal/dist/standalone');
const STANDALONE_PATH = '/remotes/mf-public-portal/standalone/';
const STEP_TIMEOUT_MS = 20000;

/** A phone-sized fresh context: empty cache, no saved access code unless one is given. */
export async function familyContext(browser: Browser, saved?: { protocolId: string; code: string }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  if (saved)
    await context.addInitScript(
      ({ key, code }) => window.localStorage.setItem(key, code),
      // contracts' accessCodeStorageKey: the page keeps the code there
      { key: `linhagem.accessCode.${saved.protocolId}`, code: saved.code },
    );
  return context;
}

/** The access-code modal, the first screen of a family without a saved code. */
export const accessCodeModal = (page: Page) =>
  page.locator('dialog[open]', { has: page.locator('#pp-access-code') });

export type InitialScript = { file: string; raw: number; gzip: number };

/**
 * The scripts a first visit to `url` requests until the access-code modal shows (the entry, its chunks and whatever
 * the modal needs), each read from the built standalone output and gzipped (zlib's default level).
 */
export async function portalInitialScripts(browser: Browser, url: string): Promise<InitialScript[]> {
  const context = await familyContext(browser);
  try {
    const requested = new Set<string>();
    context.on('request', (request) => {
      if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
    });
    const page = await context.newPage();
    await page.goto(url, { timeout: STEP_TIMEOUT_MS });
    await accessCodeModal(page).waitFor({ timeout: STEP_TIMEOUT_MS });
    return [...requested].map((pathname) => {
      if (!pathname.startsWith(STANDALONE_PATH))
        throw new Error(`${pathname} is not a file of the portal's standalone build`);
      const file = pathname.slice(STANDALONE_PATH.length);
      const body = fs.readFileSync(path.join(PORTAL_STANDALONE_DIR, file));
      return { file, raw: body.length, gzip: zlib.gzipSync(body).length };
    });
  } finally {
    await context.close();
  }
}

/** The scripts the built standalone index.html names itself (what a browser runs before anything else). */
export function standaloneEntryScripts(): string[] {
  const html = fs.readFileSync(path.join(PORTAL_STANDALONE_DIR, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map((m) => m[1].replace(STANDALONE_PATH, ''));
}

export const kb = (bytes: number) => bytes / 1024;

/** The largest contentful paint of one cold load of `url` (ms from navigation), once `shown` is on screen. */
export async function portalLcp(
  context: BrowserContext,
  url: string,
  shown: (page: Page) => Promise<unknown>,
): Promise<number> {
  const page = await context.newPage();
  await page.goto(url, { timeout: STEP_TIMEOUT_MS });
  await shown(page);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = Math.max(last, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // buffered entries arrive in a task after observe(); two frames later they are all in
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(last), 0)));
      }),
  );
}
