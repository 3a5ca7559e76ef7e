import { z } from 'zod';
import type { UserLevel } from './levels';

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
  isActive: boolean;
};

/** What identity's internal session API answers when it opens or rotates a session. */
export type SessionGrant = {
  sessionId: string;
  refreshToken: string;
  expiresAt: string;
  user: SessionUser;
};

export const AUTH_ERROR_CODES = {
  passwordIncorrect: 'password.incorrect',
  userInactive: 'user.inactive',
  sessionInvalid: 'session.invalid',
  sessionReused: 'session.reused',
  csrf: 'CSRF',
} as const;
