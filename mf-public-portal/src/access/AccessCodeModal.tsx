import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@linhagem/ui-kit';
import { PortalButton } from '../shared/PortalButton';

import type { PortalAccess } from './usePortalAccess';

/** What the modal needs of a page's `usePortalAccess`: whether to ask, the server's refusal, the check under way. */
export type AccessCodeModalProps = {
  access: Pick<PortalAccess<unknown>, 'asking' | 'problem' | 'checking' | 'submit'>;
};

/**
 * spec 2 "access code" modal: cannot be dismissed (no close button, Escape, nor outside click) and asks again until
 * non-empty. The page's first screen, so a native modal <dialog> (focus kept inside, the page behind inert) in
 * PrimeReact's theme classes: no PrimeReact JavaScript on the family's first screens (initial
 * JavaScript at most 150 KB gzip).
 */
export function AccessCodeModal({ access }: AccessCodeModalProps) {
  return access.asking ? (
    <AccessCodeDialog problem={access.problem} checking={access.checking} onSubmit={access.submit} />
  ) : null;
}

type AccessCodeDialogProps = { problem?: string; checking?: boolean; onSubmit(code: string): void };

function AccessCodeDialog({ problem, checking, onSubmit }: AccessCodeDialogProps) {
  const { t } = useTranslation('portal');
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (problem) setCode('');
  }, [problem]);
  useEffect(() => {
    open(dialog.current);
    input.current?.focus();
  }, []);

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
    <dialog
      ref={dialog}
      className="p-dialog p-component pp-dialog pp-dialog-small pp-native-dialog"
      aria-labelledby="pp-access-title"
      // Escape asks the dialog to close: refused, and opened again should the browser close it anyway
      onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}
      onCancel={(event) => event.preventDefault()}
      onClose={() => open(dialog.current)}
    >
      <div className="p-dialog-header">
        <h2 id="pp-access-title" className="p-dialog-title pp-dialog-title">
          {t('access.title')}
        </h2>
      </div>
      <div className="p-dialog-content">
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
          <input
            id="pp-access-code"
            ref={input}
            className={`p-inputtext p-component${error ? ' p-invalid' : ''}`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={!!error}
            aria-describedby={error ? 'pp-access-help pp-access-error' : 'pp-access-help'}
          />
          <PortalButton type="submit" label={t('access.submit')} icon="pi pi-lock-open" loading={checking} />
        </form>
      </div>
    </dialog>
  );
}

/** As a modal where the browser has one (jsdom has not: there it is simply open). */
function open(dialog: HTMLDialogElement | null) {
  if (!dialog || dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}
