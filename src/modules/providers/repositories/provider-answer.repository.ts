import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProviderAnswer } from '../entities/provider-answer.entity.js';

/** The provider_answers table: answers kept per organization. */
@Injectable()
export class ProviderAnswerRepository {
  constructor(
    @InjectRepository(ProviderAnswer)
    private readonly answers: Repository<ProviderAnswer>,
  ) {}

  find(
    organizationId: string,
    provider: string,
    subject: string,
  ): Promise<ProviderAnswer | null> {
    return this.answers.findOneBy({ organizationId, provider, subject });
  }

  async put(answer: ProviderAnswer): Promise<void> {
    await this.answers.save(answer);
  }
}
