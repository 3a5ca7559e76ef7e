import { useEffect, useRef, useState } from 'react';
import type { TextFragment, TypeService } from '@linhagem/contracts';
import { translateError, useToast, useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from './useConfigApi';

/** the largest page the lists answer: what a choice among type services or fragments offers */
const CHOICES = { page: 1, size: 100 } as const;

/** Loads once per `key`; a failure is said in a toast and leaves the choice empty. */
function useChoices<T>(load: () => Promise<T[]>, key: string): { items: T[]; loading: boolean } {
  const { t } = useTranslation('config');
  const toast = useToast();
  const [state, setState] = useState<{ items: T[]; loading: boolean }>({ items: [], loading: true });
  // `load` is rebuilt on every render; `key` says when its answer changes
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let live = true;
    setState((previous) => ({ ...previous, loading: true }));
    latest
      .current()
      .then((items) => live && setState({ items, loading: false }))
      .catch((error: unknown) => {
        if (!live) return;
        setState({ items: [], loading: false });
        toast.error(translateError(t, error));
      });
    return () => {
      live = false;
    };
  }, [key, toast, t]);
  return state;
}

/** The type services a template or the budget defaults may name, by name. */
export function useTypeServiceChoices() {
  const api = useConfigApi();
  return useChoices<TypeService>(
    () => api.typeServices.list({ ...CHOICES, sort: 'name,asc' }, {}).then((page) => page.content),
    'type-services',
  );
}

/** The active text fragments an editor's insert menu offers, of one group when given. */
export function useFragmentChoices(group?: string) {
  const api = useConfigApi();
  return useChoices<TextFragment>(
    () =>
      api.textFragments
        .list({ ...CHOICES, sort: 'group,asc' }, group ? { active: true, group } : { active: true })
        .then((page) => page.content),
    `fragments:${group ?? ''}`,
  );
}
