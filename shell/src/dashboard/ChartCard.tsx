import { useId, useMemo } from 'react';
import { Chart } from 'primereact/chart';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import { useTranslation } from '@linhagem/ui-kit';

export type ChartTable = { columns: string[]; rows: (string | number)[][] };

export type ChartCardProps = {
  title: string;
  type: ChartType;
  data?: ChartData;
  options?: ChartOptions;
  /** the same figures as a table, read by screen readers instead of the canvas */
  table?: ChartTable;
  failed?: boolean;
};

/** A theme colour of PrimeReact's CSS variables, so the chart follows light and dark mode. */
const themeColor = (name: string, fallback: string) =>
  (typeof document === 'undefined'
    ? ''
    : getComputedStyle(document.documentElement).getPropertyValue(name).trim()) || fallback;

/** One chart of the dashboard: its title, the canvas (hidden from screen readers) and the table behind it. */
export function ChartCard({ title, type, data, options, table, failed }: ChartCardProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  const themed = useMemo<ChartOptions>(() => {
    const text = themeColor('--text-color', '#495057');
    const grid = themeColor('--surface-border', '#dee2e6');
    type Axis = { ticks?: object; grid?: object } & Record<string, unknown>;
    const given = (options?.scales ?? {}) as Record<string, Axis>;
    // each axis keeps the theme's colours under what the chart itself sets (a money tick, a second axis); every
    // figure charted is a count or whole money, so no tick reads 0.4 of a case
    const themedAxis = (axis: Axis = {}) => ({
      ...axis,
      ticks: { color: text, precision: 0, ...axis.ticks },
      grid: { color: grid, ...axis.grid },
    });
    const round = type === 'doughnut' || type === 'pie';
    const scales = Object.fromEntries(
      [...new Set(['x', 'y', ...Object.keys(given)])].map((key) => [key, themedAxis(given[key])]),
    );
    return {
      maintainAspectRatio: false,
      responsive: true,
      plugins: { legend: { labels: { color: text } } },
      ...options,
      ...(round ? {} : { scales }),
    } as ChartOptions;
  }, [options, type]);
  return (
    <section className="dashboard-chart" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {failed ? (
        <p role="status">{t('charts.failed')}</p>
      ) : !data || !table ? (
        <div role="status" aria-label={t('charts.loading')} className="figures-loading">
          <ProgressSpinner style={{ width: '2rem', height: '2rem' }} strokeWidth="4" />
        </div>
      ) : (
        <>
          <div className="dashboard-chart-canvas" aria-hidden="true">
            {/* chart.js sizes the canvas to its parent, PrimeReact's wrapper: it fills the fixed-height box */}
            <Chart type={type} data={data} options={themed} height="100%" />
          </div>
          {/* a table grows to its content whatever its width: the hidden box around it is what stays 1 px wide */}
          <div className="lk-sr-only">
            <table>
              <caption>{t('charts.tableOf', { title })}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((cell, cellIndex) =>
                      cellIndex === 0 ? (
                        <th key={cellIndex} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={cellIndex}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
