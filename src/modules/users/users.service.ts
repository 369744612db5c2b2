import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  normalizeEmail,
  validateEmail,
} from '../../../libs/email/email-address.js';
import {
  generatePassword,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  UNUSABLE_HASH,
  verifyPassword,
} from '../../../libs/password/index.js';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid, OrganizationsService } from '../auth/organizations.service.js';
import type { User } from './entities/user.entity.js';
import { UserRepository } from './repositories/user.repository.js';
import { USER_ROLES, type UserRole } from './user-role.js';

/** The people who sign in to the dashboard: created by an operator, each with a generated password. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UserRepository,
    private readonly orgs: OrganizationsService,
  ) {}

  /** A new user and its generated password, in clear this once. */
  async create(
    organizationId: string,
    rawEmail: string,
    role: string,
  ): Promise<{ user: User; password: string }> {
    const org = await this.orgs.get(organizationId);
    const valid = validateEmail(rawEmail);
    // The address rules name the field in their reasons ("email must be …").
    if (!valid.ok)
      throw AppError.badRequest(valid.reason.replace(/^email /, ''), 'email');
    if (!(USER_ROLES as readonly string[]).includes(role))
      throw AppError.badRequest(
        `must be one of ${USER_ROLES.join(', ')}`,
        'role',
      );
    const email = normalizeEmail(rawEmail);
    if (await this.users.emailTaken(email))
      throw AppError.unprocessable(`a user with this email already exists`);
    const password = generatePassword();
    const user = await this.users.insert({
      id: randomUUID(),
      organizationId: org.id,
      email,
      role: role as UserRole,
      passwordHash: await hashPassword(password),
      createdAt: new Date(),
    });
    return { user, password };
  }

  /** The organization's users, oldest first. */
  async list(organizationId: string): Promise<User[]> {
    const org = await this.orgs.get(organizationId);
    return this.users.listOf(org.id);
  }

  /** Removes a user; its sessions go with it (ON DELETE CASCADE), so it is signed out at once. */
  async remove(id: string): Promise<void> {
    const user = isUuid(id) ? await this.users.find(id.toLowerCase()) : null;
    if (!user) throw AppError.notFound(`No user ${id}`);
    await this.users.delete(user.id);
  }

  findById(id: string): Promise<User | null> {
    return this.users.find(id);
  }

  /** The user with this email (any case), in whichever organization. */
  findByEmail(rawEmail: string): Promise<User | null> {
    return this.users.findByEmail(normalizeEmail(rawEmail));
  }

  /**
   * The user these credentials belong to, or null. An unknown email costs a hash check all the
   * same, so the time taken does not tell which emails have accounts.
   */
  async authenticate(rawEmail: string, password: string): Promise<User | null> {
    const email = normalizeEmail(rawEmail.slice(0, 320));
    const user =
      password.length <= MAX_PASSWORD_LENGTH
        ? await this.users.findByEmail(email)
        : null;
    const ok = await verifyPassword(
      password,
      user?.passwordHash ?? UNUSABLE_HASH,
    );
    return ok && user ? user : null;
  }
}
