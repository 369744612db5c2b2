import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { UserSession } from '../entities/user-session.entity.js';

/** The user_sessions table: a session is found by the hash of its token, never by the token. */
@Injectable()
export class UserSessionRepository {
  constructor(
    @InjectRepository(UserSession)
    private readonly sessions: Repository<UserSession>,
  ) {}

  insert(session: UserSession): Promise<UserSession> {
    return this.sessions.save(this.sessions.create(session));
  }

  find(id: string): Promise<UserSession | null> {
    return this.sessions.findOneBy({ id });
  }

  async delete(id: string): Promise<void> {
    await this.sessions.delete({ id });
  }

  /** Sessions that ended by time before `now`. */
  async deleteExpired(now: Date): Promise<void> {
    await this.sessions.delete({ expiresAt: LessThan(now) });
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    await this.sessions.update({ id }, { lastSeenAt });
  }
}
