// Our equivalent of Dredd (which would need downloads to install): the served OpenAPI document's
// own examples, run against the real service over HTTP. Hooks only for authentication (a real
// key) and ids (a real actor's id in place of the example's). Every parameter and body has an
// example; each example request answers a documented success whose body and headers are as
// documented; and each documented status is produced, here or in the suite named for it.
import { withTimeLimit } from '../../libs/time-limit/index.js';
import { forEachDeployment } from '../support/deployments.js';
import { ACME_HTTP_FIXTURES } from '../support/fixtures/fixture-data.js';
import { schemaErrors } from '../support/openapi-schema.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Node = Record<string, any>;

/** Statuses whose cause a plain request cannot give; each is produced by the suite named. */
const PRODUCED_ELSEWHERE: Record<string, string> = {
  '408': 'test/e2e/slow-clients.e2e.spec.ts',
  '429': 'test/e2e/rate-limit.e2e.spec.ts',
  '500': 'test/e2e/errors.e2e.spec.ts',
  '503': 'test/e2e/database-outage.e2e.spec.ts',
};

forEachDeployment('the OpenAPI document, run', (deployment) => {
  let world: OutsideWorld;
  let t: TestApp;
  let document: Node;
  let key: string;
  let actorId: string;
  let erasableId: string;

  beforeAll(async () => {
    world = await startOutsideWorld({ http: ACME_HTTP_FIXTURES });
    t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      ...world.env,
    });
    document = (await (await fetch(`${t.url}/docs-json`)).json()) as Node;
    ({ key } = await t.newTenant('Contract'));
    actorId = (
      (await send('post', '/v1/actors', { email: 'contract@acme.test' }))
        .json as Node
    ).actorId;
    erasableId = (
      (await send('post', '/v1/actors', { email: 'erasable@acme.test' }))
        .json as Node
    ).actorId;
  });
  afterAll(async () => {
    await t?.close();
    await world?.close();
  });

  /**
   * The hooks: a real key, and a real actor's id for every `actorId` (an erase gets an actor of
   * its own, so the actor the other operations read stays).
   */
  const hooks = {
    headers: (): Record<string, string> => ({ authorization: `Bearer ${key}` }),
    pathParameter: (name: string, example: unknown, method: string) =>
      name !== 'actorId'
        ? String(example)
        : method === 'delete'
          ? erasableId
          : actorId,
  };

  async function send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = hooks.headers(),
    raw?: string,
  ) {
    // A held timer (libs/time-limit), not AbortSignal.timeout: see the time-limit module.
    const res = await withTimeLimit(10_000, (signal) =>
      fetch(`${t.url}${path}`, {
        method: method.toUpperCase(),
        headers: {
          ...headers,
          ...(body !== undefined || raw
            ? { 'content-type': 'application/json' }
            : {}),
        },
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal,
      }),
    );
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      json: text ? (JSON.parse(text) as unknown) : undefined,
    };
  }

  /** Each operation of the document, with the request its examples make. */
  function operations() {
    return Object.entries(document.paths as Node).flatMap(([template, item]) =>
      Object.entries(item as Node).map(([method, operation]) => {
        const parameters = (operation.parameters ?? []) as Node[];
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(
            hooks.pathParameter(
              name,
              parameters.find((p) => p.in === 'path' && p.name === name)
                ?.example,
              method,
            ),
          ),
        );
        const query = new URLSearchParams(
          parameters
            .filter((p) => p.in === 'query')
            .map((p): [string, string] => [p.name, String(p.example)]),
        ).toString();
        const headers = Object.fromEntries(
          parameters
            .filter((p) => p.in === 'header')
            .map((p) => [p.name, String(p.example)]),
        );
        return {
          name: `${method.toUpperCase()} ${template}`,
          method,
          path: query ? `${path}?${query}` : path,
          parameters,
          headers,
          body: operation.requestBody?.content?.['application/json']?.example,
          operation: operation as Node,
        };
      }),
    );
  }

  /** The body and documented headers of an answer match what the document says of its status. */
  function expectAsDocumented(
    operation: Node,
    res: Awaited<ReturnType<typeof send>>,
  ) {
    const documented = operation.responses[String(res.status)];
    expect(documented).toBeDefined();
    const schema = documented.content?.['application/json']?.schema;
    if (schema) expect(schemaErrors(res.json, schema, document)).toEqual([]);
    else expect(res.json).toBeUndefined();
    for (const header of Object.keys(documented.headers ?? {}))
      expect(res.headers.get(header)).not.toBeNull();
  }

  it('gives every parameter and request body an example', () => {
    for (const op of operations()) {
      for (const p of op.parameters)
        expect([op.name, p.name, p.example !== undefined]).toEqual([
          op.name,
          p.name,
          true,
        ]);
      if (op.operation.requestBody)
        expect([op.name, op.body !== undefined]).toEqual([op.name, true]);
    }
  });

  it("answers each operation's example request with a documented success, as documented", async () => {
    for (const op of operations()) {
      const res = await send(op.method, op.path, op.body, {
        ...op.headers,
        ...hooks.headers(),
      });
      expect([op.name, res.status >= 200 && res.status < 300]).toEqual([
        op.name,
        true,
      ]);
      expectAsDocumented(op.operation, res);
    }
  });

  /**
   * The contract's two operations, whose every status this file produces. The operations we added
   * (list, erase, batch) produce theirs in their own suites: list-actors, erase-actor and
   * batch-create (their requests cannot be varied the way a create's or a fetch's can).
   */
  const CONTRACT_OPERATIONS = ['POST /v1/actors', 'GET /v1/actors/{actorId}'];

  it('produces every documented status (or names the suite that does)', async () => {
    const produced = new Map<string, Set<string>>();
    const record = (
      op: { name: string; operation: Node },
      res: Awaited<ReturnType<typeof send>>,
    ) => {
      expectAsDocumented(op.operation, res);
      (
        produced.get(op.name) ?? produced.set(op.name, new Set()).get(op.name)!
      ).add(String(res.status));
    };
    const contract = operations().filter((op) =>
      CONTRACT_OPERATIONS.includes(op.name),
    );
    expect(contract.map((op) => op.name).sort()).toEqual(
      [...CONTRACT_OPERATIONS].sort(),
    );
    for (const op of contract) {
      const headers = { ...op.headers, ...hooks.headers() };
      const create = op.method === 'post';
      // The example (a new email for create), and again: create answers 200 for an email it has.
      const body = create
        ? { ...op.body, email: 'produced@acme.test' }
        : op.body;
      record(op, await send(op.method, op.path, body, headers));
      record(op, await send(op.method, op.path, body, headers));
      // No key; a malformed request; an unknown actor; an invalid input.
      record(op, await send(op.method, op.path, op.body, {}));
      record(
        op,
        create
          ? await send(op.method, op.path, undefined, headers, '{"email":')
          : await send(
              op.method,
              op.path.replace(actorId, '%ZZ'),
              undefined,
              headers,
            ),
      );
      record(
        op,
        create
          ? await send(op.method, '/v1/actorz', op.body, headers)
          : await send(
              op.method,
              op.path.replace(actorId, '5f0c8a2e-3b1d-4c6e-9a7f-2d4b6c8e0a1f'),
              undefined,
              headers,
            ),
      );
      record(
        op,
        create
          ? await send(op.method, op.path, { email: 'not an email' }, headers)
          : await send(
              op.method,
              `${op.path}&include=nonsense`,
              undefined,
              headers,
            ),
      );
      if (create)
        record(
          op,
          await send(
            op.method,
            op.path,
            { email: 'big@acme.test', name: 'x'.repeat(300_000) },
            headers,
          ),
        );
      else {
        // The ETag of the last answer: 304, no body.
        const current = await send(op.method, op.path, undefined, headers);
        record(
          op,
          await send(op.method, op.path, undefined, {
            ...headers,
            'if-none-match': current.headers.get('etag')!,
          }),
        );
      }
      const missing = Object.keys(op.operation.responses).filter(
        (status) =>
          !produced.get(op.name)?.has(status) && !PRODUCED_ELSEWHERE[status],
      );
      expect([op.name, missing]).toEqual([op.name, []]);
    }
  });
});
