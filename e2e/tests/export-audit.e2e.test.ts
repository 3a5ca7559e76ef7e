import fs from 'node:fs';
import path from 'node:path';
import { EXPORT_API, staffPath } from '@linhagem/contracts';
import { seriousViolations, settleAfter } from '../src/axe';
import { VISIBLE, signIn, useJourneyPage } from '../src/journey';
import { ARTIFACTS_DIR, textOverlaps } from '../src/layout';
import { systemState } from '../src/state';
import { createClient, pageWiderThanWindow, runTag } from '../src/ui';

// docs/adr-exports.md "Audit of exports": an administrator who exported the client and protocol lists finds both
// exports on the exports audit, at 375, 1366 and 1920 px, in Portuguese and English, with no console error, no axe
// finding, no text over other text and nothing wider than the window. Screenshots go to e2e/artifacts.

const journey = useJourneyPage({ viewport: { width: 1366, height: 900 } });
const tag = runTag();

/** A list export as the list's Export button asks it, its file read to the end (the audit is written then). */
const exportList = (path: string, format: 'csv' | 'xlsx', filter: unknown) =>
  journey.page.evaluate(
    async ({ path, format, filter }) => {
      const answer = await fetch(`${path}?format=${format}`, {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: JSON.stringify(filter),
      });
      await answer.arrayBuffer();
      return answer.status;
    },
    { path, format, filter },
  );

const setLanguage = (language: 'pt-BR' | 'en-US') =>
  journey.page.evaluate((language) => {
    const stored = JSON.parse(localStorage.getItem('linhagem.preferences') ?? '{}');
    localStorage.setItem('linhagem.preferences', JSON.stringify({ ...stored, language }));
  }, language);

describe('the exports audit', () => {
  beforeAll(async () => {
    await signIn(journey.page);
    await createClient(journey.page, { name: `Ana Auditada ${tag}` });
    expect(await exportList(EXPORT_API.clients, 'csv', { name: `Auditada ${tag}` })).toBe(200);
    expect(await exportList(EXPORT_API.protocols, 'xlsx', {})).toBe(200);
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  });

  it.each([
    ['pt-BR', 375, 'Lista de clientes', 'Protocolos', 'Lista de protocolos'],
    ['en-US', 1366, 'Client list', 'Protocols', 'Protocol list'],
    ['pt-BR', 1366, 'Lista de clientes', 'Protocolos', 'Lista de protocolos'],
    ['en-US', 375, 'Client list', 'Protocols', 'Protocol list'],
    ['pt-BR', 1920, 'Lista de clientes', 'Protocolos', 'Lista de protocolos'],
  ] as const)('%s at %i px lists both exports', async (language, width, clients, protocolsBox, protocols) => {
    const { page, problems } = journey;
    await page.setViewportSize({ width, height: width < 400 ? 812 : 900 });
    await setLanguage(language);
    await settleAfter(page, () => page.goto(`${systemState().baseURL}${staffPath('exportAudit')}`));
    const row = page.locator('tr', { has: page.getByText(`name: Auditada ${tag}`) });
    await row.getByText(clients, { exact: true }).waitFor(VISIBLE);
    expect(await pageWiderThanWindow(page)).toBe(false);
    expect(await textOverlaps(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, `export-audit-${language}-${width}.png`),
      fullPage: true,
    });

    await settleAfter(page, () => page.getByRole('button', { name: protocolsBox }).click());
    await page.getByText(protocols, { exact: true }).first().waitFor(VISIBLE);
    expect(await pageWiderThanWindow(page)).toBe(false);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
});
