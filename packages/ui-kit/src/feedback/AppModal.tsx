import { Suspense, useState, type ReactNode } from 'react';
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
        {children}
      </LazyDialog>
    </Suspense>
  );
}
