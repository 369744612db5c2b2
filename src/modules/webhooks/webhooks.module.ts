import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActorsModule } from '../actors/actors.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { EndpointAddressGuard } from './endpoint-address.guard.js';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { WebhookDeliveriesService } from './webhook-deliveries.service.js';
import { WebhookAttemptRepository } from './repositories/webhook-attempt.repository.js';
import { WebhookDeliveryRepository } from './repositories/webhook-delivery.repository.js';
import { WebhookEndpointRepository } from './repositories/webhook-endpoint.repository.js';
import { WebhookEventRepository } from './repositories/webhook-event.repository.js';
import { WebhookOutbox } from './webhook-outbox.service.js';
import { WebhookDispatcher } from './webhook-dispatcher.service.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { WebhookMetrics } from './webhook.metrics.js';
import { WebhookRetention } from './webhook-retention.sweep.js';
import { WebhookSecrets } from './webhook-secrets.service.js';
import { WebhookSender } from './webhook-sender.service.js';

/**
 * Tells customers when an actor changes state: signed webhooks (Standard Webhooks 1.0) from an
 * outbox written in the transaction of the change (ActorStateEvents), delivered through the job
 * queue in a line of their own (`webhook-deliver`), at least once and in order per actor. The
 * enrichment module does not know it exists.
 */
@Module({
  imports: [
    AuthModule,
    ActorsModule,
    TypeOrmModule.forFeature([WebhookEndpoint, WebhookEvent, WebhookDelivery]),
  ],
  providers: [
    WebhookSecrets,
    EndpointAddressGuard,
    WebhookEndpointsService,
    WebhookDeliveriesService,
    WebhookDeliveryRepository,
    WebhookAttemptRepository,
    WebhookEndpointRepository,
    WebhookEventRepository,
    WebhookOutbox,
    WebhookMetrics,
    WebhookSender,
    WebhookDispatcher,
    WebhookRetention,
  ],
  exports: [WebhookEndpointsService, WebhookDeliveriesService],
})
export class WebhooksModule {}
