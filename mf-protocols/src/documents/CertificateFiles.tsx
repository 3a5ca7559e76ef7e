import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import type { CertificateWithProgress } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import { useCaseDocuments } from './CaseDocumentsContext';
import { DocumentCard } from './DocumentCard';
import { DocumentStatusTag } from './DocumentStatusTag';
import { DocumentUploader } from './DocumentUploader';
import { FamilyRequestPanel } from './FamilyRequestPanel';
import './documents.css';

export type CertificateFilesProps = { certificate: CertificateWithProgress };

/** A certificate's files in the checklist: current ones as cards, earlier versions, the drop zone, the family request. */
export function CertificateFiles({ certificate }: CertificateFilesProps) {
  const { t } = useTranslation('documents');
  const { formatDateTime } = useFormat();
  const documents = useCaseDocuments();
  if (!documents) return null;
  const all = documents.documentsOf(certificate.id);
  const current = all?.filter((document) => document.current) ?? [];
  const earlier = all?.filter((document) => !document.current) ?? [];
  const { actions, canWrite } = documents;

  return (
    <section className="lpd-files" aria-label={t('staff.files.title')}>
      <div className="lpd-files-header">
        <strong>{t('staff.files.title')}</strong>
        <Badge value={current.length} severity={current.length ? 'info' : 'secondary'} aria-hidden="true" />
        <span className="lk-sr-only">{t('staff.files.count', { count: current.length })}</span>
        <FamilyRequestPanel
          certificateId={certificate.id}
          familyRequest={certificate.familyRequest}
          canWrite={canWrite}
        />
      </div>
      {documents.failed ? (
        <p className="lpr-error" role="alert">
          {t('staff.tab.loadFailed')}
        </p>
      ) : all && current.length === 0 ? (
        <p className="lp-muted">{t('staff.files.none')}</p>
      ) : null}
      {current.length ? (
        <ul className="lpd-cards">
          {current.map((document) => (
            <DocumentCard key={document.id} document={document} actions={actions} canWrite={canWrite} />
          ))}
        </ul>
      ) : null}
      {earlier.length ? (
        <details className="lpd-earlier">
          <summary>{t('staff.files.earlier', { count: earlier.length })}</summary>
          <ul>
            {earlier.map((document) => (
              <li key={document.id}>
                <Button
                  type="button"
                  link
                  className="lpd-file-name"
                  label={document.fileName}
                  aria-label={t('staff.files.open', { name: document.fileName })}
                  onClick={() => actions.preview(document)}
                />
                <span>{t(`kinds.${document.kind}`)}</span>
                <span>{t('staff.files.versionLabel', { version: document.version })}</span>
                <DocumentStatusTag status={document.status} />
                <small className="lp-muted">{formatDateTime(document.sentAt)}</small>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {canWrite ? (
        <DocumentUploader
          protocolId={documents.protocolId}
          certificateId={certificate.id}
          onUploaded={documents.reload}
        />
      ) : null}
    </section>
  );
}
