import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProviderAnswer } from '../entities/provider-answer.entity.js';
import {
  FIND_ANSWER,
  ProviderCodecs,
  PUT_ANSWER,
} from './provider-statements.js';

/** The provider_answers table: answers kept per organization. */
@Injectable()
export class ProviderAnswerRepository {
  private readonly codecs = new ProviderCodecs();

  constructor(
    @InjectRepository(ProviderAnswer)
    private readonly answers: Repository<ProviderAnswer>,
  ) {}

  async find(
    organizationId: string,
    provider: string,
    subject: string,
  ): Promise<ProviderAnswer | null> {
    const [row] = await FIND_ANSWER.run(this.answers.manager.connection, [
      organizationId,
      provider,
      subject,
    ]);
    return row ? this.codecs.answer(this.answers).hydrate(row) : null;
  }

  async put(answer: ProviderAnswer): Promise<void> {
    await PUT_ANSWER.run(
      this.answers.manager.connection,
      this.codecs.answer(this.answers).persist(answer),
    );
  }
}
