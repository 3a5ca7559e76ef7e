import type { CaseDocument } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import { DocumentActionButtons } from './DocumentActionButtons';
import { DocumentStatusTag } from './DocumentStatusTag';
import { DocumentThumbnail } from './DocumentThumbnail';
import type { DocumentActions } from './useDocumentActions';

export type DocumentCardProps = { document: CaseDocument; actions: DocumentActions; canWrite: boolean };

/** One current file of a certificate: thumbnail, name, kind, status, version and its actions. */
export function DocumentCard({ document, actions, canWrite }: DocumentCardProps) {
  const { t } = useTranslation('documents');
  const { formatDateTime } = useFormat();
  return (
    <li className="lpd-card" aria-label={document.fileName}>
      <DocumentThumbnail document={document} onOpen={actions.preview} />
      <div className="lpd-card-body">
        <strong className="lpd-file-name" title={document.fileName}>
          {document.fileName}
        </strong>
        <span className="lpd-card-tags">
          <span>{t(`kinds.${document.kind}`)}</span>
          <span
            className="lpd-version"
            aria-label={t('staff.files.versionLabel', { version: document.version })}
          >
            {t('staff.files.version', { version: document.version })}
          </span>
          <DocumentStatusTag status={document.status} />
        </span>
        <small className="lp-muted">
          {t('staff.files.sent', { name: document.sentBy.name, date: formatDateTime(document.sentAt) })}
        </small>
        {document.status === 'REJECTED' && document.reviewReason ? (
          <small className="lpd-reason">{t('staff.files.reason', { reason: document.reviewReason })}</small>
        ) : null}
        <DocumentActionButtons document={document} actions={actions} canWrite={canWrite} />
      </div>
    </li>
  );
}
