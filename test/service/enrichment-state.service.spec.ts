// Compare-and-set races on an actor's enrichment status, on each database: many claims, a lease
// that expires under its holder, and outcomes written for the same lease at once.
import { DataSource } from 'typeorm';
import { ActorsService } from '../../src/modules/actors/actors.service.js';
import { EnrichmentStateService } from '../../src/modules/actors/enrichment-state.service.js';
import { Actor } from '../../src/modules/actors/entities/actor.entity.js';
import { ResearchRunState } from '../../src/modules/enrichment/runs/research-run-state.service.js';
import { forEachDialect } from '../support/dialects.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';

const RACERS = 10;
const outcome = {
  enrichment: {
    companyDomain: 'acme.test',
    sources: ['email'],
    confidence: 0.3,
  },
  intelligence: {},
  emailSignals: null,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

forEachDialect('EnrichmentStateService', (dialect) => {
  let s: ServiceModule;
  let state: EnrichmentStateService;
  let runs: ResearchRunState;
  let orgId: string;
  beforeAll(async () => {
    s = await startServiceModule(dialect);
    state = s.get(EnrichmentStateService);
    runs = s.get(ResearchRunState);
    orgId = await s.newOrganization();
  });
  afterAll(() => s.close());

  const row = (id: string) =>
    s.get(DataSource).getRepository(Actor).findOneByOrFail({ id });

  it('lets exactly one of many concurrent claims win', async () => {
    const id = await s.newActor(orgId);
    const claims = await Promise.all(
      Array.from({ length: RACERS }, () => runs.claim('first', id, 60_000)),
    );
    const won = claims.filter((c) => c !== null);
    expect(won).toHaveLength(1);
    expect(await row(id)).toMatchObject({
      status: 'enriching',
      enrichmentAttempts: 1,
      leaseId: won[0]!.leaseId,
    });
  });

  it('re-claims an expired lease exactly once, and its old holder can no longer record', async () => {
    const id = await s.newActor(orgId);
    const first = (await runs.claim('first', id, 1))!;
    await sleep(20); // the first holder's lease is over: its worker is presumed dead
    const claims = await Promise.all(
      Array.from({ length: RACERS }, () => runs.claim('first', id, 60_000)),
    );
    const second = claims.filter((c) => c !== null);
    expect(second).toHaveLength(1);
    expect(await runs.record('first', id, first.leaseId, outcome)).toBe(false);
    expect(await runs.giveUp('first', id, first.leaseId, 'late')).toBe(false);
    expect(await row(id)).toMatchObject({
      status: 'enriching',
      enrichmentAttempts: 2,
    });
    expect(await runs.record('first', id, second[0]!.leaseId, outcome)).toBe(
      true,
    );
    expect((await row(id)).status).toBe('enriched');
  });

  it('records exactly one outcome when complete, fail and release race for one lease', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await s.newActor(orgId);
      const { leaseId } = (await runs.claim('first', id, 60_000))!;
      const [completed, failed, released] = await Promise.all([
        runs.record('first', id, leaseId, outcome),
        runs.giveUp('first', id, leaseId, 'tool broke'),
        runs.release('first', id, leaseId),
      ]);
      expect([completed, failed, released].filter(Boolean)).toHaveLength(1);
      const expected = completed ? 'enriched' : failed ? 'failed' : 'pending';
      expect(await row(id)).toMatchObject({ status: expected, leaseId: null });
    }
  });

  it('rejects only a pending actor, and a rejected actor is never claimed', async () => {
    const pending = await s.newActor(orgId);
    expect(await state.reject(pending, 'quota_exceeded')).toBe(true);
    expect(await row(pending)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'quota_exceeded',
      scoringStatus: 'skipped',
    });
    expect(await runs.claim('first', pending, 60_000)).toBeNull();

    const running = await s.newActor(orgId);
    await runs.claim('first', running, 60_000);
    expect(await state.reject(running, 'quota_exceeded')).toBe(false);
    expect((await row(running)).status).toBe('enriching');
  });

  it('is what rejects a create over quota (ActorsService writes no status itself)', async () => {
    const full = await s.newOrganization(0);
    const { actorId, created } = await s
      .get(ActorsService)
      .create(full, { email: 'over.quota@acme.test' });
    expect(created).toBe(true);
    expect(await row(actorId)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'quota_exceeded',
    });
  });
});
