import Bowser from 'bowser';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import {
  SIGN_IN_METHODS,
  SIGN_IN_RESULTS,
  SIGN_IN_RETENTION_DAYS,
  toPage,
  type PaginationQuery,
  type SignIn,
  type SignInMethod,
  type SignInResult,
} from '@linhagem/contracts';

type SignInRecord = {
  userId: Types.ObjectId;
  at: Date;
  address: string;
  browser: string;
  os: string;
  method: SignInMethod;
  result: SignInResult;
};

const signInSchema = new Schema<SignInRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
    address: { type: String, default: '' },
    browser: { type: String, default: '' },
    os: { type: String, default: '' },
    method: { type: String, enum: SIGN_IN_METHODS, required: true },
    result: { type: String, enum: SIGN_IN_RESULTS, required: true },
  },
  { strict: 'throw', collection: 'sign_ins', versionKey: false },
);
signInSchema.index({ userId: 1, at: -1 });
// kept SIGN_IN_RETENTION_DAYS, then MongoDB's TTL monitor removes them (LGPD art. 46: no longer than useful)
signInSchema.index({ at: 1 }, { expireAfterSeconds: SIGN_IN_RETENTION_DAYS * 24 * 60 * 60 });

/** Where an attempt came from, as the BFF saw it. */
export type SignInContext = { address?: string; userAgent?: string };

/** `Firefox 128`, `Windows 10`: the major version is enough to recognise one's own browser. */
function describe(userAgent: string | undefined) {
  if (!userAgent) return { browser: '', os: '' };
  const parsed = Bowser.parse(userAgent);
  const major = (v?: string) => (v ? ` ${v.split('.')[0]}` : '');
  const name = (n?: string, v?: string) => (n ? `${n}${major(v)}` : '');
  return {
    browser: name(parsed.browser.name, parsed.browser.version),
    os: name(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
}

/** Every sign-in and failed attempt of a known user (docs/adr-auth-and-gateway.md "Sign-in history"). */
export function createSignInHistory(connection: Connection) {
  const history =
    (connection.models.SignIn as Model<SignInRecord> | undefined) ??
    connection.model<SignInRecord>('SignIn', signInSchema);

  const toSignIn = (doc: SignInRecord & { _id: Types.ObjectId }): SignIn => ({
    id: String(doc._id),
    at: doc.at.toISOString(),
    address: doc.address,
    browser: doc.browser,
    os: doc.os,
    method: doc.method,
    result: doc.result,
  });

  return {
    /** the collection and its indexes, built before the first request */
    init: () => history.init(),
    async record(
      userId: Types.ObjectId | string,
      method: SignInMethod,
      result: SignInResult,
      context: SignInContext,
    ) {
      const described = describe(context.userAgent);
      const at = new Date();
      await history.create({
        userId,
        at,
        address: context.address?.slice(0, 100) ?? '',
        ...described,
        method,
        result,
      });
      return { at, ...described };
    },
    /**
     * Whether the user signed in before with this browser and system (read from the user agent as the history
     * shows them): an earlier success within the history's retention.
     */
    async knows(userId: Types.ObjectId | string, context: SignInContext) {
      return (await history.exists({ userId, result: 'success', ...describe(context.userAgent) })) !== null;
    },
    async list(userId: string, query: PaginationQuery) {
      const [rows, total] = await Promise.all([
        history
          .find({ userId })
          .sort({ at: -1, _id: -1 })
          .skip((query.page - 1) * query.size)
          .limit(query.size)
          .lean(),
        history.countDocuments({ userId }),
      ]);
      return toPage(rows.map(toSignIn), total, query.page, query.size);
    },
  };
}
export type SignInHistory = ReturnType<typeof createSignInHistory>;
