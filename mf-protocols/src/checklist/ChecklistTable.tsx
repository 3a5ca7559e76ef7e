import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import {
  STATUSES_DOCUMENT,
  type CertificateWithProgress,
  type ChecklistPersonNode,
  type StatusDocument,
} from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { ExpiryChip } from './ExpiryChip';
import { ProgressIndicator } from './ProgressIndicator';
import { useCaseDocuments } from '../documents/CaseDocumentsContext';
import { certificateElementId, personElementId, type PersonActions } from './checklistIds';
import { useCollapsedChecklistItems } from './useCollapsedChecklistItems';

/** A person of the tree in reading order, with how deep it sits (the immigrant at 0). */
export type PersonRow = { person: ChecklistPersonNode; depth: number };

export type ChecklistTableProps = {
  persons: PersonRow[];
  readOnly: boolean;
  actions: PersonActions;
  /** opens the side panel on a certificate, or on a new one of the person */
  onOpen(personId: string, certificateId?: string): void;
  /** sets the document status of every chosen certificate */
  onChangeStatus(certificates: { person: ChecklistPersonNode; id: string }[], status: StatusDocument): void;
};

const COLUMNS = 9;

/**
 * The checklist as a table (spec 3): one row per certificate, grouped by person with the person's progress; filters
 * by person, status and "missing something"; several rows chosen get one new status. Arrow keys move between rows,
 * Home and End go to the first and last, Enter opens the certificate in the side panel, Space chooses the row.
 */
export function ChecklistTable({ persons, readOnly, actions, onOpen, onChangeStatus }: ChecklistTableProps) {
  const { t } = useTranslation('checklist');
  const { t: tClock } = useTranslation('clock');
  const documents = useCaseDocuments();
  const [personFilter, setPersonFilter] = useState<string | null>(null);
  const [statusFilter, setStatusFilter] = useState<StatusDocument | null>(null);
  const [missingOnly, setMissingOnly] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [newStatus, setNewStatus] = useState<StatusDocument | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const body = useRef<HTMLTableElement>(null);
  const { isCollapsed, toggle: toggleCollapsed } = useCollapsedChecklistItems();

  const label = (group: string, value: string | null | undefined) =>
    value ? t(`options.${group}.${value}` as 'options.statusDocument.PENDING') : '—';
  const statusOptions = STATUSES_DOCUMENT.map((value) => ({ value, label: label('statusDocument', value) }));
  const nameOf = (person: ChecklistPersonNode) => person.name || t('tab.unnamed');

  const shown = useMemo(() => {
    // spec 4: a collapsed person hides its certificates and its descendants (remembered in the preferences)
    const parentOf = new Map(persons.map(({ person }) => [person.id, person.parentId]));
    const underCollapsed = (id: string) => {
      for (let at = parentOf.get(id); at; at = parentOf.get(at)) if (isCollapsed(at)) return true;
      return false;
    };
    return persons
      .filter(({ person }) => (personFilter ? person.id === personFilter : !underCollapsed(person.id)))
      .map((row) => ({
        ...row,
        collapsed: isCollapsed(row.person.id) && !personFilter,
        certificates: row.person.certificates.filter(
          (certificate) =>
            (!statusFilter || certificate.statusDocument === statusFilter) &&
            (!missingOnly || certificate.progress < 100),
        ),
      }))
      .filter((row) => row.certificates.length > 0 || (!statusFilter && !missingOnly))
      .map((row) => (row.collapsed ? { ...row, certificates: [] } : row));
  }, [persons, personFilter, statusFilter, missingOnly, isCollapsed]);
  const rows = shown.flatMap((row) =>
    row.certificates.map((certificate) => ({ person: row.person, certificate })),
  );
  const count = rows.length;
  const chosenRows = rows.filter((row) => chosen.has(row.certificate.id));
  const focusedId =
    active && rows.some((row) => row.certificate.id === active) ? active : rows[0]?.certificate.id;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = count > 0 && chosenRows.length === count;
  const chooseAll = () => setChosen(allChosen ? new Set() : new Set(rows.map((row) => row.certificate.id)));

  const moveTo = (index: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!row) return;
    setActive(row.certificate.id);
    body.current
      ?.querySelector<HTMLElement>(`#${CSS.escape(certificateElementId(row.certificate.id))}`)
      ?.focus();
  };
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.target !== event.currentTarget) return; // a key inside the row's checkbox is the checkbox's
    const { person, certificate } = rows[index];
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
      PageDown: index + 10,
      PageUp: index - 10,
    };
    if (event.key in moves) moveTo(moves[event.key]);
    else if (event.key === 'Enter') onOpen(person.id, certificate.id);
    else if (event.key === ' ' && !readOnly) toggle(certificate.id);
    else return;
    event.preventDefault();
  };

  const filesOf = (certificate: CertificateWithProgress) =>
    documents?.documentsOf(certificate.id)?.filter((document) => document.current).length ?? 0;

  return (
    <div className="lp-table-block">
      <div className="lp-table-tools" role="search" aria-label={t('table.filters')}>
        <div className="lp-field">
          <label htmlFor="checklist-filter-person">{t('table.person')}</label>
          <Dropdown
            inputId="checklist-filter-person"
            value={personFilter}
            options={persons.map(({ person }) => ({ value: person.id, label: nameOf(person) }))}
            onChange={(event) => setPersonFilter(event.value ?? null)}
            placeholder={t('table.everyone')}
            showClear
          />
        </div>
        <div className="lp-field">
          <label htmlFor="checklist-filter-status">{t('table.status')}</label>
          <Dropdown
            inputId="checklist-filter-status"
            value={statusFilter}
            options={statusOptions}
            onChange={(event) => setStatusFilter(event.value ?? null)}
            placeholder={t('table.anyStatus')}
            showClear
          />
        </div>
        <div className="lp-check">
          <Checkbox
            inputId="checklist-filter-missing"
            checked={missingOnly}
            onChange={(event) => setMissingOnly(Boolean(event.checked))}
          />
          <label htmlFor="checklist-filter-missing">{t('table.missing')}</label>
        </div>
        <span className="lp-muted" role="status">
          {t('table.shown', { count })}
        </span>
      </div>
      {readOnly || chosenRows.length === 0 ? null : (
        <div className="lp-table-bulk" role="group" aria-label={t('table.bulk')}>
          <strong>{t('table.chosen', { count: chosenRows.length })}</strong>
          <Dropdown
            aria-label={t('table.newStatus')}
            value={newStatus}
            options={statusOptions}
            onChange={(event) => setNewStatus(event.value ?? null)}
            placeholder={t('table.newStatus')}
          />
          <Button
            type="button"
            icon="pi pi-check"
            label={t('table.applyStatus')}
            disabled={!newStatus}
            onClick={() => {
              if (!newStatus) return;
              onChangeStatus(
                chosenRows.map((row) => ({ person: row.person, id: row.certificate.id })),
                newStatus,
              );
              setChosen(new Set());
            }}
          />
        </div>
      )}
      <p id="checklist-table-keys" className="lk-sr-only">
        {t('table.keys')}
      </p>
      <div className="lp-table-scroll">
        <table
          className="lp-table"
          ref={body}
          aria-label={t('table.title')}
          aria-describedby="checklist-table-keys"
        >
          <thead>
            <tr>
              <th scope="col" className="lp-table-check">
                {readOnly ? (
                  <span className="lk-sr-only">{t('table.choose')}</span>
                ) : (
                  <Checkbox
                    checked={allChosen}
                    onChange={chooseAll}
                    aria-label={t('table.chooseAll')}
                    disabled={count === 0}
                  />
                )}
              </th>
              <th scope="col">{t('fields.typeOfCertificate')}</th>
              <th scope="col">{t('fields.typeOfDocument')}</th>
              <th scope="col">{t('table.status')}</th>
              <th scope="col">{t('table.files')}</th>
              <th scope="col">{t('fields.apostilleStatus')}</th>
              <th scope="col">{t('table.translation')}</th>
              <th scope="col">{t('table.freshness')}</th>
              <th scope="col">{t('table.custody')}</th>
            </tr>
          </thead>
          {shown.map(({ person, depth, certificates, collapsed }) => (
            <tbody key={person.id} aria-label={nameOf(person)} id={personElementId(person.id)} tabIndex={-1}>
              <tr className="lp-table-person">
                <th scope="rowgroup" colSpan={COLUMNS} style={{ paddingLeft: `${0.5 + depth * 1.25}rem` }}>
                  <span className="lp-table-person-line">
                    <Button
                      type="button"
                      text
                      size="small"
                      icon={collapsed ? 'pi pi-chevron-right' : 'pi pi-chevron-down'}
                      aria-expanded={!collapsed}
                      aria-label={t(collapsed ? 'tab.expand' : 'tab.collapse', { name: nameOf(person) })}
                      onClick={() => toggleCollapsed(person.id)}
                    />
                    <Tag value={t(`options.category.${person.category}`)} />
                    <strong>{nameOf(person)}</strong>
                    <ProgressIndicator
                      progress={person.progress}
                      color={person.color}
                      label={t('table.personProgress', { name: nameOf(person) })}
                    />
                    {readOnly ? null : (
                      <span className="lp-actions">
                        <Button
                          type="button"
                          text
                          size="small"
                          icon="pi pi-plus"
                          label={t('tab.addCertificate')}
                          aria-label={`${t('tab.addCertificate')}: ${nameOf(person)}`}
                          onClick={() => onOpen(person.id)}
                        />
                        <Button
                          type="button"
                          text
                          size="small"
                          icon="pi pi-user-plus"
                          aria-label={`${t('tab.addChild')}: ${nameOf(person)}`}
                          onClick={() => actions.addChild(person)}
                        />
                        <Button
                          type="button"
                          text
                          size="small"
                          icon="pi pi-pencil"
                          aria-label={`${t('tab.editPerson')}: ${nameOf(person)}`}
                          onClick={() => actions.edit(person)}
                        />
                        <Button
                          type="button"
                          text
                          size="small"
                          severity="danger"
                          icon="pi pi-trash"
                          aria-label={`${t('tab.removePerson')}: ${nameOf(person)}`}
                          onClick={() => actions.remove(person)}
                        />
                      </span>
                    )}
                  </span>
                </th>
              </tr>
              {certificates.length === 0 && !collapsed ? (
                <tr>
                  <td colSpan={COLUMNS} className="lp-muted">
                    {t('tab.noCertificates')}
                  </td>
                </tr>
              ) : null}
              {certificates.map((certificate) => {
                const index = rows.findIndex((row) => row.certificate.id === certificate.id);
                const kind = label('typeOfCertificate', certificate.typeOfCertificate);
                return (
                  <tr
                    key={certificate.id}
                    id={certificateElementId(certificate.id)}
                    className="lp-table-row"
                    tabIndex={certificate.id === focusedId ? 0 : -1}
                    aria-selected={readOnly ? undefined : chosen.has(certificate.id)}
                    aria-label={t('table.rowName', { certificate: kind, name: nameOf(person) })}
                    onFocus={() => setActive(certificate.id)}
                    onKeyDown={(event) => onRowKey(event, index)}
                    onClick={(event) => {
                      if ((event.target as HTMLElement).closest('.lp-table-check')) return;
                      onOpen(person.id, certificate.id);
                    }}
                  >
                    <td className="lp-table-check">
                      {readOnly ? null : (
                        <Checkbox
                          checked={chosen.has(certificate.id)}
                          onChange={() => toggle(certificate.id)}
                          aria-label={t('table.chooseRow', { certificate: kind, name: nameOf(person) })}
                          tabIndex={-1}
                        />
                      )}
                    </td>
                    <td>{kind}</td>
                    <td>{label('typeOfDocument', certificate.typeOfDocument)}</td>
                    <td>{label('statusDocument', certificate.statusDocument)}</td>
                    <td>{filesOf(certificate)}</td>
                    <td>{label('apostilleStatus', certificate.apostilleStatus)}</td>
                    <td>{label('statusTranslate', certificate.statusTranslate)}</td>
                    <td>
                      {certificate.expiresOn ? (
                        <ExpiryChip
                          expiresOn={certificate.expiresOn}
                          expiringSoon={certificate.expiringSoon}
                        />
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>
                      {certificate.custodyPlace ? tClock(`custody.places.${certificate.custodyPlace}`) : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
