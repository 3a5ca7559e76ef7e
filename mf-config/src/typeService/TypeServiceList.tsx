import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  DEFAULT_PAGE_SIZE,
  type Page,
  type TypeService,
} from '@linhagem/contracts';
import { useDebouncedValue, useFormat, useToast, useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';

const EMPTY: Page<TypeService> = {
  content: [],
  totalElements: 0,
  totalPages: 0,
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

/** /type-service/list: the type services, by page, filtered by name. */
export function TypeServiceList() {
  const { t } = useTranslation('config');
  const { formatMoney } = useFormat();
  const navigate = useNavigate();
  const api = useConfigApi();
  const toast = useToast();
  const [name, setName] = useState('');
  const term = useDebouncedValue(name, AUTOCOMPLETE_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState(EMPTY);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    api.typeServices
      .list({ page, size: DEFAULT_PAGE_SIZE, sort: 'name,asc' }, term.trim() ? { name: term.trim() } : {})
      .then((answer) => current && setResult(answer))
      .catch(() => {
        if (!current) return;
        setResult(EMPTY);
        toast.error(t('errors.load'));
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, page, term, toast, t]);

  return (
    <section aria-labelledby="type-service-list-title">
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '1rem',
          flexWrap: 'wrap',
        }}
      >
        <h1 id="type-service-list-title">{t('typeService.listTitle')}</h1>
        <Button label={t('typeService.new')} icon="pi pi-plus" onClick={() => navigate('/type-service')} />
      </div>
      <span className="p-input-icon-left">
        <InputText
          aria-label={t('typeService.filterName')}
          placeholder={t('typeService.filterName')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setPage(1);
          }}
        />
      </span>
      <DataTable
        value={result.content}
        lazy
        paginator
        rows={DEFAULT_PAGE_SIZE}
        first={(page - 1) * DEFAULT_PAGE_SIZE}
        totalRecords={result.totalElements}
        onPage={(event: DataTablePageEvent) => setPage((event.page ?? 0) + 1)}
        loading={loading}
        emptyMessage={t('typeService.empty')}
        selectionMode="single"
        onRowClick={(event) => navigate(`/type-service/${(event.data as TypeService).id}`)}
        dataKey="id"
      >
        <Column field="name" header={t('typeService.columns.name')} />
        <Column header={t('typeService.columns.price')} body={(row: TypeService) => formatMoney(row.price)} />
        <Column
          header={t('typeService.columns.active')}
          body={(row: TypeService) => (row.isActive ? t('typeService.active') : t('typeService.inactive'))}
        />
      </DataTable>
    </section>
  );
}

export default TypeServiceList;
