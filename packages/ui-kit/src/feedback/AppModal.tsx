import { Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MODAL_DEFAULT_WIDTH } from '@linhagem/contracts';
import { LazyDialog } from './LazyDialog';

export type AppModalProps = {
  visible: boolean;
  onHide: () => void;
  header?: ReactNode;
  footer?: ReactNode;
  /** spec 9: 800 by default. A number is pixels. */
  width?: number | string;
  /** spec 9: Escape closes the modal if enabled (default true). */
  closeOnEscape?: boolean;
  closable?: boolean;
  className?: string;
  children?: ReactNode;
};

/** PrimeReact's overlay panels (dropdown, autocomplete, multiselect, calendar) carry this while shown. */
const OPEN_OVERLAY = '[data-pr-is-overlay="true"]:not([class*="-exit"])';

/**
 * Escape while a dropdown, autocomplete or other overlay of the modal is open closes that overlay only. PrimeReact's
 * Dialog closes on any Escape that reaches the document; the overlay's own handler (which ran first, deeper in the
 * tree, from its input or from its panel's filter box) hides it but lets the key go on. The panel is still in the
 * document while this runs: it leaves on the next render.
 */
function keepEscapeInOpenOverlay(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === 'Escape' && event.currentTarget.ownerDocument.querySelector(OPEN_OVERLAY))
    event.stopPropagation();
}

export function AppModal({
  visible,
  onHide,
  header,
  footer,
  width = MODAL_DEFAULT_WIDTH,
  closeOnEscape = true,
  closable = true,
  className,
  children,
}: AppModalProps) {
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog
        visible={visible}
        onHide={onHide}
        header={header}
        footer={footer}
        closeOnEscape={closeOnEscape}
        closable={closable}
        draggable={false}
        modal
        className={className}
        style={{ width: typeof width === 'number' ? `${width}px` : width, maxWidth: '95vw' }}
      >
        <div className="lk-modal-content" onKeyDown={keepEscapeInOpenOverlay}>
          {children}
        </div>
      </LazyDialog>
    </Suspense>
  );
}
