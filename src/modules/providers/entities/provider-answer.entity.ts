import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A provider's answer kept for one organization (its licence covers it, nobody else's), so a
 * re-enrichment within PROVIDER_CACHE_TTL_MS costs nothing. `subject` is a hash of the address or
 * the domain, so the table is not a list of addresses; erasing an actor removes its answers.
 */
@Entity('provider_answers')
export class ProviderAnswer {
  @PrimaryColumn({ type: 'uuid' })
  organizationId!: string;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  provider!: string;

  /** sha256 hex of `email:<address>` or `domain:<domain>` */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  subject!: string;

  /** the ProviderOutcome (a match or a no-match) as JSON */
  @Column({ type: 'text' })
  answer!: string;

  @Column({ type: 'datetime' })
  fetchedAt!: Date;
}
