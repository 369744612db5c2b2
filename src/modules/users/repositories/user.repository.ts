import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { User } from '../entities/user.entity.js';

/** The users table (dashboard people); emails are unique across organizations. */
@Injectable()
export class UserRepository {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  insert(user: User): Promise<User> {
    return this.users.save(this.users.create(user));
  }

  emailTaken(email: string): Promise<boolean> {
    return this.users.existsBy({ email });
  }

  find(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** The organization's users, oldest first. */
  listOf(organizationId: string): Promise<User[]> {
    return this.users.find({
      where: { organizationId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Removes the user; its sessions go with it (ON DELETE CASCADE). */
  async delete(id: string): Promise<void> {
    await this.users.delete({ id });
  }
}
