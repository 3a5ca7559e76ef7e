import Router from '@koa/router';
import { z } from 'zod';
import { IDENTITY_INTERNAL, objectIdText, type StaffMember } from '@linhagem/contracts';
import { AppError, internal, route } from '@linhagem/service-kit';
import type { UserModel, UserRecord } from './model';

const toStaff = (doc: UserRecord & { _id: unknown }): StaffMember => ({
  id: String(doc._id),
  name: doc.name,
  userName: doc.userName,
  active: doc.active,
});

const userIdParams = z.object({ userId: objectIdText('Not a user id') });

/** Who the staff are, for other services (protocols forwards a case to a user); the BFF never routes here. */
export function internalUserRoutes(users: UserModel): Router {
  const router = new Router();
  route(router, { method: 'get', path: IDENTITY_INTERNAL.staffPath, access: internal }, async () => {
    const docs = await users.find({ active: true }).sort({ name: 1, _id: 1 }).limit(1000).lean();
    return docs.map(toStaff);
  });
  route(
    router,
    { method: 'get', path: IDENTITY_INTERNAL.staffMemberRoute, access: internal, params: userIdParams },
    async ({ params }) => {
      const doc = await users.findById(params.userId).lean();
      if (!doc) throw AppError.notFound('User not found');
      return toStaff(doc);
    },
  );
  return router;
}
