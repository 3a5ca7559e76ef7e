import { lazy } from 'react';

/** PrimeReact's Dialog, fetched the first time a modal opens. */
export const LazyDialog = lazy(() =>
  import('primereact/dialog').then((module) => ({ default: module.Dialog })),
);
