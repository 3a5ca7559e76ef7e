// A failed daily backup in the administrators' bell (docs/adr-backup.md "Daily backups"): `npm start` calls the
// internal route of services/protocols with a service token, as any box calls another.
import {
  BACKUP_FAILURE_REASON_MAX,
  BACKUP_NOTICE_INTERNAL,
  backupFailedAnswerSchema,
  type BackupFailedAnswer,
} from '@linhagem/contracts';
import { internalClient } from '@linhagem/service-kit';
import type { BackupStatus } from './schedule';

/** `notifyFailure` of runScheduledBackup: one bell notification per failed office day, made by services/protocols. */
export function notifyAdministrators(protocolsUrl: string) {
  const protocols = internalClient('backup', protocolsUrl);
  return (status: BackupStatus): Promise<BackupFailedAnswer> =>
    protocols.post(
      BACKUP_NOTICE_INTERNAL.backupFailedPath,
      {
        at: status.at,
        reason: (status.error?.trim() || 'unknown error').slice(0, BACKUP_FAILURE_REASON_MAX),
      },
      backupFailedAnswerSchema,
    );
}
