import { Entity } from 'typeorm';
import {
  Instant,
  PrimaryUuid,
  PrimaryVarchar,
  Text,
} from '../../../database/columns.js';

/**
 * A provider's answer kept for one organization (its licence covers it, nobody else's), so a
 * re-enrichment within PROVIDER_CACHE_TTL_MS costs nothing. `subject` is a hash of the address or
 * the domain, so the table is not a list of addresses; erasing an actor removes its answers.
 */
@Entity('provider_answers')
export class ProviderAnswer {
  @PrimaryUuid()
  organizationId!: string;

  @PrimaryVarchar(16)
  provider!: string;

  /** sha256 hex of `email:<address>` or `domain:<domain>` */
  @PrimaryVarchar(64)
  subject!: string;

  /** the ProviderOutcome (a match or a no-match) as JSON */
  @Text()
  answer!: string;

  @Instant()
  fetchedAt!: Date;
}
