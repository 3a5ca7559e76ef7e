import { useMemo, useState } from 'react';
import { SelectButton } from 'primereact/selectbutton';
import type { ChartData, ChartOptions } from 'chart.js';
import { PROTOCOL_STAGE_LABELS, type DashboardPeriod } from '@linhagem/contracts';
import { useFormat, useOfficeToday, useTranslation } from '@linhagem/ui-kit';
import { ChartCard } from './ChartCard';
import { DASHBOARD_PERIOD_CHOICES, periodOfChoice, type DashboardPeriodChoice } from './dashboardPeriods';
import { useDashboardChart } from './useDashboardChart';
import './dashboardCharts.css';

/** Colours readable on the light and the dark theme alike. */
const COLORS = ['#3b82f6', '#22c55e', '#ef4444', '#f59e0b', '#8b5cf6', '#14b8a6', '#64748b'];

/** Bars of one or more series over the same labels, each series in its colour. */
const bars = (labels: string[], series: { label: string; values: number[] }[]): ChartData => ({
  labels,
  datasets: series.map(({ label, values }, index) => ({
    label,
    data: values,
    backgroundColor: COLORS[index % COLORS.length],
  })),
});

/** One slice per label, each in its colour. */
const slices = (labels: string[], values: number[]): ChartData => ({
  labels,
  datasets: [{ data: values, backgroundColor: labels.map((_, index) => COLORS[index % COLORS.length]) }],
});

type CountsChartProps = {
  title: string;
  type: 'bar' | 'doughnut';
  failed: boolean;
  /** `[label, count]`, in the order shown */
  rows?: [string, number][];
  labelColumn: string;
  countColumn: string;
};

/** A chart of counts per label (certificates per status, originals per place), with its table. */
function CountsChart({ title, type, failed, rows, labelColumn, countColumn }: CountsChartProps) {
  const labels = rows?.map(([label]) => label) ?? [];
  const counts = rows?.map(([, count]) => count) ?? [];
  return (
    <ChartCard
      title={title}
      type={type}
      failed={failed}
      data={
        rows &&
        (type === 'doughnut'
          ? slices(labels, counts)
          : bars(labels, [{ label: countColumn, values: counts }]))
      }
      table={rows && { columns: [labelColumn, countColumn], rows }}
    />
  );
}

export type DashboardChartsProps = { administrator: boolean };

/** The office's charts for a picked period, each with its table for screen readers (staff chart: administrators). */
export function DashboardCharts({ administrator }: DashboardChartsProps) {
  const { t } = useTranslation('shell');
  const { t: tChecklist } = useTranslation('checklist');
  const { t: tClock } = useTranslation('clock');
  const { language, formatMoney, formatPercent } = useFormat();
  const [choice, setChoice] = useState<DashboardPeriodChoice>('month');
  // the office's day (DESIGN "The office's day"), whatever the browser's zone
  const { today } = useOfficeToday();
  const period = useMemo<DashboardPeriod>(() => periodOfChoice(choice, today), [choice, today]);
  const finance = useDashboardChart('finance', period);
  const stages = useDashboardChart('stages', period);
  const certificates = useDashboardChart('certificates', period);
  const conversion = useDashboardChart('conversion', period);
  const staff = useDashboardChart('staff', period, administrator);

  const monthLabel = (month: string) =>
    new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1),
    );
  const moneyAxis: ChartOptions = {
    scales: { y: { ticks: { callback: (value) => formatMoney(Math.round(Number(value) * 100)) } } },
  } as ChartOptions;
  const statusLabel = (group: 'statusDocument' | 'statusTranslate', status: string | null) =>
    status ? tChecklist(`options.${group}.${status}`) : t('charts.notSet');

  // cases and days differ in scale: the median days read on their own axis, at the right
  const stagesAxes = {
    scales: { y1: { position: 'right', grid: { drawOnChartArea: false }, beginAtZero: true } },
  } as ChartOptions;
  const onDaysAxis = (data: ChartData): ChartData => ({
    ...data,
    datasets: data.datasets.map((set, index) => (index === 1 ? { ...set, yAxisID: 'y1' } : set)),
  });
  const f = finance.answer;
  const s = stages.answer;
  const c = certificates.answer;
  const v = conversion.answer;
  const w = staff.answer;
  const stageName = (stage: keyof typeof PROTOCOL_STAGE_LABELS) => PROTOCOL_STAGE_LABELS[stage][language];
  const documentRows = c?.byDocumentStatus.map((row): [string, number] => [
    statusLabel('statusDocument', row.status),
    row.count,
  ]);
  const translationRows = c?.byTranslationStatus.map((row): [string, number] => [
    statusLabel('statusTranslate', row.status),
    row.count,
  ]);
  const outsideRows = c?.outsideOffice.map((row): [string, number] => [
    tClock(`custody.places.${row.place}`),
    row.count,
  ]);

  return (
    <section className="dashboard-charts" aria-labelledby="dashboard-charts-title">
      <div className="dashboard-charts-header">
        <h2 id="dashboard-charts-title">{t('charts.title')}</h2>
        <span id="dashboard-period">{t('charts.period')}</span>
        <SelectButton
          aria-labelledby="dashboard-period"
          allowEmpty={false}
          value={choice}
          options={DASHBOARD_PERIOD_CHOICES.map((value) => ({ value, label: t(`charts.periods.${value}`) }))}
          onChange={(event) => event.value && setChoice(event.value as DashboardPeriodChoice)}
        />
      </div>
      <div className="dashboard-chart-grid">
        <ChartCard
          title={t('charts.finance.title')}
          type="bar"
          failed={finance.failed}
          options={moneyAxis}
          data={
            f &&
            bars(
              f.months.map((m) => monthLabel(m.month)),
              (['billed', 'received', 'refunded'] as const).map((key) => ({
                label: t(`charts.finance.${key}`),
                values: f.months.map((m) => m[key] / 100),
              })),
            )
          }
          table={
            f && {
              columns: [
                t('charts.month'),
                t('charts.finance.billed'),
                t('charts.finance.received'),
                t('charts.finance.refunded'),
              ],
              rows: f.months.map((m) => [
                monthLabel(m.month),
                formatMoney(m.billed),
                formatMoney(m.received),
                formatMoney(m.refunded),
              ]),
            }
          }
        />
        <ChartCard
          title={t('charts.stages.title')}
          type="bar"
          failed={stages.failed}
          options={stagesAxes}
          data={
            s &&
            onDaysAxis(
              bars(
                s.stages.map((row) => stageName(row.stage)),
                [
                  { label: t('charts.stages.open'), values: s.stages.map((row) => row.open) },
                  {
                    label: t('charts.stages.medianDays'),
                    values: s.stages.map((row) => row.medianDays ?? 0),
                  },
                ],
              ),
            )
          }
          table={
            s && {
              columns: [t('charts.stages.stage'), t('charts.stages.open'), t('charts.stages.medianDays')],
              rows: s.stages.map((row) => [stageName(row.stage), row.open, row.medianDays ?? '—']),
            }
          }
        />
        <CountsChart
          title={t('charts.documentStatus.title')}
          type="doughnut"
          failed={certificates.failed}
          rows={documentRows}
          labelColumn={t('charts.documentStatus.status')}
          countColumn={t('charts.documentStatus.count')}
        />
        <CountsChart
          title={t('charts.translationStatus.title')}
          type="doughnut"
          failed={certificates.failed}
          rows={translationRows}
          labelColumn={t('charts.translationStatus.status')}
          countColumn={t('charts.translationStatus.count')}
        />
        <CountsChart
          title={t('charts.outsideOffice.title')}
          type="bar"
          failed={certificates.failed}
          rows={outsideRows}
          labelColumn={t('charts.outsideOffice.place')}
          countColumn={t('charts.outsideOffice.count')}
        />
        <ChartCard
          title={t('charts.conversion.title')}
          type="bar"
          failed={conversion.failed}
          data={
            v &&
            bars(
              v.months.map((m) => monthLabel(m.month)),
              [
                { label: t('charts.conversion.newBudgets'), values: v.months.map((m) => m.newBudgets) },
                { label: t('charts.conversion.converted'), values: v.months.map((m) => m.converted) },
              ],
            )
          }
          table={
            v && {
              columns: [
                t('charts.month'),
                t('charts.conversion.newBudgets'),
                t('charts.conversion.converted'),
                t('charts.conversion.rate'),
              ],
              rows: v.months.map((m) => [
                monthLabel(m.month),
                m.newBudgets,
                m.converted,
                m.rate === null ? '—' : formatPercent(m.rate),
              ]),
            }
          }
        />
        {administrator ? (
          <ChartCard
            title={t('charts.staff.title')}
            type="bar"
            failed={staff.failed}
            options={{ indexAxis: 'y' } as ChartOptions}
            data={
              w &&
              bars(
                w.staff.map((member) => member.name),
                [
                  { label: t('charts.staff.inCharge'), values: w.staff.map((member) => member.inCharge) },
                  { label: t('charts.staff.finished'), values: w.staff.map((member) => member.finished) },
                ],
              )
            }
            table={
              w && {
                columns: [t('charts.staff.member'), t('charts.staff.inCharge'), t('charts.staff.finished')],
                rows: w.staff.map((member) => [member.name, member.inCharge, member.finished]),
              }
            }
          />
        ) : null}
      </div>
    </section>
  );
}
