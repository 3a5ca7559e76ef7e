import type { UserLevel } from '@linhagem/contracts';

/** The signed-in staff member as GET /api/autenticacao answers it. */
export type CurrentUser = {
  id: string;
  name: string;
  userName: string;
  typeUser: UserLevel;
};
