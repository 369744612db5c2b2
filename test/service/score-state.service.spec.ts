// Compare-and-set races on an enriched actor's score, on each database: scorers holding an old
// profile version, a profile change or clear in between, and a late failure.
import { DataSource } from 'typeorm';
import { Actor } from '../../src/modules/actors/entities/actor.entity.js';
import { ScoreStateService } from '../../src/modules/scoring/score-state.service.js';
import { ResearchRunState } from '../../src/modules/enrichment/runs/research-run-state.service.js';
import { forEachDialect } from '../support/dialects.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';

const RACERS = 10;
const scoreOf = (score: number) => ({
  score,
  scoring: { explanation: `${score}` },
});

forEachDialect('ScoreStateService', (dialect) => {
  let s: ServiceModule;
  let scores: ScoreStateService;
  beforeAll(async () => {
    s = await startServiceModule(dialect);
    scores = s.get(ScoreStateService);
  });
  afterAll(() => s.close());

  const row = (id: string) =>
    s.get(DataSource).getRepository(Actor).findOneByOrFail({ id });

  /** A fresh organization with one enriched actor awaiting its first score. */
  async function enrichedActor(): Promise<{ orgId: string; id: string }> {
    const orgId = await s.newOrganization();
    const id = await s.newActor(orgId);
    const runs = s.get(ResearchRunState);
    const { leaseId } = (await runs.claim('first', id, 60_000))!;
    await runs.record('first', id, leaseId, {
      enrichment: { sources: ['email'], confidence: 0.3 },
      intelligence: {},
      emailSignals: null,
    });
    return { orgId, id };
  }

  it('scores a freshly enriched actor with the version it is given', async () => {
    const { id } = await enrichedActor();
    expect(await scores.recordScore(id, 1, scoreOf(70))).toBe(true);
    expect(await row(id)).toMatchObject({
      scoringStatus: 'scored',
      score: 70,
      scoringProfileVersion: 1,
    });
  });

  it('never lets a scorer holding an old version win over a profile change', async () => {
    const { orgId, id } = await enrichedActor();
    const racers = Array.from({ length: RACERS }, (_, i) =>
      scores.recordScore(id, 1, scoreOf(i)),
    );
    const [marked] = await Promise.all([
      scores.markOrganizationForRescoring(orgId, 2),
      ...racers,
    ]);
    expect(marked).toBe(1);
    // Whichever came first, the actor now awaits a score for version 2, and only that counts.
    expect(await row(id)).toMatchObject({
      scoringStatus: 'pending',
      scoringProfileVersion: 2,
    });
    expect(await scores.recordScore(id, 1, scoreOf(10))).toBe(false);
    expect(await scores.recordScore(id, 2, scoreOf(90))).toBe(true);
    expect(await row(id)).toMatchObject({ scoringStatus: 'scored', score: 90 });
  });

  it('records exactly one of many concurrent scores for the same version', async () => {
    const { id } = await enrichedActor();
    const written = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        scores.recordScore(id, 1, scoreOf(i)),
      ),
    );
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(await row(id)).toMatchObject({
      scoringStatus: 'scored',
      score: written.indexOf(true),
    });
  });

  it('does not let a late failure overwrite a score', async () => {
    const { id } = await enrichedActor();
    await scores.recordScore(id, 1, scoreOf(55));
    expect(await scores.recordScoringFailed(id)).toBe(false);
    expect(await row(id)).toMatchObject({ scoringStatus: 'scored', score: 55 });
  });

  it('skips only while no profile version is awaited, and a cleared profile takes no score', async () => {
    const { orgId, id } = await enrichedActor();
    await scores.markOrganizationForRescoring(orgId, 1);
    expect(await scores.recordScoringSkipped(id)).toBe(false);
    await scores.clearOrganizationScores(orgId);
    expect(await scores.recordScore(id, 1, scoreOf(40))).toBe(false);
    expect(await row(id)).toMatchObject({
      scoringStatus: 'skipped',
      score: null,
      scoringProfileVersion: null,
    });
  });
});
