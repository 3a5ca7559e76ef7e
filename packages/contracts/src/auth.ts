import { z } from 'zod';
import type { UserLevel } from './levels';

/** How long a sign-in lasts: the BFF's refresh cookie and identity's session alike. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
/** The longest session identity opens, whatever the BFF asks. */
export const MAX_SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** POST /login */
export const loginRequestSchema = z
  .object({
    username: z.string().trim().min(1).max(100),
    password: z.string().min(1).max(200),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user as GET /api/autenticacao and POST /login answer it. */
export type SessionUser = {
  id: string;
  name: string;
  userName: string;
  typeUser: UserLevel;
  active: boolean;
  /**
   * The office requires a second factor and this user has none yet: every API but the account's own
   * second-factor and passkey set-up answers 403 `two-factor.setup-required` until one is on.
   */
  twoFactorSetupRequired?: boolean;
};

/** What identity's internal session API answers when it opens or rotates a session. */
export type SessionGrant = {
  sessionId: string;
  refreshToken: string;
  expiresAt: string;
  user: SessionUser;
};
