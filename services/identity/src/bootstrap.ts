import { randomBytes } from 'node:crypto';
import { userNameKey, type UserModel } from './users/model';
import { hashPassword } from './users/passwords';

type Env = Record<string, string | undefined>;

/**
 * On an empty users collection, creates the first administrator: ADMIN_USERNAME (default admin) with
 * ADMIN_PASSWORD, or a random password printed once on stdout (`npm start` relays the line).
 */
export async function ensureFirstAdministrator(
  users: UserModel,
  env: Env = process.env,
  print: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): Promise<boolean> {
  if ((await users.countDocuments({})) > 0) return false;
  const userName = env.ADMIN_USERNAME || 'admin';
  const password = env.ADMIN_PASSWORD || randomBytes(12).toString('base64url');
  try {
    await users.create({
      name: 'Administrator',
      userName,
      userNameKey: userNameKey(userName),
      typeUser: 'ADMINISTRATOR',
      isActive: true,
      passwordHash: await hashPassword(password),
    });
  } catch (err) {
    if ((err as { code?: number }).code === 11000) return false; // another instance created it first
    throw err;
  }
  if (env.ADMIN_PASSWORD)
    print(`identity: first administrator created: ${userName} (password from ADMIN_PASSWORD)`);
  else print(`identity: first administrator created: ${userName}, admin password: ${password}`);
  return true;
}
