import zlib from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { openPage } from '../src/browser';
import { VISIBLE, signIn, useBrowserContext } from '../src/journey';
import { systemState } from '../src/state';

// @exclusive: the logo and the colour it uploads are the login page of every other journey (e2e/src/journeyLock.ts).

// An administrator configures the office in Chromium, through the shell, the BFF and the catalog
// and identity services, in the default language (pt-BR). The system is shared with the other journey files:
// every name is made unique and nothing assumes an empty list.
const WAIT = 45_000;
const stamp = Date.now().toString(36);
const currentContext = useBrowserContext();

const normalSpaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const toast = (page: Page, text: string | RegExp) => page.locator('.p-toast-message', { hasText: text });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens a staff page and waits for its heading (the remote is loaded at run time). */
async function open(page: Page, path: string, heading: string) {
  await page.goto(`${systemState().baseURL}${path}`, { waitUntil: 'load' });
  await page.getByRole('heading', { name: heading, exact: true }).waitFor({ ...VISIBLE, timeout: WAIT });
}

/** Saves a new record and waits for its own address and the success toast; answers its id. */
async function saveNew(page: Page, path: string): Promise<string> {
  await button(page, 'Salvar').click();
  await page.waitForURL(new RegExp(`${path}/[a-f0-9]{24}$`), { timeout: WAIT });
  await toast(page, 'Processo realizado com sucesso!').first().waitFor(VISIBLE);
  return page.url().split('/').pop()!;
}

/** PrimeReact's InputNumber formats as it goes: select what is there and type like a person. */
async function typeNumber(input: Locator, text: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(text, { delay: 30 });
}

async function chooseOption(page: Page, inputId: string, option: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  const panel = page.locator('.p-dropdown-panel');
  await panel.locator('.p-dropdown-item', { hasText: option }).first().click();
  await panel.waitFor({ state: 'hidden' });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Preferências do usuário/ }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL(/\/login/, { timeout: WAIT });
}

/** The type-service form's price example for 1 and 3 clients of 100,00 with 10 % growing from the second client. */
async function expectPriceExample(page: Page) {
  const expected = {
    1: ['1', 'R$ 100,00', 'R$ 0,00', 'R$ 100,00', 'R$ 100,00'],
    3: ['3', 'R$ 300,00', 'R$ 30,00', 'R$ 270,00', 'R$ 100,00 · R$ 90,00 · R$ 80,00'],
  };
  const rows = async () =>
    Promise.all(
      [1, 3].map(async (clients) =>
        (await page.getByTestId(`price-example-${clients}`).locator('th, td').allTextContents()).map(
          normalSpaces,
        ),
      ),
    );
  // playwright-core has no web-first assertions: poll until the example is the expected one
  const deadline = Date.now() + WAIT;
  let shown = await rows();
  while (JSON.stringify(shown) !== JSON.stringify([expected[1], expected[3]]) && Date.now() < deadline) {
    await page.waitForTimeout(200);
    shown = await rows();
  }
  expect(shown).toEqual([expected[1], expected[3]]);
}

/** A real RGB PNG of `width` x `height` pixels of one colour. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('configuration journeys', () => {
  it('an administrator creates a user, who then signs in with the level given', async () => {
    const { page, problems } = await openPage(currentContext());
    page.setDefaultTimeout(WAIT);
    await signIn(page);
    await open(page, '/user/list', 'Usuários');
    await button(page, 'Novo usuário').click();
    await page.getByRole('heading', { name: 'Novo usuário', exact: true }).waitFor(VISIBLE);
    const name = `Renata Journey ${stamp}`;
    const userName = `renata.${stamp}`;
    await page.locator('#user-name').fill(name);
    await page.locator('#user-userName').fill(userName);
    await chooseOption(page, 'user-typeUser', 'Normal');
    await page.locator('#user-password').fill('senha-da-Renata-1');
    await saveNew(page, '/user');
    await page.getByRole('heading', { name: 'Editar usuário', exact: true }).waitFor(VISIBLE);
    expect(problems.consoleErrors).toEqual([]);

    // the new user, in a browser of their own (cookies apart)
    const theirContext = await currentContext().browser()!.newContext();
    const { page: theirs, problems: theirProblems } = await openPage(theirContext);
    await theirs.goto(`${systemState().baseURL}/login`, { waitUntil: 'load' });
    await theirs.getByLabel('Usuário').fill(userName);
    await theirs.getByLabel('Senha').fill('senha-da-Renata-1');
    await theirs.getByRole('button', { name: 'Entrar', exact: true }).click();
    await theirs.waitForURL(`${systemState().baseURL}/dashboard`, { timeout: WAIT });
    await theirs.getByRole('heading', { level: 1, name: `Olá, ${name}!` }).waitFor(VISIBLE);
    // NORMAL: the menu offers cases, not the system configuration
    const menu = theirs.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Clientes' }).waitFor(VISIBLE);
    expect(await menu.getByRole('link', { name: 'Configuração do sistema' }).count()).toBe(0);
    expect(theirProblems.consoleErrors).toEqual([]);
    await theirContext.close();
  });

  it('an administrator configures a service with a growing family discount and sees the price example', async () => {
    const { page, problems } = await openPage(currentContext());
    page.setDefaultTimeout(WAIT);
    await signIn(page);
    await open(page, '/type-service/list', 'Tipos de serviço');
    await button(page, 'Novo tipo de serviço').click();
    await page.getByRole('heading', { name: 'Novo tipo de serviço', exact: true }).waitFor(VISIBLE);
    const name = `Certidão de nascimento inteiro teor ${stamp}`;
    await page.locator('#ts-name').fill(name);
    await typeNumber(page.locator('#ts-price'), '100');
    await page.locator('label[for=ts-haveDiscount]').click();
    await chooseOption(page, 'ts-discountType', 'Percentual');
    await typeNumber(page.locator('#ts-discount'), '10');
    await page.locator('label[for=ts-perClient]').click();
    await page.locator('label[for=ts-cumulative]').click();
    await typeNumber(page.locator('#ts-amountOfItems'), '2');

    // spec 9: 10 % from the second client on, growing 10 %, 20 %: three clients pay 100 + 90 + 80
    await expectPriceExample(page);

    const id = await saveNew(page, '/type-service');
    // what the catalog prices agrees with the screen
    const priced = await page.evaluate(
      async (typeServiceId) =>
        (await fetch(`/api/type-service/${typeServiceId}/price?clients=3`)).json() as Promise<unknown>,
      id,
    );
    expect(priced).toMatchObject({ gross: 30000, discount: 3000, net: 27000 });
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Editar tipo de serviço', exact: true }).waitFor(VISIBLE);
    await expectPriceExample(page);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('an administrator writes a letter with a merge field and a text fragment', async () => {
    const { page, problems } = await openPage(currentContext());
    page.setDefaultTimeout(WAIT);
    await signIn(page);
    const code = `SAUDACAO_${stamp.toUpperCase()}`;
    const fragmentName = `Saudação ${stamp}`;
    await open(page, '/text-fragment/list', 'Fragmentos de texto');
    await button(page, 'Novo fragmento de texto').click();
    await page.locator('#fragment-name').fill(fragmentName);
    await page.locator('#fragment-code').fill(code);
    await page.locator('#fragment-group').fill('Abertura');
    await page.getByRole('textbox', { name: 'Conteúdo' }).fill('Prezada família,');
    await saveNew(page, '/text-fragment');

    await open(page, '/letter/list', 'Cartas');
    await button(page, 'Nova carta').click();
    await page.locator('#letter-name').fill(`Boas-vindas ${stamp}`);
    const text = page.getByRole('textbox', { name: 'Texto' });
    await text.click();
    await text.pressSequentially('Olá, ');
    // chosen by its key: its words are also the start of "Nome do cliente principal"
    await chooseOption(page, 'letter-text-merge-field', '{{clientName}}');
    await chooseOption(page, 'letter-text-fragment', `${fragmentName} (${code})`);
    await page.waitForFunction(
      (expected) => document.querySelector('#letter-text-content')?.textContent?.includes(expected),
      `{{fragment:${code}}}`,
    );
    const id = await saveNew(page, '/letter');

    const saved = await page.evaluate(
      async (letterId) => (await fetch(`/api/letter/${letterId}`)).json() as Promise<{ text: string }>,
      id,
    );
    expect(saved.text).toContain('Olá, {{clientName}}');
    expect(saved.text).toContain(`{{fragment:${code}}}`);
    // opened again, the editor shows what was saved
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(
      (expected) => document.querySelector('#letter-text-content')?.textContent?.includes(expected),
      `{{fragment:${code}}}`,
    );
    expect(normalSpaces(await page.locator('#letter-text-content').textContent())).toContain(
      'Olá, {{clientName}}',
    );
    expect(problems.consoleErrors).toEqual([]);
  });

  it('an administrator uploads a logo and a colour and sees them on the login page after signing out', async () => {
    const { page, problems } = await openPage(currentContext());
    page.setDefaultTimeout(WAIT);
    await signIn(page);
    await open(page, '/login-page-configuration', 'Página de login');

    // refused here before any upload: not an image
    await page.locator('#login-page-logo').setInputFiles({
      name: 'notas.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await page.getByText('notas.png não é uma imagem PNG, JPEG ou WebP.').waitFor(VISIBLE);

    // a 400x200 logo: previewed before saving, at most 275x150
    await page.locator('#login-page-logo').setInputFiles({
      name: `logo-${stamp}.png`,
      mimeType: 'image/png',
      buffer: png(400, 200, [30, 90, 160]),
    });
    const preview = page.getByRole('img', { name: 'Logo na página de login' });
    await preview.waitFor(VISIBLE);
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await page.getByLabel('Código da cor').fill('#204060');
    await button(page, 'Salvar').click();
    await toast(page, 'Processo realizado com sucesso!').first().waitFor(VISIBLE);
    await page.getByText('Imagem nova: é enviada ao salvar.').waitFor({ state: 'hidden' });
    const saved = await page.getByRole('img', { name: 'Logo', exact: true }).getAttribute('src');
    expect(saved).toMatch(/^\/api\/configuration\/files\/[a-f0-9]{24}$/);

    await signOut(page);
    const logo = page.locator('.login-logo');
    await page.waitForFunction(
      (src) => document.querySelector('.login-logo')?.getAttribute('src') === src,
      saved,
    );
    await logo.evaluate((img: HTMLImageElement) => img.decode());
    expect(await logo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      400, 200,
    ]);
    const box = (await logo.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(275);
    expect(box.height).toBeLessThanOrEqual(150);
    expect(await page.locator('.login-page').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(32, 64, 96)',
    );
    expect(problems.consoleErrors).toEqual([]);

    // back to the built-in logo and colour, for the journeys that follow
    await signIn(page, '/login-page-configuration');
    await page.getByRole('heading', { name: 'Página de login', exact: true }).waitFor(VISIBLE);
    await button(page, 'Remover o logo').click();
    await button(page, 'Cor padrão').click();
    await button(page, 'Salvar').click();
    await toast(page, 'Processo realizado com sucesso!').first().waitFor(VISIBLE);
    await page.getByText('Nenhum: a página de login mostra o logo padrão.').waitFor(VISIBLE);
    const answer = await page.evaluate(async () => (await fetch('/api/configuration/login-page')).json());
    expect(answer).toEqual({ officeName: null, logo: null, backgroundImage: null, backgroundColor: null });
  });
});
