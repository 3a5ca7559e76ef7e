import { AppError, read, write, type Access } from '@linhagem/service-kit';

/** The family's level, held by a signed-in user: a service has no account. */
const userHolding =
  (level: Access): Access =>
  async (ctx) => {
    const caller = await level(ctx);
    if (caller.kind !== 'user') throw AppError.forbidden('Only a signed-in user has an account');
    return caller;
  };

export const accountReader = userHolding(read('account'));
export const accountWriter = userHolding(write('account'));
