import { DASHBOARD_ERROR_CODES } from './codes';
import { dashboardPeriod, monthsOf } from './dashboardPeriod';

describe('the period of a dashboard chart', () => {
  it("defaults to today's month and keeps a given period", () => {
    expect(dashboardPeriod({}, '2026-03-17')).toEqual({ period: { from: '2026-03-01', to: '2026-03-17' } });
    expect(dashboardPeriod({ from: '2025-12-01', to: '2026-02-28' }, '2026-03-17')).toEqual({
      period: { from: '2025-12-01', to: '2026-02-28' },
    });
  });

  it('refuses an impossible date, a reversed period and one of five years or more', () => {
    expect(dashboardPeriod({ from: '2026-02-29', to: '2026-03-01' }, '2026-03-17')).toEqual({
      error: DASHBOARD_ERROR_CODES.periodInvalidDate,
    });
    expect(dashboardPeriod({ from: '2026-03-02', to: '2026-03-01' }, '2026-03-17')).toEqual({
      error: DASHBOARD_ERROR_CODES.periodReversed,
    });
    expect(dashboardPeriod({ from: '2021-03-01', to: '2026-03-01' }, '2026-03-17')).toEqual({
      error: DASHBOARD_ERROR_CODES.periodTooLong,
    });
    expect(dashboardPeriod({ from: '2021-03-02', to: '2026-03-01' }, '2026-03-17')).toHaveProperty('period');
  });

  it('lists every month a period touches, across a year', () => {
    expect(monthsOf({ from: '2025-11-30', to: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
