import { useState } from 'react';
import type { PublicDocument } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';

export type SentDocumentProps = {
  document: PublicDocument;
  thumbnailUrl: string;
  /** an earlier version: no thumbnail, no invitation */
  compact?: boolean;
};

/** A file the family sent and where it stands: received, accepted, or sent back with the office's reason. */
export function SentDocument({ document, thumbnailUrl, compact }: SentDocumentProps) {
  const { t } = useTranslation('portal');
  const { t: td } = useTranslation('documents');
  const { formatDateTime } = useFormat();
  const [thumbnail, setThumbnail] = useState(!compact);
  const { status } = document;
  const label = status === 'PENDING_REVIEW' ? t('documents.received') : td(`statuses.${status}`);
  const help =
    status === 'PENDING_REVIEW'
      ? t('documents.receivedHelp')
      : status === 'ACCEPTED'
        ? t('documents.acceptedHelp')
        : t('documents.rejectedHelp');
  return (
    <div className={`pp-sent-document pp-sent-${status.toLowerCase().replace('_', '-')}`}>
      {thumbnail ? (
        <img
          className="pp-thumbnail"
          src={thumbnailUrl}
          alt={t('documents.thumbnail', { file: document.fileName })}
          loading="lazy"
          onError={() => setThumbnail(false)}
        />
      ) : null}
      <div className="pp-sent-text">
        <span className={`pp-status-badge pp-status-${status.toLowerCase().replace('_', '-')}`}>
          <i className={`pi ${STATUS_ICONS[status]}`} aria-hidden="true" /> {label}
        </span>
        <span className="pp-sent-file">
          {t('documents.sentAt', { file: document.fileName, date: formatDateTime(document.sentAt) })}
          {compact ? ` · ${t('documents.version', { version: document.version })}` : ''}
        </span>
        {status === 'REJECTED' && document.reviewReason ? (
          <span className="pp-sent-reason">
            {t('documents.rejectedReason', { reason: document.reviewReason })}
          </span>
        ) : null}
        {compact ? null : <span className="pp-sent-help">{help}</span>}
      </div>
    </div>
  );
}

const STATUS_ICONS: Record<PublicDocument['status'], string> = {
  PENDING_REVIEW: 'pi-clock',
  ACCEPTED: 'pi-check-circle',
  REJECTED: 'pi-replay',
};
