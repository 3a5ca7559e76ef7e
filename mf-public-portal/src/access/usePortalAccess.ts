import { useCallback, useEffect, useRef, useState } from 'react';
import { PUBLIC_ERROR_CODES } from '@linhagem/contracts';
import { isApiError, translateError, useTranslation } from '@linhagem/ui-kit';
import { accessCodeStore } from './accessCodeStore';

export type PortalAccess<T> = {
  /** the code that opened the data ('' while it is asked) */
  code: string;
  /** the modal is up: no code yet, or the typed one is being checked */
  asking: boolean;
  /** a typed code is being checked */
  checking: boolean;
  /** the server's message about the last code, shown in the modal */
  problem?: string;
  data?: T;
  setData(update: (data: T) => T): void;
  loading: boolean;
  submit(code: string): void;
  reload(): void;
  /** after a failed change: a refused code (new code issued by the office) is discarded and asked again */
  refused(error: unknown): boolean;
};

/**
 * spec 4 "Public access": with no saved code the code is asked; with one, the data loads; on a load error the
 * server's message is shown, the saved code discarded and the code asked again.
 */
export function usePortalAccess<T>(protocolId: string, load: (code: string) => Promise<T>): PortalAccess<T> {
  const { t } = useTranslation('portal');
  const [code, setCode] = useState(() => accessCodeStore.read(protocolId));
  const [problem, setProblem] = useState<string>();
  const [data, setDataState] = useState<T>();
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);
  const [typed, setTyped] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  const discard = useCallback(
    (error: unknown) => {
      accessCodeStore.discard(protocolId);
      setProblem(translateError(t, error));
      setDataState(undefined);
      setCode('');
      setTyped(false);
    },
    [protocolId, t],
  );

  useEffect(() => {
    if (!code) return;
    let current = true;
    setLoading(true);
    loadRef
      .current(code)
      .then((loaded) => {
        if (!current) return;
        accessCodeStore.save(protocolId, code);
        setProblem(undefined);
        setDataState(loaded);
        setTyped(false);
      })
      .catch((error: unknown) => current && discard(error))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [code, protocolId, round, discard]);

  return {
    code,
    asking: !code || typed,
    checking: typed && loading,
    problem,
    data,
    setData: (update) => setDataState((previous) => (previous === undefined ? previous : update(previous))),
    loading,
    submit: (next) => {
      setProblem(undefined);
      setTyped(true);
      setCode(next);
    },
    reload: () => setRound((n) => n + 1),
    refused: (error) => {
      const denied =
        isApiError(error) &&
        (error.code === PUBLIC_ERROR_CODES.accessDenied || error.code === PUBLIC_ERROR_CODES.tooManyAttempts);
      if (denied) discard(error);
      return denied;
    },
  };
}
