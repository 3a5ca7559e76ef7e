import { useEffect } from 'react';

/**
 * A case's data was written from outside the screen that shows it (a reading's values applied from a document's
 * preview, docs/adr-reading.md "Applying"): whoever shows that case reads it again. A window event, so a preview
 * opened from the Documents tab or from the checklist's own certificate files reaches the checklist either way.
 */
const CASE_CHANGED = 'linhagem:case-changed';

type CaseChangedDetail = { protocolId: string };

export function announceCaseChanged(protocolId: string): void {
  window.dispatchEvent(new CustomEvent<CaseChangedDetail>(CASE_CHANGED, { detail: { protocolId } }));
}

/** Calls `reload` whenever case `protocolId` is announced changed, while the calling screen is shown. */
export function useCaseChanged(protocolId: string, reload: () => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<CaseChangedDetail>).detail?.protocolId === protocolId) reload();
    };
    window.addEventListener(CASE_CHANGED, listener);
    return () => window.removeEventListener(CASE_CHANGED, listener);
  }, [protocolId, reload]);
}
