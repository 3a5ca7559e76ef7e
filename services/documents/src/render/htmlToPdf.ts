import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import type { PdfAlignment, PdfBlock, PdfCell, PdfInline } from './pdfContent';

/**
 * The rich text of a letter, contract or fragment (what the editor makes and the allow-list keeps:
 * service-kit's richText.ts) as pdfmake blocks: paragraphs with bold, italic, underline, strike-through, links,
 * sub- and superscript; headings; ordered and bullet lists (Quill 2's `<li data-list>` too), nested; tables;
 * block quotes; the editor's alignment and indent classes. Anything else is read for its text.
 */
export function htmlToPdf(html: string): PdfBlock[] {
  return blocksOf(parseDocument(html).children);
}

type Style = Omit<PdfInline, 'text'>;
const HEADING_SIZE: Record<string, number> = { h1: 18, h2: 16, h3: 14, h4: 12 };
const BLOCK_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'table',
  'blockquote',
  'pre',
  'div',
  'li',
]);

const isElement = (node: ChildNode): node is Element => node.type === 'tag';
const tagOf = (node: ChildNode) => (isElement(node) ? node.name.toLowerCase() : '');

function alignmentOf(element: Element): PdfAlignment | undefined {
  const match = /ql-align-(center|right|justify)/.exec(element.attribs.class ?? '');
  return match?.[1] as PdfAlignment | undefined;
}
function indentOf(element: Element): number {
  return Number(/ql-indent-(\d)/.exec(element.attribs.class ?? '')?.[1] ?? 0);
}

/** The text runs of inline content, each with the styles of the elements around it. */
function inlinesOf(nodes: ChildNode[], style: Style = {}): PdfInline[] {
  const runs: PdfInline[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = node.data.replace(/\s+/g, ' ');
      if (text) runs.push({ text, ...style }); // entities are decoded by the parser
      continue;
    }
    if (!isElement(node)) continue;
    const tag = tagOf(node);
    if (tag === 'br') {
      runs.push({ text: '\n', ...style });
      continue;
    }
    const inner: Style = { ...style };
    if (tag === 'strong' || tag === 'b') inner.bold = true;
    if (tag === 'em' || tag === 'i') inner.italics = true;
    if (tag === 'u') inner.decoration = 'underline';
    if (tag === 's') inner.decoration = 'lineThrough';
    if (tag === 'sup') inner.sup = true;
    if (tag === 'sub') inner.sub = true;
    if (tag === 'code') inner.color = '#333333';
    if (tag === 'a' && node.attribs.href) {
      inner.link = node.attribs.href;
      inner.color = '#1a56a8';
      inner.decoration = 'underline';
    }
    runs.push(...inlinesOf(node.children, inner));
  }
  return runs;
}

/** A paragraph's runs without the spaces the HTML's own line breaks put at its ends. */
function trimmed(runs: PdfInline[]): PdfInline[] {
  const out = runs.filter((r) => r.text !== '');
  if (out.length && typeof out[0].text === 'string')
    out[0] = { ...out[0], text: out[0].text.replace(/^ /, '') };
  const last = out.length - 1;
  if (last >= 0 && typeof out[last].text === 'string')
    out[last] = { ...out[last], text: (out[last].text as string).replace(/ $/, '') };
  return out;
}

function paragraph(element: Element, extra: Style = {}, margin = [0, 0, 0, 6]): PdfBlock {
  const runs = trimmed(inlinesOf(element.children, extra));
  const indent = indentOf(element) * 18;
  return {
    text: runs.length ? runs : ' ',
    alignment: alignmentOf(element),
    margin: [indent + margin[0], margin[1], margin[2], margin[3]],
  };
}

/** Quill 2 writes bullet and ordered items in one `<ol>`, each `<li data-list>` saying which: split the runs. */
function listBlocks(element: Element): PdfBlock[] {
  const items = element.children.filter((n): n is Element => tagOf(n) === 'li');
  const kindOf = (li: Element) =>
    li.attribs['data-list'] === 'bullet' ? 'ul' : li.attribs['data-list'] ? 'ol' : tagOf(element);
  const groups: Array<{ kind: string; items: Element[] }> = [];
  for (const li of items) {
    const kind = kindOf(li);
    const last = groups[groups.length - 1];
    if (last && last.kind === kind) last.items.push(li);
    else groups.push({ kind, items: [li] });
  }
  return groups.map(({ kind, items: group }) => {
    const entries = group.map(listItem);
    return kind === 'ul' ? { ul: entries, margin: [0, 0, 0, 6] } : { ol: entries, margin: [0, 0, 0, 6] };
  });
}

function listItem(li: Element): PdfBlock {
  const nested = li.children.filter((n) => BLOCK_TAGS.has(tagOf(n)));
  const inline = li.children.filter((n) => !BLOCK_TAGS.has(tagOf(n)));
  const runs = trimmed(inlinesOf(inline));
  const own: PdfBlock = { text: runs.length ? runs : ' ', alignment: alignmentOf(li) };
  if (nested.length === 0) return own;
  return { stack: [own, ...blocksOf(nested)] };
}

function tableBlock(element: Element): PdfBlock {
  const rows: Element[] = [];
  const collect = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      const tag = tagOf(node);
      if (tag === 'tr') rows.push(node as Element);
      else if (tag === 'thead' || tag === 'tbody' || tag === 'tfoot') collect((node as Element).children);
    }
  };
  collect(element.children);
  const body: PdfCell[][] = rows.map((row) => {
    const cells: PdfCell[] = [];
    for (const cell of row.children.filter((n): n is Element => tagOf(n) === 'td' || tagOf(n) === 'th')) {
      const colSpan = Math.max(1, Number(cell.attribs.colspan ?? 1) || 1);
      const hasBlocks = cell.children.some((n) => BLOCK_TAGS.has(tagOf(n)));
      const header = tagOf(cell) === 'th';
      const content: PdfCell = hasBlocks
        ? { stack: blocksOf(cell.children) }
        : {
            text: trimmed(inlinesOf(cell.children, header ? { bold: true } : {})),
            alignment: alignmentOf(cell),
          };
      if (colSpan > 1) content.colSpan = colSpan;
      cells.push(content);
      for (let k = 1; k < colSpan; k++) cells.push({ text: '' });
    }
    return cells;
  });
  const columns = Math.max(1, ...body.map((r) => r.length));
  for (const row of body) while (row.length < columns) row.push({ text: '' });
  if (body.length === 0) return { text: '' };
  return { table: { body, widths: Array(columns).fill('*') }, margin: [0, 2, 0, 8] };
}

function blocksOf(nodes: ChildNode[]): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  let loose: ChildNode[] = [];
  const flush = () => {
    const runs = trimmed(inlinesOf(loose));
    if (runs.some((r) => typeof r.text !== 'string' || r.text.trim()))
      blocks.push({ text: runs, margin: [0, 0, 0, 6] });
    loose = [];
  };
  for (const node of nodes) {
    const tag = tagOf(node);
    if (!BLOCK_TAGS.has(tag)) {
      loose.push(node);
      continue;
    }
    flush();
    const element = node as Element;
    if (tag === 'p' || tag === 'div') blocks.push(paragraph(element));
    else if (tag in HEADING_SIZE)
      blocks.push(paragraph(element, { bold: true, fontSize: HEADING_SIZE[tag] }, [0, 6, 0, 6]));
    else if (tag === 'ul' || tag === 'ol') blocks.push(...listBlocks(element));
    else if (tag === 'li') blocks.push(listItem(element));
    else if (tag === 'table') blocks.push(tableBlock(element));
    else if (tag === 'blockquote') blocks.push(paragraph(element, { italics: true }, [18, 0, 0, 6]));
    else if (tag === 'pre')
      blocks.push({ text: element.children.map(textOf).join(''), margin: [0, 0, 0, 6] });
  }
  flush();
  return blocks;
}

function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  return isElement(node) ? node.children.map(textOf).join('') : '';
}
