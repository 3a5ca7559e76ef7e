/** spec 6: ADMINISTRATOR holds all three levels, NORMAL holds NORMAL and LIMITED, LIMITED only itself. */
export const USER_LEVELS = ['LIMITED', 'NORMAL', 'ADMINISTRATOR'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

export function hasLevel(held: UserLevel, required: UserLevel): boolean {
  return USER_LEVELS.indexOf(held) >= USER_LEVELS.indexOf(required);
}
