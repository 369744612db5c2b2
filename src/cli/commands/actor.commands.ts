import type { AdminCommand } from '../admin-command.js';
import { exactlyOne, required } from '../cli-args.js';

const ORG = {
  value: '<orgId>',
  description: 'the organization; org:list shows the ids',
  required: true,
};

export const ACTOR_COMMANDS: Record<string, AdminCommand> = {
  'actor:show': {
    summary: 'Print one actor, as GET /v1/actors/{id} returns it',
    flags: {
      org: ORG,
      id: { value: '<actorId>', description: 'the actor' },
      email: {
        value: '<email>',
        description: 'or its email address (any case)',
      },
    },
    oneOf: [['id', 'email']],
    prints: 'the full record, as the API returns it',
    async run(ctx, flags) {
      const orgId = required(flags, 'org');
      const by = exactlyOne(flags, ['id', 'email']);
      const [actors, orgs, { toActorRecord }] = await Promise.all([
        ctx.actors(),
        ctx.organizations(),
        import('../../modules/actors/views/actor-record.view.js'),
      ]);
      const org = await orgs.get(orgId);
      const actor =
        by === 'id'
          ? await actors.get(org.id, flags.id!)
          : await actors.getByEmail(org.id, flags.email!);
      return toActorRecord(actor);
    },
  },
  'actor:import': {
    summary: 'Create actors from a CSV file (a backfill of existing users)',
    flags: {
      org: ORG,
      file: {
        value: '<path.csv>',
        description:
          'a header row, then one actor per row; columns email (required), name, source, metadata (a JSON object)',
        required: true,
      },
      source: {
        value: '<label>',
        description: 'the source of rows whose source cell is empty',
      },
    },
    details: [
      'Each row is validated as POST /v1/actors validates a body; an invalid row is reported on',
      'stderr with its line number and skipped. Rows are created in file order, each counted',
      "against the organization's monthly quota like any create; an email that already has an",
      'actor is left as it is, so running the same file again creates nothing. New actors are',
      'enriched through the queue at the workers’ normal pace. A progress bar is drawn on stderr',
      'when it is a terminal.',
    ].join('\n'),
    prints: '{"read","created","existing","invalid","rejected"}',
    async run(ctx, flags, io) {
      const { importActors } = await import('../import/import-actors.js');
      return importActors(
        ctx,
        {
          orgId: required(flags, 'org'),
          path: required(flags, 'file'),
          source: flags.source,
        },
        io,
      );
    },
  },
};
