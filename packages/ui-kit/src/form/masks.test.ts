import { detectRgVariant } from './masks';

describe('RG format of a stored value', () => {
  it.each([
    ['12.345.678-X', 'SP'],
    ['1.234.567', 'SHORT'],
    ['12.345.678', 'EIGHT'],
    ['123.456.789', 'NINE'],
    ['MG-4.567.890', 'OTHER'],
    ['45678901', 'OTHER'],
    ['', 'SP'],
  ])('%s is %s', (rg, variant) => {
    expect(detectRgVariant(rg)).toBe(variant);
  });
});
