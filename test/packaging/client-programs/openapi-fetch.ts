// What a user of the API writes with the types openapi-typescript generates from openapi.json,
// called through openapi-fetch; compiled with --strict by generated-clients.spec.ts. It compiles
// only while the document says what the service does: every error of every operation is the one
// envelope, rejectionReason may be null, and a 304 is a status of its own.
import createClient from 'openapi-fetch';
import { whatToDo, type Envelope } from './handle-errors.js';
import type { components, paths } from './schema.js';

type ActorRecord = components['schemas']['ActorRecord'];
type ActorCard = components['schemas']['ActorCard'];

// The generated envelope is the one the handler expects, in both directions.
const same = (e: components['schemas']['ErrorEnvelope']): Envelope => e;
const back = (e: Envelope): components['schemas']['ErrorEnvelope'] => e;

const client = createClient<paths>({
  baseUrl: 'http://127.0.0.1:3000',
  headers: { Authorization: 'Bearer se_live_example' },
});

// What the service sends for an actor that was not refused: the types must let a client hold it
// (a type without null here is what made `.toUpperCase()` compile, then crash, in issue 30).
export const notRefused: Array<
  ActorRecord['rejectionReason'] | ActorCard['rejectionReason']
> = [null, null];

/** Why a record was never enriched, in capitals; null when it was not refused. */
function refusal(actor: ActorRecord | ActorCard): string | null {
  const reason = actor.rejectionReason;
  if (reason === null || reason === undefined) return null;
  return reason.toUpperCase();
}

export async function createThenPoll(
  email: string,
  etag: string | undefined,
): Promise<string> {
  const created = await client.POST('/v1/actors', { body: { email } });
  if (created.error) return whatToDo(same(created.error));
  const { actorId, status } = created.data;
  const fetched = await client.GET('/v1/actors/{actorId}', {
    params: {
      path: { actorId },
      query: { include: 'rejectionReason' },
      header: etag ? { 'If-None-Match': etag } : {},
    },
  });
  // Not modified: the copy held is current. Before the error branch, where it would land.
  if (fetched.response.status === 304) return 'unchanged';
  if (fetched.error) return whatToDo(same(fetched.error));
  const refused = refusal(fetched.data);
  const listed = await client.GET('/v1/actors', {
    params: { query: { limit: 10 } },
  });
  if (listed.error) return whatToDo(same(listed.error));
  const erased = await client.DELETE('/v1/actors/{actorId}', {
    params: { path: { actorId } },
  });
  if (erased.error) return whatToDo(same(erased.error));
  return `${status}: ${refused ?? fetched.data.status}, ${listed.data.data.length} listed, ${back({ error: { code: 'not_found', message: '', requestId: '' } }).error.code}`;
}
