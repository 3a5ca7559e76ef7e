import { useState } from 'react';
import { DOCUMENT_API, type CaseDocument } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';

export type DocumentThumbnailProps = {
  document: CaseDocument;
  /** opens the preview; the thumbnail is its button */
  onOpen: (document: CaseDocument) => void;
  size?: 'small' | 'medium';
};

/** A file's thumbnail (the picture, or a PDF's first page) as the button that opens its preview. */
export function DocumentThumbnail({ document, onOpen, size = 'medium' }: DocumentThumbnailProps) {
  const { t } = useTranslation('documents');
  const [broken, setBroken] = useState(false);
  return (
    <button
      type="button"
      className={`lpd-thumbnail lpd-thumbnail-${size}`}
      aria-label={t('staff.files.open', { name: document.fileName })}
      onClick={() => onOpen(document)}
    >
      {broken ? (
        <i
          className={document.contentType === 'application/pdf' ? 'pi pi-file-pdf' : 'pi pi-image'}
          aria-hidden="true"
        />
      ) : (
        <img
          src={DOCUMENT_API.thumbnail(document.id)}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
        />
      )}
    </button>
  );
}
