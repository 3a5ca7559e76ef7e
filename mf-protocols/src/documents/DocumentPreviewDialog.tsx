import { DOCUMENT_API, type CaseDocument } from '@linhagem/contracts';
import { AppModal, useFormat, useTranslation } from '@linhagem/ui-kit';
import { DocumentActionButtons } from './DocumentActionButtons';
import { DocumentStatusTag } from './DocumentStatusTag';
import { formatBytes } from './formatBytes';
import { ReadingProposalPanel } from './reading/ReadingProposalPanel';
import type { DocumentActions } from './useDocumentActions';

export type DocumentPreviewDialogProps = {
  /** the file shown; null hides the dialog */
  document: CaseDocument | null;
  actions: DocumentActions;
  canWrite: boolean;
  onHide: () => void;
};

/** One file in full: the picture, or the PDF in the browser's own viewer, beside what is known of it. */
export function DocumentPreviewDialog({ document, actions, canWrite, onHide }: DocumentPreviewDialogProps) {
  const { t } = useTranslation('documents');
  const { language, formatDateTime } = useFormat();
  return (
    <AppModal
      visible={document !== null}
      onHide={onHide}
      width={1000}
      header={document?.fileName}
      className="lpd-preview-dialog"
    >
      {document ? (
        <div className="lpd-preview">
          <div className="lpd-preview-content">
            {document.contentType === 'application/pdf' ? (
              <object
                data={DOCUMENT_API.content(document.id, true)}
                type="application/pdf"
                aria-label={document.fileName}
              >
                <p>
                  {t('staff.files.pdfFallback')}{' '}
                  <a href={DOCUMENT_API.content(document.id)}>{t('staff.files.download')}</a>
                </p>
              </object>
            ) : (
              <img src={DOCUMENT_API.content(document.id, true)} alt={document.fileName} />
            )}
          </div>
          <dl className="lpd-preview-facts">
            <dt>{t('staff.tab.kind')}</dt>
            <dd>{t(`kinds.${document.kind}`)}</dd>
            <dt>{t('staff.tab.status')}</dt>
            <dd>
              <DocumentStatusTag status={document.status} />
            </dd>
            <dt>{t('staff.tab.version')}</dt>
            <dd>
              {t('staff.files.versionLabel', { version: document.version })}
              {document.current ? '' : ` · ${t('staff.files.earlierVersion')}`}
            </dd>
            <dt>{t('staff.tab.file')}</dt>
            <dd>
              {formatBytes(document.size, language)}
              {document.pageCount ? ` · ${t('staff.files.pages', { count: document.pageCount })}` : ''}
            </dd>
            <dt>{t('staff.tab.sentAt')}</dt>
            <dd>
              {t('staff.files.sent', { name: document.sentBy.name, date: formatDateTime(document.sentAt) })}
            </dd>
            {document.reviewReason || document.reviewedBy ? (
              <>
                <dt>{t('staff.files.reviewedTitle')}</dt>
                <dd>
                  {document.reviewedBy && document.reviewedAt
                    ? t('staff.files.reviewed', {
                        name: document.reviewedBy.name,
                        date: formatDateTime(document.reviewedAt),
                      })
                    : null}
                  {document.reviewReason ? (
                    <span className="lpd-reason">
                      {t('staff.files.reason', { reason: document.reviewReason })}
                    </span>
                  ) : null}
                </dd>
              </>
            ) : null}
          </dl>
          {/* what its reading says beside the case, to accept, correct or ignore (docs/adr-reading.md) */}
          <ReadingProposalPanel document={document} canWrite={canWrite} />
          <div className="lpd-preview-actions">
            <a
              className="p-button p-button-outlined lpd-download"
              href={DOCUMENT_API.content(document.id)}
              download
            >
              <i className="pi pi-download" aria-hidden="true" /> {t('staff.files.download')}
            </a>
            <DocumentActionButtons
              document={document}
              actions={actions}
              canWrite={canWrite}
              withPreview={false}
            />
          </div>
        </div>
      ) : null}
    </AppModal>
  );
}
