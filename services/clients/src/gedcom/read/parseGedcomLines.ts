/** One GEDCOM structure: a line and the lines under it, with CONC and CONT already folded into its value. */
export type GedcomNode = {
  level: number;
  xref?: string;
  tag: string;
  value: string;
  /** 1-based line number in the file */
  line: number;
  children: GedcomNode[];
};

export type LineProblem = { line: number; message: string };

export type ParsedLines = { records: GedcomNode[]; problems: LineProblem[] };

// level, optional @xref@, tag, optional value after exactly one delimiter (5.5.1 keeps further spaces: CONC needs them)
const LINE = /^\s*(\d{1,2})[ \t]+(?:(@[^@\s]+@)[ \t]+)?([A-Za-z0-9_]+)(?:[ \t](.*))?$/;

/**
 * The record tree of a GEDCOM text. Line ends CR, LF or CRLF; leading spaces tolerated; CONT adds a line break and
 * CONC joins text; GEDCOM 7's leading `@@` is one `@`. A line that is no GEDCOM line, or skips a level, is listed
 * with its number and left out (with its children).
 */
export function parseGedcomLines(text: string): ParsedLines {
  const records: GedcomNode[] = [];
  const problems: LineProblem[] = [];
  const stack: GedcomNode[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  let skipBelow = -1;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (raw.trim() === '') continue;
    const match = LINE.exec(raw);
    if (!match) {
      problems.push({ line: i + 1, message: `Line ${i + 1} is not a GEDCOM line: ${raw.slice(0, 60)}` });
      continue;
    }
    const level = Number(match[1]);
    if (skipBelow >= 0) {
      if (level > skipBelow) continue;
      skipBelow = -1;
    }
    const tag = match[3].toUpperCase();
    let value = match[4] ?? '';
    if (value.startsWith('@@')) value = value.slice(1);
    while (stack.length > level) stack.pop();
    const parent = stack[level - 1];
    if (level > 0 && (!parent || stack.length !== level)) {
      problems.push({
        line: i + 1,
        message: `Line ${i + 1} skips a level (${level} after ${stack.length - 1})`,
      });
      skipBelow = level;
      continue;
    }
    if (tag === 'CONT' || tag === 'CONC') {
      if (parent) parent.value += (tag === 'CONT' ? '\n' : '') + value;
      continue;
    }
    const node: GedcomNode = { level, tag, value, line: i + 1, children: [] };
    if (match[2]) node.xref = match[2];
    if (level === 0) records.push(node);
    else parent.children.push(node);
    stack.push(node);
  }
  return { records, problems };
}

/** The first child with this tag. */
export const child = (node: GedcomNode | undefined, tag: string) => node?.children.find((c) => c.tag === tag);
/** Every child with this tag. */
export const childrenOf = (node: GedcomNode | undefined, tag: string) =>
  node?.children.filter((c) => c.tag === tag) ?? [];
