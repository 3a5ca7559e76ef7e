import type { Connection } from 'mongoose';
import { escapeHtml, type BackupFailedAnswer, type BackupFailedBody } from '@linhagem/contracts';
import { officeDay } from '@linhagem/service-kit';
import { notificationModel } from './model';

/** The stored text when a reader's language is unknown; the bell words it from `backupFailure` itself. */
const fallbackText = (day: string, reason: string) =>
  `<p>Backup diário de ${day} falhou / daily backup failed: ${escapeHtml(reason)}</p>`;

/**
 * `npm start`'s daily backup failed (docs/adr-backup.md): one bell notification for administrators per office day
 * (a second call that day, a retry or a restart, adds nothing). Not tied to a protocol, nor to one person: any
 * administrator can act on it, as on a family message of a case nobody is in charge of.
 */
export async function noticeBackupFailed(
  connection: Connection,
  body: BackupFailedBody,
): Promise<BackupFailedAnswer> {
  const at = new Date(body.at);
  const day = await officeDay(at);
  const key = `backup-failed:${day}`;
  const result = await notificationModel(connection)
    .updateOne(
      { key },
      {
        $setOnInsert: {
          key,
          audience: 'ADMINISTRATOR',
          userId: null,
          protocolCode: '',
          protocolGroupName: '',
          message: fallbackText(day, body.reason),
          read: false,
          backupFailure: { at, reason: body.reason },
        },
      },
      { upsert: true },
    )
    // two calls at once: the other one's insert won the unique key
    .catch((error: { code?: number }) => {
      if (error.code === 11000) return { upsertedCount: 0 };
      throw error;
    });
  return { created: result.upsertedCount > 0, day };
}
