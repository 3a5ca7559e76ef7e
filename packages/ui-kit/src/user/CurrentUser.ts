import type { SessionUser } from '@linhagem/contracts';

/** The signed-in staff member as GET /api/autenticacao answers it (contracts' SessionUser; active is not needed here). */
export type CurrentUser = Pick<SessionUser, 'id' | 'name' | 'userName' | 'typeUser'>;
