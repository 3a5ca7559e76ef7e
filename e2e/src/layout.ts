import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './system';

/** Where the journeys keep what a person would look at afterwards (git ignores it). */
export const ARTIFACTS_DIR = path.join(repoRoot, 'e2e/artifacts');

/** The widths a protocol screen must read at: a common laptop and a full-HD monitor. */
export const DESKTOP_VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 1920, height: 1080 },
] as const;

/**
 * The text of one card that is drawn over another card or over another card's text, as sentences naming both
 * cards (by their heading) and the text; none when every card keeps its text to itself.
 *
 * A text box is one line box of a text node (Range.getClientRects), cut by every ancestor that clips what
 * overflows it, so an ellipsis or a scrolling table only counts for what is shown. Boxes touching by less than
 * a pixel (rounding) do not count.
 */
export async function cardTextOverlaps(page: Page, cardSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const SLACK = 1;
    const meets = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > SLACK &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > SLACK;
    const cut = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const boxOf = (element: Element): Box => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    /** what the ancestors of `element` let be seen: the intersection of the boxes of those that clip */
    const clipOf = (element: Element): Box => {
      let clip: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clip = cut(clip, boxOf(node));
      }
      return clip;
    };
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && element.getClientRects().length > 0;
    };

    const cards = [...document.querySelectorAll(selector)].filter(visible);
    const nameOf = (card: Element) =>
      card.querySelector('h1, h2, h3, legend')?.textContent?.trim() ||
      card.getAttribute('aria-label') ||
      selector;
    type TextBox = { card: number; node: Text; box: Box };
    const texts: TextBox[] = [];
    cards.forEach((card, index) => {
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const parent = text.parentElement;
        if (!text.data.trim() || !parent || !visible(parent)) continue;
        const clip = clipOf(parent);
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) {
          const box = cut(rect, clip);
          if (box.right - box.left > SLACK && box.bottom - box.top > SLACK)
            texts.push({ card: index, node: text, box });
        }
      }
    });

    const problems = new Set<string>();
    const quote = (text: Text) => `"${text.data.trim().slice(0, 40)}"`;
    for (const text of texts) {
      const own = cards[text.card];
      cards.forEach((card, index) => {
        if (index === text.card || card.contains(own) || own.contains(card)) return;
        if (meets(text.box, boxOf(card)))
          problems.add(`${quote(text.node)} of "${nameOf(own)}" runs into the card "${nameOf(card)}"`);
      });
      for (const other of texts)
        if (other.card !== text.card && meets(text.box, other.box))
          problems.add(
            `${quote(text.node)} of "${nameOf(own)}" covers ${quote(other.node)} of "${nameOf(cards[other.card])}"`,
          );
    }
    return [...problems];
  }, cardSelector);
}

/**
 * At each desktop width, a full-page screenshot under e2e/artifacts/<name>-<width>.png and the overlaps of the
 * cards' text (see cardTextOverlaps), each prefixed with its width. The viewport is left as it was.
 */
export async function checkCardsAtDesktopWidths(page: Page, name: string, cardSelector: string) {
  const before = page.viewportSize();
  const problems: string[] = [];
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  try {
    for (const viewport of DESKTOP_VIEWPORTS) {
      await page.setViewportSize(viewport);
      // the layout settles on the next frames (grids, PrimeReact's measured tables)
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await page.screenshot({
        path: path.join(ARTIFACTS_DIR, `${name}-${viewport.width}.png`),
        fullPage: true,
      });
      problems.push(
        ...(await cardTextOverlaps(page, cardSelector)).map((problem) => `${viewport.width} px: ${problem}`),
      );
    }
  } finally {
    if (before) await page.setViewportSize(before);
  }
  return problems;
}

/** The widths a screen is looked at: a phone, a common laptop and a full-HD monitor. */
export const SCREEN_WIDTHS = [375, 1366, 1920] as const;

/**
 * Text drawn over other text anywhere under `root`, as sentences quoting both; none when every line of text has its
 * own place. Unlike cardTextOverlaps it needs no cards: it compares every two line boxes of different text nodes
 * (Range.getClientRects, cut by the ancestors that clip them). Text in a layer of its own (a fixed or sticky bar, a
 * dialog's mask) is only compared with text of the same layer: an overlay covers the page by design. Two lines
 * count as one over the other when they share more than 2 px across and more than a third of the lower one's height
 * (line boxes of a tight line-height touch without the glyphs meeting).
 */
export async function textOverlaps(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const cut = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const over = (a: Box, b: Box) => {
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      return across > 2 && down > Math.min(a.bottom - a.top, b.bottom - b.top) / 3;
    };
    const boxOf = (element: Element): Box => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    /** what the ancestors let be seen, and the fixed or sticky ancestor the text moves with (its layer) */
    const placeOf = (element: Element) => {
      let clip: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      let layer: Element | null = null;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clip = cut(clip, boxOf(node));
        if (!layer && (style.position === 'fixed' || style.position === 'sticky')) layer = node;
      }
      return { clip, layer };
    };
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.visibility !== 'hidden' && Number(style.opacity) > 0 && element.getClientRects().length > 0
      );
    };
    type Line = { node: Text; layer: Element | null; box: Box };
    const lines: Line[] = [];
    for (const scope of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const parent = text.parentElement;
        if (!text.data.trim() || !parent || !visible(parent)) continue;
        if (parent.closest('script, style, noscript, template')) continue;
        const { clip, layer } = placeOf(parent);
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) {
          const box = cut(rect, clip);
          if (box.right - box.left > 1 && box.bottom - box.top > 1) lines.push({ node: text, layer, box });
        }
      }
    }
    const quote = (text: Text) => `"${text.data.trim().slice(0, 40)}"`;
    const problems = new Set<string>();
    lines.forEach((line, index) => {
      for (const other of lines.slice(index + 1))
        if (other.node !== line.node && other.layer === line.layer && over(line.box, other.box))
          problems.add(`${quote(line.node)} and ${quote(other.node)} are drawn over each other`);
    });
    return [...problems];
  }, root);
}

/**
 * At each of `widths`, a full-page screenshot under e2e/artifacts/<name>-<width>.png, then what a person would see
 * wrong: text over other text (textOverlaps) and a page wider than the window, each prefixed with its width. The
 * viewport is left as it was.
 */
export async function checkTextAtWidths(page: Page, name: string, widths: readonly number[] = SCREEN_WIDTHS) {
  const before = page.viewportSize();
  const problems: string[] = [];
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  try {
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      // the layout settles on the next frames
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${width}.png`), fullPage: true });
      const wider = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      if (wider) problems.push(`${width} px: the page is wider than the window`);
      problems.push(...(await textOverlaps(page)).map((problem) => `${width} px: ${problem}`));
    }
  } finally {
    if (before) await page.setViewportSize(before);
  }
  return problems;
}
