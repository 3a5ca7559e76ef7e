import { CommandError, ErrorCodes } from '../commands/errors';
import type { Document as Doc } from 'bson';

// values.ts imports this file: a local check keeps the two free of a load-order cycle.
function isPlainObject(value: unknown): value is Doc {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Collations as MongoDB 7 reads them (ICU locale ids such as `fr`, `en_US`, `pt_BR`, `de@collation=phonebook`;
 * `strength` 1–5, `caseLevel`, `caseFirst`, `numericOrdering`, `alternate`, `maxVariable`, `backwards`,
 * `normalization`), compared with JavaScript's `Intl.Collator` — Node ships full ICU, so the locale's own
 * ordering applies. What Intl cannot express is approximated: strength 4 tells strings apart only by the
 * punctuation `alternate: 'shifted'` ignored, 5 by code points, `alternate: 'shifted'` ignores punctuation
 * and spaces whatever `maxVariable` says, and `backwards` (French accent order) is emulated by comparing
 * accents from the end of the strings.
 */

/**
 * The languages of MongoDB's "Collation Locales" table, each with the `@collation=` variants it lists
 * (`language:variant,variant`).
 */
const LANGUAGES: Record<string, string[]> = Object.fromEntries(
  `
af sq am ar:compat hy as az:search bn:traditional be bs:search bg my ca:search chr
zh:big5han,gb2312han,unihan,zhuyin,pinyin,stroke hr:search cs:search da:search nl dz en eo et ee
fo fil fi:search,traditional fr gl:search ka de:search,eor,phonebook el gu ha haw he:search hi
hu is:search ig smn:search id ga it ja:unihan kl:search kn:traditional kk km kok
ko:search,searchjl,unihan ky lkt lo lv ln:phonetic lt dsb lb mk ms ml mt mr mn ne se:search
nb:search nn:search or om ps fa pl pt pa ro ru sr:search si:dictionary sk:search sl
es:search,traditional sw sv:search ta te th bo to tr:search uk hsb ur ug vi:traditional wae cy
yi:search yo zu
`
    .trim()
    .split(/\s+/)
    .map((entry) => {
      const [language, variants = ''] = entry.split(':');
      return [language, variants ? variants.split(',') : []];
    }),
);

/** ICU's `@collation=` names and their BCP 47 `-u-co-` spellings, where they differ. */
const VARIANT_TAGS: Record<string, string> = {
  phonebook: 'phonebk',
  traditional: 'trad',
  dictionary: 'dict',
  gb2312han: 'gb2312',
  big5han: 'big5han',
};

const LOCALE_ID =
  /^([a-z]{2,3})(?:_([A-Z][a-z]{3}))?(?:_([A-Z]{2}|\d{3}))?(_POSIX)?(?:@collation=([a-z0-9]+))?$/;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const scriptNames = new Intl.DisplayNames(['en'], { type: 'script', fallback: 'none' });

const OPTIONS: Record<string, 'string' | 'bool' | 'int'> = {
  locale: 'string',
  caseLevel: 'bool',
  caseFirst: 'string',
  strength: 'int',
  numericOrdering: 'bool',
  alternate: 'string',
  maxVariable: 'string',
  normalization: 'bool',
  backwards: 'bool',
  version: 'string',
};

/** `{ locale: "xx", strength: 2 }`, as MongoDB prints a collation in its errors. */
function printed(spec: Doc): string {
  const fields = Object.entries(spec).map(
    ([k, v]) => `${k}: ${typeof v === 'string' ? JSON.stringify(v) : String(v)}`,
  );
  return fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`;
}

function typeName(value: unknown): string {
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** The BCP 47 tag of a MongoDB (ICU) locale id, or undefined when MongoDB would not accept it. */
function languageTag(locale: string): string | undefined {
  const match = LOCALE_ID.exec(locale);
  if (!match) return undefined;
  const [, language, script, region, posix, variant] = match;
  const variants = LANGUAGES[language];
  if (!variants) return undefined;
  if (script && !scriptNames.of(script)) return undefined;
  if (region && (region === 'ZZ' || !regionNames.of(region))) return undefined;
  if (posix && (language !== 'en' || region !== 'US')) return undefined;
  if (variant && variant !== 'standard' && !variants.includes(variant)) return undefined;
  let tag = [language, script, region].filter(Boolean).join('-');
  if (variant && variant !== 'standard') tag += `-u-co-${VARIANT_TAGS[variant] ?? variant}`;
  return tag;
}

/**
 * Checks a command's, index's or collection's collation as MongoDB does: 2 BadValue for an unknown
 * locale or a bad option value (`Field 'locale' is invalid in: { locale: "xx" }`), 14 TypeMismatch for
 * an option of the wrong type, 40415 for an unknown option.
 */
export function checkCollation(spec: unknown): void {
  if (spec === undefined) return;
  if (!isPlainObject(spec))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      "BSON field 'collation' is the wrong type, expected object",
    );
  if (Object.keys(spec).length === 0) return;
  for (const [key, value] of Object.entries(spec)) {
    const type = OPTIONS[key];
    if (!type)
      throw new CommandError(ErrorCodes.Location40415, `BSON field 'Collation.${key}' is an unknown field.`);
    const actual = typeName(value);
    const ok = type === 'int' ? typeof value === 'number' : actual === type;
    if (!ok)
      throw new CommandError(
        ErrorCodes.TypeMismatch,
        `BSON field 'Collation.${key}' is the wrong type '${actual}', expected type '${type}'`,
      );
  }
  const invalid = (field: string): CommandError =>
    new CommandError(ErrorCodes.BadValue, `Field '${field}' is invalid in: ${printed(spec)}`);
  if (typeof spec.locale !== 'string')
    throw new CommandError(
      ErrorCodes.Location40414,
      "BSON field 'Collation.locale' is missing but a required field",
    );
  if (spec.locale === 'simple') return;
  if (!languageTag(spec.locale)) throw invalid('locale');
  const strength = spec.strength;
  if (strength !== undefined && (!Number.isInteger(strength) || Number(strength) < 1 || Number(strength) > 5))
    throw new CommandError(
      ErrorCodes.BadValue,
      `Field 'strength' must be an integer 1 through 5. Got: ${strength}`,
    );
  if (spec.caseFirst !== undefined && !['upper', 'lower', 'off'].includes(spec.caseFirst))
    throw new CommandError(
      ErrorCodes.FailedToParse,
      `Field 'caseFirst' must be 'upper', 'lower', or 'off'. Got: ${spec.caseFirst}`,
    );
  if (spec.alternate !== undefined && !['non-ignorable', 'shifted'].includes(spec.alternate))
    throw new CommandError(
      ErrorCodes.FailedToParse,
      `Field 'alternate' must be 'non-ignorable' or 'shifted'. Got: ${spec.alternate}`,
    );
  if (spec.maxVariable !== undefined && !['punct', 'space'].includes(spec.maxVariable))
    throw new CommandError(
      ErrorCodes.FailedToParse,
      `Field 'maxVariable' must be 'punct' or 'space'. Got: ${spec.maxVariable}`,
    );
}

/** The collation with its locale as a BCP 47 tag, as mingo's own `$sort` (Intl.Collator) needs it. */
export function mingoCollation(spec: Doc): Doc & { locale: string } {
  return { ...spec, locale: languageTag(String(spec.locale)) ?? 'und' };
}

/** Whether a collation compares binary (none, empty or `simple`). */
export function isSimpleCollation(spec: unknown): boolean {
  return !isPlainObject(spec) || spec.locale === undefined || spec.locale === 'simple';
}

/**
 * The collation as MongoDB lists it on an index or a collection: every option with its value
 * (the locale's own defaults: French Canada reads accents backwards).
 */
export function fullCollation(spec: Doc): Doc {
  if (isSimpleCollation(spec)) return spec;
  return {
    locale: spec.locale,
    caseLevel: spec.caseLevel ?? false,
    caseFirst: spec.caseFirst ?? 'off',
    strength: spec.strength ?? 3,
    numericOrdering: spec.numericOrdering ?? false,
    alternate: spec.alternate ?? 'non-ignorable',
    maxVariable: spec.maxVariable ?? 'punct',
    normalization: spec.normalization ?? false,
    backwards: spec.backwards ?? String(spec.locale).startsWith('fr_CA'),
    version: '57.1',
  };
}

type Compare = (a: string, b: string) => number;
const comparators = new Map<string, Compare>();

function sensitivity(strength: number, caseLevel: boolean): Intl.CollatorOptions['sensitivity'] {
  if (strength === 1) return caseLevel ? 'case' : 'base';
  if (strength === 2) return caseLevel ? 'variant' : 'accent';
  return 'variant';
}

function reversed(s: string): string {
  return [...s.normalize('NFC')].reverse().join('');
}

/** The collation a mingo evaluation runs under: the engine gives the command's (or the collection's) in its options. */
export function collationIn(options: unknown): unknown {
  return (options as { collation?: unknown } | undefined)?.collation;
}

/** The string comparison of the collation a mingo evaluation runs under (undefined: binary). */
export function collatedStrings(options: unknown): Compare | undefined {
  return collationCompare(collationIn(options));
}

/** The string comparison of a collation, or undefined when it compares binary. Cached per collation. */
export function collationCompare(spec: unknown): Compare | undefined {
  if (isSimpleCollation(spec)) return undefined;
  const c = spec as Doc;
  const key = JSON.stringify(c);
  const cached = comparators.get(key);
  if (cached) return cached;
  // A MongoDB (ICU) id, or the BCP 47 tag `mingoCollation` gave mingo's stages.
  const locale = String(c.locale);
  let tag = languageTag(locale);
  if (!tag) {
    try {
      tag = Intl.Collator.supportedLocalesOf([locale]).length > 0 ? locale : 'und';
    } catch {
      tag = 'und';
    }
  }
  const strength = Number(c.strength ?? 3);
  const options: Intl.CollatorOptions = {
    sensitivity: sensitivity(strength, c.caseLevel === true),
    numeric: c.numericOrdering === true,
    caseFirst: c.caseFirst === 'upper' ? 'upper' : c.caseFirst === 'lower' ? 'lower' : 'false',
    ignorePunctuation: c.alternate === 'shifted',
    usage: 'sort',
  };
  const collator = new Intl.Collator(tag, options);
  let compare: Compare = collator.compare;
  const accents = new Intl.Collator(tag, { ...options, sensitivity: 'accent' });
  // French Canada's collator already reads accents backwards (côte before coté); others get it emulated.
  const nativeBackwards = accents.compare('côte', 'coté') < 0;
  if (c.backwards === true && strength >= 2 && !nativeBackwards) {
    // French accent order: base letters first, then accents compared from the end, then the rest.
    const base = new Intl.Collator(tag, { ...options, sensitivity: 'base' });
    compare = (a, b) =>
      base.compare(a, b) || accents.compare(reversed(a), reversed(b)) || collator.compare(a, b);
  }
  if (strength >= 4 && c.alternate === 'shifted') {
    // Quaternary: strings equal but for punctuation and spaces differ, in the non-ignorable order.
    const punctuation = new Intl.Collator(tag, { ...options, ignorePunctuation: false });
    const shifted = compare;
    compare = (a, b) => shifted(a, b) || punctuation.compare(a, b);
  }
  if (strength === 5) {
    // Identical level: code points (NFD) break the remaining ties.
    const tertiary = compare;
    compare = (a, b) => {
      const order = tertiary(a, b);
      if (order !== 0) return order;
      const x = a.normalize('NFD');
      const y = b.normalize('NFD');
      return x < y ? -1 : x > y ? 1 : 0;
    };
  }
  comparators.set(key, compare);
  return compare;
}

/** Letters ICU reads as two at the primary level (root collation; at the secondary they differ). */
const EXPANDED: Record<string, string> = { ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE' };
const EXPANSIONS = /[ßẞæÆœŒ]/g;
/** Letters whose stroke or bar ICU weighs as an accent (primary-equal to the plain letter), with no Unicode decomposition. */
const UNSTROKED: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ħ: 'h',
  Ħ: 'H',
  ł: 'l',
  Ł: 'L',
  ŧ: 't',
  Ŧ: 'T',
};
const STROKED = /[øØđĐðÐħĦłŁŧŦ]/g;

/**
 * The key that makes strings equal under a collation equal as strings (unique indexes): strength 1
 * drops accents and case, 2 drops case (unless `caseLevel`), `numericOrdering` reads digit runs as
 * numbers, `alternate: 'shifted'` drops punctuation and spaces. An approximation of ICU's sort keys.
 */
export function collationKey(spec: unknown): ((s: string) => string) | undefined {
  if (isSimpleCollation(spec)) return undefined;
  const c = spec as Doc;
  const strength = Number(c.strength ?? 3);
  const caseLevel = c.caseLevel === true;
  return (s) => {
    // Below the tertiary level ICU ignores compatibility differences (ª is a, ﬁ is fi, ſ is s).
    let out = s.normalize(strength <= 2 ? 'NFKC' : 'NFC');
    if (c.alternate === 'shifted' && strength <= 3) out = out.replace(/[\p{P}\p{S}\s]/gu, '');
    if (c.numericOrdering === true) out = out.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ''));
    if (strength === 1)
      out = out
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .replace(EXPANSIONS, (ch) => EXPANDED[ch])
        .replace(STROKED, (ch) => UNSTROKED[ch])
        .normalize('NFC');
    if (strength <= 2 && !caseLevel) out = out.toLowerCase();
    return out;
  };
}

/** Values with the strings that are equal under the collation kept once (`distinct`), strings in the locale's order. */
export function distinctUnder(spec: unknown, values: unknown[]): unknown[] {
  const compare = collationCompare(spec);
  if (!compare) return values;
  const strings = values.filter((v): v is string => typeof v === 'string').sort(compare);
  const kept = strings.filter((v, i) => i === 0 || compare(strings[i - 1], v) !== 0);
  const at = values.findIndex((v) => typeof v === 'string');
  if (at < 0) return values;
  const others = values.filter((v) => typeof v !== 'string');
  // Strings sit between numbers and objects in MongoDB's order, where the binary sort put them.
  return [...others.slice(0, at), ...kept, ...others.slice(at)];
}

/**
 * The strings whose folding (`collationKey`) is checked against ICU: printable ASCII and the Latin letters up
 * to U+024F, alone, plus the two-letter ASCII sequences a letter may expand to (ß = ss, æ = ae, Danish å = aa).
 */
const FOLD_PROBES: string[] = (() => {
  const probes = [''];
  for (let cp = 0x20; cp <= 0x24f; cp++) if (cp < 0x7f || cp >= 0xa0) probes.push(String.fromCodePoint(cp));
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const a of letters) for (const b of letters) probes.push(a + b, (a + b).toUpperCase());
  return probes;
})();
const PROBED = new Set(FOLD_PROBES.filter((p) => [...p].length === 1));
const exactChars = new Map<string, Map<string, boolean>>();

/**
 * Whether folding keeps a string's equality under the collation exactly, so an index keyed by folded strings
 * finds every string ICU calls equal to it (a lookup, a range or a sort served by the index). The folding is an
 * approximation of ICU's sort keys: Danish reads å as aa, ø and ł are o and l at strength 1, a soft hyphen is
 * ignorable. Each character is checked once per collation against every probe: it must be ICU-equal to its
 * folding, and every probe ICU-equal to it must fold alike. A character outside the probes is never exact, so a
 * string holding one is left to the collection scan, whose comparisons are ICU's own.
 */
export function foldIsExact(spec: unknown): (s: string) => boolean {
  const fold = collationKey(spec);
  const compare = collationCompare(spec);
  if (!fold || !compare) return () => true;
  const key = JSON.stringify(spec);
  let known = exactChars.get(key);
  if (!known) exactChars.set(key, (known = new Map()));
  const cache = known;
  const charIsExact = (c: string): boolean => {
    let exact = cache.get(c);
    if (exact === undefined) {
      const folded = fold(c);
      exact =
        PROBED.has(c) &&
        compare(c, folded) === 0 &&
        FOLD_PROBES.every((p) => compare(c, p) !== 0 || fold(p) === folded);
      cache.set(c, exact);
    }
    return exact;
  };
  return (s) => {
    for (const c of s.normalize('NFC')) if (!charIsExact(c)) return false;
    return true;
  };
}
