import type { AdminCommand } from '../admin-command.js';

export const DB_COMMANDS: Record<string, AdminCommand> = {
  'db:migrate': {
    summary: 'Apply pending database migrations',
    flags: {},
    prints: '{"applied":[…migration names]}',
    async run(ctx) {
      // The context does not migrate for this command, so what is applied here can be reported.
      const { migrate } = await import('../../database/data-source.js');
      return { applied: await migrate(await ctx.dataSource()) };
    },
  },
};
