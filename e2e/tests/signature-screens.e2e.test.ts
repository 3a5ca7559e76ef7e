import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations, settleAfter } from '../src/axe';
import { launchChromium, openPage, type PageProblems } from '../src/browser';
import { ARTIFACTS_DIR, SCREEN_WIDTHS, textOverlaps } from '../src/layout';
import { systemState } from '../src/state';
import { caseAwaitingSignatures } from '../src/signing';
import { pageWiderThanWindow, requestApi as call, signedInContext, staffWithCase } from '../src/ui';

// The signer screens as a person sees them, at 375, 1366 and 1920 px in both languages: the portal's "To sign" page
// (the request open for the second signer, the first one signed) and the staff's signature requests on the
// Documents tab. Each screen holds its width, draws no text over other text, has no serious axe finding and logs no
// error; screenshots are kept under e2e/artifacts/signature-screens-*.png to look at.
const WAIT = 30_000;
const STAFF = { name: 'Sofia Telas', userName: 'sofia.telas', password: 'e2e-Sofia-screens-1' };
const FAMILY = 'Família Albuquerque de Vasconcellos';
const SIGNERS = [
  {
    name: 'Maria Eduarda Albuquerque de Vasconcellos Cavalcanti',
    cpf: '529.982.247-25',
    birthDay: '1979-04-12',
  },
  { name: 'João Pedro Albuquerque de Vasconcellos', cpf: '111.444.777-35', birthDay: '1976-09-30' },
];
const LANGUAGES = ['pt-BR', 'en-US'] as const;
const WIDTHS = SCREEN_WIDTHS;

let browser: Browser;
let protocolId = '';
let accessCode = '';

beforeAll(async () => {
  browser = await launchChromium();
  const { context: api } = await staffWithCase(browser, STAFF, FAMILY);
  const made = await caseAwaitingSignatures(api.request, {
    family: FAMILY,
    familyName: 'Albuquerque',
    signers: SIGNERS,
    fileName: 'contrato_de_prestacao_de_servicos_de_cidadania_italiana_com_procuracao.pdf',
    message: 'Leia com calma: as páginas 1 e 2 trazem os honorários e a procuração.',
  });
  ({ protocolId, accessCode } = made);
  const { clients, requestId } = made;
  // the first signer signs through the portal's API: the staff panel then shows evidence beside a waiting signer
  await call(api.request, 'post', `/api/public/signature/${protocolId}/${accessCode}/${requestId}/sign`, {
    clientId: clients[0],
    fullName: SIGNERS[0].name,
    cpf: SIGNERS[0].cpf,
    birthDay: SIGNERS[0].birthDay,
    consent: true,
  });
  await api.close();
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

/** A context in `language` at `width`, the preference stored before any page reads it. */
async function contextIn(language: string, width: number, signedIn: boolean): Promise<BrowserContext> {
  const options = {
    viewport: { width, height: width < 768 ? 812 : 900 },
    ...(width < 768 && { isMobile: true, hasTouch: true }),
  };
  const context = signedIn
    ? await signedInContext(browser, STAFF, options)
    : await browser.newContext(options);
  await context.addInitScript((chosen) => {
    const stored = JSON.parse(localStorage.getItem('linhagem.preferences') ?? '{}');
    localStorage.setItem('linhagem.preferences', JSON.stringify({ ...stored, language: chosen }));
  }, language);
  return context;
}

async function look(page: Page, problems: PageProblems, name: string) {
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `signature-screens-${name}.png`), fullPage: true });
  expect({ name, wider: await pageWiderThanWindow(page) }).toEqual({ name, wider: false });
  expect({ name, overlaps: await textOverlaps(page) }).toEqual({ name, overlaps: [] });
  expect({ name, axe: await seriousViolations(page) }).toEqual({ name, axe: [] });
  expect({ name, problems }).toEqual({ name, problems: { consoleErrors: [], failedRequests: [] } });
}

describe.each(LANGUAGES)('%s', (language) => {
  test.each(WIDTHS)("the portal's page to sign at %i px", async (width) => {
    const context = await contextIn(language, width, false);
    const { page, problems } = await openPage(context);
    page.setDefaultTimeout(WAIT);
    await page.goto(`${systemState().baseURL}/public-client/${protocolId}/signatures`);
    const modal = page.getByRole('dialog', { name: /Código de acesso|Access code/ });
    await modal.getByRole('textbox').fill(accessCode);
    await settleAfter(page, () => modal.getByRole('button', { name: /^(Abrir|Open)$/ }).click());
    await page.locator('.pps-card img').first().waitFor();
    await page.evaluate(() =>
      Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
    );
    await look(page, problems, `portal-${language}-${width}`);
    await context.close();
  });

  test.each(WIDTHS)("the staff's signature requests at %i px", async (width) => {
    const context = await contextIn(language, width, true);
    const { page, problems } = await openPage(context);
    page.setDefaultTimeout(WAIT);
    await settleAfter(page, () => page.goto(`${systemState().baseURL}/protocol/${protocolId}/documents`));
    await page.locator('.lps-request').first().waitFor();
    await look(page, problems, `staff-${language}-${width}`);
    await context.close();
  });
});
