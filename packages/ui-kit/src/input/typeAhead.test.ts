import { findTypeAheadIndex } from './typeAhead';

const countries = ['Polônia', 'Porto Rico', 'Portugal', 'Reino Unido', 'República Tcheca'];
const states = ['Santa Catarina (SC)', 'São Paulo (SP)', 'Sergipe (SE)'];

describe('dropdown type-ahead', () => {
  it('picks the first label that starts with what was typed, case and accents ignored', () => {
    expect(findTypeAheadIndex(countries, 'Port')).toBe(1);
    expect(findTypeAheadIndex(countries, 'portu')).toBe(2);
    expect(findTypeAheadIndex(countries, 'POLO')).toBe(0);
    expect(findTypeAheadIndex(states, 'sao')).toBe(1);
  });

  it('else the first label with a word that starts with it', () => {
    expect(findTypeAheadIndex(countries, 'rico')).toBe(1);
    expect(findTypeAheadIndex(countries, 'unido')).toBe(3);
    expect(findTypeAheadIndex(states, 'paulo')).toBe(1);
    expect(findTypeAheadIndex(states, 'se')).toBe(2);
  });

  it('finds nothing inside a word or for an empty search', () => {
    expect(findTypeAheadIndex(countries, 'ugal')).toBe(-1);
    expect(findTypeAheadIndex(countries, '')).toBe(-1);
    expect(findTypeAheadIndex(countries, '(')).toBe(-1);
  });
});
