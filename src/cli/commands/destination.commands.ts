import {
  DESTINATION_KINDS,
  DESTINATION_REGISTRY,
  parseMappingEdit,
  type CredentialField,
  type SettingField,
} from '../../../libs/destinations/index.js';
import { AppError } from '../../common/errors/app-error.js';
import type { DestinationDelivery } from '../../modules/destinations/entities/destination-delivery.entity.js';
import {
  DESTINATION_CONNECTIONS,
  DESTINATION_DELIVERIES,
} from '../cli-services.js';
import {
  command,
  type AdminCommand,
  type CliIo,
  type FlagSpec,
} from '../admin-command.js';
import { ORG, parseInstant, requiredFlag } from '../cli-args.js';

/** The services every destination command runs on. */
const USES = {
  connections: DESTINATION_CONNECTIONS,
  deliveries: DESTINATION_DELIVERIES,
};

const ID = requiredFlag(
  '<destinationId>',
  'the destination; destination:list shows the ids',
);

/** `webhookUrl` → `webhook-url`: a field of the registry as a flag. */
const flagOf = (name: string) =>
  name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every kind's credential and setting fields, as flags (from the registry: one list). */
const FIELDS: Array<{
  kinds: string[];
  field: CredentialField | SettingField;
  secret: boolean;
}> = [];
for (const kind of DESTINATION_KINDS)
  for (const field of [
    ...DESTINATION_REGISTRY[kind].credentialFields,
    ...DESTINATION_REGISTRY[kind].settingFields,
  ]) {
    const known = FIELDS.find((f) => f.field.name === field.name);
    if (known) known.kinds.push(kind);
    else
      FIELDS.push({
        kinds: [kind],
        field,
        secret: 'secret' in field && field.secret,
      });
  }

const FIELD_FLAGS: Record<string, FlagSpec> = Object.fromEntries(
  FIELDS.map(({ kinds, field, secret }) => [
    flagOf(field.name),
    {
      value:
        'choices' in field && field.choices
          ? `<${field.choices.join('|')}>`
          : secret
            ? '<value|->'
            : '<value>',
      description: `${kinds.join(', ')}: ${field.help}${secret ? ' (`-` reads it from stdin, out of the shell’s history)' : ''}`,
    },
  ]),
);

/** The values of the kind's fields given on the command line; a secret given as `-` read from stdin. */
async function fieldsOf(
  kind: string,
  flags: Record<string, string | undefined>,
  io: CliIo,
): Promise<{
  credentials: Record<string, string | undefined>;
  settings: Record<string, string | undefined>;
}> {
  const entry = DESTINATION_REGISTRY[kind as keyof typeof DESTINATION_REGISTRY];
  const read = async (field: CredentialField | SettingField) => {
    const value = flags[flagOf(field.name)];
    if (value !== '-' || !('secret' in field)) return value;
    if (!io.stdin)
      throw AppError.badRequest('cannot be read from stdin here', field.name);
    return (await io.stdin()).trim();
  };
  const credentials: Record<string, string | undefined> = {};
  for (const field of entry.credentialFields)
    credentials[field.name] = await read(field);
  const settings: Record<string, string | undefined> = {};
  for (const field of entry.settingFields)
    settings[field.name] = await read(field);
  for (const { field, kinds } of FIELDS)
    if (!kinds.includes(kind) && flags[flagOf(field.name)] !== undefined)
      throw AppError.badRequest(
        `is not a setting of ${kind}`,
        flagOf(field.name),
      );
  return { credentials, settings };
}

function kindOf(value: string): string {
  if (!(DESTINATION_KINDS as string[]).includes(value))
    throw AppError.badRequest(
      `must be one of ${DESTINATION_KINDS.join(', ')}`,
      'kind',
    );
  return value;
}

function parseLimit(value: string | undefined): number {
  if (value === undefined) return 50;
  if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > 500)
    throw AppError.badRequest('must be an integer from 1 to 500', 'limit');
  return Number(value);
}

const list = (value: string | undefined) =>
  value === undefined
    ? []
    : value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);

const deliveryJson = (d: DestinationDelivery) => ({
  actorId: d.actorId,
  op: d.op,
  outcome: d.outcome,
  crmId: d.crmId,
  message: d.message,
  version: d.version,
  at: d.createdAt,
});

const VIEW =
  '{"id","organizationId","kind","status","statusDetail","accountLabel","events","settings","mapping","pending","lastSuccessAt","throttledUntil","failingSince","createdAt"}';

export const DESTINATION_COMMANDS: Record<string, AdminCommand> = {
  'destination:connect': command({
    sealsWebhookSecrets: true,
    summary:
      'Connect an organization to HubSpot, Salesforce or Slack (the credentials are checked, stored sealed, the secret never shown again)',
    flags: {
      org: ORG,
      kind: requiredFlag(
        `<${DESTINATION_KINDS.join('|')}>`,
        'the destination (docs/destinations)',
      ),
      ...FIELD_FLAGS,
      events: {
        value: '<enriched,scored,rescored,erased>',
        description: 'the changes it is sent (default: all its kind takes)',
      },
    },
    prints: `${VIEW.slice(0, -1)},"notes"}`,
    details:
      'One destination per kind per organization: connecting a kind again replaces its credentials and settings. What the vendor lacks for us to write is refused and named as the vendor names it (HubSpot’s scopes, Salesforce’s objects and fields). Needs WEBHOOK_SECRETS_KEY, as webhook:add does.',
    uses: USES,
    async run(ctx, flags, io) {
      const kind = kindOf(flags.kind);
      const fields = await fieldsOf(kind, flags, io);
      return ctx.services.connections.connect(flags.org, kind, {
        ...fields,
        events: flags.events === undefined ? undefined : list(flags.events),
      });
    },
  }),
  'destination:test': command({
    summary:
      'Check a destination’s credentials again with its vendor (and set up what is missing); its status follows',
    flags: { id: ID },
    prints: `${VIEW.slice(0, -1)},"outcome"}`,
    uses: USES,
    async run(ctx, flags) {
      return ctx.services.connections.test(flags.id);
    },
  }),
  'destination:mapping': command({
    summary:
      'Show or change which of our fields goes to which of the CRM’s properties',
    flags: {
      id: ID,
      set: {
        value: '<object.property=field,…>',
        description: 'e.g. contact.jobtitle=title (fields: docs/destinations)',
      },
      unset: {
        value: '<object.property,…>',
        description: 'stop writing these properties',
      },
      reset: { value: '<yes>', description: 'back to the default mapping' },
    },
    prints: VIEW,
    details:
      'Standard properties are written only when empty in the CRM or still holding the value we wrote last; our own (se_…) always.',
    uses: USES,
    async run(ctx, flags) {
      if (flags.reset !== undefined && flags.reset !== 'yes')
        throw AppError.badRequest('must be yes', 'reset');
      const edits = [
        ...list(flags.set).map((e) => parseOrRefuse(e)),
        ...list(flags.unset).map((e) => parseOrRefuse(`${e}=`)),
      ];
      return ctx.services.connections.mapping(
        flags.id,
        edits,
        flags.reset === 'yes',
      );
    },
  }),
  'destination:list': command({
    summary:
      'An organization’s destinations: status, what is pending, the last success (never credentials)',
    flags: { org: ORG },
    prints: `[${VIEW}]`,
    uses: USES,
    async run(ctx, flags) {
      return ctx.services.connections.list(flags.org);
    },
  }),
  'destination:pause': command({
    summary:
      'Stop sending to a destination (changes keep being recorded and go out on resume)',
    flags: { id: ID },
    prints: VIEW,
    uses: USES,
    async run(ctx, flags) {
      return ctx.services.connections.pause(flags.id);
    },
  }),
  'destination:resume': command({
    summary:
      'Check a destination again and send to it again if the check passes',
    flags: { id: ID },
    prints: `${VIEW.slice(0, -1)},"outcome"}`,
    uses: USES,
    async run(ctx, flags) {
      return ctx.services.connections.resume(flags.id);
    },
  }),
  'destination:remove': command({
    summary:
      'Remove a destination and what is kept about it here (the CRM’s records stay as they are)',
    flags: { id: ID },
    prints: '{"id","removed":true}',
    uses: USES,
    async run(ctx, flags) {
      await ctx.services.connections.remove(flags.id);
      return { id: flags.id, removed: true };
    },
  }),
  'destination:sync': command({
    summary:
      'Send the organization’s enriched signups since a date to a destination, with progress',
    flags: {
      id: ID,
      since: requiredFlag(
        '<ISO-8601>',
        'signups created at or after this instant',
      ),
      until: { value: '<ISO-8601>', description: 'and before this one' },
      wait: {
        value: '<seconds>',
        description:
          'how long to wait for the workers to send them (default 600; 0: do not wait)',
      },
    },
    prints: '{"destinationId","total","queued","synced","pending"}',
    details:
      'Marks the signups to be sent, a page at a time; the service’s workers send them in batches within the CRM’s limits (the CLI itself sends nothing to the CRM). Progress goes to stderr, the result to stdout.',
    uses: USES,
    async run(ctx, flags, io) {
      const since = parseInstant(flags.since, '--since')!;
      const until = parseInstant(flags.until, '--until');
      const waitS = flags.wait === undefined ? 600 : Number(flags.wait);
      if (!Number.isInteger(waitS) || waitS < 0 || waitS > 86_400)
        throw AppError.badRequest(
          'must be a whole number of seconds from 0 to 86400',
          'wait',
        );
      const deliveries = ctx.services.deliveries;
      const progress = new Progress(io);
      const marked = await deliveries.backfill(flags.id, since, until, (p) =>
        progress.show(`queued ${p.queued}/${p.total}`),
      );
      let pending = await deliveries.pendingAt(marked.destinationId);
      const deadline = Date.now() + waitS * 1000;
      while (pending > 0 && Date.now() < deadline) {
        progress.show(
          `synced ${marked.queued - Math.min(pending, marked.queued)}/${marked.queued}`,
        );
        await new Promise((r) => setTimeout(r, 500));
        pending = await deliveries.pendingAt(marked.destinationId);
      }
      progress.done(
        `synced ${marked.queued - Math.min(pending, marked.queued)}/${marked.queued}`,
      );
      return {
        destinationId: marked.destinationId,
        total: marked.total,
        queued: marked.queued,
        synced: marked.queued - Math.min(pending, marked.queued),
        pending,
      };
    },
  }),
  'destination:deliveries': command({
    summary:
      'A destination’s recent deliveries, newest first, with their outcomes and the vendor’s words',
    flags: {
      id: ID,
      limit: { value: '<1-500>', description: 'how many (default 50)' },
    },
    prints: '[{"actorId","op","outcome","crmId","message","version","at"}]',
    uses: USES,
    async run(ctx, flags) {
      return (
        await ctx.services.deliveries.list(flags.id, parseLimit(flags.limit))
      ).map(deliveryJson);
    },
  }),
  'destination:replay': command({
    summary: 'Send an actor’s current record to a destination again',
    flags: { id: ID, actor: requiredFlag('<actorId>', 'the actor') },
    prints: '{"replayed":true}',
    uses: USES,
    async run(ctx, flags) {
      return ctx.services.deliveries.replay(flags.id, flags.actor);
    },
  }),
};

function parseOrRefuse(text: string) {
  try {
    return parseMappingEdit(text);
  } catch (err) {
    throw AppError.badRequest((err as Error).message, 'mapping');
  }
}

/** Progress on stderr: a line redrawn at a terminal, else a line every few seconds. */
class Progress {
  private shownAt = 0;

  constructor(private readonly io: CliIo) {}

  show(text: string): void {
    const now = Date.now();
    if (now - this.shownAt < (this.io.stderrIsTty ? 100 : 2000)) return;
    this.shownAt = now;
    this.io.stderr(this.io.stderrIsTty ? `\r\x1b[K${text}` : `${text}\n`);
  }

  done(text: string): void {
    this.io.stderr(this.io.stderrIsTty ? `\r\x1b[K${text}\n` : `${text}\n`);
  }
}
