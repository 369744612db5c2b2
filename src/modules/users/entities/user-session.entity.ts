import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { User } from './user.entity.js';

/**
 * A signed-in browser. Kept on the server so that signing out, or removing the user (the rows go
 * with it), ends it at once. The cookie holds a random token; only its SHA-256 is stored, so a
 * copy of the database does not let anyone in.
 */
@Entity('user_sessions')
export class UserSession {
  /** hex SHA-256 of the cookie's token */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Index()
  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** the synchronizer token every form of this session must send back */
  @Column({ type: 'varchar', length: 64 })
  csrfToken!: string;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  /** written at most once a minute; idle sessions end DASHBOARD_SESSION_IDLE_MS after it */
  @Column({ type: 'datetime' })
  lastSeenAt!: Date;

  /** the latest a session may live, however active (SESSION_MAX_AGE_MS after sign-in) */
  @Index()
  @Column({ type: 'datetime' })
  expiresAt!: Date;
}
