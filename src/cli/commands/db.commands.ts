import { command, type AdminCommand } from '../admin-command.js';

export const DB_COMMANDS: Record<string, AdminCommand> = {
  'db:migrate': command({
    summary: 'Apply pending database migrations',
    flags: {},
    prints: '{"applied":[…migration names]}',
    async run(ctx) {
      // The application does not migrate for this command, so what is applied can be reported.
      const [{ migrate }, { DataSource }] = await Promise.all([
        import('../../database/data-source.js'),
        import('typeorm'),
      ]);
      return { applied: await migrate(ctx.get(DataSource)) };
    },
  }),
};
