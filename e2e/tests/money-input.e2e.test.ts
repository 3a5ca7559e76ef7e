import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { openPage } from '../src/browser';
import { VISIBLE, signIn, useBrowserContext } from '../src/journey';
import { systemState } from '../src/state';
import { callApi, eventually, runTag } from '../src/ui';

// Money typed as people in Brazil type it (spec 3: comma decimals, dot thousands), key by key in Chromium
// through the real screens in the default language (pt-BR), and read back from what was stored. The system is
// shared with the other journeys: every name is unique.
const WAIT = 45_000;
const tag = runTag();
const currentContext = useBrowserContext();

/** Clicks a money field (which selects what it shows) and types `text` one key at a time. */
async function typeMoney(field: Locator, text: string) {
  await field.click();
  await field.pressSequentially(text, { delay: 40 });
}

/** What a money field shows, with Intl's no-break space as a plain one. */
const shown = async (field: Locator) => (await field.inputValue()).replace(/\s/g, ' ');

async function signedIn(redirect: string, heading: string | RegExp): Promise<Page> {
  const { page } = await openPage(currentContext());
  page.setDefaultTimeout(WAIT);
  await signIn(page, redirect);
  await page
    .getByRole('heading', { name: heading, exact: typeof heading === 'string' })
    .first()
    .waitFor(VISIBLE);
  return page;
}

async function newProtocol(page: Page, name: string): Promise<string> {
  const created = await callApi<{ id: string }>(page, 'POST', '/api/protocol', { name, familyName: name });
  expect(created.status).toBe(201);
  return created.body.id;
}

describe('money typed the Brazilian way', () => {
  it('a type service price and additive typed over R$ 0,00 are stored as R$ 1.500,00; zero is refused', async () => {
    const page = await signedIn('/type-service', 'Novo tipo de serviço');
    await page.locator('#ts-name').fill(`Busca ${tag}`);
    const price = page.locator('#ts-price');
    expect(await shown(price)).toBe('R$ 0,00');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.locator('#ts-price-error', { hasText: 'Informe o preço, acima de zero' }).waitFor(VISIBLE);

    await typeMoney(price, '1.500,00');
    await typeMoney(page.locator('#ts-additivePerClient'), '1.500');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL(/\/type-service\/[a-f0-9]{24}$/, { timeout: WAIT });
    const id = page.url().split('/').pop()!;
    const stored = await callApi<Record<string, unknown>>(page, 'GET', `/api/type-service/${id}`);
    expect(stored.body).toMatchObject({ price: 150000, additivePerClient: 150000 });

    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Editar tipo de serviço', exact: true }).waitFor(VISIBLE);
    await eventually(() => shown(price), 'R$ 1.500,00');
    expect(await shown(page.locator('#ts-additivePerClient'))).toBe('R$ 1.500,00');
  });

  it('a cash entry typed as 1.500,00 is recorded as R$ 1.500,00', async () => {
    const page = await signedIn('/dashboard', /^Olá/);
    const protocolId = await newProtocol(page, `Família Caixa ${tag}`);
    await page.goto(`${systemState().baseURL}/protocol/${protocolId}/financial`);
    await page.getByRole('button', { name: 'Novo lançamento', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Novo lançamento' });
    await typeMoney(modal.locator('#cash-entry-value'), '1.500,00');
    await modal.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.locator('[data-total="received"]', { hasText: /R\$\s1\.500,00/ }).waitFor(VISIBLE);
    const entries = await callApi<{ content: { value: number }[] }>(
      page,
      'POST',
      '/api/cash-entry/pagination',
      {
        protocolId,
      },
    );
    expect(entries.body.content.map((entry) => entry.value)).toEqual([150000]);
  });

  it("a certificate's prices typed key by key stay inside their columns at 1366 px", async () => {
    const page = await signedIn('/dashboard', /^Olá/);
    await page.setViewportSize({ width: 1366, height: 900 });
    const protocolId = await newProtocol(page, `Família Certidão ${tag}`);
    const person = await callApi(page, 'POST', '/api/certificate', {
      protocolId,
      category: 'APPLICANT',
      name: `Ana Certidão ${tag}`,
      certificates: [{ typeOfCertificate: 'BIRTH', price: 0, translatePrice: 0 }],
    });
    expect(person.status).toBe(201);
    await page.goto(`${systemState().baseURL}/protocol/${protocolId}/checklist`);
    // the certificate opens in the side panel of the checklist table
    await page.getByRole('row', { name: `Nascimento de Ana Certidão ${tag}` }).click({ timeout: 30000 });
    const certificate = page.locator('.lp-panel');
    await certificate.waitFor(VISIBLE);
    const fieldOf = (label: string) =>
      certificate.locator('.lc-field', { has: page.getByText(label, { exact: true }) });
    for (const label of ['Valor', 'Valor da tradução'])
      await typeMoney(fieldOf(label).locator('input'), '1.500');
    await certificate.getByRole('button', { name: 'Salvar certidão' }).click();
    await page
      .locator('.p-toast-message', { hasText: 'Processo realizado com sucesso!' })
      .first()
      .waitFor(VISIBLE);

    for (const label of ['Valor', 'Valor da tradução']) {
      const field = fieldOf(label);
      const input = field.locator('input');
      expect(await shown(input)).toBe('R$ 1.500,00');
      const column = (await field.boundingBox())!;
      const box = (await input.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(column.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 0.5);
    }
    const artifacts = path.join(__dirname, '..', 'artifacts');
    fs.mkdirSync(artifacts, { recursive: true });
    await certificate.screenshot({ path: path.join(artifacts, 'certificate-prices-1366.png') });
    const tree = await callApi<{ totals: unknown }>(page, 'GET', `/api/certificate/protocol/${protocolId}`);
    expect(tree.body.totals).toEqual({ price: 150000, translatePrice: 150000 });
  });
});

describe('money and percentages as people correct them', () => {
  /** A type service saved over the API, opened in its form. */
  async function typeServiceForm(fields: Record<string, unknown>) {
    const page = await signedIn('/dashboard', /^Olá/);
    const created = await callApi<{ id: string }>(page, 'POST', '/api/type-service', {
      name: `Correção ${tag} ${Math.random().toString(36).slice(2, 7)}`,
      ...fields,
    });
    expect(created.status).toBe(201);
    await page.goto(`${systemState().baseURL}/type-service/${created.body.id}`);
    await page.getByRole('heading', { name: 'Editar tipo de serviço', exact: true }).waitFor(VISIBLE);
    return { page, id: created.body.id };
  }

  async function saveAndRead(page: Page, id: string) {
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page
      .locator('.p-toast-message', { hasText: 'Processo realizado com sucesso!' })
      .first()
      .waitFor(VISIBLE);
    return (await callApi<Record<string, unknown>>(page, 'GET', `/api/type-service/${id}`)).body;
  }

  it.each(['Backspace', 'Delete', 'Control+X'])(
    'select-all, %s, then 1.500,00 shows what was typed and saves R$ 1.500,00',
    async (erase) => {
      const { page, id } = await typeServiceForm({ price: 2500, additivePerClient: 2500 });
      const price = page.locator('#ts-price');
      await eventually(() => shown(price), 'R$ 25,00');
      await price.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press(erase);
      expect(await price.inputValue()).toBe('');
      await price.pressSequentially('1.500,00', { delay: 30 });
      expect(await price.inputValue()).toBe('1.500,00');
      const additive = page.locator('#ts-additivePerClient');
      await additive.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press(erase);
      await additive.pressSequentially('1.500,00', { delay: 30 });
      expect(await additive.inputValue()).toBe('1.500,00');
      expect(await saveAndRead(page, id)).toMatchObject({ price: 150000, additivePerClient: 150000 });
      expect(await shown(price)).toBe('R$ 1.500,00');
    },
  );

  it('End, Backspace ×7, then 5 over R$ 500,00 saves R$ 5,00, not 5 cents', async () => {
    const { page, id } = await typeServiceForm({ price: 50000 });
    const price = page.locator('#ts-price');
    await eventually(() => shown(price), 'R$ 500,00');
    await price.click();
    await page.keyboard.press('End');
    for (let i = 0; i < 7; i += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type('5');
    expect(await price.inputValue()).toBe('R$5');
    expect(await saveAndRead(page, id)).toMatchObject({ price: 500 });
    expect(await shown(price)).toBe('R$ 5,00');
  });

  it('a discount in %: End and Home move the caret, 12,5 over a double-click saves 12,5 %, 125 is refused', async () => {
    const { page, id } = await typeServiceForm({
      price: 10000,
      haveDiscount: true,
      discountType: 'PERCENT',
      discount: 10,
    });
    const discount = page.locator('#ts-discount');
    await eventually(() => shown(discount), '10 %');
    await discount.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    expect(await shown(discount)).toBe('10 %');
    expect(await discount.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(0);
    await discount.dblclick({ position: { x: 14, y: 10 } });
    expect(
      await discount.evaluate((input: HTMLInputElement) =>
        input.value.slice(input.selectionStart!, input.selectionEnd!).trim(),
      ),
    ).toBe('10');
    await page.keyboard.type('12,5');
    expect(await saveAndRead(page, id)).toMatchObject({ discount: 12.5 });
    expect(await shown(discount)).toBe('12,5 %');

    await discount.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('125');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page
      .locator('#ts-discount-error', { hasText: 'Um percentual de 0 a 100, com até duas casas decimais' })
      .waitFor(VISIBLE);
    expect(await shown(discount)).toBe('125 %');
    const stored = await callApi<Record<string, unknown>>(page, 'GET', `/api/type-service/${id}`);
    expect(stored.body).toMatchObject({ discount: 12.5 });
  });
});
