import type { Repository } from 'typeorm';
import {
  ColumnCodec,
  PreparedStatement,
} from '../../../database/prepared-statements.js';
import type { ProviderAnswer } from '../entities/provider-answer.entity.js';
import type { ProviderKey } from '../entities/provider-key.entity.js';

// Every research run with a provider reads its keys and usage, and reads and writes its kept
// answers: prepared SQL, one statement each, not the query builder (its per-call cost was a
// measured share of a provider run's CPU: bench/README.md, "Burst"). The provider tables' SQL,
// in one place.

const quoted = (columns: readonly string[]) =>
  columns.map((c) => `"${c}"`).join(', ');

const KEY_COLUMNS = [
  'organizationId',
  'provider',
  'position',
  'sealedKey',
  'minConfidence',
  'monthlyBudget',
  'mode',
  'status',
  'statusDetail',
  'pausedMonth',
  'createdAt',
  'updatedAt',
] as const;

export const LIST_KEYS = new PreparedStatement(
  'provider_keys_list',
  `SELECT ${quoted(KEY_COLUMNS)} FROM "provider_keys" WHERE "organizationId" = $1 ORDER BY "position"`,
);

const ANSWER_COLUMNS = [
  'organizationId',
  'provider',
  'subject',
  'answer',
  'fetchedAt',
] as const;

export const FIND_ANSWER = new PreparedStatement(
  'provider_answers_find',
  `SELECT ${quoted(ANSWER_COLUMNS)} FROM "provider_answers" WHERE "organizationId" = $1 AND "provider" = $2 AND "subject" = $3`,
);
export const PUT_ANSWER = new PreparedStatement(
  'provider_answers_put',
  `INSERT INTO "provider_answers" (${quoted(ANSWER_COLUMNS)}) VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT ("organizationId", "provider", "subject") DO UPDATE SET "answer" = excluded."answer", "fetchedAt" = excluded."fetchedAt"`,
);

/** Rows as the entities hold them (dates, on SQLite too), codecs built on first use. */
export class ProviderCodecs {
  private keys: ColumnCodec<ProviderKey, (typeof KEY_COLUMNS)[number]> | null =
    null;
  private answers: ColumnCodec<
    ProviderAnswer,
    (typeof ANSWER_COLUMNS)[number]
  > | null = null;

  key(repository: Repository<ProviderKey>) {
    return (this.keys ??= new ColumnCodec(
      repository.manager.connection,
      repository.metadata,
      KEY_COLUMNS,
    ));
  }

  answer(repository: Repository<ProviderAnswer>) {
    return (this.answers ??= new ColumnCodec(
      repository.manager.connection,
      repository.metadata,
      ANSWER_COLUMNS,
    ));
  }
}

export const ADD_USAGE = new PreparedStatement(
  'provider_usage_add',
  `INSERT INTO "provider_usage" ("organizationId", "provider", "month", "calls", "matches", "spend")
   VALUES ($1, $2, $3, $4, $5, $6)
   ON CONFLICT ("organizationId", "provider", "month") DO UPDATE SET
     "calls" = "provider_usage"."calls" + excluded."calls",
     "matches" = "provider_usage"."matches" + excluded."matches",
     "spend" = "provider_usage"."spend" + excluded."spend"`,
);
// Takes `units` of the month's budget if they fit under it, in one statement (the row's lock
// orders concurrent runs): RETURNING says whether they did. A missing row starts at the units.
export const RESERVE_USAGE = new PreparedStatement(
  'provider_usage_reserve',
  `INSERT INTO "provider_usage" ("organizationId", "provider", "month", "calls", "matches", "spend")
   SELECT $1, $2, $3, 0, 0, CAST($4 AS integer) WHERE CAST($4 AS integer) <= CAST($5 AS integer)
   ON CONFLICT ("organizationId", "provider", "month") DO UPDATE SET
     "spend" = "provider_usage"."spend" + excluded."spend"
   WHERE "provider_usage"."spend" + excluded."spend" <= CAST($5 AS integer)
   RETURNING "spend"`,
);
export const MONTH_USAGE = new PreparedStatement<{
  provider: string;
  calls: number | string;
  matches: number | string;
  spend: number | string;
}>(
  'provider_usage_month',
  `SELECT "provider", "calls", "matches", "spend" FROM "provider_usage" WHERE "organizationId" = $1 AND "month" = $2`,
);
