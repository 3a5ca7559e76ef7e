import { isValidObjectId } from 'mongoose';
import {
  escapeRegex,
  toPage,
  parseSort,
  USER_MESSAGES,
  type PaginationQuery,
  type User,
  type UserCreate,
  type UserFilter,
  type UserUpdate,
} from '@linhagem/contracts';
import { AppError, type Caller } from '@linhagem/service-kit';
import { toUser, userNameKey, type UserDocument, type UserModel } from './model';
import { hashPassword } from './passwords';
import { assertStrongPassword } from './passwordStrength';

const SORTABLE = new Set(['name', 'userName', 'typeUser', 'active', 'createdAt']);

export type UserService = ReturnType<typeof createUserService>;

/** What ends a user's sessions (sessions/service.ts `revokeAllOf`). */
export type EndSessions = (userId: string, reason: string, keep?: string) => Promise<void>;

/** Users, for administrators; also what the session and account code reads. */
export function createUserService(users: UserModel, endSessions: EndSessions) {
  async function find(id: string): Promise<UserDocument> {
    if (!isValidObjectId(id)) throw AppError.notFound('User not found');
    const doc = await users.findById(id);
    if (!doc) throw AppError.notFound('User not found');
    return doc;
  }

  async function assertUserNameFree(userName: string, exceptId?: string) {
    const other = await users.findOne({ userNameKey: userNameKey(userName) }).lean();
    if (other && String(other._id) !== exceptId) {
      throw AppError.conflict(USER_MESSAGES.userNameTaken.message, {
        code: USER_MESSAGES.userNameTaken.code,
      });
    }
  }

  /** The last active administrator can be neither demoted nor deactivated. */
  async function assertNotLastAdministrator(doc: UserDocument, change: UserUpdate) {
    const losesAdmin =
      (change.typeUser !== undefined && change.typeUser !== 'ADMINISTRATOR') || change.active === false;
    if (!losesAdmin || doc.typeUser !== 'ADMINISTRATOR' || !doc.active) return;
    const admins = await users.countDocuments({ typeUser: 'ADMINISTRATOR', active: true });
    if (admins <= 1) {
      throw AppError.conflict(USER_MESSAGES.lastAdministrator.message, {
        code: USER_MESSAGES.lastAdministrator.code,
      });
    }
  }

  /** `caller`: who asks; an administrator changing their own password stays signed in where they asked. */
  async function update(id: string, change: UserUpdate, caller?: Caller): Promise<User> {
    const doc = await find(id);
    await assertNotLastAdministrator(doc, change);
    if (change.password !== undefined)
      assertStrongPassword(change.password, [change.userName ?? doc.userName, change.name ?? doc.name]);
    if (change.userName !== undefined) {
      await assertUserNameFree(change.userName, id);
      doc.userName = change.userName;
      doc.userNameKey = userNameKey(change.userName);
    }
    if (change.name !== undefined) doc.name = change.name;
    if (change.typeUser !== undefined) doc.typeUser = change.typeUser;
    if (change.password !== undefined) doc.passwordHash = await hashPassword(change.password);
    const deactivated = change.active === false && doc.active;
    if (change.active !== undefined) doc.active = change.active;
    // an emptied address is no address: the field goes
    if (change.email !== undefined) doc.email = change.email || undefined;
    await doc.save();
    // OWASP ASVS 3.3.3: a new password or a deactivation ends every other session of the user at once
    if (deactivated) await endSessions(id, 'user deactivated');
    else if (change.password !== undefined)
      await endSessions(id, 'password changed', caller?.sub === id ? caller.sid : undefined);
    return toUser(doc);
  }

  return {
    find,
    update,
    deactivate: (id: string) => update(id, { active: false }),
    async list(filter: UserFilter, query: PaginationQuery) {
      const where: Record<string, unknown> = {};
      if (filter.name) where.name = new RegExp(escapeRegex(filter.name), 'i');
      if (filter.userName) where.userNameKey = new RegExp(escapeRegex(userNameKey(filter.userName)));
      if (filter.typeUser) where.typeUser = filter.typeUser;
      if (filter.active !== undefined) where.active = filter.active;
      const { field, direction } = parseSort(query.sort, 'name,asc');
      if (!SORTABLE.has(field)) throw AppError.badRequest(`Cannot sort by ${field}`);
      const [content, total] = await Promise.all([
        users
          .find(where)
          .sort({ [field]: direction, _id: 1 })
          .skip((query.page - 1) * query.size)
          .limit(query.size),
        users.countDocuments(where),
      ]);
      return toPage(content.map(toUser), total, query.page, query.size);
    },
    async create(input: UserCreate): Promise<User> {
      assertStrongPassword(input.password, [input.userName, input.name]);
      await assertUserNameFree(input.userName);
      const doc = await users.create({
        name: input.name,
        userName: input.userName,
        userNameKey: userNameKey(input.userName),
        typeUser: input.typeUser,
        active: input.active,
        ...(input.email ? { email: input.email } : {}),
        passwordHash: await hashPassword(input.password),
      });
      return toUser(doc);
    },
  };
}
