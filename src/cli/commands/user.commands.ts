import { USER_ROLES } from '../../modules/users/user-role.js';
import { USERS_SERVICE } from '../cli-services.js';
import { command, type AdminCommand } from '../admin-command.js';
import { ORG, requiredFlag } from '../cli-args.js';

export const USER_COMMANDS: Record<string, AdminCommand> = {
  'user:create': command({
    summary:
      'Create a dashboard user (its generated password is shown once, here)',
    flags: {
      org: ORG,
      email: requiredFlag(
        '<email>',
        'what the person signs in with; unique across organizations',
      ),
      role: {
        value: `<${USER_ROLES.join('|')}>`,
        description:
          'admin manages API keys, the ICP profile and webhooks; viewer reads (default: viewer)',
      },
    },
    prints: '{"id","orgId","email","role","password"}',
    details:
      'Sign in at /dashboard/sign-in. Only a scrypt hash of the password is stored: to change it, remove the user and create it again.',
    uses: { users: USERS_SERVICE },
    async run(ctx, flags) {
      const { user, password } = await ctx.services.users.create(
        flags.org,
        flags.email,
        flags.role ?? 'viewer',
      );
      return {
        id: user.id,
        orgId: user.organizationId,
        email: user.email,
        role: user.role,
        password,
      };
    },
  }),
  'user:list': command({
    summary: "List an organization's dashboard users (never their passwords)",
    flags: { org: ORG },
    prints: '[{"id","email","role","createdAt"}]',
    uses: { users: USERS_SERVICE },
    async run(ctx, flags) {
      const users = await ctx.services.users.list(flags.org);
      return users.map((u) => ({
        id: u.id,
        email: u.email,
        role: u.role,
        createdAt: u.createdAt,
      }));
    },
  }),
  'user:remove': command({
    summary: 'Remove a dashboard user; its sessions end at once',
    flags: {
      id: requiredFlag('<userId>', 'the user; user:list shows the ids'),
    },
    prints: '{"id","removed":true}',
    uses: { users: USERS_SERVICE },
    async run(ctx, flags) {
      const { id } = flags;
      await ctx.services.users.remove(id);
      return { id, removed: true };
    },
  }),
};
