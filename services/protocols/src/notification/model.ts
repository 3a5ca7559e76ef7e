import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * A family's message waiting for the staff member in charge (DESIGN "Notifications": the shell's bell); the
 * message itself is on the case's timeline too. `userId` null: nobody is in charge, so every staff member sees it.
 */
export type NotificationRecord = {
  _id: Types.ObjectId;
  protocol: Types.ObjectId;
  protocolCode: string;
  protocolGroupName: string;
  userId: string | null;
  /** sanitised rich text */
  message: string;
  read: boolean;
  createdAt: Date;
  updatedAt: Date;
};

const notificationSchema = new Schema<NotificationRecord>(
  {
    protocol: { type: Schema.Types.ObjectId, required: true },
    protocolCode: { type: String, default: '' },
    protocolGroupName: { type: String, default: '' },
    userId: { type: String, default: null },
    message: { type: String, required: true },
    read: { type: Boolean, default: false },
  },
  { strict: 'throw', timestamps: true, versionKey: false },
);
notificationSchema.index({ userId: 1, read: 1, createdAt: -1 });

export function notificationModel(connection: Connection): Model<NotificationRecord> {
  return (
    (connection.models.Notification as Model<NotificationRecord> | undefined) ??
    connection.model<NotificationRecord>('Notification', notificationSchema)
  );
}
