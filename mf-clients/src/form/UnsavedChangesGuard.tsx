import { useContext, useEffect, useRef, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router';
import { useConfirm, useToast, useTranslation } from '@linhagem/ui-kit';

export type UnsavedChangesGuardProps = {
  /** true while the form holds changes that were not saved */
  dirty: boolean;
  /** paths under this prefix (the client's own tabs) never count as leaving */
  basePath: string;
  /** set to true just before a navigation that must not ask (after a save or a delete) */
  bypass: RefObject<boolean>;
};

function RouterBlocker({ dirty, basePath, bypass }: UnsavedChangesGuardProps) {
  const { t } = useTranslation('clients');
  const toast = useToast();
  const confirm = useConfirm();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const shouldBlock: BlockerFunction = ({ nextLocation }) =>
    dirtyRef.current && !bypass.current && !nextLocation.pathname.startsWith(basePath);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    toast.warn();
    void confirm({ message: t('confirm.leave') }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm, t, toast]);
  return null;
}

/** spec 8: "There are unsaved changes!" and a confirmation before leaving a dirty form (in-app and tab close). */
export function UnsavedChangesGuard(props: UnsavedChangesGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!props.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [props.dirty]);
  // useBlocker needs a data router; under a plain <BrowserRouter> only the tab-close warning applies.
  return dataRouter ? <RouterBlocker {...props} /> : null;
}
