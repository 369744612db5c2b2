// Dashboard sessions on a real database, with the clock passed in: when a session ends by
// itself (idle, or too old however active), and that sign-out and user removal end it at once.
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserSession } from '../../src/modules/users/entities/user-session.entity.js';
import {
  SESSION_MAX_AGE_MS,
  SessionsService,
} from '../../src/modules/users/sessions.service.js';
import { UsersModule } from '../../src/modules/users/users.module.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { forEachDialect } from '../support/dialects.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';

const IDLE_MS = 60 * 60 * 1000;
const MINUTE = 60_000;

forEachDialect('dashboard sessions', (dialect) => {
  let s: ServiceModule;
  let sessions: SessionsService;
  let rows: Repository<UserSession>;
  let n = 0;
  const newUser = async () => {
    const orgId = await s.newOrganization();
    return (
      await s
        .get(UsersService)
        .create(orgId, `person${++n}@sessions.test`, 'viewer')
    ).user;
  };

  beforeAll(async () => {
    s = await startServiceModule(dialect, {
      imports: [UsersModule],
      env: { DASHBOARD_SESSION_IDLE_MS: String(IDLE_MS) },
    });
    sessions = s.get(SessionsService);
    rows = s.module.get(getRepositoryToken(UserSession));
  });
  afterAll(() => s.close());

  it('stores only a hash of the token, and finds the session by the token', async () => {
    const user = await newUser();
    const t0 = new Date();
    const { token, session } = await sessions.start(user, t0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.id).not.toContain(token);
    const stored = await rows.findOneByOrFail({ userId: user.id });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await sessions.resume(token, t0))?.user.id).toBe(user.id);
    // A different last character, whatever the random token ended with.
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await sessions.resume(altered, t0)).toBeNull();
  });

  it('ends a session left idle for DASHBOARD_SESSION_IDLE_MS, and keeps one in use', async () => {
    const user = await newUser();
    const t0 = new Date();
    const { token } = await sessions.start(user, t0);
    const at = (ms: number) => new Date(t0.getTime() + ms);
    // Used every 50 minutes for five hours: still alive (each use moves the idle deadline).
    for (let m = 50; m <= 300; m += 50)
      expect(await sessions.resume(token, at(m * MINUTE))).not.toBeNull();
    // Then left alone for an hour and a minute: gone, and its row with it.
    expect(
      await sessions.resume(token, at(300 * MINUTE + IDLE_MS + MINUTE)),
    ).toBeNull();
    expect(await rows.countBy({ userId: user.id })).toBe(0);
  });

  it('ends a session SESSION_MAX_AGE_MS after sign-in however active', async () => {
    const user = await newUser();
    const t0 = new Date();
    const { token } = await sessions.start(user, t0);
    const steps = SESSION_MAX_AGE_MS / (IDLE_MS / 2);
    let last: Date = t0;
    for (let i = 1; i < steps; i++) {
      last = new Date(t0.getTime() + (i * IDLE_MS) / 2);
      expect(await sessions.resume(token, last)).not.toBeNull();
    }
    expect(
      await sessions.resume(token, new Date(t0.getTime() + SESSION_MAX_AGE_MS)),
    ).toBeNull();
  });

  it('ends a session at sign-out, and every session of a removed user', async () => {
    const user = await newUser();
    const now = new Date();
    const a = await sessions.start(user, now);
    const b = await sessions.start(user, now);
    await sessions.end(a.token);
    expect(await sessions.resume(a.token, now)).toBeNull();
    expect(await sessions.resume(b.token, now)).not.toBeNull();
    await s.get(UsersService).remove(user.id);
    expect(await sessions.resume(b.token, now)).toBeNull();
    expect(await rows.countBy({ userId: user.id })).toBe(0);
  });
});
