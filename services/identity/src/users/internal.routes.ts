import Router from '@koa/router';
import { z } from 'zod';
import { IDENTITY_INTERNAL, objectIdText, type StaffMember } from '@linhagem/contracts';
import { AppError, authenticate, requireService, validate } from '@linhagem/service-kit';
import type { UserModel, UserRecord } from './model';

const toStaff = (doc: UserRecord & { _id: unknown }): StaffMember => ({
  id: String(doc._id),
  name: doc.name,
  userName: doc.userName,
  isActive: doc.isActive,
});

const userIdParams = z.object({ userId: objectIdText('Not a user id') });

/** Who the staff are, for other services (protocols forwards a case to a user); the BFF never routes here. */
export function internalUserRoutes(users: UserModel): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(authenticate, requireService);
  router.get(IDENTITY_INTERNAL.staffPath.replace('/internal', ''), async (ctx) => {
    const docs = await users.find({ isActive: true }).sort({ name: 1, _id: 1 }).limit(1000).lean();
    ctx.body = docs.map(toStaff);
  });
  router.get(
    IDENTITY_INTERNAL.staffMemberRoute.replace('/internal', ''),
    validate({ params: userIdParams }),
    async (ctx) => {
      const doc = await users.findById(ctx.state.params.userId).lean();
      if (!doc) throw AppError.notFound('User not found');
      ctx.body = toStaff(doc);
    },
  );
  return router;
}
