import { Entity, Index } from 'typeorm';
import {
  BelongsTo,
  Instant,
  PrimaryVarchar,
  Uuid,
  Varchar,
} from '../../../database/columns.js';
import { User } from './user.entity.js';

/**
 * A signed-in browser. Kept on the server so that signing out, or removing the user (the rows go
 * with it), ends it at once. The cookie holds a random token; only its SHA-256 is stored, so a
 * copy of the database does not let anyone in.
 */
@Entity('user_sessions')
export class UserSession {
  /** hex SHA-256 of the cookie's token */
  @PrimaryVarchar(64)
  id!: string;

  @Index()
  @Uuid()
  userId!: string;

  @BelongsTo(() => User, 'userId')
  user?: User;

  /** the synchronizer token every form of this session must send back */
  @Varchar(64)
  csrfToken!: string;

  @Instant()
  createdAt!: Date;

  /** written at most once a minute; idle sessions end DASHBOARD_SESSION_IDLE_MS after it */
  @Instant()
  lastSeenAt!: Date;

  /** the latest a session may live, however active (SESSION_MAX_AGE_MS after sign-in) */
  @Index()
  @Instant()
  expiresAt!: Date;
}
