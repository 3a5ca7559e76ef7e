import type { Letter } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';
import { activeColumn } from '../shared/activeColumn';
import { EntityList } from '../shared/EntityList';
import { staffPath } from '@linhagem/contracts';

/** /letter/list: the letters a type service heads or closes with. */
export function LetterList() {
  const { t } = useTranslation('config');
  const api = useConfigApi();
  return (
    <EntityList<Letter>
      title={t('letter.listTitle')}
      newLabel={t('letter.new')}
      emptyMessage={t('letter.empty')}
      formPath={staffPath('letter')}
      load={api.letters.list}
      actions={{ api: api.letters }}
      columns={[activeColumn(t)]}
    />
  );
}

export default LetterList;
