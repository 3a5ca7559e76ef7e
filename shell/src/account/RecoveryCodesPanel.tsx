import { Button } from 'primereact/button';
import { useToast, useTranslation } from '@linhagem/ui-kit';

/** The recovery codes, shown once (only their hashes are kept): copy, download, then done. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('shell');
  const toast = useToast();
  const text = codes.join('\n') + '\n';
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'linhagem-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="recovery-codes">
      <p role="alert">{t('account.security.codesOnce')}</p>
      <ul aria-label={t('account.security.codes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button
          type="button"
          label={t('account.security.copy')}
          outlined
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(() => toast.success(t('account.security.copied')))
          }
        />
        <Button type="button" label={t('account.security.download')} outlined onClick={download} />
        <Button type="button" label={t('account.security.kept')} onClick={onDone} />
      </div>
    </div>
  );
}
