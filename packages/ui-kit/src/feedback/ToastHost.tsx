import { lazy, Suspense, useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { Toast } from 'primereact/toast';
import { TOAST_DURATION_MS } from '@linhagem/contracts';
import type { ToastMessage } from './ToastApi';

// PrimeReact's Toast (with its transitions and icons) loads with the first message, not with the first page.
const LazyToast = lazy(() => import('primereact/toast').then((module) => ({ default: module.Toast })));

export type ToastHostHandle = { show: (message: ToastMessage) => void; clear: () => void };

export type ToastHostProps = { ref: Ref<ToastHostHandle> };

/** The page's one toast area; messages sent before PrimeReact's Toast has loaded wait for it. */
export function ToastHost({ ref }: ToastHostProps) {
  const [wanted, setWanted] = useState(false);
  const toast = useRef<Toast | null>(null);
  const waiting = useRef<ToastMessage[]>([]);
  // one toast per message: the same text again while the first one still shows is not stacked
  const showing = useRef(new Map<string, number>());

  useImperativeHandle(
    ref,
    () => ({
      show: (message) => {
        const key = `${message.severity}|${message.summary}|${message.detail ?? ''}`;
        const now = Date.now();
        if ((showing.current.get(key) ?? 0) > now) return;
        showing.current.set(key, now + (message.life ?? TOAST_DURATION_MS));
        if (toast.current) return toast.current.show(message);
        waiting.current.push(message);
        setWanted(true);
      },
      clear: () => {
        waiting.current = [];
        showing.current.clear();
        toast.current?.clear();
      },
    }),
    [],
  );

  const attach = useCallback((instance: Toast | null) => {
    toast.current = instance;
    if (instance) waiting.current.splice(0).forEach((message) => instance.show(message));
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToast ref={attach} position="top-right" />
    </Suspense>
  );
}
