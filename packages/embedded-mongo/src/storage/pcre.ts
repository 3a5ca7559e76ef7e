import { CommandError, ErrorCodes } from '../commands/errors';

/**
 * MongoDB's regular expressions are PCRE; the engine matches with JavaScript's. The common differences are
 * translated here so a query answers as MongoDB's would, never silently otherwise:
 * - options `i`, `m`, `s` and `u` are JavaScript's flags; `x` (extended) drops unescaped whitespace and `#`
 *   comments outside character classes; leading inline options (`(?i)`, `(?ms)`) become flags;
 * - `\A`, `\z` and `\Z` (start, end, end before a final newline) become lookarounds;
 * - POSIX classes (`[[:alpha:]]`, …) become their ASCII ranges;
 * - a pattern using `\p{…}` needs JavaScript's `u` flag.
 * A pattern JavaScript still cannot compile answers 51091, as MongoDB does for a pattern PCRE refuses.
 */

const POSIX: Record<string, string> = {
  alpha: 'a-zA-Z',
  digit: '0-9',
  alnum: 'a-zA-Z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: ' \\t\\n\\r\\f\\v',
  blank: ' \\t',
  punct: '!-\\/:-@\\[-`{-~',
  xdigit: '0-9A-Fa-f',
  word: '\\w',
  cntrl: '\\x00-\\x1f\\x7f',
  print: '\\x20-\\x7e',
  graph: '\\x21-\\x7e',
};

/** Walks the pattern once, rewriting what JavaScript reads otherwise, outside and inside character classes. */
function rewrite(pattern: string, extended: boolean): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) {
      const next = pattern[i + 1];
      i++;
      if (!inClass && next === 'A') out += '(?<![\\s\\S])';
      else if (!inClass && next === 'z') out += '(?![\\s\\S])';
      else if (!inClass && next === 'Z') out += '(?=\\n?(?![\\s\\S]))';
      else out += c + next;
      continue;
    }
    if (inClass) {
      const posix = c === '[' ? /^\[:(\^?)([a-z]+):\]/.exec(pattern.slice(i)) : null;
      if (posix && POSIX[posix[2]] !== undefined && posix[1] === '') {
        out += POSIX[posix[2]];
        i += posix[0].length - 1;
        continue;
      }
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      // a `]` (or `^]`) right after the opening bracket is a literal
      if (pattern[i + 1] === '^') out += pattern[++i];
      if (pattern[i + 1] === ']') out += '\\' + pattern[++i];
      continue;
    }
    if (extended && /\s/.test(c)) continue;
    if (extended && c === '#') {
      while (i + 1 < pattern.length && pattern[i + 1] !== '\n') i++;
      continue;
    }
    out += c;
  }
  return out;
}

const cache = new Map<string, RegExp>();

/** The JavaScript RegExp that matches as MongoDB's PCRE pattern with these options does. */
export function toJsRegExp(source: string, options = ''): RegExp {
  const key = options + '/' + source;
  const cached = cache.get(key);
  if (cached) return cached;
  let pattern = source;
  let flags = options;
  // leading inline options: `(?i)`, `(?imsx)`
  for (let inline = /^\(\?([imsx]+)\)/.exec(pattern); inline; inline = /^\(\?([imsx]+)\)/.exec(pattern)) {
    flags += inline[1];
    pattern = pattern.slice(inline[0].length);
  }
  const js = [...new Set(flags)].filter((f) => 'imsu'.includes(f));
  if (/\\[pP]\{/.test(pattern) && !js.includes('u')) js.push('u');
  const rewritten = rewrite(pattern, flags.includes('x'));
  let regex: RegExp;
  try {
    regex = new RegExp(rewritten, js.join(''));
  } catch (error) {
    throw new CommandError(
      ErrorCodes.Location51091,
      `Regular expression is invalid: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (cache.size > 1000) cache.clear();
  cache.set(key, regex);
  return regex;
}
