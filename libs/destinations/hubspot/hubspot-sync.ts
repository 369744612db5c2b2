// One batch of people into HubSpot: their contacts' current values read (one request), their
// companies brought in step (hubspot-companies.ts), the contacts upserted by email (one request,
// each input traced by our ref so a 207 names the refused ones), then each contact associated
// with its company (one request). A batch HubSpot refuses as a whole (400, which does not say
// which input) is split in halves until the one bad record fails alone.
import type { RecordOutcome, SyncItem, SyncOutcome } from '../destination.js';
import { mappedValues } from '../field-mapping.js';
import { decideWrites } from '../overwrite-rule.js';
import {
  accountOf,
  hubspotCall,
  type HubSpotContext,
} from './hubspot-account.js';
import { HUBSPOT_PATHS } from './hubspot-api.js';
import { syncCompanies } from './hubspot-companies.js';
import {
  hubspotFailure,
  messageOf,
  type HubSpotFailure,
} from './hubspot-errors.js';
import { OWN_PREFIX } from './hubspot-properties.js';
import { checkValues, objectsOf, recordErrorsOf } from './hubspot-values.js';

/** Halvings of a refused batch: 100 → 1 in 7. */
const MAX_SPLITS = 7;

const own = (name: string) => name.startsWith(OWN_PREFIX);

interface ContactInput {
  ref: string;
  email: string;
  properties: Record<string, string>;
  notes: string[];
}

interface Upserted {
  done: Map<string, string>;
  refused: Map<string, string>;
  failure?: HubSpotFailure;
}

export async function syncHubSpot(
  items: SyncItem[],
  ctx: HubSpotContext,
): Promise<SyncOutcome> {
  const account = accountOf(ctx.account);
  const targets = Object.keys(ctx.mapping.contact ?? {}).filter((p) => !own(p));
  const read = await hubspotCall(
    ctx,
    'POST',
    HUBSPOT_PATHS.batchRead('contacts'),
    {
      idProperty: 'email',
      inputs: items.map((i) => ({ id: i.actor.email })),
      properties: [...new Set([...targets, 'email'])],
    },
  );
  const readFailure = hubspotFailure(read, ctx.now(), account.timeZone);
  if (readFailure) return readFailure;
  const current = new Map(
    objectsOf(read.kind === 'answered' ? read.json : null).map((o) => [
      (o.properties.email ?? '').toLowerCase(),
      o.properties,
    ]),
  );

  const companies = await syncCompanies(items, ctx, account);
  if ('failure' in companies)
    return { ...companies.failure, shared: companies.shared };
  const { ids: companyIds, shared, notes: companyNotes } = companies.ok;

  const inputs: ContactInput[] = items.map((item) => {
    const decision = decideWrites({
      values: mappedValues(ctx.mapping, 'contact', item.actor),
      current: current.get(item.actor.email) ?? {},
      written: item.state.contact?.written ?? {},
      intended: item.state.contact?.intended ?? {},
      own,
    });
    const checked = checkValues(decision.write, account.properties.contact);
    const domain = item.actor.companyDomain?.toLowerCase();
    return {
      ref: item.ref,
      email: item.actor.email,
      properties: checked.values,
      notes: [
        ...decision.kept.map(
          (p) => `${p}: kept, changed in HubSpot by a person`,
        ),
        ...checked.notes,
        ...(domain && companyNotes.has(domain)
          ? [companyNotes.get(domain)!]
          : []),
      ],
    };
  });
  await ctx.recordIntent(
    inputs.map((i) => ({
      objectType: 'contact',
      key: i.ref,
      values: standard(i.properties),
    })),
  );
  const upserted = await upsertContacts(inputs, ctx, account.timeZone, 0);

  const records: RecordOutcome[] = [];
  const pairs: Array<{ ref: string; contactId: string; companyId: string }> =
    [];
  for (const input of inputs) {
    const contactId = upserted.done.get(input.ref);
    const refused = upserted.refused.get(input.ref);
    if (refused)
      records.push({ ref: input.ref, outcome: 'failed', message: refused });
    if (!contactId) continue;
    const item = items.find((i) => i.ref === input.ref)!;
    const companyId = companyIds.get(
      item.actor.companyDomain?.toLowerCase() ?? '',
    );
    if (companyId) pairs.push({ ref: input.ref, contactId, companyId });
    records.push({
      ref: input.ref,
      outcome: 'synced',
      crmIds: { contact: contactId, ...(companyId && { company: companyId }) },
      written: { contact: standard(input.properties) },
      ...(input.notes.length && { notes: input.notes }),
    });
  }
  await associate(pairs, records, ctx);
  if (upserted.failure) return { ...upserted.failure, records, shared };
  return { kind: 'done', records, shared };
}

async function upsertContacts(
  inputs: ContactInput[],
  ctx: HubSpotContext,
  timeZone: string,
  splits: number,
): Promise<Upserted> {
  const res = await hubspotCall(
    ctx,
    'POST',
    HUBSPOT_PATHS.batchUpsert('contacts'),
    {
      inputs: inputs.map((i) => ({
        id: i.email,
        idProperty: 'email',
        objectWriteTraceId: i.ref,
        properties: i.properties,
      })),
    },
  );
  const upserted: Upserted = { done: new Map(), refused: new Map() };
  const failure = hubspotFailure(res, ctx.now(), timeZone);
  if (failure || res.kind !== 'answered')
    return { ...upserted, failure: failure ?? undefined };
  if (res.status >= 400) {
    const message = messageOf(res.json) ?? `HTTP ${res.status}`;
    if (inputs.length === 1 || splits >= MAX_SPLITS) {
      for (const i of inputs) upserted.refused.set(i.ref, message);
      return upserted;
    }
    // HubSpot refused the whole batch without saying which input: halve it until it does.
    const half = Math.ceil(inputs.length / 2);
    const first = await upsertContacts(
      inputs.slice(0, half),
      ctx,
      timeZone,
      splits + 1,
    );
    if (first.failure) return first;
    const second = await upsertContacts(
      inputs.slice(half),
      ctx,
      timeZone,
      splits + 1,
    );
    return {
      done: new Map([...first.done, ...second.done]),
      refused: new Map([...first.refused, ...second.refused]),
      failure: second.failure,
    };
  }
  const objects = objectsOf(res.json);
  for (const i of inputs) {
    const hit = objects.find((o) =>
      o.traceId
        ? o.traceId === i.ref
        : (o.properties.email ?? '').toLowerCase() === i.email,
    );
    if (hit) upserted.done.set(i.ref, hit.id);
  }
  for (const error of recordErrorsOf(res.json))
    for (const i of inputs)
      if (
        !upserted.done.has(i.ref) &&
        (error.names.includes(i.ref) || error.names.includes(i.email))
      )
        upserted.refused.set(i.ref, error.message);
  return upserted;
}

/** Contact → company, HubSpot's default association: the same pair twice is still one. */
async function associate(
  pairs: Array<{ ref: string; contactId: string; companyId: string }>,
  records: RecordOutcome[],
  ctx: HubSpotContext,
): Promise<void> {
  if (!pairs.length) return;
  const res = await hubspotCall(ctx, 'POST', HUBSPOT_PATHS.associateDefault, {
    inputs: pairs.map((p) => ({
      from: { id: p.contactId },
      to: { id: p.companyId },
    })),
  });
  const ok = res.kind === 'answered' && res.status >= 200 && res.status < 300;
  if (ok && !recordErrorsOf(res.json).length) return;
  // The contact is written; its association is made again by its next sync.
  const why =
    res.kind === 'answered'
      ? (messageOf(res.json) ?? `HTTP ${res.status}`)
      : res.kind === 'over_budget'
        ? 'over the burst budget'
        : res.reason;
  for (const pair of pairs) {
    const record = records.find((r) => r.ref === pair.ref);
    if (record?.outcome === 'synced')
      record.notes = [
        ...(record.notes ?? []),
        `not associated with its company: ${why}`,
      ];
  }
}

function standard(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !own(name)),
  );
}
