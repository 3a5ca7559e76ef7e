import type { ReactNode } from 'react';

export type EmptyStateProps = { icon?: string; title: string; children?: ReactNode };

export function EmptyState({ icon = 'pi pi-inbox', title, children }: EmptyStateProps) {
  return (
    <div className="lp-empty">
      <i className={icon} aria-hidden="true" />
      <strong>{title}</strong>
      {children ? <span className="lp-muted">{children}</span> : null}
    </div>
  );
}
