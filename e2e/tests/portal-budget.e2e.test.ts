import type { Browser } from 'playwright-core';
import {
  PORTAL_INITIAL_JS_LIMIT_KB,
  kb,
  portalInitialScripts,
  standaloneEntryScripts,
  type InitialScript,
} from '../../scripts/bench/portalPage';
import { launchChromium } from '../src/browser';
import { systemState } from '../src/state';

// The family portal's initial JavaScript at most 150 KB gzip. Counted on the standalone build the
// run has already made (nothing is built here): the scripts Chromium requests until the first screen, the
// access-code modal, shows, each read from mf-public-portal/dist/standalone and gzipped. The page's LCP is a
// benchmark (`npm run bench -- portal`).
const PROTOCOL_ID = '64b000000000000000000001'; // the modal comes before any call about the protocol

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const gzipKb = (scripts: InitialScript[]) => kb(scripts.reduce((sum, s) => sum + s.gzip, 0));

test.each([
  ['people page', `/public-client/${PROTOCOL_ID}`],
  ['status page', `/public-client/${PROTOCOL_ID}/status`],
])('the %s loads at most 150 KB gzip of JavaScript before its first screen', async (_page, path) => {
  const scripts = await portalInitialScripts(browser, `${systemState().baseURL}${path}`);
  // the scripts of the built index.html are among them: the count starts at the page's own entry
  expect(scripts.map((s) => s.file)).toEqual(expect.arrayContaining(standaloneEntryScripts()));
  expect(standaloneEntryScripts().length).toBeGreaterThan(0);
  expect(gzipKb(scripts)).toBeLessThanOrEqual(PORTAL_INITIAL_JS_LIMIT_KB);
});
