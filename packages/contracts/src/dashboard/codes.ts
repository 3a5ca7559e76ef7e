/** Stable `code` of the dashboard charts' refusals (all 400), free of zod. */
export const DASHBOARD_ERROR_CODES = {
  /** `from` or `to` is not a calendar date `YYYY-MM-DD` */
  periodInvalidDate: 'dashboard.period-invalid-date',
  /** `from` is after `to` */
  periodReversed: 'dashboard.period-reversed',
  /** the period spans more than DASHBOARD_MAX_PERIOD_YEARS */
  periodTooLong: 'dashboard.period-too-long',
} as const;
export type DashboardErrorCode = (typeof DASHBOARD_ERROR_CODES)[keyof typeof DASHBOARD_ERROR_CODES];
