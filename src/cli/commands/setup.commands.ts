import { validateEmail } from '../../../libs/email/email-address.js';
import { AppError } from '../../common/errors/app-error.js';
import { command, type AdminCommand } from '../admin-command.js';
import { requiredFlag } from '../cli-args.js';
import { API_KEYS, ORGANIZATIONS, USERS_SERVICE } from '../cli-services.js';

/**
 * A production first run in one command: the organization, an API key and a dashboard admin,
 * each created only if it is missing, so running it again is safe. A secret (the key, the
 * password) is printed only by the run that created it: a repeat names what exists and shows
 * nothing that could leak into a second log. Made of the services the single-purpose commands
 * use (org:create, key:issue, user:create).
 */
export const SETUP_COMMAND: Record<string, AdminCommand> = {
  setup: command({
    summary:
      'First run: create the organization, an API key and a dashboard admin, if missing',
    flags: {
      org: requiredFlag(
        '<name>',
        'the organization’s name; found by it on later runs',
      ),
      'admin-email': requiredFlag(
        '<email>',
        'the dashboard admin who signs in with it',
      ),
    },
    prints:
      '{"organization":{"id","name","created"},"apiKey":{"id","key"?,"created"},"admin":{"id","email","role","password"?,"created"}}',
    details: [
      'Idempotent: an organization of that name, a usable (unrevoked, unexpired) key of it and a',
      'user with that email are kept as they are. The key and the password are printed only when',
      'this run created them ("created": true); store them then. Lost them? key:issue and',
      'user:remove + user:create make new ones.',
    ].join('\n'),
    uses: {
      organizations: ORGANIZATIONS,
      apiKeys: API_KEYS,
      users: USERS_SERVICE,
    },
    async run(ctx, flags) {
      const name = flags.org.trim();
      const email = flags['admin-email'];
      const { organizations: orgs, apiKeys: keys, users } = ctx.services;

      // Everything that can refuse is checked before anything is created: a run that fails
      // halfway would leave a secret that no later run prints.
      const valid = validateEmail(email);
      if (!valid.ok) throw AppError.badRequest(`--admin-${valid.reason}`);
      const named = (await orgs.list()).filter((o) => o.name === name);
      if (named.length > 1)
        throw AppError.unprocessable(
          `${named.length} organizations are named "${name}"; use key:issue and user:create with --org <id> (org:list shows the ids)`,
        );
      const existing = await users.findByEmail(email);
      if (existing && existing.organizationId !== named[0]?.id)
        throw AppError.unprocessable(
          `${existing.email} is already a dashboard user of another organization`,
        );
      const org = named[0] ?? (await orgs.create(name, null));

      const now = Date.now();
      const usable = (await keys.list(org.id)).filter(
        (k) => !k.revokedAt && (!k.expiresAt || k.expiresAt.getTime() > now),
      );
      const key = usable.length
        ? { id: usable[usable.length - 1]!.id, created: false }
        : await keys.issue(org.id, null).then((issued) => ({
            id: issued.id,
            key: issued.key,
            created: true,
          }));

      const admin = existing
        ? {
            id: existing.id,
            email: existing.email,
            role: existing.role,
            created: false,
          }
        : await users
            .create(org.id, email, 'admin')
            .then(({ user, password }) => ({
              id: user.id,
              email: user.email,
              role: user.role,
              password,
              created: true,
            }));

      return {
        organization: { id: org.id, name: org.name, created: !named.length },
        apiKey: key,
        admin,
      };
    },
  }),
};
