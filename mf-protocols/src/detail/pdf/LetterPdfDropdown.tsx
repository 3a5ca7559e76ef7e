import { useCallback, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { LETTER_API, type Page } from '@linhagem/contracts';
import { useApi, useTranslation } from '@linhagem/ui-kit';
import { usePdfDownload } from './usePdfDownload';

export type LetterPdfDropdownProps = { protocolId: string };

type LetterItem = { id: string; name: string };

/** "Letter (PDF)": one of the office's active letters (listed when it opens), filled for the protocol and its main client. */
export function LetterPdfDropdown({ protocolId }: LetterPdfDropdownProps) {
  const { t } = useTranslation('protocols');
  const api = useApi();
  const { busy, download } = usePdfDownload();
  const [letters, setLetters] = useState<LetterItem[] | null>(null);

  // asked when the list opens, not on every view of the case
  const load = useCallback(() => {
    if (letters !== null) return;
    api
      .post<Page<LetterItem>>(
        LETTER_API.pagination,
        { active: true },
        { query: { page: 1, size: 100, sort: 'name,asc' }, loading: false },
      )
      .then((page) => setLetters(page.content.map(({ id, name }) => ({ id, name }))))
      .catch(() => setLetters([]));
  }, [api, letters]);

  return (
    <span>
      <Dropdown
        ariaLabel={t('pdf.letter')}
        value={null}
        options={letters ?? []}
        optionLabel="name"
        optionValue="id"
        placeholder={busy ? t('pdf.drawing') : t('pdf.letter')}
        disabled={busy !== null}
        onShow={load}
        emptyMessage={letters === null ? t('pdf.loadingLetters') : t('pdf.noLetters')}
        onChange={(event) => {
          const letter = letters?.find((l) => l.id === event.value);
          if (letter)
            void download(
              letter.id,
              { kind: 'letter', templateId: letter.id, body: { protocolId } },
              `${letter.name}.pdf`.replace(/[\\/:*?"<>|\s]+/g, '-'),
            );
        }}
      />
    </span>
  );
}
