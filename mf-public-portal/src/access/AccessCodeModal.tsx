import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from '@linhagem/ui-kit';

export type AccessCodeModalProps = {
  visible: boolean;
  /** the server's refusal of the previous code, shown above the field */
  problem?: string;
  /** the typed code is being checked */
  checking?: boolean;
  onSubmit(code: string): void;
};

/** spec 2 "access code" modal: cannot be dismissed (no close button, Escape, nor outside click) and asks again until non-empty. */
export function AccessCodeModal({ visible, problem, checking, onSubmit }: AccessCodeModalProps) {
  const { t } = useTranslation('portal');
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (problem) setCode('');
  }, [problem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    onSubmit(typed);
  };

  const error = empty ? t('access.required') : problem;
  return (
    <Dialog
      visible={visible}
      onHide={() => undefined}
      closable={false}
      closeOnEscape={false}
      dismissableMask={false}
      draggable={false}
      resizable={false}
      modal
      header={<h2 className="pp-dialog-title">{t('access.title')}</h2>}
      className="pp-dialog pp-dialog-small"
      onShow={() => input.current?.focus()}
    >
      <form onSubmit={submit} noValidate className="pp-stack">
        <p id="pp-access-help">{t('access.help')}</p>
        {error ? (
          <p id="pp-access-error" className="pp-error" role="alert">
            {error}
          </p>
        ) : null}
        <label htmlFor="pp-access-code" className="pp-label">
          {t('access.label')}
        </label>
        <InputText
          id="pp-access-code"
          ref={input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          invalid={!!error}
          aria-invalid={!!error}
          aria-describedby={error ? 'pp-access-help pp-access-error' : 'pp-access-help'}
        />
        <Button type="submit" label={t('access.submit')} icon="pi pi-lock-open" loading={checking} />
      </form>
    </Dialog>
  );
}
