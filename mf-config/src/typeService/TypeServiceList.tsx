import type { TypeService } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';
import { activeColumn } from '../shared/activeColumn';
import { EntityList } from '../shared/EntityList';
import { staffPath } from '@linhagem/contracts';

/** /type-service/list: the type services, by page, filtered by name. */
export function TypeServiceList() {
  const { t } = useTranslation('config');
  const { formatMoney } = useFormat();
  const api = useConfigApi();
  return (
    <EntityList<TypeService>
      title={t('typeService.listTitle')}
      newLabel={t('typeService.new')}
      emptyMessage={t('typeService.empty')}
      formPath={staffPath('typeService')}
      load={api.typeServices.list}
      actions={{ api: api.typeServices }}
      columns={[
        { header: t('typeService.fields.price'), body: (row) => formatMoney(row.price), sortField: 'price' },
        activeColumn(t),
      ]}
    />
  );
}

export default TypeServiceList;
