import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  ColumnCodec,
  PreparedStatement,
} from '../../../database/prepared-statements.js';
import { ProviderAnswer } from '../entities/provider-answer.entity.js';

const COLUMNS = [
  'organizationId',
  'provider',
  'subject',
  'answer',
  'fetchedAt',
] as const;

// Every research run with a provider reads and writes here: prepared SQL, not the query builder
// (its per-call cost was a measured share of a provider run's CPU: bench/README.md, "Burst").
const FIND = new PreparedStatement(
  'provider_answers_find',
  `SELECT ${COLUMNS.map((c) => `"${c}"`).join(', ')} FROM "provider_answers" WHERE "organizationId" = $1 AND "provider" = $2 AND "subject" = $3`,
);
const PUT = new PreparedStatement(
  'provider_answers_put',
  `INSERT INTO "provider_answers" (${COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT ("organizationId", "provider", "subject") DO UPDATE SET "answer" = excluded."answer", "fetchedAt" = excluded."fetchedAt"`,
);

/** The provider_answers table: answers kept per organization. */
@Injectable()
export class ProviderAnswerRepository {
  private codec: ColumnCodec<ProviderAnswer, (typeof COLUMNS)[number]> | null =
    null;

  constructor(
    @InjectRepository(ProviderAnswer)
    private readonly answers: Repository<ProviderAnswer>,
  ) {}

  async find(
    organizationId: string,
    provider: string,
    subject: string,
  ): Promise<ProviderAnswer | null> {
    const [row] = await FIND.run(this.answers.manager.connection, [
      organizationId,
      provider,
      subject,
    ]);
    return row ? this.columns().hydrate(row) : null;
  }

  async put(answer: ProviderAnswer): Promise<void> {
    await PUT.run(
      this.answers.manager.connection,
      this.columns().persist(answer),
    );
  }

  private columns() {
    return (this.codec ??= new ColumnCodec(
      this.answers.manager.connection,
      this.answers.metadata,
      COLUMNS,
    ));
  }
}
