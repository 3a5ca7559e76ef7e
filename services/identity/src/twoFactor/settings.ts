import Router from '@koa/router';
import { Schema, type Connection, type Model } from 'mongoose';
import {
  AUTH_ERROR_CODES,
  USER_SECURITY_API,
  twoFactorSettingsSchema,
  type TwoFactorSettings,
} from '@linhagem/contracts';
import { AppError, read, route, write } from '@linhagem/service-kit';

type SettingsRecord = { _id: string; requireTwoFactor: boolean };

const settingsSchema = new Schema<SettingsRecord>(
  { _id: { type: String, required: true }, requireTwoFactor: { type: Boolean, default: false } },
  { strict: 'throw', collection: 'security_settings', versionKey: false },
);

const ONE = 'security';

/**
 * The office's requirement of a second factor for every staff member (off by default). Kept by identity, which
 * reads it at every sign-in and session check, rather than by the catalog's configuration: no call between
 * services on the hot path. The configuration screen reaches it at `/api/configuration/two-factor`.
 */
export function createSecuritySettings(
  connection: Connection,
  hasFactor: (userId: string) => Promise<boolean>,
) {
  const settings =
    (connection.models.SecuritySettings as Model<SettingsRecord> | undefined) ??
    connection.model<SettingsRecord>('SecuritySettings', settingsSchema);
  const get = async (): Promise<TwoFactorSettings> => {
    const doc = await settings.findById(ONE).lean();
    return { requireTwoFactor: doc?.requireTwoFactor ?? false };
  };
  return {
    /** the collection and its indexes, built before the first request */
    init: () => settings.init(),
    get,
    required: async () => (await get()).requireTwoFactor,
    routes(): Router {
      const router = new Router();
      route(router, { method: 'get', path: USER_SECURITY_API.settings, access: read('user') }, get);
      route(
        router,
        {
          method: 'post',
          path: USER_SECURITY_API.settings,
          access: write('user'),
          body: twoFactorSettingsSchema,
        },
        async ({ body, caller }) => {
          // an administrator without a second factor would lock themselves out of this very switch
          if (body.requireTwoFactor && caller.kind === 'user' && !(await hasFactor(caller.sub)))
            throw AppError.conflict('Set up your own second factor before requiring one of everyone', {
              code: AUTH_ERROR_CODES.setupRequired,
            });
          await settings.updateOne({ _id: ONE }, { $set: body }, { upsert: true });
          return get();
        },
      );
      return router;
    },
  };
}
export type SecuritySettings = ReturnType<typeof createSecuritySettings>;
