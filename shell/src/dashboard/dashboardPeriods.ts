import type { DashboardPeriod } from '@linhagem/contracts';

/** The picker's periods: this month, the last 3, 6 or 12 months, the year. */
export const DASHBOARD_PERIOD_CHOICES = ['month', '3', '6', '12', 'year'] as const;
export type DashboardPeriodChoice = (typeof DASHBOARD_PERIOD_CHOICES)[number];

/** The period of a choice ending today: whole months back to the first day of the earliest one. */
export function periodOfChoice(choice: DashboardPeriodChoice, today: string): DashboardPeriod {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (choice === 'year') return { from: `${year}-01-01`, to: today };
  const back = choice === 'month' ? 0 : Number(choice) - 1;
  const first = new Date(Date.UTC(year, month - 1 - back, 1));
  return { from: first.toISOString().slice(0, 10), to: today };
}
