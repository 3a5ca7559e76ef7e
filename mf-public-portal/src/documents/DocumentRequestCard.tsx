import { useId } from 'react';
import type { PublicDocument, PublicDocumentRequest } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import { ReadingCard, type ReadingCalls } from './ReadingCard';
import { SentDocument } from './SentDocument';
import { UploadControl, type UploadControlProps } from './UploadControl';

export type DocumentRequestCardProps = {
  request: PublicDocumentRequest;
  /** the family's uploads for this request's certificate */
  documents: PublicDocument[];
  readOnly: boolean;
  thumbnailUrl: (documentId: string) => string;
  /** what was read of an upload, and the family's answer */
  reading: ReadingCalls;
} & Pick<UploadControlProps, 'send' | 'onUploaded' | 'onRefused'>;

/** One thing the office asked for: whose and what, the office's note, what was sent, and the upload. */
export function DocumentRequestCard({
  request,
  documents,
  readOnly,
  thumbnailUrl,
  reading,
  ...upload
}: DocumentRequestCardProps) {
  const { t } = useTranslation('portal');
  const { t: tc } = useTranslation('checklist');
  const { formatDateTime } = useFormat();
  const titleId = useId();
  const document = tc(`options.typeOfCertificate.${request.certificateType}`, {
    defaultValue: request.certificateType,
  });
  const documentType = request.documentType
    ? tc(`options.typeOfDocument.${request.documentType}`, { defaultValue: request.documentType })
    : '';
  const sorted = [...documents].sort((a, b) => b.version - a.version || b.sentAt.localeCompare(a.sentAt));
  const current = sorted.filter((d) => d.current);
  const earlier = sorted.filter((d) => !d.current);
  const latest = current[0] ?? earlier[0];
  const title = t('documents.requestTitle', { document, name: request.personName });
  return (
    <article className="pp-card pp-document-request" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <p className="pp-person-detail pp-document-meta">
        {documentType ? <span>{t('documents.documentType', { type: documentType })}</span> : null}
        <span>{t('documents.requestedAt', { date: formatDateTime(request.requestedAt) })}</span>
      </p>
      {request.note ? (
        <div className="pp-document-note">
          <strong>{t('documents.note')}</strong>
          <p>{request.note}</p>
        </div>
      ) : null}
      <div aria-live="polite">
        {current.map((sent) => (
          <SentDocument key={sent.id} document={sent} thumbnailUrl={thumbnailUrl(sent.id)} />
        ))}
        {/* the latest upload's reading, for the family to confirm or correct (docs/adr-reading.md) */}
        {latest?.current && !readOnly ? (
          <ReadingCard key={latest.id} documentId={latest.id} calls={reading} />
        ) : null}
      </div>
      {readOnly ? null : (
        <UploadControl
          label={title}
          again={!!latest}
          invite={latest?.status === 'REJECTED'}
          {...upload}
          certificateId={request.certificateId}
        />
      )}
      {earlier.length > 0 ? (
        <details className="pp-document-earlier">
          <summary>{t('documents.earlier', { count: earlier.length })}</summary>
          {earlier.map((sent) => (
            <SentDocument key={sent.id} document={sent} thumbnailUrl={thumbnailUrl(sent.id)} compact />
          ))}
        </details>
      ) : null}
    </article>
  );
}
