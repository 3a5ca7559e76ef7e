import type { QuickProtocolCreate } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';
import { activeColumn } from '../shared/activeColumn';
import { EntityList } from '../shared/EntityList';
import { staffPath } from '@linhagem/contracts';

/** /quick-protocol-create/list: templates of the services a quick protocol starts with. */
export function QuickProtocolList() {
  const { t } = useTranslation('config');
  const api = useConfigApi();
  return (
    <EntityList<QuickProtocolCreate>
      title={t('quickProtocol.listTitle')}
      newLabel={t('quickProtocol.new')}
      emptyMessage={t('quickProtocol.empty')}
      formPath={staffPath('quickProtocol')}
      load={api.quickProtocols.list}
      actions={{ api: api.quickProtocols }}
      columns={[
        {
          header: t('quickProtocol.fields.typeServices'),
          body: (row) => t('quickProtocol.serviceCount', { count: row.typeServices.length }),
        },
        activeColumn(t),
      ]}
    />
  );
}

export default QuickProtocolList;
