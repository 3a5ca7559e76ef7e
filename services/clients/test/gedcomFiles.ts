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
