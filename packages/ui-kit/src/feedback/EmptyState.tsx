import type { ReactNode } from 'react';

export type EmptyStateProps = {
  /** PrimeIcons classes of the picture above the title */
  icon?: string;
  title: string;
  /** a hint or an action (a link back) under the title */
  children?: ReactNode;
};

/** What a list or page shows when there is nothing (yet), or it could not be loaded. */
export function EmptyState({ icon = 'pi pi-inbox', title, children }: EmptyStateProps) {
  return (
    <div className="lk-empty">
      <i className={icon} aria-hidden="true" />
      <strong>{title}</strong>
      {children ? <span className="lk-empty-hint">{children}</span> : null}
    </div>
  );
}
