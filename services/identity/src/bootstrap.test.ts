import { connectDatabase, type Database } from '@linhagem/service-kit';
import { ensureFirstAdministrator } from './bootstrap';
import { userModel } from './users/model';
import { verifyPassword } from './users/passwords';
import { isStrongPassword } from './users/passwordStrength';

let database: Database;
beforeEach(async () => {
  database = await connectDatabase('identity');
});
afterEach(() => database.close());

it('creates the first administrator with a random password printed once', async () => {
  const users = userModel(database.connection);
  const lines: string[] = [];
  expect(await ensureFirstAdministrator(users, {}, (l) => lines.push(l))).toBe(true);
  expect(lines).toHaveLength(1);
  const password = /admin password: (\S+)/.exec(lines[0])?.[1];
  expect(password).toBeDefined();
  // the rule every other password meets: 12 characters at least, not a common or guessable one
  expect(password!.length).toBeGreaterThanOrEqual(12);
  expect(isStrongPassword(password!, ['admin'])).toBe(true);
  const admin = await users.findOne({ userNameKey: 'admin' }).select('+passwordHash');
  expect(admin?.typeUser).toBe('ADMINISTRATOR');
  expect(admin?.name).toBe('Administrador'); // pt-BR unless DEFAULT_LANGUAGE says otherwise
  expect(await verifyPassword(admin?.passwordHash, password!)).toBe(true);

  expect(await ensureFirstAdministrator(users, {}, (l) => lines.push(l))).toBe(false);
  expect(lines).toHaveLength(1);
});

it('uses ADMIN_USERNAME and ADMIN_PASSWORD and never prints the password', async () => {
  const users = userModel(database.connection);
  const lines: string[] = [];
  await ensureFirstAdministrator(
    users,
    { ADMIN_USERNAME: 'chefe', ADMIN_PASSWORD: 'given-Pass-phrase-1' },
    (l) => lines.push(l),
  );
  expect(lines.join('\n')).not.toContain('given-Pass-phrase-1');
  const chefe = await users.findOne({ userNameKey: 'chefe' }).select('+passwordHash');
  expect(await verifyPassword(chefe?.passwordHash, 'given-Pass-phrase-1')).toBe(true);
});

it('refuses a weak ADMIN_PASSWORD and creates nobody', async () => {
  const users = userModel(database.connection);
  for (const weak of ['short-1', 'password1234'])
    await expect(ensureFirstAdministrator(users, { ADMIN_PASSWORD: weak }, () => undefined)).rejects.toThrow(
      /ADMIN_PASSWORD/,
    );
  expect(await users.countDocuments({})).toBe(0);
});

it('names the first administrator in DEFAULT_LANGUAGE, and in pt-BR when that is not a language of ours', async () => {
  const users = userModel(database.connection);
  await ensureFirstAdministrator(users, { DEFAULT_LANGUAGE: 'en-US' }, () => undefined);
  expect((await users.findOne({ userNameKey: 'admin' }))?.name).toBe('Administrator');
  await users.deleteMany({});
  await ensureFirstAdministrator(users, { DEFAULT_LANGUAGE: 'fr-FR' }, () => undefined);
  expect((await users.findOne({ userNameKey: 'admin' }))?.name).toBe('Administrador');
});
