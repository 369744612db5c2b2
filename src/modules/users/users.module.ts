import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { UserSession } from './entities/user-session.entity.js';
import { User } from './entities/user.entity.js';
import { SessionsService } from './sessions.service.js';
import { UsersService } from './users.service.js';
import { UserRepository } from './repositories/user.repository.js';
import { UserSessionRepository } from './repositories/user-session.repository.js';

/**
 * Owns the people who sign in to the dashboard (users of one organization, admin or viewer) and
 * their server-side sessions. Created and removed with the admin CLI (user:*).
 */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([User, UserSession])],
  providers: [
    UserRepository,
    UserSessionRepository,
    UsersService,
    SessionsService,
  ],
  exports: [UsersService, SessionsService],
})
export class UsersModule {}
