import { useCallback, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useHref, useNavigate } from 'react-router';
import { useConfirm, useToast } from '../hooks';
import { useTranslation } from '../i18n/useTranslation';
import { registerUnsavedForm } from './unsavedForms';

export type UnsavedChangesGuardOptions = {
  /** asked when the person tries to leave: whether the form holds changes that were not saved */
  isDirty(): boolean;
  /** paths under this prefix (the client's own tabs) never count as leaving */
  basePath: string;
  /** set to true just before a navigation that must not ask (after a save or a delete) */
  bypass: RefObject<boolean>;
};

export type NavigateAway = (to: string) => Promise<boolean>;

export type UnsavedChangesGuard = {
  navigateAway: NavigateAway;
  /** Render it: under a data router (the shell's) it asks before the browser's Back or Forward leaves. */
  historyGuard: ReactNode;
};

type HistoryBlockerProps = {
  mustAsk(path: string): boolean;
  askToLeave(): Promise<boolean>;
  bypass: RefObject<boolean>;
};

/** Back and Forward (history POPs) through react-router's blocker; pushes are caught where they start. */
function HistoryBlocker({ mustAsk, askToLeave, bypass }: HistoryBlockerProps) {
  const blocker = useBlocker(
    ({ historyAction, nextLocation }) =>
      historyAction === 'POP' && mustAsk(`${nextLocation.pathname}${nextLocation.search}`),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askToLeave().then((leave) => {
      if (!leave) return blocker.reset();
      bypass.current = true;
      blocker.proceed();
    });
  }, [askToLeave, blocker, bypass]);
  return null;
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The in-app path of an anchor click, or null when the browser should handle it (new tab, download, other site). */
function anchorPath(event: MouseEvent, routerRoot: string): string | null {
  if (event.defaultPrevented || !isPlainLeftClick(event)) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const root = routerRoot.replace(/\/$/, '');
  if (root && !url.pathname.startsWith(root)) return null;
  return `${url.pathname.slice(root.length) || '/'}${url.search}${url.hash}`;
}

/**
 * spec 8: "There are unsaved changes!" and a confirmation before leaving a dirty form. The form's own navigation
 * goes through the returned `navigateAway`, links anywhere on the page (the shell's menu included) are caught
 * on click, closing or reloading the tab gets the browser's `beforeunload` prompt, and under a data router
 * (the shell's) the returned `historyGuard` asks before Back or Forward. Works under a plain `<BrowserRouter>`
 * too (the standalone page), where only Back and Forward go unguarded.
 */
export function useUnsavedChangesGuard({
  isDirty,
  basePath,
  bypass,
}: UnsavedChangesGuardOptions): UnsavedChangesGuard {
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const { t } = useTranslation('common');
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const routerRoot = useHref('/');
  const state = useRef({ isDirty, basePath });
  state.current = { isDirty, basePath };
  const asking = useRef(false);

  const mustAsk = useCallback(
    (path: string) =>
      !bypass.current &&
      path.split(/[?#]/)[0] !== state.current.basePath &&
      !path.startsWith(`${state.current.basePath}/`) &&
      state.current.isDirty(),
    [bypass],
  );

  const askToLeave = useCallback(async () => {
    if (asking.current) return false;
    asking.current = true;
    try {
      toast.warn();
      return await confirm({ message: t('confirm.leave') });
    } finally {
      asking.current = false;
    }
  }, [confirm, t, toast]);

  const navigateAway = useCallback<NavigateAway>(
    async (to) => {
      if (mustAsk(to) && !(await askToLeave())) return false;
      bypass.current = true;
      navigate(to);
      return true;
    },
    [askToLeave, bypass, mustAsk, navigate],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = anchorPath(event, routerRoot);
      if (path === null || !mustAsk(path)) return;
      event.preventDefault();
      event.stopPropagation();
      void navigateAway(path);
    };
    // capture phase: runs before react-router's <Link> handler, wherever the link is rendered
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [mustAsk, navigateAway, routerRoot]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (bypass.current || !state.current.isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [bypass]);

  // the shell's own navigation (the top-bar search) asks through the same registry (useGuardedNavigate)
  useEffect(
    () =>
      registerUnsavedForm({
        mustAsk,
        askToLeave,
        leave: () => {
          bypass.current = true;
        },
      }),
    [askToLeave, bypass, mustAsk],
  );

  const historyGuard = inDataRouter ? (
    <HistoryBlocker mustAsk={mustAsk} askToLeave={askToLeave} bypass={bypass} />
  ) : null;
  return { navigateAway, historyGuard };
}
