// What a user of the API writes with the SDK @hey-api/openapi-ts generates from openapi.json;
// compiled with --strict by generated-clients.spec.ts. It compiles only while the document says
// what the service does: every error of every operation is the one envelope, rejectionReason may
// be null (hey-api typed it as never null while the enum lacked null), and a 304 (which hey-api
// leaves out of its types: it types 2xx and 4xx/5xx only) is tested for by status.
import { client } from './client/client.gen.js';
import {
  createActor,
  eraseActor,
  getActor,
  listActors,
} from './client/sdk.gen.js';
import type {
  ActorCard,
  ActorRecord,
  ErrorEnvelope,
} from './client/types.gen.js';
import { whatToDo, type Envelope } from './handle-errors.js';

const same = (e: ErrorEnvelope): Envelope => e;
const back = (e: Envelope): ErrorEnvelope => e;

client.setConfig({
  baseUrl: 'http://127.0.0.1:3000',
  headers: { Authorization: 'Bearer se_live_example' },
});

// What the service sends for an actor that was not refused: the types must let a client hold it
// (a type without null here is what made `.toUpperCase()` compile, then crash, in issue 30).
export const notRefused: Array<
  ActorRecord['rejectionReason'] | ActorCard['rejectionReason']
> = [null, null];

function refusal(actor: ActorRecord | ActorCard): string | null {
  const reason = actor.rejectionReason;
  if (reason === null || reason === undefined) return null;
  return reason.toUpperCase();
}

export async function createThenPoll(
  email: string,
  etag: string | undefined,
): Promise<string> {
  const created = await createActor({ body: { email } });
  if (created.error) return whatToDo(same(created.error));
  const { actorId, status } = created.data;
  const fetched = await getActor({
    path: { actorId },
    query: { include: 'rejectionReason' },
    headers: etag ? { 'If-None-Match': etag } : {},
  });
  // Not modified: the copy held is current. Before the error branch, where it would land.
  if (fetched.response.status === 304) return 'unchanged';
  if (fetched.error) return whatToDo(same(fetched.error));
  const refused = refusal(fetched.data);
  const listed = await listActors({ query: { limit: 10 } });
  if (listed.error) return whatToDo(same(listed.error));
  const erased = await eraseActor({ path: { actorId } });
  if (erased.error) return whatToDo(same(erased.error));
  return `${status}: ${refused ?? fetched.data.status}, ${listed.data.data.length} listed, ${back({ error: { code: 'not_found', message: '', requestId: '' } }).error.code}`;
}
