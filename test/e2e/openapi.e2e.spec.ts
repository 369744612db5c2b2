import { readFileSync, writeFileSync } from 'node:fs';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const COMMITTED = new URL('../../openapi.json', import.meta.url);

/** Recursively key-sorted, so the committed file diffs cleanly. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let served: Record<string, any>;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    served = (await request(t.url).get('/docs-json').expect(200)).body;
  });
  afterAll(() => t.close());

  it('matches the committed openapi.json (regenerate: UPDATE_OPENAPI=1 npm test -- openapi)', () => {
    const text = `${JSON.stringify(sortKeys(served), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(COMMITTED, text);
    expect(text).toBe(readFileSync(COMMITTED, 'utf8'));
  });

  it('serves Swagger UI at /docs', async () => {
    const res = await request(t.url).get('/docs').redirects(1).expect(200);
    expect(res.text).toContain('swagger-ui');
  });

  it('declares the operations, version and bearer scheme of the spec', () => {
    expect(served.info.version).toBe('0.0.1');
    const create = served.paths['/v1/actors'].post;
    const fetch = served.paths['/v1/actors/{actorId}'].get;
    expect(create.operationId).toBe('createActor');
    expect(fetch.operationId).toBe('getActor');
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['200', '201', '400', '401', '404', '422', '500']),
    );
    expect(Object.keys(fetch.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '422', '500']),
    );
    // Cheap polling: the fetch declares its ETag, If-None-Match and the bodiless 304.
    expect(fetch.responses['304'].headers.ETag).toBeDefined();
    expect(fetch.responses['200'].headers.ETag).toBeDefined();
    expect(fetch.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'If-None-Match' }),
    );
    expect(Object.values(served.components.securitySchemes)).toContainEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(create.security ?? served.security).toBeDefined();
  });

  it('says nothing internal, and lists null in each nullable enum (OpenAPI 3.0 checks the enum first)', () => {
    const text = JSON.stringify(served);
    expect(text).not.toMatch(/\(?[Ii]ssue \d+\)?|Additive \(/);
    expect(served.openapi).toMatch(/^3\.0\./);
    const nullableEnums: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${path}/${i}`));
      else if (node && typeof node === 'object') {
        const o = node as Record<string, unknown>;
        if (o.nullable === true && Array.isArray(o.enum)) {
          nullableEnums.push(path);
          expect({ path, null: o.enum.includes(null) }).toEqual({
            path,
            null: true,
          });
        }
        for (const [k, v] of Object.entries(o)) walk(v, `${path}/${k}`);
      }
    };
    walk(served, '');
    expect(nullableEnums.length).toBeGreaterThanOrEqual(3); // rejectionReason: record, card, batch
  });

  it('closes the shapes the spec closes and marks nullable fields', () => {
    const s = served.components.schemas;
    for (const name of [
      'CreateActorResponse',
      'ActorRecord',
      'Enrichment',
      'Intelligence',
      'Scoring',
      'Citation',
      'ErrorEnvelope',
    ]) {
      expect({ name, closed: s[name].additionalProperties }).toEqual({
        name,
        closed: false,
      });
    }
    // The contract's ten; every member we add is optional (sent only with ?include=).
    expect(s.ActorRecord.required).toHaveLength(10);
    for (const field of [
      'name',
      'source',
      'enrichment',
      'intelligence',
      'score',
      'scoring',
    ]) {
      expect({
        field,
        nullable: s.ActorRecord.properties[field].nullable,
      }).toEqual({ field, nullable: true });
    }
    expect(s.Citation.properties.url.nullable).toBe(true);
    expect(s.ErrorEnvelope.properties.error.required).toEqual([
      'code',
      'message',
      'requestId',
    ]);
  });
});
