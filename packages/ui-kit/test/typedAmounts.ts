import type { Language } from '@linhagem/contracts';

/**
 * One thousand five hundred as people type it in each language (spec 3 money): every money field's tests type
 * these key by key and expect 150000 cents, so the forms a person may use are listed once.
 */
export const TYPED_1500: ReadonlyArray<readonly [Language, string]> = [
  ['pt-BR', '1.500,00'],
  ['pt-BR', '1500,00'],
  ['pt-BR', '1500'],
  ['pt-BR', '1.500'],
  ['en-US', '1,500.00'],
  ['en-US', '1500.00'],
  ['en-US', '1500'],
  ['en-US', '1,500'],
];
