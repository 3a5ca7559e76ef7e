import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { openPage } from '../src/browser';
import { newStaffMember } from '../src/bff';
import { VISIBLE, useBrowserContext } from '../src/journey';
import { ARTIFACTS_DIR } from '../src/layout';
import { systemState } from '../src/state';

// A staff member turns the authenticator app on in "Minha conta" and signs in again in two steps (docs/adr-auth-
// and-gateway.md "Second factor"). Screenshots of the set-up at 1366 and 375 px under e2e/artifacts/.
const currentContext = useBrowserContext();

/** The staff member's authenticator app: the code `offset` seconds from now (the set-up's code is spent). */
const codeOf = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

it('sets up the authenticator app in Minha conta, then signs in with the password and a code', async () => {
  const { baseURL } = systemState();
  const password = 'two-factor-journey-9';
  const userName = await newStaffMember(currentContext(), { prefix: 'totp', name: 'Tereza Dois', password });

  const { page, problems } = await openPage(currentContext());
  const signIn = async () => {
    await page.goto(`${baseURL}/login`, { waitUntil: 'load' });
    await page.getByLabel('Usuário').fill(userName);
    await page.getByLabel('Senha').fill(password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  };
  await signIn();
  await page.waitForURL(`${baseURL}/dashboard`, { timeout: 30000 });

  await page.goto(`${baseURL}/account`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Configurar o aplicativo autenticador' }).click();
  await page.getByRole('img', { name: 'QR code da chave do autenticador' }).waitFor(VISIBLE);
  const secret = (await page.locator('.totp-key').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Código do autenticador').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const codes = page.getByRole('list', { name: 'Códigos de recuperação' });
  await codes.waitFor(VISIBLE);
  expect(await codes.getByRole('listitem').count()).toBe(10);
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, `two-factor-codes-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Já guardei' }).click();

  await currentContext().clearCookies();
  await signIn();
  await page.getByRole('heading', { name: 'Segunda etapa' }).waitFor(VISIBLE);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, `two-factor-login-${width}.png`),
      fullPage: true,
    });
  }
  // the set-up's code was used once: the next step's, within the one step of drift allowed
  await page.getByLabel('Código do autenticador').fill(codeOf(secret, 30));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL(`${baseURL}/dashboard`, { timeout: 30000 });
  expect(problems.consoleErrors).toEqual([]);
});
