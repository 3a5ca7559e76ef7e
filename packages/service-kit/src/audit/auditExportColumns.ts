import type { ExportColumn } from '../export/exportColumn';
import type { AuditRecord } from './model';

const text = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The columns of an exported audit list (docs/adr-exports.md): one line per stored entry. */
export const AUDIT_EXPORT_COLUMNS: ExportColumn<AuditRecord>[] = [
  { header: { 'pt-BR': 'Data', 'en-US': 'Date' }, kind: 'dateTime', value: (row) => row.at },
  { header: { 'pt-BR': 'Usuário', 'en-US': 'User' }, value: (row) => row.userName },
  { header: { 'pt-BR': 'Nome', 'en-US': 'Name' }, value: (row) => row.name ?? '' },
  { header: { 'pt-BR': 'Ação', 'en-US': 'Action' }, value: (row) => row.action },
  { header: { 'pt-BR': 'Registro', 'en-US': 'Record' }, value: (row) => row.entityName ?? '' },
  { header: { 'pt-BR': 'Campo', 'en-US': 'Field' }, value: (row) => row.field ?? '' },
  { header: { 'pt-BR': 'Antes', 'en-US': 'Before' }, width: 40, value: (row) => text(row.before) },
  {
    header: { 'pt-BR': 'Depois', 'en-US': 'After' },
    width: 40,
    // a create or delete is one entry listing its fields
    value: (row) =>
      row.changes?.length
        ? row.changes.map((change) => `${change.field}: ${text(change.after ?? change.before)}`).join('\n')
        : text(row.after),
  },
];
