import { Column, Entity } from 'typeorm';
import {
  NullableText,
  NullableVarchar,
  PrimaryVarchar,
} from '../../../database/columns.js';

/**
 * One company-scope tool's finding on one registrable domain, shared by every enrichment of that
 * domain (libs/research/company). Public facts about the domain only: no organisation, no
 * address, no person, so nothing here tells who looked the domain up. Also the claim that lets
 * one worker process look a domain up while the others wait for its finding.
 */
@Entity('company_findings')
export class CompanyFindingRecord {
  @PrimaryVarchar(253)
  domain!: string;

  @PrimaryVarchar(32)
  tool!: string;

  /** the CompanyFinding as JSON; null while a first lookup is only claimed */
  @NullableText()
  finding!: string | null;

  /** epoch ms the kept finding's lookup began (reuse is measured from it) */
  @Column({ type: 'bigint', nullable: true })
  fetchedAt!: string | null;

  /** random token of the lookup in progress, if any */
  @NullableVarchar(36)
  claimToken!: string | null;

  /** epoch ms; a claim not renewed by then is free (its holder died) */
  @Column({ type: 'bigint', default: 0 })
  claimedUntil!: string;
}
