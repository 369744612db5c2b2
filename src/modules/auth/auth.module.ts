import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyGuard } from './api-key.guard.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiKey } from './entities/api-key.entity.js';
import { Organization } from './entities/organization.entity.js';
import { OrganizationsService } from './organizations.service.js';
import { ApiKeyRepository } from './repositories/api-key.repository.js';
import { OrganizationRepository } from './repositories/organization.repository.js';

/**
 * Owns organizations and API keys, and the bearer-key guard (installed globally by AppModule,
 * which orders the global guards).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Organization, ApiKey])],
  providers: [
    OrganizationRepository,
    ApiKeyRepository,
    OrganizationsService,
    ApiKeysService,
    ApiKeyGuard,
  ],
  exports: [OrganizationsService, ApiKeysService, ApiKeyGuard],
})
export class AuthModule {}
