import { Injectable, OnModuleInit } from '@nestjs/common';
import { ActorErasureService } from '../actors/actor-erasure.service.js';
import { WebhookDeliveriesService } from './webhook-deliveries.service.js';

/** An erased actor's events and deliveries go in the erasure's transaction (their bodies name the person). */
@Injectable()
export class WebhookErasure implements OnModuleInit {
  constructor(
    private readonly erasure: ActorErasureService,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  onModuleInit(): void {
    this.erasure.listen((actorId, tx) =>
      this.deliveries.forgetActor(actorId, tx),
    );
  }
}
