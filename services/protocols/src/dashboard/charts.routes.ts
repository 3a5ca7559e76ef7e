import Router from '@koa/router';
import {
  DASHBOARD_API,
  dashboardPeriod,
  dashboardQuerySchema,
  officeToday,
  hasLevel,
  type DashboardQuery,
} from '@linhagem/contracts';
import {
  AppError,
  authenticatedCaller,
  officeTimeZone,
  read,
  route,
  type Access,
} from '@linhagem/service-kit';
import type { Deps } from '../protocol/service';
import { certificatesChart, conversionChart, financeChart, stagesChart, staffChart } from './charts';
import type { OfficePeriod } from './officeDays';

/** The checked period of a chart's query: 400 with the refusal's code (DASHBOARD_ERROR_CODES). */
async function periodOf(query: DashboardQuery): Promise<OfficePeriod> {
  const timeZone = await officeTimeZone();
  const checked = dashboardPeriod(query, officeToday(timeZone));
  if ('error' in checked)
    throw AppError.badRequest('Invalid dashboard period', { code: checked.error, details: query });
  return { ...checked.period, timeZone };
}

/** The per-staff chart compares colleagues, so it is for administrators only. */
const administrator: Access = (ctx) => {
  const caller = authenticatedCaller(ctx);
  if (!hasLevel(caller.typeUser, 'ADMINISTRATOR')) throw AppError.forbidden();
  return caller;
};

/**
 * `GET /api/dashboard/<chart>?from=&to=`: one aggregation per chart of the dashboard. Any signed-in user reads the
 * office's charts (spec 2 and 6: any logged user reaches the dashboard); the staff chart is ADMINISTRATOR's.
 */
export function dashboardChartRoutes({ connection }: Deps): Router {
  const router = new Router();
  const chart = (path: string, access: Access, answer: (period: OfficePeriod) => Promise<unknown>) =>
    route(router, { method: 'get', path, access, query: dashboardQuerySchema }, async ({ query, ctx }) => {
      // the charts read protocols, budgets, certificates and cash entries: a write to any of them must show at
      // once, and the BFF's cache forgets a family's answers only on that family's writes
      ctx.set('Cache-Control', 'no-store');
      return answer(await periodOf(query));
    });
  chart(DASHBOARD_API.finance, read('dashboard'), (period) => financeChart(connection, period));
  chart(DASHBOARD_API.stages, read('dashboard'), (period) => stagesChart(connection, period));
  chart(DASHBOARD_API.certificates, read('dashboard'), (period) => certificatesChart(connection, period));
  chart(DASHBOARD_API.conversion, read('dashboard'), (period) => conversionChart(connection, period));
  chart(DASHBOARD_API.staff, administrator, (period) => staffChart(connection, period));
  return router;
}
