import { useTranslation } from '@linhagem/ui-kit';
import type { User } from '@linhagem/contracts';
import { useConfigApi } from '../api/useConfigApi';
import { EntityList } from '../shared/EntityList';
import { activeColumn } from '../shared/activeColumn';
import { staffPath } from '@linhagem/contracts';

/** /user/list: who may sign in, at which level (administrators only, spec 2). */
export function UserList() {
  const { t } = useTranslation('config');
  const api = useConfigApi();
  return (
    <EntityList<User>
      title={t('user.listTitle')}
      newLabel={t('user.new')}
      emptyMessage={t('user.empty')}
      formPath={staffPath('user')}
      load={api.users.list}
      actions={{ api: api.users }}
      columns={[
        { header: t('user.fields.userName'), body: (row) => row.userName, sortField: 'userName' },
        {
          header: t('user.fields.typeUser'),
          body: (row) => t(`user.levels.${row.typeUser}`),
          sortField: 'typeUser',
        },
        activeColumn(t),
      ]}
    />
  );
}

export default UserList;
