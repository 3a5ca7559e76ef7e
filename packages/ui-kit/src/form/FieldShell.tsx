import { createContext, useContext, type ReactNode } from 'react';
import { translateIssue, useTranslation } from '@linhagem/ui-kit';

export type FieldShellProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
};

/** Label, input, translated error and hint of one form field. */
export function FieldShell({ id, label, error, hint, required, children }: FieldShellProps) {
  const { t } = useTranslation('clients');
  return (
    <div className="lc-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {error ? (
        <small id={`${id}-error`} className="lc-error" role="alert">
          {translateIssue(t, error)}
        </small>
      ) : null}
      {hint ? (
        <small id={`${id}-hint`} className="lc-hint">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

/** The DOM id of a form field: `address.zipCode` → `client-address-zipCode` (the prefix names the form). */
export const fieldId = (name: string, prefix = 'client') => `${prefix}-${name.replace(/\./g, '-')}`;

/** The prefix of the ids of the fields below it (`user` → `user-name`); the client form's is `client`. */
export const FieldIdPrefix = createContext('client');

/** The DOM id of a form field in the form around it. */
export const useFieldId = (name: string) => fieldId(name, useContext(FieldIdPrefix));

export const describedBy = (id: string, error?: string, hint?: string) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
