export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export type ToastMessage = { severity: ToastSeverity; summary: string; detail?: string; life?: number };

/** Without text, success/error/warn show the spec's texts ('Successful process!', 'Validation failed', 'There are unsaved changes!'). */
export type ToastApi = {
  success: (text?: string) => void;
  error: (text?: string) => void;
  warn: (text?: string) => void;
  info: (text: string) => void;
  show: (message: ToastMessage) => void;
  /** Takes away every message showing or waiting: one that the person's next step made untrue. */
  clear: () => void;
};
