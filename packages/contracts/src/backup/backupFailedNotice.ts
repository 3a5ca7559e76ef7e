import { z } from 'zod';

/**
 * `npm start`'s daily backup tells services/protocols when it failed, so administrators get a bell notification
 * (docs/adr-backup.md "Daily backups"). Internal: called with a service token, never through the BFF.
 */
export const BACKUP_NOTICE_INTERNAL = {
  /** `POST {PROTOCOLS_URL}/internal/notification/backup-failed` with `BackupFailedBody` → `BackupFailedAnswer` */
  backupFailedPath: '/internal/notification/backup-failed',
} as const;

/** the longest failure reason kept (a driver's message can be long; the bell shows a line) */
export const BACKUP_FAILURE_REASON_MAX = 500;

export const backupFailedBodySchema = z
  .object({
    /** when the backup ran (ISO instant); its office day is the one bell notification of that day */
    at: z.iso.datetime(),
    reason: z.string().trim().min(1).max(BACKUP_FAILURE_REASON_MAX),
  })
  .strict();
export type BackupFailedBody = z.infer<typeof backupFailedBodySchema>;

/** `created` false: that office day already had its notification (no second bell for the same failed day). */
export const backupFailedAnswerSchema = z.object({ created: z.boolean(), day: z.string() });
export type BackupFailedAnswer = z.infer<typeof backupFailedAnswerSchema>;

/** What the bell shows of a failed daily backup, in the reader's language (shell `notifications.backupFailed`). */
export type BackupFailureNotice = { at: string; reason: string };
