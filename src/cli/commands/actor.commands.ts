import { AppError } from '../../common/errors/app-error.js';
import type { ActorsService } from '../../modules/actors/actors.service.js';
import type { Actor } from '../../modules/actors/entities/actor.entity.js';
import {
  ACTORS,
  ERASURE,
  ORGANIZATIONS,
  REENRICHMENT,
} from '../cli-services.js';
import { command, type AdminCommand } from '../admin-command.js';
import { ORG, parseDays, requiredFlag } from '../cli-args.js';

/** One actor of an organization, by id or by email (`oneOf`: run-admin lets exactly one through). */
const ONE_ACTOR = {
  org: ORG,
  id: { value: '<actorId>', description: 'the actor' },
  email: { value: '<email>', description: 'or its email address (any case)' },
};

/** The actor ONE_ACTOR's --id or --email names, in the organization `orgId`. */
function oneActor(
  actors: ActorsService,
  orgId: string,
  by: { id?: string; email?: string },
): Promise<Actor> {
  return by.id !== undefined
    ? actors.get(orgId, by.id)
    : actors.getByEmail(orgId, by.email!);
}

export const ACTOR_COMMANDS: Record<string, AdminCommand> = {
  'actor:show': command({
    summary: 'Print one actor: its full record with every extra',
    flags: ONE_ACTOR,
    oneOf: [['id', 'email']],
    prints:
      'the full record with every extra, as GET /v1/actors/{id}?include=metadata,rejectionReason,scoreStale,research,company returns it (docs/api.md)',
    uses: { actors: ACTORS, organizations: ORGANIZATIONS },
    async run(ctx, flags) {
      const [actors, orgs, { toActorRecord }, { RECORD_EXTRAS }] =
        await Promise.all([
          ctx.services.actors,
          ctx.services.organizations,
          import('../../modules/actors/views/actor-record.view.js'),
          import('../../modules/actors/views/record-include.pipe.js'),
        ]);
      const org = await orgs.get(flags.org);
      const actor = await oneActor(actors, org.id, flags);
      return toActorRecord(actor, RECORD_EXTRAS);
    },
  }),
  'actor:import': command({
    summary: 'Create actors from a CSV file (a backfill of existing users)',
    flags: {
      org: ORG,
      file: requiredFlag(
        '<path.csv>',
        'a header row, then one actor per row; columns email (required), name, source, metadata (a JSON object)',
      ),
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
    uses: { organizations: ORGANIZATIONS, actors: ACTORS },
    changesActors: true,
    async run(ctx, flags, io) {
      const { importActors } = await import('../import/import-actors.js');
      return importActors(
        ctx,
        {
          orgId: flags.org,
          path: flags.file,
          source: flags.source,
        },
        io,
      );
    },
  }),
  'actor:reenrich': command({
    summary:
      'Research actors again, keeping each record until the new one lands',
    flags: {
      org: ORG,
      id: { value: '<actorId>', description: 'one actor' },
      email: {
        value: '<email>',
        description: 'or one actor by its email address (any case)',
      },
      'older-than': {
        value: '<days>',
        description:
          'or every enriched actor whose enrichment is older than this',
      },
    },
    oneOf: [['id', 'email', 'older-than']],
    details: [
      'An enriched actor stays enriched, its record unchanged, until the new enrichment and its',
      'score replace it in one step; then actor.enriched and actor.scored webhooks are sent again.',
      'Every source is read again (no cached finding is reused). A refresh that fails leaves the',
      'record as it was (logged with the actor id). A failed actor is enriched again from the',
      'start. Pending and enriching actors are being researched already, and an actor the quota',
      'refused waits for the quota (org:update): neither is counted. One actor is queued at once;',
      'with --older-than the workers queue the refreshes in batches of 100. Re-enrichment does not',
      'count against the quota.',
    ].join('\n'),
    prints: '{"queued"}',
    uses: { reenrichment: REENRICHMENT },
    changesActors: true,
    async run(ctx, flags) {
      const selection =
        flags.id !== undefined
          ? { id: flags.id }
          : flags.email !== undefined
            ? { email: flags.email }
            : {
                olderThanDays: parseDays(flags['older-than']!, '--older-than'),
              };
      const reenrichment = ctx.services.reenrichment;
      const queued = await reenrichment.reenrich(flags.org, selection);
      return { queued };
    },
  }),
  'actor:erase': command({
    summary: 'Erase a person (right to erasure)',
    flags: ONE_ACTOR,
    oneOf: [['id', 'email']],
    details: [
      'Deletes the actor and everything derived from it that names the person: the enrichment,',
      'analysis, score, ingest metadata and agent run record, and the webhook events and',
      'deliveries sent about it. A run still in flight cannot bring it back; a later create with',
      "the same email is a new actor. The month's quota stays counted. Erasing an actor that does",
      'not exist (or no longer does) prints {"erased":0}, so a retried request is safe.',
    ].join('\n'),
    prints: '{"erased"}',
    uses: { organizations: ORGANIZATIONS, actors: ACTORS, erasure: ERASURE },
    changesActors: true,
    async run(ctx, flags) {
      const [orgs, actors, erasure] = await Promise.all([
        ctx.services.organizations,
        ctx.services.actors,
        ctx.services.erasure,
      ]);
      const org = await orgs.get(flags.org);
      const actorId = await oneActor(actors, org.id, flags).then(
        (actor) => actor.id,
        (err: unknown) => {
          if (err instanceof AppError && err.code === 'not_found') return null;
          throw err;
        },
      );
      return { erased: actorId ? await erasure.erase(org.id, actorId) : 0 };
    },
  }),
};
