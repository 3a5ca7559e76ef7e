import { accentInsensitiveRegex } from './searchText';

describe('accentInsensitiveRegex', () => {
  it.each([
    ['conceicao', 'Maria da Conceição', true],
    ['CONCEIÇÃO', 'maria da conceicao', true],
    ['joao  da', 'João da Silva', true],
    ['jose', 'JOSÉ', true],
    ['ana', 'Juliana', true],
    ['maria.', 'Maria da Silva', false],
    ['(', 'a(b', true],
    ['joão', 'Joana', false],
  ])('%s in %s: %s', (term, text, found) => {
    expect(accentInsensitiveRegex(term).test(text)).toBe(found);
  });
});
