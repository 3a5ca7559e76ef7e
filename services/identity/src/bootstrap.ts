import { randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@linhagem/contracts';
import { userNameKey, type UserModel } from './users/model';
import { hashPassword } from './users/passwords';

type Env = Record<string, string | undefined>;

/** The first administrator's display name, in the office's language (they rename themselves in Account). */
const ADMINISTRATOR_NAME: Record<Language, string> = { 'pt-BR': 'Administrador', 'en-US': 'Administrator' };

/** DEFAULT_LANGUAGE, when it is one of ours, else the product's default (pt-BR, spec 1). */
function officeLanguage(env: Env): Language {
  return SUPPORTED_LANGUAGES.find((language) => language === env.DEFAULT_LANGUAGE) ?? DEFAULT_LANGUAGE;
}

/**
 * On an empty users collection, creates the first administrator: ADMIN_USERNAME (default admin) with
 * ADMIN_PASSWORD, or a random password printed once on stdout (`npm start` relays the line), named in the
 * language of DEFAULT_LANGUAGE.
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
      name: ADMINISTRATOR_NAME[officeLanguage(env)],
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
