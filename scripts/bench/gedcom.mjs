// GEDCOM import of 5,000 persons THROUGH THE BFF of a running system: a generated GEDCOM 5.5.1 file (UTF-8, accents,
// exact and approximate dates, places in Brazil and Italy, three generations of couples and children) is previewed
// (`POST /api/client/gedcom/preview`, multipart) a few times, then applied once (every person CREATE). Target of the
// issue: the preview under 10 s on this machine. Usage: `gedcomBenchmarks({ baseURL, admin })`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('../register-ts.cjs');
const { logIn } = require('./measure.ts');

const PERSONS = Number(process.env.BENCH_GEDCOM_PERSONS ?? 5_000);
const PREVIEWS = 3;
const TARGET_MS = 10_000;
/** the linear reading's target: a large tree previewed in under 5 s (docs/adr-gedcom.md "Performance") */
const LARGE_PERSONS = 40_000;
const LARGE_TARGET_MS = 5_000;

const FIRST_M = ['João', 'José', 'Antônio', 'Giuseppe', 'Sebastião', 'Pedro', 'Elias', 'Raimundo'];
const FIRST_F = ['Maria', 'Conceição', 'Ana', 'Luzia', 'Aparecida', 'Angela', 'Jamile', 'Terezinha'];
const LAST = ['da Silva', 'Gonçalves', 'Bortolini', 'Zanetti', 'Haddad', 'Conceição', 'Müller', 'Araújo'];
const PLACES = [
  'Campinas, São Paulo, Brasil',
  'Treviso, Veneto, Italia',
  'Santos, SP, Brasil',
  'Kleindorf, Bayern',
];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * A family file of `count` persons: founding couples, each family with four children (two sons, two daughters)
 * who marry into the next families (never a sibling), generation after generation.
 */
export function generateGedcom(count) {
  const lines = ['0 HEAD', '1 SOUR BENCH', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8'];
  const families = [];
  let next = 1;
  const person = (sex, year, famc) => {
    const i = next++;
    const first = (sex === 'M' ? FIRST_M : FIRST_F)[i % 8];
    lines.push(`0 @I${i}@ INDI`, `1 NAME ${first} /${LAST[(i * 7) % 8]}/`, `1 SEX ${sex}`, '1 BIRT');
    lines.push(i % 5 === 0 ? `2 DATE ABT ${year}` : `2 DATE ${1 + (i % 28)} ${MONTHS[i % 12]} ${year}`);
    lines.push(`2 PLAC ${PLACES[i % 4]}`);
    if (year < 1930) lines.push('1 DEAT', `2 DATE ${year + 60 + (i % 20)}`);
    if (famc) lines.push(`1 FAMC @F${famc}@`);
    return { id: i, year, family: famc };
  };
  const sons = [];
  const daughters = [];
  while (next <= count) {
    let husband = sons.shift();
    let wife = husband && daughters.findIndex((d) => d.family !== husband.family);
    if (husband && wife >= 0) wife = daughters.splice(wife, 1)[0];
    else {
      if (husband) sons.unshift(husband);
      husband = person('M', 1700, 0);
      wife = person('F', 1702, 0);
    }
    const family = families.length + 1;
    const year = Math.max(husband.year, wife.year) + 22;
    const children = [];
    for (let c = 0; c < 4 && next <= count; c++) {
      const child = person(c % 2 ? 'F' : 'M', year + c, family);
      (c % 2 ? daughters : sons).push(child);
      children.push(child);
    }
    families.push({ family, husband: husband.id, wife: wife.id, children: children.map((c) => c.id), year });
  }
  for (const { family, husband, wife, children, year } of families) {
    lines.push(`0 @F${family}@ FAM`, `1 HUSB @I${husband}@`, `1 WIFE @I${wife}@`);
    for (const child of children) lines.push(`1 CHIL @I${child}@`);
    lines.push('1 MARR', `2 DATE ${year - 2}`, `2 PLAC ${PLACES[family % 4]}`);
  }
  lines.push('0 TRLR');
  return `${lines.join('\r\n')}\r\n`;
}

/** @returns {Promise<import('./measure').BenchRow[]>} */
export async function gedcomBenchmarks({ baseURL, admin }) {
  const { cookie } = await logIn(baseURL, admin);
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };
  const bytes = Buffer.from(generateGedcom(PERSONS));
  const previewOnce = async (file = bytes) => {
    const form = new FormData();
    form.append('file', new Blob([file]), 'bench.ged');
    const started = performance.now();
    const response = await fetch(`${baseURL}/api/client/gedcom/preview`, {
      method: 'POST',
      headers,
      body: form,
    });
    const body = await response.json();
    const ms = performance.now() - started;
    if (response.status !== 200)
      throw new Error(`gedcom bench: preview answered ${response.status} ${body.code}`);
    return { ms, body };
  };
  const times = [];
  let preview;
  for (let i = 0; i < PREVIEWS; i++) {
    const once = await previewOnce();
    times.push(once.ms);
    preview = once.body;
  }
  const persons = preview.persons.length;
  const worst = Math.max(...times);
  const rows = [
    {
      name: `gedcom: preview of ${persons} persons, ${(bytes.length / 1024 / 1024).toFixed(1)} MB (worst of ${PREVIEWS})`,
      value: `${(worst / 1000).toFixed(2)} s (best ${(Math.min(...times) / 1000).toFixed(2)} s)`,
      target: `< ${TARGET_MS / 1000} s`,
      pass: worst < TARGET_MS && persons === PERSONS,
    },
  ];
  const large = Buffer.from(generateGedcom(LARGE_PERSONS));
  const { ms: largeMs, body: largePreview } = await previewOnce(large);
  rows.push({
    name: `gedcom: preview of ${largePreview.persons.length} persons, ${(large.length / 1024 / 1024).toFixed(1)} MB (read in a worker, linear)`,
    value: `${(largeMs / 1000).toFixed(2)} s`,
    target: `< ${LARGE_TARGET_MS / 1000} s`,
    pass: largeMs < LARGE_TARGET_MS && largePreview.persons.length === LARGE_PERSONS,
  });
  const started = performance.now();
  const decisions = preview.persons.map((p) => ({ xref: p.xref, action: 'CREATE' }));
  const response = await fetch(`${baseURL}/api/client/gedcom/${preview.importId}/apply`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ decisions }),
  });
  const applied = await response.json();
  rows.push({
    name: `gedcom: apply creating ${persons} clients with their links and audit`,
    value:
      response.status === 200
        ? `${((performance.now() - started) / 1000).toFixed(2)} s (${applied.created} created)`
        : `answered ${response.status} ${applied.code}`,
  });
  return rows;
}
