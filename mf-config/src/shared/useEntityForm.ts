import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  isApiError,
  translateError,
  translateIssue,
  useToast,
  useTranslation,
  useUnsavedChangesGuard,
  validationIssues,
  type ErrorMessageOverrides,
} from '@linhagem/ui-kit';
import { issueMessage, type FormSchema } from './issueMessage';

export type FormStatus = 'loading' | 'ready' | 'notFound' | 'failed';

export type UseEntityFormOptions<F extends object, S> = {
  /** the values of a new record */
  empty: F;
  /** the saved values, or undefined for a new record */
  load?: () => Promise<F>;
  /** the contract's schema: checked before the call, so a rule is written once */
  schema: FormSchema;
  /** what the schema checks: the request body `save` sends (defaults to the values) */
  toBody?: (values: F) => unknown;
  save: (values: F) => Promise<S>;
  /** the values after a save, from its answer (defaults to the values sent) */
  fromSaved?: (saved: S, sent: F) => F;
  /** where a new record goes once created, from the answer */
  createdPath?: (saved: S) => string;
  /** the page's own address: links under it never count as leaving */
  basePath: string;
  /** the page's own words for a generic refusal of its save (413 → 'The image is too large') */
  errorOverrides?: ErrorMessageOverrides;
};

/**
 * The state of a configuration form: load, edit, check with the contract's schema, save, and the unsaved-changes
 * guard of spec 8. Field errors are keyed by the first segment of their path, already translated.
 */
export function useEntityForm<F extends object, S = unknown>(options: UseEntityFormOptions<F, S>) {
  const { empty, load, schema, toBody, save, fromSaved, createdPath, basePath, errorOverrides } = options;
  const { t } = useTranslation('config');
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<F>(empty);
  const [status, setStatus] = useState<FormStatus>(load ? 'loading' : 'ready');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const baseline = useRef(JSON.stringify(empty));
  const current = useRef(values);
  current.current = values;
  const leaving = useRef(false);
  const isDirty = () => JSON.stringify(current.current) !== baseline.current;
  const { navigateAway, historyGuard } = useUnsavedChangesGuard({ isDirty, basePath, bypass: leaving });

  const settle = useCallback((next: F) => {
    baseline.current = JSON.stringify(next);
    setValues(next);
  }, []);

  useEffect(() => {
    leaving.current = false;
    setErrors({});
    if (!load) {
      settle(empty);
      setStatus('ready');
      return;
    }
    let live = true;
    setStatus('loading');
    load()
      .then((loaded) => {
        if (!live) return;
        settle(loaded);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (!live) return;
        setStatus(isApiError(error) && error.status === 404 ? 'notFound' : 'failed');
        if (!(isApiError(error) && error.status === 404)) toast.error(translateError(t, error));
      });
    return () => {
      live = false;
    };
    // `empty` and `load` change with the record shown (its id), which the caller memoises
  }, [load, empty, settle, toast, t]);

  const set = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      if (!(key in previous)) return previous;
      const { [key as string]: _cleared, ...rest } = previous;
      return rest;
    });
  }, []);

  async function submit() {
    const parsed = schema.safeParse(toBody ? toBody(values) : values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '')] ??= issueMessage(t, issue);
      setErrors(found);
      toast.error(t('errors.invalidFields', { count: Object.keys(found).length }));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await save(values);
      const next = fromSaved ? fromSaved(saved, values) : values;
      settle(next);
      toast.success();
      if (createdPath) {
        leaving.current = true;
        navigate(createdPath(saved), { replace: true });
      }
    } catch (error) {
      const found: Record<string, string> = {};
      for (const { path, message } of validationIssues(error))
        if (path) found[path.split('.')[0]] ??= translateIssue(t, message);
      setErrors(found);
      toast.error(translateError(t, error, errorOverrides));
    } finally {
      setSaving(false);
    }
  }

  /** a change saved outside the form (deactivated): its values become the saved ones, the other edits stay */
  const applySaved = useCallback(
    (saved: F, changed: Partial<F>) => {
      const edited = current.current;
      settle(saved);
      setValues({ ...edited, ...changed });
    },
    [settle],
  );

  /** leaves without the unsaved-changes question (the record was deleted) */
  const leave = useCallback(
    (path: string) => {
      leaving.current = true;
      navigate(path);
    },
    [navigate],
  );

  return {
    values,
    set,
    setValues,
    applySaved,
    leave,
    status,
    errors,
    saving,
    submit,
    navigateAway,
    historyGuard,
    leaving,
  };
}

export type EntityForm<F extends object> = ReturnType<typeof useEntityForm<F, unknown>>;
