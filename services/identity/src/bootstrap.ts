import { randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@linhagem/contracts';
import { userNameKey, type UserModel } from './users/model';
import { hashPassword } from './users/passwords';
import { isStrongPassword } from './users/passwordStrength';

type Env = Record<string, string | undefined>;

/** The first administrator's display name, in the office's language (they rename themselves in Account). */
const ADMINISTRATOR_NAME: Record<Language, string> = { 'pt-BR': 'Administrador', 'en-US': 'Administrator' };

/** DEFAULT_LANGUAGE, when it is one of ours, else the product's default (pt-BR, spec 1). */
export function officeLanguage(env: Env = process.env): Language {
  return SUPPORTED_LANGUAGES.find((language) => language === env.DEFAULT_LANGUAGE) ?? DEFAULT_LANGUAGE;
}

/** 20 random characters (120 bits), drawn again in the unlikely case the password rule finds them weak. */
function randomPassword(): string {
  for (;;) {
    const password = randomBytes(15).toString('base64url');
    if (isStrongPassword(password)) return password;
  }
}

/**
 * On an empty users collection, creates the first administrator: ADMIN_USERNAME (default admin) with
 * ADMIN_PASSWORD, or a random password printed once on stdout (`npm start` relays the line), named in the
 * language of DEFAULT_LANGUAGE. Both passwords meet the password rule of every other user (packages/contracts
 * passwordRule.ts): a weak ADMIN_PASSWORD stops the start.
 */
export async function ensureFirstAdministrator(
  users: UserModel,
  env: Env = process.env,
  print: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): Promise<boolean> {
  if ((await users.countDocuments({})) > 0) return false;
  const userName = env.ADMIN_USERNAME || 'admin';
  const password = env.ADMIN_PASSWORD || randomPassword();
  if (!isStrongPassword(password, [userName]))
    throw new Error(
      'ADMIN_PASSWORD is too short or too common: use at least 12 characters that are not a common password',
    );
  try {
    await users.create({
      name: ADMINISTRATOR_NAME[officeLanguage(env)],
      userName,
      userNameKey: userNameKey(userName),
      typeUser: 'ADMINISTRATOR',
      active: true,
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
