import { percentOf, priceTypeService, splitCents, type TypeServicePricing } from './priceTypeService';
import { typeServiceBodySchema } from './typeService';

const base: TypeServicePricing = {
  price: 10000,
  sharedValue: false,
  additivePerClient: 0,
  haveDiscount: false,
  cumulative: false,
  perClient: false,
  amountOfItems: 0,
  discountType: 'PERCENT',
  discount: 0,
};

describe('priceTypeService', () => {
  it('prices no client as nothing', () => {
    expect(priceTypeService(base, 0)).toEqual({ gross: 0, discount: 0, net: 0, clients: [] });
  });

  it('refuses a negative or fractional client count', () => {
    expect(() => priceTypeService(base, -1)).toThrow(RangeError);
    expect(() => priceTypeService(base, 1.5)).toThrow(RangeError);
  });

  it('keeps its sums and the zero floor for every combination of flags, amounts and counts', () => {
    const prices = [0, 1, 100, 10001, 99999];
    const amounts: Array<[TypeServicePricing['discountType'], number]> = [
      ['PERCENT', 0],
      ['PERCENT', 33.33],
      ['PERCENT', 45],
      ['PERCENT', 100],
      ['VALUE', 1],
      ['VALUE', 7777],
      ['VALUE', 1_000_000],
    ];
    for (const price of prices)
      for (const [discountType, discount] of amounts)
        for (const flags of [0, 1, 2, 3, 4, 5, 6, 7])
          for (const amountOfItems of [0, 2, 4])
            for (let n = 1; n <= 5; n++) {
              const service: TypeServicePricing = {
                ...base,
                price,
                additivePerClient: 333,
                sharedValue: (flags & 1) === 1,
                perClient: (flags & 2) === 2,
                cumulative: (flags & 4) === 4,
                haveDiscount: true,
                amountOfItems,
                discountType,
                discount,
              };
              const result = priceTypeService(service, n);
              expect(result.clients).toHaveLength(n);
              const sum = (key: 'gross' | 'discount' | 'net') =>
                result.clients.reduce((a, c) => a + c[key], 0);
              expect([sum('gross'), sum('discount'), sum('net')]).toEqual([
                result.gross,
                result.discount,
                result.net,
              ]);
              expect(result.gross).toBe(service.sharedValue ? price + 333 * (n - 1) : price * n);
              for (const line of result.clients) {
                expect(Number.isInteger(line.discount)).toBe(true);
                expect(line.net).toBeGreaterThanOrEqual(0);
                expect(line.gross - line.discount).toBe(line.net);
              }
            }
  });
});

describe('splitCents', () => {
  it('gives the left-over cents to the first shares', () => {
    expect(splitCents(10, 3)).toEqual([4, 3, 3]);
    expect(splitCents(11, 3)).toEqual([4, 4, 3]);
    expect(splitCents(2, 5)).toEqual([1, 1, 0, 0, 0]);
  });
});

describe('percentOf', () => {
  it('rounds half away from zero to the cent, without float error', () => {
    expect(percentOf(5, 10)).toBe(1); // 0.5
    expect(percentOf(4, 10)).toBe(0); // 0.4
    expect(percentOf(1005, 10)).toBe(101); // 100.5
    expect(percentOf(1015, 1.1)).toBe(11); // 11.165
    expect(percentOf(50, 1.01)).toBe(1); // 0.505, 1.01 * 10000 is 10100.000000000002 in floats
    expect(percentOf(1_000_000_000_00, 99.99)).toBe(99_990_000_000);
  });

  it('takes all of it at 100 % or more', () => {
    expect(percentOf(1234, 100)).toBe(1234);
    expect(percentOf(1234, 250)).toBe(1234);
  });
});

describe('typeServiceBodySchema', () => {
  it('fills the defaults of a minimal body', () => {
    expect(typeServiceBodySchema.parse({ name: ' Busca ', price: 15000 })).toEqual({
      name: 'Busca',
      price: 15000,
      active: true,
      haveDiscount: false,
      cumulative: false,
      perClient: false,
      amountOfItems: 0,
      discountType: 'PERCENT',
      discount: 0,
      additivePerClient: 0,
      sharedValue: false,
      headerLetter: null,
      footerLetter: null,
      contracts: [],
      defaultForUnderage: false,
    });
  });

  it.each([
    ['fractional cents', { price: 10.5 }],
    ['negative price', { price: -1 }],
    ['a price of zero', { price: 0 }],
    ['a percent above 100', { discountType: 'PERCENT', discount: 101 }],
    ['a percent with three decimals', { discountType: 'PERCENT', discount: 10.125 }],
    ['a VALUE discount with fractional cents', { discountType: 'VALUE', discount: 10.5 }],
    ['an unknown discount type', { discountType: 'HALF' }],
    ['a letter that is no id', { headerLetter: 'abc' }],
    ['an unknown field', { colour: 'red' }],
  ])('refuses %s', (_name, patch) => {
    expect(typeServiceBodySchema.safeParse({ name: 'Busca', price: 100, ...patch }).success).toBe(false);
  });

  it('accepts a percent with two decimals and an empty letter', () => {
    const parsed = typeServiceBodySchema.parse({ name: 'B', price: 1, discount: 33.33, headerLetter: '' });
    expect(parsed.discount).toBe(33.33);
    expect(parsed.headerLetter).toBeNull();
  });
});
