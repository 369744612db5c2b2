import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActorsModule } from '../actors/actors.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ProviderAnswer } from './entities/provider-answer.entity.js';
import { ProviderKey } from './entities/provider-key.entity.js';
import { ProviderUsage } from './entities/provider-usage.entity.js';
import { ProviderAnswersErasure } from './provider-answers-erasure.listener.js';
import { ProviderKeySeal } from './provider-key-seal.service.js';
import { ProviderKeysService } from './provider-keys.service.js';
import { ProviderLedger } from './provider-ledger.service.js';
import { ProviderAnswerRepository } from './repositories/provider-answer.repository.js';
import { ProviderKeyRepository } from './repositories/provider-key.repository.js';
import { ProviderUsageRepository } from './repositories/provider-usage.repository.js';

/**
 * Data providers an organization brings (docs/providers): sealed keys, order, settings, status,
 * monthly usage and the answers kept for it. The waterfall that asks them is worker-only
 * (enrichment's ProviderWaterfall).
 */
@Module({
  imports: [
    AuthModule,
    ActorsModule,
    TypeOrmModule.forFeature([ProviderKey, ProviderUsage, ProviderAnswer]),
  ],
  providers: [
    ProviderKeySeal,
    ProviderKeysService,
    ProviderLedger,
    ProviderAnswersErasure,
    ProviderKeyRepository,
    ProviderUsageRepository,
    ProviderAnswerRepository,
  ],
  exports: [ProviderKeysService, ProviderLedger],
})
export class ProvidersModule {}
