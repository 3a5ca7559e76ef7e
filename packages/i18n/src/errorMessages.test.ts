import { ALL_ERROR_CODES, SUPPORTED_LANGUAGES } from '@linhagem/contracts';
import { createI18n } from './createI18n';
import { ERROR_MESSAGES, errorMessageKey } from './errorMessages';
import { resources } from './resources';

const lookup = (language: (typeof SUPPORTED_LANGUAGES)[number], key: string): unknown => {
  const [ns, path] = key.split(':');
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      (resources[language] as Record<string, unknown>)[ns],
    );
};

it.each(SUPPORTED_LANGUAGES)('has a %s message for every code', (language) => {
  const missing = ALL_ERROR_CODES.filter((code) => {
    const text = lookup(language, ERROR_MESSAGES[code]);
    return typeof text !== 'string' || text.trim() === '';
  });
  expect(missing).toEqual([]);
});

it('lists no code beyond the contracts', () => {
  expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...new Set(ALL_ERROR_CODES)].sort());
});

it('translates a code in the chosen language and leaves unknown codes to the caller', () => {
  const i18n = createI18n('pt-BR');
  expect(i18n.t(errorMessageKey('client.has-protocol')!)).toBe('Existe algum protocolo para este cliente');
  expect(i18n.t(errorMessageKey('client.already-married')!, { name: 'Ana' })).toBe(
    'Ana já está casado(a) atualmente!',
  );
  expect(errorMessageKey('no.such-code')).toBeUndefined();
  expect(errorMessageKey('toString')).toBeUndefined();
});
