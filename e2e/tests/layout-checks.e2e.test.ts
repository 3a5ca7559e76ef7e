import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../src/browser';
import { textOverlaps } from '../src/layout';

// The journeys' text-over-text check (textOverlaps) on pages written here: it names text drawn over other text, and
// stays quiet for tight lines, an overlay bar and visually hidden text. The pages are set in place (no call).
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 375, height: 812 } });
});

afterAll(async () => {
  await browser?.close();
});

const overlapsOf = async (html: string) => {
  await page.setContent(`<body style="margin:0;font:16px sans-serif">${html}</body>`);
  return textOverlaps(page);
};

test('names a label drawn over its neighbour', async () => {
  expect(
    await overlapsOf(
      '<div style="display:flex;width:200px"><span style="flex:0 0 60px;min-width:0;white-space:nowrap">Situação do documento</span><span>Pendente</span></div>',
    ),
  ).toEqual(['"Situação do documento" and "Pendente" are drawn over each other']);
});

test('leaves alone tight lines, a fixed bar over the page and visually hidden text', async () => {
  expect(
    await overlapsOf(`
      <p style="line-height:1;width:120px">Maria Eduarda <strong>Albuquerque</strong> de Vasconcellos Cavalcanti</p>
      <div style="position:fixed;top:0;left:0;right:0;background:#fff">Salvar alterações</div>
      <p>Texto da página sob a barra</p>
      <span style="position:absolute;top:0;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Texto para leitores de tela</span>`),
  ).toEqual([]);
});
