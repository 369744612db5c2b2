import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { UserSession } from './entities/user-session.entity.js';
import { UserSessionRepository } from './repositories/user-session.repository.js';
import type { User } from './entities/user.entity.js';
import { UsersService } from './users.service.js';

/** However active, a session ends this long after sign-in: a stolen cookie does not live forever. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often per session: no write on most page views. */
const TOUCH_INTERVAL_MS = 60_000;

export interface ActiveSession {
  session: UserSession;
  user: User;
}

const hashToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Server-side dashboard sessions: started at sign-in, ended by sign-out, expiry or user removal. */
@Injectable()
export class SessionsService {
  private readonly idleMs: number;

  constructor(
    private readonly sessions: UserSessionRepository,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.idleMs = config.dashboard?.sessionIdleMs ?? 0;
  }

  /** A new session for `user`; the token goes into the cookie and is never stored. */
  async start(
    user: User,
    now = new Date(),
  ): Promise<{ token: string; session: UserSession }> {
    // Sessions that ended by time are swept here, where sessions are made, not on every request.
    await this.sessions.deleteExpired(now);
    const token = randomBytes(32).toString('base64url');
    const session = await this.sessions.insert({
      id: hashToken(token),
      userId: user.id,
      csrfToken: randomBytes(32).toString('base64url'),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
    });
    return { token, session };
  }

  /** The session a cookie's token names, if it is still alive (and its user still exists). */
  async resume(token: string, now = new Date()): Promise<ActiveSession | null> {
    if (!TOKEN.test(token)) return null;
    const session = await this.sessions.find(hashToken(token));
    if (!session) return null;
    const idleUntil = session.lastSeenAt.getTime() + this.idleMs;
    if (session.expiresAt <= now || idleUntil <= now.getTime()) {
      await this.sessions.delete(session.id);
      return null;
    }
    const user = await this.users.findById(session.userId);
    if (!user) return null;
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      session.lastSeenAt = now;
      await this.sessions.touch(session.id, now);
    }
    return { session, user };
  }

  /** Sign-out: the session is gone, whoever holds the cookie. */
  async end(token: string): Promise<void> {
    if (TOKEN.test(token)) await this.sessions.delete(hashToken(token));
  }
}
