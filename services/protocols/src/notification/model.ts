import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { STAFF_NOTICE_CODES, type StaffNotice } from '@linhagem/contracts';

/** Who may see a notification beyond `userId`: null everyone, or administrators only. */
export type NotificationAudience = 'ADMINISTRATOR' | null;

/**
 * A family's message waiting for the staff member in charge (DESIGN "Notifications": the shell's bell); the
 * message itself is on the case's timeline too. `userId` null: nobody is in charge, so every staff member sees it.
 * The office's own notice of a failed daily backup has no protocol, `audience` ADMINISTRATOR and `key`
 * `backup-failed:<office day>` (one per failed day, docs/adr-backup.md).
 */
export type NotificationRecord = {
  _id: Types.ObjectId;
  protocol?: Types.ObjectId;
  protocolCode: string;
  protocolGroupName: string;
  userId: string | null;
  /** sanitised rich text */
  message: string;
  read: boolean;
  audience?: NotificationAudience;
  key?: string;
  backupFailure?: { at: Date; reason: string };
  /** a notice the bell words in its reader's language (StaffNotice); older ones have only `message` */
  notice?: StaffNotice;
  createdAt: Date;
  updatedAt: Date;
};

const notificationSchema = new Schema<NotificationRecord>(
  {
    protocol: { type: Schema.Types.ObjectId },
    protocolCode: { type: String, default: '' },
    protocolGroupName: { type: String, default: '' },
    userId: { type: String, default: null },
    message: { type: String, required: true },
    read: { type: Boolean, default: false },
    audience: { type: String, enum: ['ADMINISTRATOR', null], default: null },
    key: { type: String },
    backupFailure: { type: new Schema({ at: Date, reason: String }, { _id: false }), default: undefined },
    notice: {
      type: new Schema(
        { code: { type: String, enum: STAFF_NOTICE_CODES, required: true }, params: Schema.Types.Mixed },
        { _id: false },
      ),
      default: undefined,
    },
  },
  { strict: 'throw', timestamps: true, versionKey: false },
);
notificationSchema.index({ userId: 1, read: 1, createdAt: -1 });
// one notice per key (a failed backup's office day), whoever asks twice
notificationSchema.index({ key: 1 }, { unique: true, partialFilterExpression: { key: { $type: 'string' } } });

export function notificationModel(connection: Connection): Model<NotificationRecord> {
  return (
    (connection.models.Notification as Model<NotificationRecord> | undefined) ??
    connection.model<NotificationRecord>('Notification', notificationSchema)
  );
}
