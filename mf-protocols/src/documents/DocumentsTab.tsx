import { useEffect, useId, useMemo, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import {
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  documentFilterSchema,
  toPage,
  type CaseDocument,
  type ChecklistPersonNode,
  type DocumentFilter,
  type Protocol,
} from '@linhagem/contracts';
import {
  ClearFiltersButton,
  LazyTable,
  translateError,
  useFormat,
  useLazyList,
  useTranslation,
  type LazyColumn,
} from '@linhagem/ui-kit';
import { useChecklistApi } from '../checklist/useChecklistApi';
import { SignaturesPanel } from '../signatures/SignaturesPanel';
import { CaseStorageMeter } from './CaseStorageMeter';
import { DocumentActionButtons } from './DocumentActionButtons';
import { DocumentStatusTag } from './DocumentStatusTag';
import { DocumentThumbnail } from './DocumentThumbnail';
import { DocumentUploader } from './DocumentUploader';
import { formatBytes } from './formatBytes';
import { documentCertificateName, nameCertificate } from './documentCertificateName';
import { useDocumentActions } from './useDocumentActions';
import { useDocumentApi } from './useDocumentApi';
import '../checklist/checklist.css';
import './documents.css';

type FilterText = { kind: string; status: string; certificateId: string };
const EMPTY_FILTERS: FilterText = { kind: '', status: '', certificateId: '' };
type Option = { value: string; label: string };

/** The filter body from the address's texts; a value the API does not know is left out. */
function toFilterBody(protocolId: string, filters: FilterText): DocumentFilter {
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  const parsed = documentFilterSchema.safeParse({ ...chosen, protocolId });
  return parsed.success ? parsed.data : { protocolId };
}

const flatten = (persons: ChecklistPersonNode[]): ChecklistPersonNode[] =>
  persons.flatMap((person) => [person, ...flatten(person.children)]);

export type DocumentsTabProps = {
  protocol: Protocol;
  canWrite: boolean;
  /** the protocol changed here (a budget converted from its "quote accepted" notice) */
  onChange?(protocol: Protocol): void;
};

/** The protocol's Documents tab: every file of the case in a server-paged table, filtered by kind, status and certificate. */
export function DocumentsTab({ protocol, canWrite, onChange }: DocumentsTabProps) {
  const { t } = useTranslation('documents');
  const { t: tc } = useTranslation('checklist');
  const { language, formatDateTime } = useFormat();
  const api = useDocumentApi();
  const checklistApi = useChecklistApi();
  const id = useId();
  const documents = useLazyList({
    emptyFilters: EMPTY_FILTERS,
    defaultSort: { field: 'sentAt', order: -1 },
    // a budget has no documents (the service refuses it): nothing is asked
    load: (request, filters) =>
      protocol.budget
        ? Promise.resolve(toPage<CaseDocument>([], 0, 1, request.size))
        : api.list(request, toFilterBody(protocol.id, filters)),
    errorMessage: (error) => translateError(t, error),
  });
  const { actions, dialogs } = useDocumentActions(canWrite, documents.reload);
  const [certificates, setCertificates] = useState<Option[]>([]);
  // the checklist read: until then a file is named by what it kept, as when the tree cannot be read
  const [tree, setTree] = useState<'loading' | 'read' | 'failed'>('loading');

  useEffect(() => {
    if (protocol.budget) return;
    let current = true;
    checklistApi
      .tree(protocol.id)
      .then((tree) => {
        if (!current) return;
        setCertificates(
          flatten(tree.persons).flatMap((person) =>
            person.certificates.map((certificate) => ({
              value: certificate.id,
              label: nameCertificate(tc, person.name, certificate.typeOfCertificate),
            })),
          ),
        );
        setTree('read');
      })
      // without the checklist the files still list; the certificate filter offers nothing
      .catch(() => current && setTree('failed'));
    return () => {
      current = false;
    };
  }, [checklistApi, protocol.id, protocol.budget, tc]);

  const certificateLabel = useMemo(
    () => new Map(certificates.map((o) => [o.value, o.label])),
    [certificates],
  );
  const kindOptions = DOCUMENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }));
  const statusOptions = DOCUMENT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }));
  const { filters, setFilters } = documents;
  const filtered = Object.values(documents.list.filters).some((value) => value !== '');

  if (protocol.budget)
    return (
      <>
        <SignaturesPanel protocol={protocol} canWrite={canWrite} onConverted={onChange} />
        <Message severity="info" text={t('staff.tab.budget')} />
      </>
    );

  const columns: LazyColumn<CaseDocument>[] = [
    {
      header: t('staff.tab.file'),
      sortField: 'fileName',
      body: (row) => (
        <span className="lpd-tab-file">
          <DocumentThumbnail document={row} onOpen={actions.preview} size="small" />
          <span>
            <span className="lpd-file-name" title={row.fileName}>
              {row.fileName}
            </span>
            <small className="lp-muted">{formatBytes(row.size, language)}</small>
          </span>
        </span>
      ),
    },
    { header: t('staff.tab.kind'), sortField: 'kind', body: (row) => t(`kinds.${row.kind}`) },
    {
      header: t('staff.tab.certificate'),
      body: (row) => documentCertificateName(t, tc, row, certificateLabel, tree),
    },
    {
      header: t('staff.tab.status'),
      sortField: 'status',
      body: (row) => <DocumentStatusTag status={row.status} />,
    },
    {
      header: t('staff.tab.version'),
      sortField: 'version',
      body: (row) => (
        <>
          {t('staff.files.version', { version: row.version })}
          {row.current ? null : <div className="lp-muted">{t('staff.files.earlierVersion')}</div>}
        </>
      ),
    },
    {
      header: t('staff.tab.sentAt'),
      sortField: 'sentAt',
      body: (row) => (
        <>
          {formatDateTime(row.sentAt)}
          <div className="lp-muted">{row.sentBy.name}</div>
        </>
      ),
    },
    {
      header: t('staff.tab.actions'),
      body: (row) => <DocumentActionButtons document={row} actions={actions} canWrite={canWrite} />,
    },
  ];

  const dropdown = (key: keyof FilterText, label: string, options: Option[]) => (
    <div className="lp-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <Dropdown
        inputId={`${id}-${key}`}
        value={filters[key] || null}
        options={options}
        onChange={(event) => setFilters({ ...filters, [key]: (event.value as string | undefined) ?? '' })}
        showClear
        placeholder={t('staff.tab.any')}
      />
    </div>
  );

  return (
    <section className="lpd-tab" aria-label={t('staff.tab.title')}>
      <SignaturesPanel protocol={protocol} canWrite={canWrite} onChanged={documents.reload} />
      <CaseStorageMeter protocolId={protocol.id} refreshOn={documents.result} />
      {canWrite ? (
        <section className="lpd-tab-upload" aria-labelledby={`${id}-upload`}>
          <strong id={`${id}-upload`}>{t('staff.tab.upload')}</strong>
          <DocumentUploader
            protocolId={protocol.id}
            onUploaded={documents.reload}
            certificateOptions={certificates}
          />
        </section>
      ) : null}
      <div className="lp-filters" role="search" aria-label={t('staff.tab.filters')}>
        {dropdown('kind', t('staff.tab.kind'), kindOptions)}
        {dropdown('status', t('staff.tab.status'), statusOptions)}
        {dropdown('certificateId', t('staff.tab.certificate'), certificates)}
        {Object.values(filters).some((value) => value !== '') ? (
          <ClearFiltersButton label={t('staff.tab.clearFilters')} onClear={() => setFilters(EMPTY_FILTERS)} />
        ) : null}
      </div>
      <LazyTable
        page={documents}
        columns={columns}
        minWidth="56rem"
        loadingMessage={t('staff.tab.loading')}
        reportTemplate={t('staff.tab.report')}
        empty={
          filtered
            ? { icon: 'pi pi-filter-slash', title: t('staff.tab.emptyFiltered') }
            : {
                icon: 'pi pi-folder-open',
                title: t('staff.tab.empty'),
                children: canWrite ? t('staff.tab.emptyHint') : undefined,
              }
        }
      />
      {dialogs}
    </section>
  );
}
