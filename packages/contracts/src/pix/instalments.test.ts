import fc from 'fast-check';
import { pixAmountQuerySchema, pixDueNow, pixInstalmentAmounts, pixIssueBodySchema, PIX_CODES } from '..';

describe('the instalments of a total', () => {
  it('are equal parts, the first carrying the cents a division leaves', () => {
    expect(pixInstalmentAmounts(100000, 3)).toEqual([33334, 33333, 33333]);
    expect(pixInstalmentAmounts(150000, 1)).toEqual([150000]);
    expect(pixInstalmentAmounts(2, 3)).toEqual([2]);
    expect(pixInstalmentAmounts(0, 3)).toEqual([]);
  });

  it('always add up to the total, in at most the count asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.integer({ min: 1, max: 12 }), (total, n) => {
        const parts = pixInstalmentAmounts(total, n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(parts.length).toBeLessThanOrEqual(n);
        expect(parts.every((p) => p > 0 && p >= parts[parts.length - 1]!)).toBe(true);
      }),
    );
  });
});

describe('what is due now', () => {
  it('is the first instalment not paid in full, or what is left of it', () => {
    expect(pixDueNow(150000, 0, 1)).toEqual({ amount: 150000, instalment: 1, instalments: 1 });
    expect(pixDueNow(150000, 0, 3)).toEqual({ amount: 50000, instalment: 1, instalments: 3 });
    expect(pixDueNow(150000, 50000, 3)).toEqual({ amount: 50000, instalment: 2, instalments: 3 });
    expect(pixDueNow(150000, 70000, 3)).toEqual({ amount: 30000, instalment: 2, instalments: 3 });
    expect(pixDueNow(150000, 100000, 1)).toEqual({ amount: 50000, instalment: 1, instalments: 1 });
    expect(pixDueNow(150000, 150000, 3)).toBeNull();
    expect(pixDueNow(150000, 200000, 3)).toBeNull();
    // a refund larger than what was received leaves the first instalment due, never more
    expect(pixDueNow(150000, -1000, 3)).toEqual({ amount: 50000, instalment: 1, instalments: 3 });
  });

  it('never asks more than the balance nor nothing while something is owed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        (total, paid, n) => {
          const due = pixDueNow(total, paid, n);
          if (paid >= total) expect(due).toBeNull();
          else {
            expect(due!.amount).toBeGreaterThan(0);
            expect(due!.amount).toBeLessThanOrEqual(total - paid);
          }
        },
      ),
    );
  });
});

describe('the amount of a code in a query or a body', () => {
  const query = (amount: unknown) => pixAmountQuerySchema.safeParse({ amount });
  it('is whole cents from 1 to the limit', () => {
    expect(query('123456').data).toEqual({ amount: 123456 });
    expect(pixIssueBodySchema.safeParse({ amount: 100 }).success).toBe(true);
  });
  it.each([
    ['0'],
    ['-5'],
    ['10.5'],
    ['1e3'],
    ['0x10'],
    [' 5'],
    ['abc'],
    [''],
    ['1000000000'],
    [['1', '2']],
    [{ $gt: 0 }],
  ])('refuses %j with pix.amount-invalid', (amount) => {
    const parsed = query(amount);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(PIX_CODES.amountInvalid);
  });
  it.each([[0], [-1], [10.5], ['100'], [null], [1e12]])('refuses the body amount %j', (amount) => {
    const parsed = pixIssueBodySchema.safeParse({ amount });
    expect(parsed.error!.issues[0]!.message).toBe(PIX_CODES.amountInvalid);
  });
});
