import { MAX_DOCUMENT_BYTES, type PublicDocumentList, type PublicProtocolInfo } from '@linhagem/contracts';
import { addNamespaces, checklistNamespace, readingNamespace } from '@linhagem/i18n';
import { i18n, useFormat, useTranslation } from '@linhagem/ui-kit';
import { PageTitle } from '../shared/PageTitle';
import { DocumentRequestCard, type DocumentRequestCardProps } from './DocumentRequestCard';
import { formatMegabytes } from './formatMegabytes';
import { useReadingCalls } from './ReadingCard';

// the certificate and document types in the checklist's words, and the "We read:" card's; the standalone page
// starts without them (webpack.config.cjs)
addNamespaces(i18n, { checklist: checklistNamespace, reading: readingNamespace });

export type DocumentsViewProps = {
  info: PublicProtocolInfo;
  list: PublicDocumentList;
  /** the case and its access code, for the readings of the family's uploads */
  protocolId: string;
  code: string;
} & Pick<DocumentRequestCardProps, 'send' | 'onUploaded' | 'onRefused' | 'thumbnailUrl'>;

/** "Documents we need from you": each thing the office asked the family for, with its upload and what was sent. */
export default function DocumentsView({ info, list, protocolId, code, ...card }: DocumentsViewProps) {
  const reading = useReadingCalls(protocolId, code);
  const { t } = useTranslation('portal');
  const { language } = useFormat();
  const readOnly = info.status !== 'ACTIVE';
  return (
    <>
      <PageTitle info={info} />
      <section className="pp-section" aria-labelledby="pp-documents-title">
        <h2 id="pp-documents-title">{t('documents.title')}</h2>
        {list.requests.length === 0 ? (
          <p className="pp-empty">{t('documents.empty')}</p>
        ) : (
          <>
            <p>{t('documents.intro', { max: formatMegabytes(MAX_DOCUMENT_BYTES, language) })}</p>
            {readOnly ? (
              <p className="pp-notice" role="note">
                {t('documents.readOnly')}
              </p>
            ) : null}
            <ul className="pp-document-requests">
              {list.requests.map((request) => (
                <li key={request.certificateId}>
                  <DocumentRequestCard
                    request={request}
                    documents={list.documents.filter((d) => d.certificateId === request.certificateId)}
                    readOnly={readOnly}
                    reading={reading}
                    {...card}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
