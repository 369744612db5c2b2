// The admin CLI is built from the service's own Nest modules, not from a wiring of its own: a
// listener that a module adds to ActorStateEvents runs for changes made from the CLI too, in the
// same transaction, without the CLI knowing the listener exists.
import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from 'typeorm';
import { runAdmin } from '../../src/cli/run-admin.js';
import {
  ActorStateEvents,
  type ActorStateChange,
} from '../../src/modules/actors/actor-state.events.js';
import { ActorsModule } from '../../src/modules/actors/actors.module.js';
import { Actor } from '../../src/modules/actors/entities/actor.entity.js';
import { forEachDialect } from '../support/dialects.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';

/** What the listener saw: each change, and whether the actor's row was still there to read. */
const heard: Array<ActorStateChange & { rowPresent: boolean }> = [];

/** A new module's listener: a provider of its own module, registered on ActorStateEvents. */
@Injectable()
class RecordingListener implements OnModuleInit {
  constructor(private readonly events: ActorStateEvents) {}

  onModuleInit(): void {
    this.events.listen(async (change, tx: EntityManager) => {
      const rowPresent = (await tx.countBy(Actor, { id: change.actorId })) > 0;
      heard.push({ ...change, rowPresent });
    });
  }
}

@Module({ imports: [ActorsModule], providers: [RecordingListener] })
class RecordingModule {}

forEachDialect('the admin CLI on the service’s modules', (dialect) => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    dir = mkdtempSync(join(tmpdir(), 'cli-wiring-'));
  });
  afterAll(async () => {
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const admin = async (...argv: string[]) => {
    const out = await runAdmin(
      argv,
      { ...db.env, LOG_LEVEL: 'silent' },
      undefined,
      { modules: [RecordingModule] },
    );
    expect(out).toMatchObject({ exitCode: 0 });
    return JSON.parse(out.stdout);
  };

  it('runs a listener added to ActorStateEvents for a CLI erase (and a CLI import refused by quota)', async () => {
    heard.length = 0;
    const org = await admin('org:create', '--name', 'Wiring', '--quota', '0');
    const csv = join(dir, 'one.csv');
    writeFileSync(csv, 'email\nerase.me@acme.test\n');
    expect(
      await admin('actor:import', '--org', org.id, '--file', csv),
    ).toMatchObject({
      rejected: 1,
    });
    const actor = await admin(
      'actor:show',
      '--org',
      org.id,
      '--email',
      'erase.me@acme.test',
    );
    expect(
      await admin('actor:erase', '--org', org.id, '--id', actor.id),
    ).toEqual({ erased: 1 });
    expect(heard).toEqual([
      { type: 'rejected', actorId: actor.id, rowPresent: true },
      // Inside the erasure's transaction, before the row goes: the module can still look.
      { type: 'erased', actorId: actor.id, rowPresent: true },
    ]);
  });
});
