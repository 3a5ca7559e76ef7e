import { useEffect, useId, useState } from 'react';
import type { CaseStorage } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import { formatBytes } from './formatBytes';
import { useDocumentApi } from './useDocumentApi';

/** From this share of the allowance on, the meter warns (its `high`). */
const HIGH_SHARE = 0.9;

export type CaseStorageMeterProps = {
  protocolId: string;
  /** any new value asks again: the case's file list after each load (an upload, a delete) */
  refreshOn?: unknown;
};

/**
 * How much of its storage allowance the case's uploads use (docs/adr-documents.md "Storage per case"): "120 MB of
 * 500 MB used" and a meter. Nothing is shown while it loads or when it cannot be read: the files still list.
 */
export function CaseStorageMeter({ protocolId, refreshOn }: CaseStorageMeterProps) {
  const { t } = useTranslation('documents');
  const { language } = useFormat();
  const api = useDocumentApi();
  const id = useId();
  const [storage, setStorage] = useState<CaseStorage | null>(null);

  useEffect(() => {
    let current = true;
    api
      .storage(protocolId)
      .then((answer) => current && setStorage(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, protocolId, refreshOn]);

  if (!storage) return null;
  const { usedBytes, limitBytes } = storage;
  const full = usedBytes >= limitBytes;
  return (
    <div className="lpd-storage">
      <span id={`${id}-label`} className="lpd-storage-label">
        {t('staff.tab.storage')}
      </span>
      <meter
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-used`}
        min={0}
        max={limitBytes}
        value={Math.min(usedBytes, limitBytes)}
        high={limitBytes * HIGH_SHARE}
        optimum={0}
      />
      <small id={`${id}-used`} className="lp-muted">
        {t('staff.tab.storageUsed', {
          used: formatBytes(usedBytes, language),
          limit: formatBytes(limitBytes, language),
        })}
      </small>
      {full ? (
        <small className="lpd-storage-full" role="status">
          {t('staff.tab.storageFull')}
        </small>
      ) : null}
    </div>
  );
}
