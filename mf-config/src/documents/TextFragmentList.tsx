import type { TextFragment } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';
import { activeColumn } from '../shared/activeColumn';
import { EntityList } from '../shared/EntityList';
import { staffPath } from '@linhagem/contracts';

/** /text-fragment/list: reusable pieces of text, by group. */
export function TextFragmentList() {
  const { t } = useTranslation('config');
  const api = useConfigApi();
  return (
    <EntityList<TextFragment>
      title={t('textFragment.listTitle')}
      newLabel={t('textFragment.new')}
      emptyMessage={t('textFragment.empty')}
      formPath={staffPath('textFragment')}
      load={api.textFragments.list}
      actions={{ api: api.textFragments }}
      columns={[
        { header: t('textFragment.fields.code'), body: (row) => row.code, sortField: 'code' },
        { header: t('textFragment.fields.group'), body: (row) => row.group, sortField: 'group' },
        activeColumn(t),
      ]}
    />
  );
}

export default TextFragmentList;
