import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One company-scope tool's finding on one registrable domain, shared by every enrichment of that
 * domain (libs/research/company). Public facts about the domain only: no organisation, no
 * address, no person, so nothing here tells who looked the domain up. Also the claim that lets
 * one worker process look a domain up while the others wait for its finding.
 */
@Entity('company_findings')
export class CompanyFindingRecord {
  @PrimaryColumn({ type: 'varchar', length: 253 })
  domain!: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  tool!: string;

  /** the CompanyFinding as JSON; null while a first lookup is only claimed */
  @Column({ type: 'text', nullable: true })
  finding!: string | null;

  /** epoch ms the kept finding's lookup began (reuse is measured from it) */
  @Column({ type: 'bigint', nullable: true })
  fetchedAt!: string | null;

  /** random token of the lookup in progress, if any */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken!: string | null;

  /** epoch ms; a claim not renewed by then is free (its holder died) */
  @Column({ type: 'bigint', default: 0 })
  claimedUntil!: string;
}
