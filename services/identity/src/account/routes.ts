import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { isValidObjectId } from 'mongoose';
import {
  API_FAMILIES,
  accountUpdateSchema,
  passwordChangeSchema,
  USER_MESSAGES,
  type PasswordChange,
} from '@linhagem/contracts';
import {
  AppError,
  authenticate,
  requireRead,
  requireWrite,
  validate,
  type Caller,
} from '@linhagem/service-kit';
import { toUser, type UserModel } from '../users/model';
import { hashPassword, verifyPassword } from '../users/passwords';
import { assertStrongPassword } from '../users/passwordStrength';
import type { EndSessions } from '../users/service';

async function requireUserCaller(ctx: Context, next: Next) {
  if ((ctx.state.caller as Caller).kind !== 'user')
    throw AppError.forbidden('Only a signed-in user has an account');
  await next();
}

/** /api/account: the caller's own profile (name only) and password (spec 5 messages). */
export function accountRoutes(users: UserModel, endSessions: EndSessions): Router {
  const router = new Router({ prefix: API_FAMILIES.account.prefix });
  router.use(authenticate, requireRead('account'), requireUserCaller);
  const write = requireWrite('account');

  const own = async (ctx: Context, withHash = false) => {
    const id = (ctx.state.caller as Caller).sub;
    if (!isValidObjectId(id)) throw AppError.notFound('Account not found');
    const query = users.findOne({ _id: id, isActive: true });
    const doc = await (withHash ? query.select('+passwordHash') : query);
    if (!doc) throw AppError.notFound('Account not found');
    return doc;
  };

  router.get('/', async (ctx) => {
    ctx.body = toUser(await own(ctx));
  });
  router.post('/', write, validate({ body: accountUpdateSchema }), async (ctx) => {
    const doc = await own(ctx);
    doc.name = (ctx.state.body as { name: string }).name;
    await doc.save();
    ctx.body = toUser(doc);
  });
  router.post('/password', write, validate({ body: passwordChangeSchema }), async (ctx) => {
    const { currentPassword, newPassword, confirmPassword } = ctx.state.body as PasswordChange;
    const doc = await own(ctx, true);
    if (!(await verifyPassword(doc.passwordHash, currentPassword))) {
      const { code, message } = USER_MESSAGES.currentPasswordIncorrect;
      throw AppError.badRequest(message, { code });
    }
    if (newPassword !== confirmPassword) {
      const { code, message } = USER_MESSAGES.passwordMismatch;
      throw AppError.badRequest(message, { code });
    }
    assertStrongPassword(newPassword, [doc.userName, doc.name]);
    doc.passwordHash = await hashPassword(newPassword);
    await doc.save();
    // OWASP ASVS 3.3.3: every other sign-in of the user ends; the one that changed the password goes on
    await endSessions(String(doc._id), 'password changed', (ctx.state.caller as Caller).sid);
    ctx.body = USER_MESSAGES.passwordChanged;
  });
  return router;
}
