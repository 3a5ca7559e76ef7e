import { lazy, type ComponentType } from 'react';

export type Preloadable = {
  /** Renders the page; suspends only if `preload` has not finished. */
  Page: ComponentType;
  preload: () => Promise<unknown>;
};

/**
 * A lazy page that can be fetched before the first render: a page already loaded renders at once, without a
 * Suspense fallback (React holds a revealed fallback for 300 ms, which would delay the login page's first paint).
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): Preloadable {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const LazyPage = lazy(preload);
  function Page() {
    const Loaded = loaded ?? LazyPage;
    return <Loaded />;
  }
  return { Page, preload };
}
