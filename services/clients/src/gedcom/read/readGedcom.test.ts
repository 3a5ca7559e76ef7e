import fs from 'node:fs';
import path from 'node:path';
import { GEDCOM_PROBLEM_CODES } from '@linhagem/contracts';
import { encodeGedcom, familyGedcom, type LineEnd } from '../../../test/gedcomFiles';
import { parseGedcomDate } from './parseGedcomDate';
import { readGedcom } from './readGedcom';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures', name));
const byXref = (result: ReturnType<typeof readGedcom>, xref: string) =>
  result.persons.find((p) => p.xref === xref)!;

describe('reads the family in every encoding and line end', () => {
  const cases: [string, string, LineEnd, boolean, string][] = [
    ['UTF-8', 'utf8', '\n', false, 'UTF-8'],
    ['UTF-8', 'utf8', '\r\n', true, 'UTF-8'],
    ['UTF-8', 'utf8', '\r', false, 'UTF-8'],
    ['UNICODE', 'utf16le', '\r\n', true, 'UTF-16LE'],
    ['UNICODE', 'utf16be', '\n', true, 'UTF-16BE'],
    ['UNICODE', 'utf16le', '\r', false, 'UTF-16LE'],
    ['ANSEL', 'ANSEL', '\r\n', false, 'ANSEL'],
    ['ANSEL', 'ANSEL', '\r', false, 'ANSEL'],
    ['ANSI', 'windows-1252', '\r\n', false, 'windows-1252'],
    ['ISO-8859-1', 'latin1', '\n', false, 'ISO-8859-1'],
  ];
  it.each(cases)('CHAR %s as %s, line end %j, BOM %s', (charset, encoding, lineEnd, bom, read) => {
    const result = readGedcom(encodeGedcom(familyGedcom(charset), encoding, lineEnd, bom));
    expect(result.encoding).toBe(read);
    expect(result.problems.filter((p) => p.severity === 'ERROR')).toEqual([]);
    const joao = byXref(result, '@I1@');
    expect(joao).toMatchObject({
      name: 'João da Conceição',
      nameVariants: ['Giovanni Concezione'],
      sex: 'M',
      birth: {
        date: { text: '12 MAR 1880', precision: 'EXACT', iso: '1880-03-12' },
        place: { country: 'ITALIA', foreignState: 'Veneto', city: 'Treviso' },
      },
      death: {
        date: { text: 'ABT 1950', precision: 'APPROXIMATE', year: 1950 },
        place: { text: 'São Paulo, São Paulo, Brasil', country: 'BRASIL', state: 'SP', city: 'São Paulo' },
      },
      dead: true,
      spouseXrefs: ['@I2@'],
    });
    expect(byXref(result, '@I2@')).toMatchObject({
      name: 'Maria Müller',
      birth: {
        date: { precision: 'RANGE', text: 'BET 1885 AND 1890' },
        place: { text: 'Kleindorf, Bayern' },
      },
      dead: false,
    });
    expect(byXref(result, '@I2@').birth!.place!.country).toBeUndefined();
    expect(byXref(result, '@I3@')).toMatchObject({
      name: 'José da Conceição',
      cpf: '52998224725',
      birth: {
        date: { text: '1910', precision: 'YEAR' },
        place: { country: 'BRASIL', state: 'SP', city: 'Campinas' },
      },
      fatherXref: '@I1@',
      motherXref: '@I2@',
    });
    expect(result.families).toEqual([
      expect.objectContaining({
        xref: '@F1@',
        husbandXref: '@I1@',
        wifeXref: '@I2@',
        childXrefs: ['@I3@'],
        marriage: {
          date: expect.objectContaining({ iso: '1905-05-05' }),
          // CONC joins the place's two halves
          place: expect.objectContaining({ text: 'Santos, São Paulo, Brasil', state: 'SP', city: 'Santos' }),
        },
      }),
    ]);
    // the uncertain dates are told, with their person's line
    expect(
      result.problems.filter((p) => p.code === GEDCOM_PROBLEM_CODES.uncertainDate).map((p) => p.line),
    ).toEqual([7, 18, 25]);
  });
});

describe('real exports of genealogy programs', () => {
  it.each([
    ['sample555.ged', 'UTF-8'],
    ['sample55516le.ged', 'UTF-16LE'],
    ['sample55516be.ged', 'UTF-16BE'],
  ])('the GEDCOM 5.5.5 sample %s (%s)', (file, encoding) => {
    const result = readGedcom(fixture(file));
    expect(result).toMatchObject({ isGedcom: true, version: '5.5.5', encoding });
    expect(result.persons.map((p) => p.name)).toEqual([
      'Robert Eugene Williams',
      'Mary Ann Wilson',
      'Joe Williams',
    ]);
    // Joe's second family is an adoption (PEDI adopted): his father and mother come from the first
    expect(byXref(result, '@I3@')).toMatchObject({ fatherXref: '@I1@', motherXref: '@I2@' });
    expect(byXref(result, '@I1@').birth).toMatchObject({
      date: { iso: '1822-10-02' },
      place: { country: 'ESTADOS_UNIDOS', foreignState: 'Connecticut', city: 'Weston' },
    });
    expect(result.families[0].marriage?.date).toMatchObject({ text: 'Dec 1859', precision: 'MONTH' });
  });

  it.each(['TGC55C.ged', 'TGC551LF.ged'])('the ANSEL torture test %s (GEDitCOM)', (file) => {
    const result = readGedcom(fixture(file));
    expect(result).toMatchObject({ isGedcom: true, encoding: 'ANSEL' });
    expect(result.problems.filter((p) => p.severity === 'ERROR')).toEqual([]);
    expect(result.persons).toHaveLength(15);
    expect(result.families).toHaveLength(7);
    expect(byXref(result, '@PERSON1@')).toMatchObject({
      name: 'Joseph Tag Torture',
      fatherXref: '@PERSON5@',
    });
    expect(byXref(result, '@PERSON3@')).toMatchObject({ fatherXref: '@PERSON1@', motherXref: '@PERSON2@' });
  });

  it('decodes ANSEL diacritics written before their letter (the torture test notes)', () => {
    const text = readGedcom(fixture('TGC55C.ged'));
    expect(text.problems.some((p) => p.code === GEDCOM_PROBLEM_CODES.badLine)).toBe(false);
    const raw = fixture('TGC55C.ged');
    const { decodeGedcom } = jest.requireActual('./decodeGedcom') as typeof import('./decodeGedcom');
    const decoded = decodeGedcom(raw).text;
    expect(decoded).toContain('© 1997 by H. Eichmann');
    expect(decoded).toContain('ÀB̀C̀D̀ÈF̀G̀H̀ÌJ̀K̀L̀M̀');
    expect(decoded).toContain('âb̂ĉd̂êf̂ĝĥîĵk̂l̂m̂');
  });
});

describe('GEDCOM 7.0', () => {
  it('reads names of several kinds, @@ escapes and a Gregorian calendar word', () => {
    const text = `0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 NAME Ana /Luíza/\n1 NAME Anna /Louisa/\n2 TYPE AKA\n2 TRAN Анна /Луиза/\n3 LANG ru\n1 BIRT\n2 DATE GREGORIAN 3 JAN 1901\n1 NOTE @@ a note\n0 TRLR\n`;
    const result = readGedcom(Buffer.from(text));
    expect(result).toMatchObject({ version: '7.0', encoding: 'UTF-8' });
    expect(result.persons[0]).toMatchObject({
      name: 'Ana Luíza',
      nameVariants: ['Anna Louisa', 'Анна Луиза'],
      birth: { date: { iso: '1901-01-03' } },
    });
  });
});

describe('dates keep their precision', () => {
  it.each([
    ['14 JUN 1975', 'EXACT', '1975-06-14'],
    ['JUN 1975', 'MONTH', undefined],
    ['1975', 'YEAR', undefined],
    ['ABT 1880', 'APPROXIMATE', undefined],
    ['EST 1880', 'APPROXIMATE', undefined],
    ['BET 1890 AND 1895', 'RANGE', undefined],
    ['BEF 12 MAR 1890', 'RANGE', undefined],
    ['FROM 1900 TO 1905', 'PERIOD', undefined],
    ['@#DJULIAN@ 12 MAR 1690', 'TEXT', undefined],
    ['(in the spring)', 'TEXT', undefined],
    ['29 FEB 1904', 'EXACT', '1904-02-29'],
  ])('%s is %s', (text, precision, iso) => {
    const { date, impossible } = parseGedcomDate(text);
    expect(date).toMatchObject({ text, precision });
    expect(date.iso).toBe(iso);
    expect(impossible).toBeUndefined();
  });

  it.each([
    '31 FEB 1900',
    '29 FEB 1900',
    '0 JAN 1900',
    '32 DEC 1900',
    'BET 30 FEB 1890 AND 1895',
    '12 13 1900',
  ])('%s cannot exist', (text) => expect(parseGedcomDate(text).impossible).toBeTruthy());
});

describe('bad input is listed with its line', () => {
  const gedcom = (body: string) => Buffer.from(`0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n${body}0 TRLR\n`);
  const errors = (result: ReturnType<typeof readGedcom>) =>
    result.problems
      .filter((p) => p.severity === 'ERROR')
      .map(({ line, code, xrefs }) => ({ line, code, xrefs }));

  it('a file that is not GEDCOM', () => {
    for (const bytes of [
      Buffer.from('name;birth\nJoão;1900\n'),
      Buffer.from('%PDF-1.7\n'),
      Buffer.from([0, 1, 2, 3]),
    ]) {
      const result = readGedcom(bytes);
      expect(result.isGedcom).toBe(false);
      expect(result.problems).toEqual([
        expect.objectContaining({ line: 1, code: GEDCOM_PROBLEM_CODES.notGedcom }),
      ]);
    }
  });

  it('a person who is their own ancestor', () => {
    const result = readGedcom(
      gedcom(
        `0 @A@ INDI\n1 NAME Avô /Loop/\n1 FAMC @F2@\n1 FAMS @F1@\n0 @B@ INDI\n1 NAME Pai /Loop/\n1 FAMC @F1@\n1 FAMS @F2@\n0 @F1@ FAM\n1 HUSB @A@\n1 CHIL @B@\n0 @F2@ FAM\n1 HUSB @B@\n1 CHIL @A@\n`,
      ),
    );
    expect(errors(result)).toEqual([
      { line: 5, code: GEDCOM_PROBLEM_CODES.ancestorLoop, xrefs: ['@A@', '@B@'] },
    ]);
  });

  it('a family with three parents', () => {
    const result = readGedcom(
      gedcom(
        `0 @A@ INDI\n1 NAME A /X/\n0 @B@ INDI\n1 NAME B /X/\n0 @C@ INDI\n1 NAME C /X/\n0 @F1@ FAM\n1 HUSB @A@\n1 WIFE @B@\n1 WIFE @C@\n`,
      ),
    );
    expect(errors(result)).toEqual([
      { line: 11, code: GEDCOM_PROBLEM_CODES.threeParents, xrefs: ['@A@', '@B@', '@C@'] },
    ]);
  });

  it('broken cross-references', () => {
    const result = readGedcom(
      gedcom(`0 @A@ INDI\n1 NAME A /X/\n1 FAMC @NOFAM@\n0 @F1@ FAM\n1 HUSB @A@\n1 CHIL @NOBODY@\n`),
    );
    expect(errors(result)).toEqual([
      { line: 7, code: GEDCOM_PROBLEM_CODES.brokenReference, xrefs: ['@A@'] },
      { line: 10, code: GEDCOM_PROBLEM_CODES.brokenReference, xrefs: [] },
    ]);
  });

  it('dates that cannot exist', () => {
    const result = readGedcom(
      gedcom(`0 @A@ INDI\n1 NAME A /X/\n1 BIRT\n2 DATE 31 FEB 1900\n1 DEAT\n2 DATE 30 FEB 1950\n`),
    );
    expect(errors(result)).toEqual([
      { line: 8, code: GEDCOM_PROBLEM_CODES.impossibleDate, xrefs: ['@A@'] },
      { line: 10, code: GEDCOM_PROBLEM_CODES.impossibleDate, xrefs: ['@A@'] },
    ]);
  });

  it('a line that is no GEDCOM line, a skipped level, a record defined twice', () => {
    const result = readGedcom(
      gedcom(`0 @A@ INDI\n1 NAME A /X/\nnonsense here\n3 DATE 1900\n0 @A@ INDI\n1 NAME B /X/\n`),
    );
    expect(errors(result)).toEqual([
      { line: 7, code: GEDCOM_PROBLEM_CODES.badLine, xrefs: [] },
      { line: 8, code: GEDCOM_PROBLEM_CODES.badLine, xrefs: [] },
      { line: 9, code: GEDCOM_PROBLEM_CODES.duplicateXref, xrefs: ['@A@'] },
    ]);
  });
});
