import { useEffect, useState } from 'react';
import { CONFIGURATION_API, type LastBackup, type LastBackupAnswer } from '@linhagem/contracts';
import { useApi, useFormat, useTranslation } from '@linhagem/ui-kit';

const megabytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);

/** When, how big and whether the last daily backup of `npm start` succeeded (docs/adr-backup.md). */
export function LastBackupCard() {
  const { t } = useTranslation('config');
  const api = useApi();
  const { formatDateTime, language } = useFormat();
  const [state, setState] = useState<{ last: LastBackup } | 'loading' | 'error'>('loading');
  useEffect(() => {
    let live = true;
    api
      .get<LastBackupAnswer>(CONFIGURATION_API.lastBackup)
      .then((answer) => live && setState({ last: answer.last }))
      .catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, [api]);

  let text: string;
  if (state === 'loading') text = t('backup.loading');
  else if (state === 'error') text = t('backup.loadError');
  else if (!state.last) text = t('backup.none');
  else if (state.last.ok)
    text = t('backup.ok', {
      when: formatDateTime(state.last.at),
      size: megabytes(state.last.bytes ?? 0, language),
    });
  else text = t('backup.failed', { when: formatDateTime(state.last.at), error: state.last.error ?? '' });
  const failed = state !== 'loading' && state !== 'error' && state.last?.ok === false;
  return (
    <section
      className="p-card"
      style={{ padding: '1rem', marginBottom: '1rem' }}
      aria-labelledby="last-backup-title"
    >
      <h2 id="last-backup-title" style={{ fontSize: '1.1rem', marginTop: 0 }}>
        <i className={failed ? 'pi pi-exclamation-triangle' : 'pi pi-database'} aria-hidden="true" />{' '}
        {t('backup.title')}
      </h2>
      <p role="status" className={failed ? 'lc-error' : undefined}>
        {text}
      </p>
    </section>
  );
}
