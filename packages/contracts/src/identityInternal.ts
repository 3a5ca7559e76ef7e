import { z } from 'zod';

/**
 * Internal API of services/identity that other services call with a service token
 * (header `x-internal-token`, `signServiceToken('<caller>')`); never exposed through the BFF.
 */
export const IDENTITY_INTERNAL = {
  /** `GET {IDENTITY_URL}/internal/users` → `StaffList`: the active users, by name (whom a protocol can be forwarded to). */
  staffPath: '/internal/users',
  /** `GET {IDENTITY_URL}/internal/users/:userId` → `StaffMember` of any user, active or not (404 when unknown). */
  staffMemberPath: (userId: string) => `/internal/users/${encodeURIComponent(userId)}`,
  staffMemberRoute: '/internal/users/:userId',
} as const;

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  userName: z.string(),
  isActive: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);
