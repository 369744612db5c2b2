export const USER_ROLES = ['admin', 'viewer'] as const;
/** viewer: reads everything of its organization; admin: also manages keys, ICP and webhooks. */
export type UserRole = (typeof USER_ROLES)[number];
