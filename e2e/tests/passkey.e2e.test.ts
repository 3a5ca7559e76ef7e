import fs from 'node:fs';
import path from 'node:path';
import { seriousViolations, settleAfter } from '../src/axe';
import { openPage } from '../src/browser';
import { newStaffMember } from '../src/bff';
import { VISIBLE, useBrowserContext } from '../src/journey';
import { ARTIFACTS_DIR } from '../src/layout';
import { systemState } from '../src/state';

// A staff member adds a passkey in "Minha conta", signs out and signs in with the passkey alone (docs/adr-auth-and-
// gateway.md "Passkeys"), on Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain).
// WebAuthn wants a domain, never an IP: the pages are opened at `localhost`, identity's development relying party.
const currentContext = useBrowserContext();

it('adds a passkey in Minha conta, signs out and signs in with the passkey alone', async () => {
  const { baseURL: ipURL } = systemState();
  const baseURL = ipURL.replace('127.0.0.1', 'localhost');
  const password = 'passkey-journey-9';
  const userName = await newStaffMember(currentContext(), {
    prefix: 'passkey',
    name: 'Paula Chave',
    password,
  });

  const { page, problems } = await openPage(currentContext());
  const cdp = await currentContext().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await page.goto(`${baseURL}/login`, { waitUntil: 'load' });
  await page.getByLabel('Usuário').fill(userName);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`${baseURL}/dashboard`, { timeout: 30000 });

  await page.goto(`${baseURL}/account`, { waitUntil: 'load' });
  const card = page.getByRole('region', { name: 'Chaves de acesso' }).first();
  await page.getByRole('heading', { name: 'Chaves de acesso' }).waitFor(VISIBLE);
  await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
  await page.getByLabel('Nome da chave de acesso').fill('Notebook do escritório');
  // by keyboard: Enter in the name field sends the form
  await page.getByLabel('Nome da chave de acesso').press('Enter');
  await page.getByRole('cell', { name: 'Notebook do escritório', exact: true }).waitFor(VISIBLE);
  expect(await card.getByRole('cell', { name: 'Nunca' }).count()).toBe(1);
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, `passkeys-account-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // signed out: the passkey alone signs in
  await currentContext().clearCookies();
  await page.goto(`${baseURL}/login`, { waitUntil: 'load' });
  const passkeyButton = page.getByRole('button', { name: 'Entrar com chave de acesso' });
  await passkeyButton.waitFor(VISIBLE);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `passkeys-login-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await passkeyButton.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseURL}/dashboard`, { timeout: 30000 });

  await page.goto(`${baseURL}/account`, { waitUntil: 'load' });
  const row = page.getByRole('row', { name: /Notebook do escritório/ });
  await row.waitFor(VISIBLE);
  expect(await row.getByRole('cell', { name: 'Nunca' }).count()).toBe(0);
  const history = page.getByRole('region', { name: 'Entradas recentes' });
  await history.getByRole('cell', { name: 'Chave de acesso' }).first().waitFor(VISIBLE);

  // the same card in en-US, measured by axe (WCAG 2.2 AA) as the other journeys' screens: the list, the add form
  // with its error, and the removal's confirmation
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('linhagem.preferences') ?? '{}');
    localStorage.setItem('linhagem.preferences', JSON.stringify({ ...stored, language: 'en-US' }));
  });
  await settleAfter(page, () => page.goto(`${baseURL}/account`, { waitUntil: 'load' }));
  await page.getByRole('heading', { name: 'Passkeys', exact: true }).waitFor(VISIBLE);
  const removeButton = page.getByRole('button', { name: 'Remove the passkey Notebook do escritório' });
  await removeButton.waitFor(VISIBLE);
  expect(await page.getByRole('columnheader', { name: 'Last used' }).count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByRole('button', { name: 'Create the passkey' }).click();
  await page.getByText('Field required').waitFor(VISIBLE);
  expect(await page.getByLabel('Name of the passkey').getAttribute('aria-invalid')).toBe('true');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, `passkeys-account-en-US-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await removeButton.click();
  const confirmation = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirmation
    .getByText('Remove the passkey "Notebook do escritório"? It will no longer sign you in.')
    .waitFor(VISIBLE);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await confirmation.waitFor({ state: 'hidden' });
  expect(await page.getByRole('row', { name: /Notebook do escritório/ }).count()).toBe(1);
  expect(problems.consoleErrors).toEqual([]);
});
