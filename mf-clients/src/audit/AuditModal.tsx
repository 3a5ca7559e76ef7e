import { useEffect, useState } from 'react';
import { DataTable, type DataTableExpandedRows } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { DEFAULT_PAGE_SIZE, EXPORT_API, type AuditFieldChange, type Page } from '@linhagem/contracts';
import { formatDateTime } from '@linhagem/i18n';
import { AppModal, EmptyState, ExportButton, useTranslation } from '@linhagem/ui-kit';
import { useClientApi } from '../api/useClientApi';
import type { AuditEntry } from '../api/types';
import { useLanguage } from '../shared/useLanguage';
import { AUDIT_LINKS, auditFieldLabel, auditValue } from './auditLabels';

export type AuditModalProps = { clientId: string; visible: boolean; onHide(): void };

/** The field changes of an entry: its own, or those of a create or delete recorded as one entry. */
const fieldChanges = (entry: AuditEntry): AuditFieldChange[] => entry.changes ?? [entry];

/**
 * Who changed what and when (DESIGN "Audit"): `POST /api/client/audit`, paginated; a create or delete is one row
 * that expands to the fields it set or removed.
 */
export function AuditModal({ clientId, visible, onHide }: AuditModalProps) {
  const { t } = useTranslation('clients');
  const language = useLanguage();
  const api = useClientApi();
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page<AuditEntry> | null>(null);
  const [loading, setLoading] = useState(false);
  const [names, setNames] = useState<Record<string, string>>({});
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});

  // the people the links of this page point to, by name instead of their ids
  useEffect(() => {
    const ids = new Set<string>();
    for (const change of (result?.content ?? []).flatMap(fieldChanges)) {
      if (!AUDIT_LINKS.includes(change.field)) continue;
      for (const value of [change.before, change.after])
        if (typeof value === 'string' && value) ids.add(value);
    }
    const missing = [...ids].filter((id) => !(id in names));
    if (missing.length === 0) return;
    let current = true;
    void Promise.all(
      missing.map((linkId) =>
        api.get(linkId).then(
          (client) => [linkId, client.name] as const,
          () => [linkId, linkId] as const,
        ),
      ),
    ).then((found) => current && setNames((known) => ({ ...known, ...Object.fromEntries(found) })));
    return () => {
      current = false;
    };
  }, [api, result, names]);

  useEffect(() => {
    if (!visible) return;
    let current = true;
    setLoading(true);
    api
      .audit(clientId, page, DEFAULT_PAGE_SIZE)
      .then((answer) => current && setResult(answer))
      .catch(() => current && setResult(null))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, clientId, page, visible]);

  const action = (entry: AuditEntry) =>
    entry.action in { CREATE: 1, UPDATE: 1, DELETE: 1 } ? t(`audit.actions.${entry.action}`) : entry.action;
  // the expander's accessible name: "Expand Created 05/02/2024 10:45"
  const rows = (result?.content ?? []).map((entry) => ({
    ...entry,
    label: `${action(entry)} ${formatDateTime(entry.at, language)}`,
  }));
  const value = (change: AuditFieldChange, side: 'before' | 'after') =>
    auditValue(t, change.field, change[side], { language, names });

  return (
    <AppModal
      visible={visible}
      onHide={onHide}
      header={t('audit.title')}
      footer={
        <>
          <ExportButton
            path={EXPORT_API['client-audit']}
            filter={{ clientId }}
            fileName="client-audit"
            level="ADMINISTRATOR"
          />
          <Button label={t('audit.close')} onClick={onHide} />
        </>
      }
    >
      <DataTable
        value={rows}
        dataKey="id"
        lazy
        paginator
        rows={DEFAULT_PAGE_SIZE}
        first={(page - 1) * DEFAULT_PAGE_SIZE}
        totalRecords={result?.totalElements ?? 0}
        onPage={(event) => setPage(Math.floor(event.first / event.rows) + 1)}
        loading={loading}
        emptyMessage={<EmptyState icon="pi pi-history" title={t('audit.empty')} />}
        size="small"
        selectionAriaLabel="label"
        expandedRows={expanded}
        onRowToggle={(event) => setExpanded(event.data as DataTableExpandedRows)}
        rowExpansionTemplate={(entry: AuditEntry) => (
          <dl className="lc-audit-fields" aria-label={t('audit.fieldsOf')}>
            {(entry.changes ?? []).map((change) => (
              <div key={change.field}>
                <dt title={change.field}>{auditFieldLabel(t, change.field)}</dt>
                <dd>{value(change, entry.action === 'DELETE' ? 'before' : 'after')}</dd>
              </div>
            ))}
          </dl>
        )}
      >
        <Column expander={(entry: AuditEntry) => Boolean(entry.changes)} style={{ width: '3rem' }} />
        <Column
          header={t('audit.columns.at')}
          body={(entry: AuditEntry) => formatDateTime(entry.at, language)}
        />
        <Column
          header={t('audit.columns.user')}
          body={(entry: AuditEntry & { user?: string }) => entry.userName ?? entry.user ?? ''}
        />
        <Column header={t('audit.columns.action')} body={action} />
        <Column
          header={t('audit.columns.field')}
          body={(entry: AuditEntry) =>
            entry.changes ? (
              t('audit.fieldCount', { count: entry.changes.length })
            ) : (
              <span title={entry.field}>{auditFieldLabel(t, entry.field)}</span>
            )
          }
        />
        <Column
          header={t('audit.columns.before')}
          body={(entry: AuditEntry) => (entry.changes ? '' : value(entry, 'before'))}
        />
        <Column
          header={t('audit.columns.after')}
          body={(entry: AuditEntry) => (entry.changes ? '' : value(entry, 'after'))}
        />
      </DataTable>
    </AppModal>
  );
}
