import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Checkbox } from 'primereact/checkbox';
import {
  EXPORT_API,
  certificateFilterSchema,
  type CertificateFilter,
  type CertificateRow,
  staffPath,
} from '@linhagem/contracts';
import {
  ClearFiltersButton,
  ExportButton,
  LazyTable,
  openColumn,
  useFormat,
  useLazyList,
  useTranslation,
  type LazyColumn,
} from '@linhagem/ui-kit';
import { useChecklistApi } from '../checklist/useChecklistApi';
import { checklistOptions, translateChecklistError } from '../checklist/checklistOptions';
import { ProgressIndicator } from '../checklist/ProgressIndicator';
import { ExpiryChip } from '../checklist/ExpiryChip';
import '../checklist/checklist.css';
import '../shared/protocols.css';
import { OutsideOfficeFilter } from '../clock/OutsideOfficeFilter';

const ENUM_FILTERS = ['statusDocument', 'statusTranslate', 'typeOfCertificate'] as const;
const TEXT_FILTERS = ['protocolCode', 'personName'] as const;
/** the columns that show one of the checklist's choices by its label */
const CHOICE_COLUMNS = ['typeOfCertificate', 'typeOfDocument', 'statusDocument', 'statusTranslate'] as const;
/** the columns in money (integer cents) */
const MONEY_COLUMNS = ['price', 'translatePrice'] as const;
type FilterText = Record<keyof CertificateFilter, string>;
const EMPTY_FILTERS: FilterText = {
  statusDocument: '',
  statusTranslate: '',
  typeOfCertificate: '',
  protocolCode: '',
  personName: '',
  expiringSoon: '',
  outsideOfficeDays: '',
};

/** The filter body from the address's texts (`expiringSoon=true` a flag); a value the API does not know is left out. */
function toFilterBody(filters: FilterText): CertificateFilter {
  const { expiringSoon, outsideOfficeDays, ...texts } = filters;
  const parsed = certificateFilterSchema.safeParse({
    ...Object.fromEntries(Object.entries(texts).filter(([, value]) => value.trim() !== '')),
    ...(expiringSoon === 'true' ? { expiringSoon: true } : {}),
    ...(outsideOfficeDays.trim() !== '' ? { outsideOfficeDays: Number(outsideOfficeDays) } : {}),
  });
  return parsed.success ? parsed.data : {};
}

/** /certificate/list: the office's work queue over `POST /api/certificate/pagination`. */
export function CertificateList() {
  const { t } = useTranslation('checklist');
  const { formatMoney } = useFormat();
  const navigate = useNavigate();
  const api = useChecklistApi();
  const options = useMemo(() => checklistOptions(t), [t]);
  // filters, sort and page live in the address (`?statusTranslate=SENT_TO_TRANSLATOR`, the dashboard's link)
  const certificates = useLazyList({
    emptyFilters: EMPTY_FILTERS,
    defaultSort: { field: 'protocolCode', order: 1 },
    load: (request, filters) => api.list(request, toFilterBody(filters)),
    errorMessage: (error) => translateChecklistError(t, error),
  });
  const { filters, setFilters } = certificates;

  const setFilter = (field: keyof CertificateFilter, value: string | null | undefined) =>
    setFilters({ ...filters, [field]: value ?? '' });
  const label = (field: keyof typeof options, value: string | null | undefined) =>
    options[field].find((option) => option.value === value)?.label ?? '';
  const open = (row: CertificateRow) =>
    navigate(staffPath('protocol', { id: row.protocolId, tab: 'checklist' }));

  const columns: LazyColumn<CertificateRow>[] = [
    openColumn({
      header: t('fields.protocolCode'),
      sortField: 'protocolCode',
      label: (row) => t('queue.open', { code: row.protocolCode ?? '' }),
      open,
    }),
    { header: t('fields.personName'), sortField: 'personName' },
    ...CHOICE_COLUMNS.map((field): LazyColumn<CertificateRow> => ({
      header: t(`fields.${field}`),
      sortField: field,
      body: (row) => label(field, row[field]),
    })),
    ...MONEY_COLUMNS.map((field): LazyColumn<CertificateRow> => ({
      header: t(`fields.${field}`),
      sortField: field,
      body: (row) => formatMoney(row[field] ?? 0),
    })),
    {
      header: t('fields.expiresOn'),
      body: (row) => <ExpiryChip expiresOn={row.expiresOn} expiringSoon={row.expiringSoon} />,
    },
    {
      header: t('fields.progress'),
      body: (row) => (
        <ProgressIndicator progress={row.progress} color={row.color} label={t('fields.progress')} />
      ),
    },
  ];

  return (
    <section className="lp-page" aria-labelledby="certificate-list-title">
      <div className="lpr-toolbar">
        <h1 id="certificate-list-title">{t('queue.title')}</h1>
        <ExportButton
          path={EXPORT_API.certificates}
          filter={toFilterBody(certificates.list.filters)}
          sort={certificates.list.sort}
          fileName="certificates"
        />
      </div>
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
        <OutsideOfficeFilter
          value={filters.outsideOfficeDays}
          onChange={(value) => setFilter('outsideOfficeDays', value)}
        />
        <ClearFiltersButton label={t('queue.clearFilters')} onClear={() => setFilters(EMPTY_FILTERS)} />
      </div>
      <LazyTable
        page={certificates}
        loadingMessage={t('queue.loading')}
        empty={{ title: t('queue.empty'), children: t('queue.emptyHint') }}
        reportTemplate={t('queue.report')}
        minWidth="50rem"
        columns={columns}
      />
    </section>
  );
}

export default CertificateList;
