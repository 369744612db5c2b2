import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyGuard } from './api-key.guard.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiKey } from './entities/api-key.entity.js';
import { Organization } from './entities/organization.entity.js';
import { OrganizationsService } from './organizations.service.js';

/** Owns organizations and API keys; installs the global bearer-key guard. */
@Module({
  imports: [TypeOrmModule.forFeature([Organization, ApiKey])],
  providers: [
    OrganizationsService,
    ApiKeysService,
    { provide: APP_GUARD, useClass: ApiKeyGuard },
  ],
  exports: [OrganizationsService, ApiKeysService],
})
export class AuthModule {}
