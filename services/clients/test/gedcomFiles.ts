import iconv from 'iconv-lite';
import { CLIENT_API } from '@linhagem/contracts';
import { callerHeaders } from '@linhagem/service-kit/testing';
import { ANSEL_COMBINING, ANSEL_SPACING } from '../src/gedcom/read/decodeAnsel';

/**
 * A small family in GEDCOM 5.5.1 with accents, every kind of date the import keeps and a CONC/CONT:
 * João (born in Italy, died ABT 1950) and Maria Müller (BET 1885 AND 1890), married in Santos; their son José
 * (a year alone, a CPF).
 */
export function familyGedcom(charset = 'UTF-8'): string {
  return `0 HEAD
1 SOUR TEST
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR ${charset}
0 @I1@ INDI
1 NAME João /da Conceição/
1 NAME Giovanni /Concezione/
1 SEX M
1 BIRT
2 DATE 12 MAR 1880
2 PLAC Treviso, Veneto, Italia
1 DEAT
2 DATE ABT 1950
2 PLAC São Paulo, São Paulo, Brasil
1 FAMS @F1@
0 @I2@ INDI
1 NAME Maria /Müller/
1 SEX F
1 BIRT
2 DATE BET 1885 AND 1890
2 PLAC Kleindorf, Bayern
1 FAMS @F1@
0 @I3@ INDI
1 NAME José /da Conceição/
1 SEX M
1 BIRT
2 DATE 1910
2 PLAC Campinas, SP, Brasil
1 IDNO 529.982.247-25
2 TYPE CPF
1 NOTE Uma nota que continua
2 CONC  na mesma linha
2 CONT e noutra linha.
1 FAMC @F1@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 CHIL @I3@
1 MARR
2 DATE 5 MAY 1905
2 PLAC Santos, São Pa
3 CONC ulo, Brasil
0 TRLR
`;
}

const ANSEL_OF_MARK = new Map(Object.entries(ANSEL_COMBINING).map(([byte, mark]) => [mark, Number(byte)]));
const ANSEL_OF_CHAR = new Map(Object.entries(ANSEL_SPACING).map(([byte, code]) => [code, Number(byte)]));

/** Unicode text as ANSEL bytes: each letter's marks written before it, as ANSEL has them. */
export function encodeAnsel(text: string): Buffer {
  const bytes: number[] = [];
  for (const cluster of text.normalize('NFD').match(/\P{M}\p{M}*/gu) ?? []) {
    const [base, ...marks] = [...cluster];
    for (const mark of marks) bytes.push(ANSEL_OF_MARK.get(mark.codePointAt(0)!) ?? 0x3f);
    const code = base.codePointAt(0)!;
    bytes.push(code < 0x80 ? code : (ANSEL_OF_CHAR.get(code) ?? 0x3f));
  }
  return Buffer.from(bytes);
}

export type LineEnd = '\n' | '\r\n' | '\r';

/** The text with the given line ends, in the given encoding (with a byte-order mark when asked). */
export function encodeGedcom(text: string, encoding: string, lineEnd: LineEnd, bom = false): Buffer {
  const withEnds = text.replace(/\n/g, lineEnd);
  if (encoding === 'ANSEL') return encodeAnsel(withEnds);
  return iconv.encode(withEnds, encoding, { addBOM: bom });
}

/** `POST /api/client/gedcom/preview` with the bytes as the multipart field `file`, as a user of this level. */
export async function uploadGedcom(
  baseUrl: string,
  bytes: Uint8Array,
  { fileName = 'family.ged', field = 'file', sub }: { fileName?: string; field?: string; sub?: string } = {},
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  const { 'content-type': _json, ...headers } = callerHeaders('NORMAL', sub ? { sub } : {});
  const response = await fetch(`${baseUrl}${CLIENT_API.gedcomPreview}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/**
 * A GEDCOM 5.5.1 file of `count` persons in couples, each couple's family with the next persons as children, and
 * one family holding `bigFamily` children (a list a reader must not scan per child); every tenth birth date is
 * approximate (an uncertain-date warning each), so the problem list grows with the file.
 */
export function manyPersonsGedcom(count: number, bigFamily = 2_000): Buffer {
  const lines = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8'];
  for (let i = 1; i <= count; i++) {
    const family = Math.floor((i - 1) / 2) + 1;
    lines.push(`0 @I${i}@ INDI`, `1 NAME Pessoa${i} /Conceição/`, `1 SEX ${i % 2 ? 'M' : 'F'}`, '1 BIRT');
    lines.push(
      i % 10 === 0 ? `2 DATE ABT ${1800 + (i % 150)}` : `2 DATE ${1 + (i % 28)} MAR ${1800 + (i % 150)}`,
    );
    lines.push(`1 FAMS @F${family}@`);
  }
  const families = Math.ceil(count / 2);
  for (let f = 1; f <= families; f++) {
    lines.push(`0 @F${f}@ FAM`, `1 HUSB @I${2 * f - 1}@`);
    if (2 * f <= count) lines.push(`1 WIFE @I${2 * f}@`);
    // children are later couples: person p is a child of family ⌊p/4⌋ (the first family takes `bigFamily` of them)
    const children = f === 1 ? [...Array(bigFamily).keys()].map((k) => k + 3) : [4 * f - 1, 4 * f];
    for (const child of children)
      if (child <= count && (f === 1 || child > bigFamily + 2)) lines.push(`1 CHIL @I${child}@`);
  }
  lines.push('0 TRLR');
  return Buffer.from(`${lines.join('\n')}\n`);
}
