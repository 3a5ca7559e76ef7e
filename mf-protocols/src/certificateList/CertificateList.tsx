import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  certificateFilterSchema,
  type CertificateFilter,
  type CertificateRow,
} from '@linhagem/contracts';
import {
  EmptyState,
  useFormat,
  useLazyPage,
  useListUrlState,
  useToast,
  useTypedListFilters,
  useTranslation,
  type ListSort,
  type PageRequest,
} from '@linhagem/ui-kit';
import { useChecklistApi } from '../checklist/useChecklistApi';
import { checklistOptions, translateChecklistError } from '../checklist/checklistOptions';
import { ProgressIndicator } from '../checklist/ProgressIndicator';
import { ExpiryChip } from '../checklist/ExpiryChip';
import '../checklist/checklist.css';

const DEFAULT_SORT: ListSort = { field: 'protocolCode', order: 1 };
const ENUM_FILTERS = ['statusDocument', 'statusTranslate', 'typeOfCertificate'] as const;
const TEXT_FILTERS = ['protocolCode', 'personName'] as const;
type FilterText = Record<keyof CertificateFilter, string>;
const EMPTY_FILTERS: FilterText = {
  statusDocument: '',
  statusTranslate: '',
  typeOfCertificate: '',
  protocolCode: '',
  personName: '',
  expiringSoon: '',
};

/** The filter body from the address's texts (`expiringSoon=true` a flag); a value the API does not know is left out. */
function toFilterBody(filters: FilterText): CertificateFilter {
  const { expiringSoon, ...texts } = filters;
  const parsed = certificateFilterSchema.safeParse({
    ...Object.fromEntries(Object.entries(texts).filter(([, value]) => value.trim() !== '')),
    ...(expiringSoon === 'true' ? { expiringSoon: true } : {}),
  });
  return parsed.success ? parsed.data : {};
}

/** /certificate/list: the office's work queue over `POST /api/certificate/pagination`. */
export function CertificateList() {
  const { t } = useTranslation('checklist');
  const { formatMoney } = useFormat();
  const navigate = useNavigate();
  const api = useChecklistApi();
  const toast = useToast();
  const options = useMemo(() => checklistOptions(t), [t]);
  // filters, sort and page live in the address (`?statusTranslate=SENT_TO_TRANSLATOR`, the dashboard's link)
  const list = useListUrlState(EMPTY_FILTERS, DEFAULT_SORT);
  const [filters, setFilters] = useTypedListFilters(list, AUTOCOMPLETE_DEBOUNCE_MS);
  const body = useMemo(() => toFilterBody(list.filters), [list.filters]);
  const fetchPage = useCallback((request: PageRequest) => api.list(request, body), [api, body]);
  const { loading, tableProps } = useLazyPage(list, fetchPage, (error) =>
    toast.error(translateChecklistError(t, error)),
  );

  const setFilter = (field: keyof CertificateFilter, value: string | null | undefined) =>
    setFilters({ ...filters, [field]: value ?? '' });
  const label = (field: keyof typeof options, value: string | null | undefined) =>
    options[field].find((option) => option.value === value)?.label ?? '';
  const open = (row: CertificateRow) => navigate(`/protocol/${row.protocolId}/checklist`);

  return (
    <section className="lp-page" aria-labelledby="certificate-list-title">
      <h1 id="certificate-list-title">{t('queue.title')}</h1>
      <div className="lp-filters">
        {ENUM_FILTERS.map((field) => (
          <div className="lp-field" key={field}>
            <label htmlFor={`certificate-filter-${field}`}>{t(`fields.${field}`)}</label>
            <Dropdown
              inputId={`certificate-filter-${field}`}
              value={filters[field] || null}
              options={options[field]}
              onChange={(event) => setFilter(field, event.value)}
              showClear
              placeholder={t('queue.any')}
            />
          </div>
        ))}
        {TEXT_FILTERS.map((field) => (
          <div className="lp-field" key={field}>
            <label htmlFor={`certificate-filter-${field}`}>{t(`fields.${field}`)}</label>
            <InputText
              id={`certificate-filter-${field}`}
              value={filters[field]}
              onChange={(event) => setFilter(field, event.target.value)}
            />
          </div>
        ))}
        <div className="lp-check">
          <Checkbox
            inputId="certificate-filter-expiringSoon"
            checked={filters.expiringSoon === 'true'}
            onChange={(event) => setFilter('expiringSoon', event.checked ? 'true' : '')}
          />
          <label htmlFor="certificate-filter-expiringSoon">{t('queue.expiringSoon')}</label>
        </div>
        <Button
          type="button"
          text
          icon="pi pi-filter-slash"
          label={t('queue.clearFilters')}
          onClick={() => setFilters(EMPTY_FILTERS)}
        />
      </div>
      <DataTable
        {...tableProps}
        emptyMessage={
          loading ? (
            t('queue.loading')
          ) : (
            <EmptyState title={t('queue.empty')}>{t('queue.emptyHint')}</EmptyState>
          )
        }
        currentPageReportTemplate={t('queue.report')}
        tableStyle={{ minWidth: '50rem' }}
      >
        <Column
          field="protocolCode"
          header={t('fields.protocolCode')}
          sortable
          body={(row: CertificateRow) => (
            <Button
              type="button"
              link
              label={row.protocolCode ?? ''}
              aria-label={t('queue.open', { code: row.protocolCode ?? '' })}
              onClick={() => open(row)}
            />
          )}
        />
        <Column field="personName" header={t('fields.personName')} sortable />
        <Column
          field="typeOfCertificate"
          header={t('fields.typeOfCertificate')}
          sortable
          body={(row: CertificateRow) => label('typeOfCertificate', row.typeOfCertificate)}
        />
        <Column
          field="typeOfDocument"
          header={t('fields.typeOfDocument')}
          sortable
          body={(row: CertificateRow) => label('typeOfDocument', row.typeOfDocument)}
        />
        <Column
          field="statusDocument"
          header={t('fields.statusDocument')}
          sortable
          body={(row: CertificateRow) => label('statusDocument', row.statusDocument)}
        />
        <Column
          field="statusTranslate"
          header={t('fields.statusTranslate')}
          sortable
          body={(row: CertificateRow) => label('statusTranslate', row.statusTranslate)}
        />
        <Column
          field="price"
          header={t('fields.price')}
          sortable
          body={(row: CertificateRow) => formatMoney(row.price ?? 0)}
        />
        <Column
          field="translatePrice"
          header={t('fields.translatePrice')}
          sortable
          body={(row: CertificateRow) => formatMoney(row.translatePrice ?? 0)}
        />
        <Column
          header={t('fields.expiresOn')}
          body={(row: CertificateRow) => (
            <ExpiryChip expiresOn={row.expiresOn} expiringSoon={row.expiringSoon} />
          )}
        />
        <Column
          header={t('fields.progress')}
          body={(row: CertificateRow) => (
            <ProgressIndicator progress={row.progress} color={row.color} label={t('fields.progress')} />
          )}
        />
      </DataTable>
    </section>
  );
}

export default CertificateList;
