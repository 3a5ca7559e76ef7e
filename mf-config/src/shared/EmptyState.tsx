import type { ReactNode } from 'react';

export type EmptyStateProps = { icon?: string; title: string; children?: ReactNode };

/** What a list or page shows when there is nothing (yet), or it could not be loaded. */
export function EmptyState({ icon = 'pi pi-inbox', title, children }: EmptyStateProps) {
  return (
    <div className="cf-empty">
      <i className={icon} aria-hidden="true" />
      <strong>{title}</strong>
      {children}
    </div>
  );
}
