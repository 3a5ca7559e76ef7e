import type { Client } from '@linhagem/contracts';
import { toGedcom7Date } from './read/parseGedcomDate';
import { gedcomName, writeGedcom } from './writeGedcom';

const client = (overrides: Partial<Client>): Client => ({
  id: 'a',
  name: 'Ana',
  version: 0,
  createdAt: '',
  updatedAt: '',
  alive: true,
  typeOfPerson: 'PERSON',
  tags: [],
  nameVariants: [],
  ...overrides,
});

describe('GEDCOM 7 export', () => {
  it('puts the surname with its particles between slashes', () => {
    expect(gedcomName('Maria da Conceição')).toBe('Maria /da Conceição/');
    expect(gedcomName('José Carlos dos Santos')).toBe('José Carlos /dos Santos/');
    expect(gedcomName('Pelé')).toBe('Pelé');
  });

  it.each([
    ['ABT 1880', { value: 'ABT 1880' }],
    ['Dec 1859', { value: 'DEC 1859' }],
    ['bet 1890 and 1895', { value: 'BET 1890 AND 1895' }],
    ['@#DJULIAN@ 12 MAR 1690', { value: 'JULIAN 12 MAR 1690' }],
    ['@#DGREGORIAN@ 3 JAN 1901', { value: '3 JAN 1901' }],
    ['INT 1900 (about the war)', { value: '1900', phrase: 'about the war' }],
    ['(in the spring)', { value: '', phrase: 'in the spring' }],
    ['sometime', { value: '', phrase: 'sometime' }],
  ])('writes the kept date %s as GEDCOM 7 has it', (text, expected) => {
    expect(toGedcom7Date(text)).toEqual(expected);
  });

  it('writes a kept phrase date, a death without details, a CPF and a leading @', () => {
    const text = writeGedcom(
      [
        client({
          id: 'a',
          name: 'Ana Souza',
          alive: false,
          cpf: '52998224725',
          gedcomText: { birthDay: '(in the spring)', birthPlace: '@home' },
        }),
      ],
      [],
      new Date('2026-01-02T12:00:00Z'),
    );
    expect(text).toBe(
      [
        '0 HEAD',
        '1 GEDC',
        '2 VERS 7.0',
        '1 SOUR LINHAGEM',
        '2 NAME Linhagem',
        '1 DATE 2 JAN 2026',
        '0 @I1@ INDI',
        '1 NAME Ana /Souza/',
        '1 BIRT',
        '2 DATE',
        '3 PHRASE in the spring',
        '2 PLAC @@home',
        '1 DEAT Y',
        '1 IDNO 52998224725',
        '2 TYPE CPF',
        '0 TRLR',
        '',
      ].join('\n'),
    );
  });
});
