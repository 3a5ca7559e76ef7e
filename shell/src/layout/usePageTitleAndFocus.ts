import { useEffect, useRef, type RefObject } from 'react';

/**
 * The tab title follows the page's heading (`Clients · Linhagem`, `Client: Ana Souza · Linhagem`), and after a
 * navigation started outside the page (menu, top bar) or whose trigger disappeared, the focus moves to the page
 * instead of falling to the body.
 */
export function usePageTitleAndFocus(
  main: RefObject<HTMLElement | null>,
  path: string,
  appName: string,
): void {
  const first = useRef(true);

  useEffect(() => {
    const element = main.current;
    if (!element) return;
    const update = () => {
      const heading = element.querySelector('h1')?.textContent?.trim();
      const title = heading ? `${heading} · ${appName}` : appName;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, appName]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = main.current;
    const active = document.activeElement;
    if (element && (!active || active === document.body || !element.contains(active)))
      element.focus({ preventScroll: true });
  }, [main, path]);
}
