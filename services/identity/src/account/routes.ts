import Router from '@koa/router';
import { isValidObjectId } from 'mongoose';
import { ACCOUNT_API, accountUpdateSchema, passwordChangeSchema, USER_MESSAGES } from '@linhagem/contracts';
import { AppError, route, type Caller } from '@linhagem/service-kit';
import { toUser, type UserModel } from '../users/model';
import { hashPassword, verifyPassword } from '../users/passwords';
import { assertStrongPassword } from '../users/passwordStrength';
import type { EndSessions } from '../users/service';
import { accountReader as reader, accountWriter as writer } from './access';

/** /api/account: the caller's own profile (name only) and password (spec 5 messages). */
export function accountRoutes(users: UserModel, endSessions: EndSessions): Router {
  const router = new Router();

  const own = async (caller: Caller, withHash = false) => {
    if (!isValidObjectId(caller.sub)) throw AppError.notFound('Account not found');
    const query = users.findOne({ _id: caller.sub, active: true });
    const doc = await (withHash ? query.select('+passwordHash') : query);
    if (!doc) throw AppError.notFound('Account not found');
    return doc;
  };

  route(router, { method: 'get', path: ACCOUNT_API.account, access: reader }, async ({ caller }) =>
    toUser(await own(caller)),
  );
  route(
    router,
    { method: 'post', path: ACCOUNT_API.account, access: writer, body: accountUpdateSchema },
    async ({ body, caller }) => {
      const doc = await own(caller);
      doc.name = body.name;
      await doc.save();
      return toUser(doc);
    },
  );
  route(
    router,
    { method: 'post', path: ACCOUNT_API.password, access: writer, body: passwordChangeSchema },
    async ({ body: { currentPassword, newPassword, confirmPassword }, caller }) => {
      const doc = await own(caller, true);
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
      await endSessions(String(doc._id), 'password changed', caller.sid);
      return USER_MESSAGES.passwordChanged;
    },
  );
  return router;
}
