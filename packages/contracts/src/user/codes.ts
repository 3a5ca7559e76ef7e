/** Codes and messages of users and accounts, free of zod (spec 5: the password-change messages). */
export const USER_MESSAGES = {
  currentPasswordIncorrect: { code: 'password.current-incorrect', message: 'Current password is incorrect' },
  passwordMismatch: { code: 'password.mismatch', message: "New password doesn't match" },
  passwordChanged: { code: 'password.changed', message: 'Password changed with success!' },
  passwordWeak: {
    code: 'password.weak',
    message: 'This password is too common or too easy to guess; a longer phrase of unrelated words is better',
  },
  lastAdministrator: {
    code: 'user.last-administrator',
    message: 'The last active administrator cannot be demoted or deactivated',
  },
  userNameTaken: { code: 'user.username-taken', message: 'This user name is already in use' },
} as const;
