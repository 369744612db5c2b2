import { ActorsModule } from './modules/actors/actors.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { DestinationsModule } from './modules/destinations/destinations.module.js';
import { EnrichmentModule } from './modules/enrichment/enrichment.module.js';
import { ProvidersModule } from './modules/providers/providers.module.js';
import { ScoringModule } from './modules/scoring/scoring.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { WebhooksModule } from './modules/webhooks/webhooks.module.js';

/**
 * The domain modules, with their services, repositories and listeners: the one list every
 * process role is built from (AppModule for the service, the admin CLI's commands that change
 * actors). A listener added to any of them runs wherever its module's changes are made.
 */
export const DOMAIN_MODULES = [
  AuthModule,
  ActorsModule,
  ScoringModule,
  EnrichmentModule,
  WebhooksModule,
  UsersModule,
  ProvidersModule,
  DestinationsModule,
];
