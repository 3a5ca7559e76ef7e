import { useId, useMemo } from 'react';
import { Chart } from 'primereact/chart';
import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import { LoadingIndicator, useTranslation } from '@linhagem/ui-kit';
import { useThemeColors } from '../theme/useThemeColors';

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

/** One chart of the dashboard: its title, the canvas (hidden from screen readers) and the table behind it. */
export function ChartCard({ title, type, data, options, table, failed }: ChartCardProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  // a canvas does not follow CSS: the theme's colours, read again when the theme changes
  const colors = useThemeColors();
  const themed = useMemo<ChartOptions>(() => {
    const { text, grid } = colors;
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
    const legend = options?.plugins?.legend;
    return {
      maintainAspectRatio: false,
      responsive: true,
      ...options,
      // the legend keeps the theme's colour under a chart's own plugins, as the axes do
      plugins: { ...options?.plugins, legend: { ...legend, labels: { color: text, ...legend?.labels } } },
      ...(round ? {} : { scales }),
    } as ChartOptions;
  }, [options, type, colors]);
  return (
    <section className="dashboard-chart" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {failed ? (
        <p role="status">{t('charts.failed')}</p>
      ) : !data || !table ? (
        <LoadingIndicator label={t('charts.loading')} />
      ) : (
        <>
          {/* the legend's and axes' colour, as given to chart.js: what a browser test compares with the theme */}
          <div className="dashboard-chart-canvas" aria-hidden="true" data-text-color={colors.text}>
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
