import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ProviderOutcome } from '../../../libs/providers/provider.js';
import type { ProviderId } from '../../../libs/providers/registry.js';
import { ProviderAnswerRepository } from './repositories/provider-answer.repository.js';
import {
  ProviderUsageRepository,
  type UsageDelta,
} from './repositories/provider-usage.repository.js';
import { usageMonth } from './usage-month.js';

/** An answer worth keeping: what the provider knows (or that it knows nothing), not a failure. */
export type KeptAnswer = Extract<
  ProviderOutcome,
  { kind: 'match' | 'no_match' }
>;

/** What a provider was asked about: a person by address, or a company by domain. */
export type AnswerSubject = { email: string } | { domain: string };

/** The table's key for a subject: a hash, so the table is no list of addresses. */
export function subjectHash(subject: AnswerSubject): string {
  const text =
    'email' in subject
      ? `email:${subject.email.trim().toLowerCase()}`
      : `domain:${subject.domain.trim().toLowerCase()}`;
  return createHash('sha256').update(text).digest('hex');
}

/**
 * What each organization asked of its providers: the month's usage (the budget's measure) and
 * the answers kept for it, per organization only (its licence covers them, nobody else's).
 */
@Injectable()
export class ProviderLedger {
  constructor(
    private readonly answers: ProviderAnswerRepository,
    private readonly usage: ProviderUsageRepository,
  ) {}

  /** A kept answer younger than `ttlMs`, or null. */
  async cached(
    organizationId: string,
    provider: ProviderId,
    subject: AnswerSubject,
    ttlMs: number,
    now: Date,
  ): Promise<{ answer: KeptAnswer; fetchedAt: Date } | null> {
    if (ttlMs <= 0) return null;
    const row = await this.answers.find(
      organizationId,
      provider,
      subjectHash(subject),
    );
    if (!row || now.getTime() - row.fetchedAt.getTime() >= ttlMs) return null;
    return {
      answer: JSON.parse(row.answer) as KeptAnswer,
      fetchedAt: row.fetchedAt,
    };
  }

  async keep(
    organizationId: string,
    provider: ProviderId,
    subject: AnswerSubject,
    answer: KeptAnswer,
    fetchedAt: Date,
  ): Promise<void> {
    await this.answers.put({
      organizationId,
      provider,
      subject: subjectHash(subject),
      answer: JSON.stringify(answer),
      fetchedAt,
    });
  }

  async count(
    organizationId: string,
    provider: ProviderId,
    at: Date,
    delta: UsageDelta,
  ): Promise<void> {
    await this.usage.add(organizationId, provider, usageMonth(at), delta);
  }

  /**
   * Takes `units` of this month's budget before a request, so that concurrent runs never spend
   * past it together; false: the budget is spent. What the request really cost is counted after
   * (count, with the reserved units taken back).
   */
  reserve(
    organizationId: string,
    provider: ProviderId,
    at: Date,
    units: number,
    budget: number,
  ): Promise<boolean> {
    return this.usage.reserve(
      organizationId,
      provider,
      usageMonth(at),
      units,
      budget,
    );
  }
}
