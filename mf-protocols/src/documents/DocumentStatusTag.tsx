import { Tag } from 'primereact/tag';
import type { DocumentStatus } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';

const SEVERITY = { PENDING_REVIEW: 'warning', ACCEPTED: 'success', REJECTED: 'danger' } as const;

export type DocumentStatusTagProps = { status: DocumentStatus };

/** A file's review status in the person's language. */
export function DocumentStatusTag({ status }: DocumentStatusTagProps) {
  const { t } = useTranslation('documents');
  return <Tag value={t(`statuses.${status}`)} severity={SEVERITY[status]} rounded />;
}
