import type { Contract } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';
import { activeColumn } from '../shared/activeColumn';
import { EntityList } from '../shared/EntityList';
import { staffPath } from '@linhagem/contracts';

/** /contract/list: the contracts a type service attaches. */
export function ContractList() {
  const { t } = useTranslation('config');
  const api = useConfigApi();
  return (
    <EntityList<Contract>
      title={t('contract.listTitle')}
      newLabel={t('contract.new')}
      emptyMessage={t('contract.empty')}
      formPath={staffPath('contract')}
      load={api.contracts.list}
      actions={{ api: api.contracts }}
      columns={[
        {
          header: t('contract.fields.fragmentGroup'),
          body: (row) => row.fragmentGroup,
          sortField: 'fragmentGroup',
        },
        activeColumn(t),
      ]}
    />
  );
}

export default ContractList;
