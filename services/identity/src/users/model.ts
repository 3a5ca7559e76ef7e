import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import { USER_LEVELS, userFieldsSchema, type User, type UserLevel } from '@linhagem/contracts';

const { name, userName } = userFieldsSchema.shape;

export type UserRecord = {
  name: string;
  userName: string;
  /** lower-case userName: the unique key, so `Admin` and `admin` are the same user */
  userNameKey: string;
  typeUser: UserLevel;
  passwordHash: string;
  active: boolean;
  /** where a sign-in from a new browser is told (signIn/newBrowser.ts); absent: not told */
  email?: string;
  /** the authenticator app's secret, sealed (twoFactor/secretBox.ts); set once confirmed by a first code */
  totpSecret?: string;
  /** a secret set up but not yet confirmed */
  totpPendingSecret?: string;
  /** the last TOTP time step accepted: a code of it or before is refused (each code used once) */
  totpLastStep?: number;
  /** the recovery codes' keyed hashes; `usedAt` once one served */
  recoveryCodes?: Array<{ hash: string; usedAt?: Date }>;
  createdAt: Date;
  updatedAt: Date;
};
export type UserDocument = HydratedDocument<UserRecord>;
export type UserModel = Model<UserRecord>;

const userSchema = new Schema<UserRecord>(
  {
    name: { type: String, required: true, trim: true, maxlength: name.maxLength ?? undefined },
    userName: { type: String, required: true, trim: true, maxlength: userName.maxLength ?? undefined },
    userNameKey: { type: String, required: true, unique: true },
    typeUser: { type: String, required: true, enum: USER_LEVELS },
    passwordHash: { type: String, required: true, select: false },
    active: { type: Boolean, required: true, default: true },
    email: { type: String, trim: true, maxlength: 200 },
    totpSecret: { type: String, select: false },
    totpPendingSecret: { type: String, select: false },
    totpLastStep: { type: Number, select: false },
    recoveryCodes: {
      type: [new Schema({ hash: { type: String, required: true }, usedAt: Date }, { _id: false })],
      default: undefined,
      select: false,
    },
  },
  { strict: 'throw', timestamps: true, collection: 'users' },
);

export function userModel(connection: Connection): UserModel {
  return (
    (connection.models.User as UserModel | undefined) ?? connection.model<UserRecord>('User', userSchema)
  );
}

export const userNameKey = (userName: string) => userName.trim().toLowerCase();

/** The API face of a user: the password hash never leaves this service. */
export function toUser(doc: UserDocument | (UserRecord & { _id: unknown })): User {
  return {
    id: String(doc._id),
    name: doc.name,
    userName: doc.userName,
    typeUser: doc.typeUser,
    active: doc.active,
    ...(doc.email ? { email: doc.email } : {}),
    createdAt: doc.createdAt?.toISOString(),
    updatedAt: doc.updatedAt?.toISOString(),
  };
}

/**
 * Users stored before every entity's flag had one name carry `isActive`: renamed to `active` at start, before the
 * first administrator is looked for; a no-op once done (so safe on every start). Past the model, whose strict
 * schema knows only `active`.
 */
export async function migrateStoredUsers(connection: Connection): Promise<number> {
  const { modifiedCount } = await userModel(connection).collection.updateMany(
    { isActive: { $exists: true } },
    { $rename: { isActive: 'active' } },
  );
  return modifiedCount;
}
