import { hasLevel } from '@linhagem/contracts';
import { AppError, authenticatedCaller, type Access } from '@linhagem/service-kit';

/** LGPD export and anonymisation (docs/adr-lgpd.md): administrators only, whatever the client family's levels. */
export const administrator: Access = (ctx) => {
  const caller = authenticatedCaller(ctx);
  if (!hasLevel(caller.typeUser, 'ADMINISTRATOR'))
    throw AppError.forbidden("Only administrators export or anonymise a client's personal data");
  return caller;
};
