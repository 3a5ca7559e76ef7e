import { lazy, Suspense, useState, type ReactNode } from 'react';

export type ConfirmOptions = {
  title?: string;
  message?: string;
  /** spec 9: Escape closes a modal if enabled (here: enabled unless false). */
  closeOnEscape?: boolean;
  /** what the server named (the duplicate clients, the missing fields), shown under the message */
  details?: ReactNode;
  /** a delete or another change that cannot be undone: the focus starts on Cancel and Yes shows as danger */
  destructive?: boolean;
};

export type ConfirmDialogProps = {
  request: ConfirmOptions | null;
  onClose: (answer: boolean) => void;
};

// PrimeReact's Dialog loads with the first question, not with the first page (login page JavaScript budget).
const ConfirmDialogView = lazy(() => import('./ConfirmDialogView'));

/** spec 2: title, message (default 'Are you sure you want to proceed?'), Cancel and Yes; 400x250. */
export function ConfirmDialog({ request, onClose }: ConfirmDialogProps) {
  const [asked, setAsked] = useState(request !== null);
  if (request !== null && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView request={request} onClose={onClose} />
    </Suspense>
  );
}
