import { Schema, type Connection, type Model, Types } from 'mongoose';

/** One sign-in: its refresh tokens form one family; a token presented twice revokes the whole session. */
export type SessionRecord = {
  userId: Types.ObjectId;
  /** sha-256 of the refresh token that is valid now */
  currentHash: string;
  /** hashes of the refresh tokens already rotated away: seeing one again is reuse */
  previousHashes: string[];
  revoked: boolean;
  revokedReason?: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
};
export type SessionModel = Model<SessionRecord>;

const sessionSchema = new Schema<SessionRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    currentHash: { type: String, required: true },
    previousHashes: { type: [String], default: [] },
    revoked: { type: Boolean, required: true, default: false },
    revokedReason: { type: String },
    expiresAt: { type: Date, required: true },
  },
  { strict: 'throw', timestamps: true, collection: 'sessions' },
);

/**
 * An ended session is kept a week after it expires (a refresh token presented again in that week is
 * still recognised as reuse), then MongoDB's TTL monitor removes it: the collection does not grow
 * with every sign-in.
 */
export const SESSION_RETENTION_SECONDS = 7 * 24 * 60 * 60;
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: SESSION_RETENTION_SECONDS });

export function sessionModel(connection: Connection): SessionModel {
  return (
    (connection.models.Session as SessionModel | undefined) ??
    connection.model<SessionRecord>('Session', sessionSchema)
  );
}
