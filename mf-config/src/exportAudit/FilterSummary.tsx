import type { ExportAuditEntry } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';

export type FilterSummaryProps = { entry: ExportAuditEntry };

/** A value of a list's filter as one short line: lists joined, objects as JSON. */
const shown = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(shown).join(', ')
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

/**
 * The filter and sort a list was exported with, as the list's own body names them (`name: ana`, `city: Santos`):
 * the audit keeps the request as sent, so it reads the same in both languages.
 */
export function FilterSummary({ entry }: FilterSummaryProps) {
  const { t } = useTranslation('exportAudit');
  if (entry.what === 'personal-data') return null;
  const pairs = Object.entries((entry.filter ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return (
    <span className="ea-details">
      {pairs.length === 0 ? (
        <span>{t('noFilter')}</span>
      ) : (
        pairs.map(([key, value]) => (
          <code key={key}>
            {key}: {shown(value)}
          </code>
        ))
      )}
      {entry.sort ? <small>{t('sortedBy', { sort: entry.sort })}</small> : null}
    </span>
  );
}
