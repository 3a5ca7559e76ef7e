import { useEffect, useState } from 'react';
import { DASHBOARD_API, type DashboardAnswers, type DashboardPeriod } from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';

/** One chart's figures for a period (`GET /api/dashboard/<name>?from=&to=`); `failed` when it cannot be read. */
export function useDashboardChart<K extends keyof DashboardAnswers>(
  name: K,
  period: DashboardPeriod,
  enabled = true,
): { answer?: DashboardAnswers[K]; failed: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ answer?: DashboardAnswers[K]; failed: boolean }>({ failed: false });
  const { from, to } = period;
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    setState({ failed: false });
    api
      .get<DashboardAnswers[K]>(DASHBOARD_API[name], { query: { from, to } })
      .then((answer) => current && setState({ answer, failed: false }))
      .catch(() => current && setState({ failed: true }));
    return () => {
      current = false;
    };
  }, [api, name, from, to, enabled]);
  return state;
}
