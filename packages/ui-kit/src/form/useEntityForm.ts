import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
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
import { issueMessage } from './issueMessage';
import { zodResolver } from './zodResolver';

export type FormStatus = 'loading' | 'ready' | 'notFound' | 'failed';

export type UseEntityFormOptions<F extends FieldValues, S> = {
  /** the values of a new record */
  empty: F;
  /** the saved values, or undefined for a new record */
  load?: () => Promise<F>;
  /**
   * the contract's schema: checked before the call, so a rule is written once. A form with two submits to two
   * contracts (sign or decline) gives a function answering the one of the button pressed, read at each check.
   */
  schema: z.ZodType | (() => z.ZodType);
  /** what the schema checks: the request body `save` sends (defaults to the values) */
  toBody?: (values: F) => unknown;
  /** sends the values; resolving null means the person gave up on the way (a question dismissed): nothing said */
  save: (values: F) => Promise<S | null>;
  /** the values after a save, from its answer (defaults to the values sent) */
  fromSaved?: (saved: S, sent: F) => F;
  /** where a new record goes once created, from the answer (replacing the form's address) */
  createdPath?: (saved: S) => string;
  /** what follows a save (a page that then goes to the record: `form.leave(path)`) */
  onSaved?: (saved: S) => void;
  /**
   * the page's own address: links under it never count as leaving. Absent for a form that is no page (a modal):
   * no unsaved-changes question then.
   */
  basePath?: string;
  /** the page's own words for a generic refusal of its save (413 → 'The image is too large') */
  errorOverrides?: ErrorMessageOverrides;
  /** the prefix of its fields' ids (`user` → `user-name`) */
  idPrefix: string;
  /** the words of the "saved" toast (the generic ones by default), or false for none (its caller says it) */
  successMessage?: string | false;
  /** a field's own words for any refusal of it (`value` → 'Enter a value above zero.'), already translated */
  messages?: Partial<Record<string, string>>;
  /**
   * the toast of a refused submit: "check the highlighted fields" by default, false for none (a short form shows its
   * errors only), or the page's own words from the fields' errors (`field → message`)
   */
  invalidToast?: boolean | ((errors: Record<string, string>) => string);
  /** the toast of a failed load (on by default; off where the page words the failure itself) */
  loadFailureToast?: boolean;
  /**
   * dialog mode (`<EntityFormDialog>`): whether the dialog is open. Each opening starts again from `empty` (the
   * values it opens with) or `load`, so a dialog opened again never shows the edits it was closed with.
   */
  open?: boolean;
  /**
   * list fields (`<ListField>`) whose rows show their own errors: an issue at `signers.1.name` stays on that row's
   * field instead of going to the whole list (what a list without rows of fields, a list of phones, wants)
   */
  lists?: readonly string[];
};

/** The form field a path belongs to: an item of a list (`phones.1`) is its list's. */
export const issueField = (path: readonly PropertyKey[]) => {
  const end = path.findIndex((key) => typeof key === 'number' || /^\d+$/.test(String(key)));
  return (end < 0 ? path : path.slice(0, end)).map(String).join('.');
};

/** The form field a path belongs to, where the rows of the `lists` named hold fields of their own. */
const fieldOfIssue = (lists: readonly string[] | undefined) => (path: readonly PropertyKey[]) =>
  lists?.includes(String(path[0])) ? path.map(String).join('.') : issueField(path);

/** Counts the fields that hold an error (a nested error counts once). */
function countErrors(errors: FieldErrors): number {
  return Object.values(errors).reduce<number>((count, error) => {
    if (!error || typeof error !== 'object') return count;
    if (typeof (error as { message?: unknown }).message === 'string') return count + 1;
    return count + countErrors(error as FieldErrors);
  }, 0);
}

/** The errors as `path → message`, for a widget that shows its own (a list of phones, an image). */
function flattenErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') flat[path] = message;
    else Object.assign(flat, flattenErrors(error as FieldErrors, path));
  }
  return flat;
}

/**
 * The one form kit: react-hook-form checked by the contract's zod schema, with load, save, the saved values as
 * the baseline of the unsaved-changes guard (spec 8), the server's 400 VALIDATION_FAILED issues on their fields,
 * and every error in the person's language. Render the fields inside `<EntityFormFields form={…}>`.
 */
export function useEntityForm<F extends FieldValues, S = unknown>(options: UseEntityFormOptions<F, S>) {
  const {
    empty,
    load,
    schema,
    toBody,
    save,
    fromSaved,
    createdPath,
    basePath,
    errorOverrides,
    idPrefix,
    successMessage,
    invalidToast = true,
    loadFailureToast = true,
    messages,
    onSaved,
    open,
    lists,
  } = options;
  const dialog = open !== undefined;
  const { t } = useTranslation('common');
  const toast = useToast();
  const navigate = useNavigate();
  // the names, not the array: a caller's inline list keeps the resolver
  const listNames = lists?.join(' ');
  const fieldOf = useMemo(() => fieldOfIssue(listNames?.split(' ')), [listNames]);
  const resolver = useMemo(
    () =>
      zodResolver<F>(schema, toBody ?? ((values) => values), {
        message: (issue) =>
          messages?.[issueField(issue.path)] ?? issueMessage(t, issue as Parameters<typeof issueMessage>[1]),
        field: fieldOf,
      }),
    [schema, toBody, t, messages, fieldOf],
  );
  const methods = useForm<F>({
    defaultValues: empty as DefaultValues<F>,
    resolver,
    shouldFocusError: false,
  });
  const { reset, getValues, setValue, clearErrors, setError, handleSubmit } = methods;
  const [status, setStatus] = useState<FormStatus>(load ? 'loading' : 'ready');
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const baseline = useRef(JSON.stringify(empty));
  const leaving = useRef(false);
  /** whether the values differ from the saved (or opened-with) ones */
  const changed = useCallback(() => JSON.stringify(getValues()) !== baseline.current, [getValues]);
  const isDirty = () => basePath !== undefined && changed();
  const { navigateAway, historyGuard } = useUnsavedChangesGuard({
    isDirty,
    basePath: basePath ?? '',
    bypass: leaving,
  });

  /** the values become the saved ones: the baseline of the unsaved-changes guard */
  const settle = useCallback(
    (next: F) => {
      baseline.current = JSON.stringify(next);
      reset(next);
    },
    [reset],
  );

  // how a failed load is told, read when it fails: a new toast or t (a navigation under the shell's router, a
  // language chosen) must not load the form again, losing what was typed
  const tellLoadFailure = useRef({ toast, t, loadFailureToast });
  useEffect(() => {
    tellLoadFailure.current = { toast, t, loadFailureToast };
  });

  useEffect(() => {
    leaving.current = false;
    // a closed dialog keeps what it showed until it opens again (no flash of emptied fields while it fades out)
    if (dialog && !open) return;
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
        const notFound = isApiError(error) && error.status === 404;
        setLoadError(error);
        setStatus(notFound ? 'notFound' : 'failed');
        const tell = tellLoadFailure.current;
        if (!notFound && tell.loadFailureToast) tell.toast.error(translateError(tell.t, error));
      });
    return () => {
      live = false;
    };
    // `empty` and `load` change with the record shown (its id), which the caller memoises
  }, [load, empty, settle, dialog, open]);

  /** sets one value as typed (a widget of its own), clearing the error it had */
  const set = useCallback(
    <K extends Path<F>>(key: K, value: F[K]) => {
      setValue(key, value, { shouldDirty: true });
      clearErrors(key);
    },
    [setValue, clearErrors],
  );

  const submit = handleSubmit(
    async (values) => {
      setSaving(true);
      try {
        const saved = await save(values);
        if (saved === null) return;
        settle(fromSaved ? fromSaved(saved, values) : values);
        if (successMessage !== false) toast.success(successMessage);
        if (createdPath) {
          leaving.current = true;
          navigate(createdPath(saved), { replace: true });
        }
        onSaved?.(saved);
      } catch (error) {
        for (const { path, message } of validationIssues(error))
          if (path)
            setError(fieldOf(path.split('.')) as Path<F>, {
              type: 'server',
              message: translateIssue(t, message),
            });
        toast.error(translateError(t, error, errorOverrides));
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      if (typeof invalidToast === 'function') toast.error(invalidToast(flattenErrors(errors)));
      else if (invalidToast) toast.error(t('config:errors.invalidFields', { count: countErrors(errors) }));
    },
  );

  /** a change saved outside the form (deactivated): its values become the saved ones, the other edits stay */
  const applySaved = useCallback(
    (saved: F, changed: Partial<F>) => {
      const edited = getValues();
      baseline.current = JSON.stringify(saved);
      reset({ ...edited, ...changed }, { keepErrors: true });
    },
    [getValues, reset],
  );

  /** leaves without the unsaved-changes question (the record was deleted) */
  const leave = useCallback(
    (path: string) => {
      leaving.current = true;
      navigate(path);
    },
    [navigate],
  );

  /** back to the values of a new record, or to these (a modal opened again) */
  const resetTo = useCallback((next?: F) => settle(next ?? empty), [settle, empty]);

  return {
    methods,
    reset: resetTo,
    idPrefix,
    /**
     * the values as typed, re-rendering the form's component at each change: read only where the page shows
     * something from them (a Save enabled once a field is filled). A getter, so a large form that never reads it
     * (the client's) is not rendered again at each key.
     */
    get values() {
      return { ...methods.watch() } as F;
    },
    set,
    applySaved,
    leave,
    status,
    /** what failed the load (`status` 'notFound' or 'failed'), for a page that words it */
    loadError,
    errors: flattenErrors(methods.formState.errors),
    saving,
    submit,
    navigateAway,
    historyGuard: basePath === undefined ? null : historyGuard,
    leaving,
    /** dialog mode: whether its dialog is open (undefined for a page) */
    open,
    /** whether the values differ from the saved ones, or from those a dialog opened with */
    changed,
  };
}

export type EntityForm<F extends FieldValues> = ReturnType<typeof useEntityForm<F, unknown>>;
