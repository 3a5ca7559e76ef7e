import type { ButtonHTMLAttributes } from 'react';

export type PortalButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  label?: string;
  /** a PrimeIcons class, 'pi pi-send' */
  icon?: string;
  severity?: 'success' | 'danger';
  outlined?: boolean;
  text?: boolean;
  rounded?: boolean;
  /** the work it starts is under way: a spinner, and no second click */
  loading?: boolean;
};

/**
 * A native button in PrimeReact's Button theme classes, for what the family sees first (the access-code modal, the
 * people of the case): those screens load no PrimeReact JavaScript (initial JavaScript at most 150 KB gzip).
 */
export function PortalButton({
  label,
  icon,
  severity,
  outlined,
  text,
  rounded,
  loading,
  disabled,
  type = 'button',
  className,
  ...rest
}: PortalButtonProps) {
  const classes = [
    'p-button p-component pp-button',
    severity && `p-button-${severity}`,
    outlined && 'p-button-outlined',
    text && 'p-button-text',
    rounded && 'p-button-rounded',
    !label && 'p-button-icon-only',
    (disabled || loading) && 'p-disabled',
    loading && 'p-button-loading',
    className,
  ];
  const iconClass = loading ? 'pi pi-spin pi-spinner' : icon;
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {iconClass ? (
        <span
          className={`p-button-icon${label ? ' p-button-icon-left' : ''} ${iconClass}`}
          aria-hidden="true"
        />
      ) : null}
      {label ? <span className="p-button-label">{label}</span> : null}
    </button>
  );
}
