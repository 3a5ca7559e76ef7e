import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { EXPORT_AUDIT_SOURCES, EXPORT_LISTS, staffPath, type ExportAuditEntry } from '@linhagem/contracts';
import { formatDateTime } from '@linhagem/i18n';
import {
  ClearFiltersButton,
  DateInput,
  LazyTable,
  translateError,
  useLazyList,
  usePreferences,
  useTranslation,
} from '@linhagem/ui-kit';
import { useExportAuditApi } from './useExportAuditApi';
import { EMPTY_FILTERS, sourceOf, toExportAuditFilter } from './exportAuditFilters';
import { FilterSummary } from './FilterSummary';
import '../shared/config.css';
import './exportAudit.css';

type UserOption = { value: string; label: string };

const KNOWN_WHATS = new Set<string>([...EXPORT_LISTS, 'personal-data']);

/**
 * /export-audit: every export of the office's data, for administrators (docs/adr-exports.md "Audit of exports"):
 * who took which list or client's personal data out, when, in which format, with which filter and how many rows.
 * One box at a time (clients, protocols), as each service keeps its own audit; the period and user filter both.
 */
export function ExportAuditList() {
  const { t } = useTranslation('exportAudit');
  const { language } = usePreferences();
  const navigate = useNavigate();
  const api = useExportAuditApi();
  const [users, setUsers] = useState<UserOption[]>([]);
  const exports = useLazyList({
    emptyFilters: EMPTY_FILTERS,
    defaultSort: { field: 'at', order: -1 },
    load: (request, filters) => api.list(sourceOf(filters), request, toExportAuditFilter(filters)),
    errorMessage: (error) => translateError(t, error),
  });

  useEffect(() => {
    let current = true;
    api.users().then(
      (page) =>
        current &&
        setUsers(
          page.content.map((user) => ({ value: user.userName, label: `${user.name} (${user.userName})` })),
        ),
      () => undefined, // the filter still offers "any user"
    );
    return () => {
      current = false;
    };
  }, [api]);

  const { filters, setFilters } = exports;
  const set = (key: keyof typeof filters, value: string | null | undefined) =>
    setFilters({ ...filters, [key]: value ?? '' });
  const filled = Boolean(filters.from || filters.to || filters.userName);
  const id = (key: string) => `export-audit-${key}`;

  // a list this screen does not know yet (a newer service) by its own name
  const what = (entry: ExportAuditEntry) =>
    KNOWN_WHATS.has(entry.what) ? t(`what.${entry.what}`, { subject: entry.subject ?? '' }) : entry.what;

  return (
    <section className="cf-page" aria-labelledby="export-audit-title">
      <div className="cf-toolbar">
        <h1 id="export-audit-title">{t('title')}</h1>
        <div className="cf-actions">
          <Button
            label={t('backToConfiguration')}
            icon="pi pi-arrow-left"
            text
            onClick={() => navigate(staffPath('systemConfiguration'))}
          />
        </div>
      </div>
      <p className="ea-intro">{t('intro')}</p>
      <div className="ea-filters" role="search">
        <div className="cf-field">
          <span id={id('source')} className="ea-label">
            {t('source.label')}
          </span>
          <SelectButton
            aria-labelledby={id('source')}
            value={sourceOf(filters)}
            options={EXPORT_AUDIT_SOURCES.map((source) => ({ value: source, label: t(`source.${source}`) }))}
            onChange={(event) => event.value && set('source', event.value as string)}
            allowEmpty={false}
          />
        </div>
        {(['from', 'to'] as const).map((key) => (
          <div className="cf-field" key={key}>
            <label htmlFor={id(key)}>{t(`filters.${key}`)}</label>
            <DateInput
              id={id(key)}
              name={key}
              value={filters[key]}
              onValueChange={(text) => set(key, text)}
            />
          </div>
        ))}
        <div className="cf-field">
          <label htmlFor={id('user')}>{t('filters.user')}</label>
          <Dropdown
            inputId={id('user')}
            value={filters.userName || null}
            options={users}
            onChange={(event) => set('userName', event.value as string | null)}
            showClear
            filter
            placeholder={t('filters.anyUser')}
          />
        </div>
        {filled ? (
          <ClearFiltersButton
            label={t('filters.clear')}
            onClear={() => setFilters({ ...EMPTY_FILTERS, source: filters.source })}
          />
        ) : null}
      </div>
      <LazyTable<ExportAuditEntry>
        page={exports}
        reportTemplate={t('report')}
        loadingMessage={t('loading')}
        minWidth="52rem"
        empty={
          exports.failed
            ? { icon: 'pi pi-exclamation-circle', title: t('failed') }
            : { icon: 'pi pi-file-export', title: t('empty'), children: t('emptyHint') }
        }
        columns={[
          { header: t('columns.at'), sortField: 'at', body: (entry) => formatDateTime(entry.at, language) },
          {
            header: t('columns.user'),
            body: (entry) => (
              <span className="ea-user">
                {entry.name || entry.userName}
                {entry.name ? <small>{entry.userName}</small> : null}
              </span>
            ),
          },
          { header: t('columns.what'), body: what },
          { header: t('columns.format'), body: (entry) => entry.format.toUpperCase() },
          {
            header: t('columns.rows'),
            body: (entry) => (entry.rows === undefined ? '' : t('rowCount', { count: entry.rows })),
          },
          { header: t('columns.details'), body: (entry) => <FilterSummary entry={entry} /> },
        ]}
      />
    </section>
  );
}

export default ExportAuditList;
