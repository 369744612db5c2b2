import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Actor } from '../../actors/entities/actor.entity.js';
import { WebhookEndpoint } from '../entities/webhook-endpoint.entity.js';

/** The webhook_endpoints table. */
@Injectable()
export class WebhookEndpointRepository {
  constructor(
    @InjectRepository(WebhookEndpoint)
    private readonly endpoints: Repository<WebhookEndpoint>,
  ) {}

  insert(endpoint: WebhookEndpoint): Promise<WebhookEndpoint> {
    return this.endpoints.save(this.endpoints.create(endpoint));
  }

  /** One endpoint; with `organizationId`, only that organization's. */
  find(id: string, organizationId?: string): Promise<WebhookEndpoint | null> {
    return this.endpoints.findOneBy({
      id,
      ...(organizationId !== undefined && { organizationId }),
    });
  }

  /** The organization's endpoints, oldest first. */
  list(organizationId: string): Promise<WebhookEndpoint[]> {
    return this.endpoints.find({
      where: { organizationId },
      order: { createdAt: 'ASC' },
    });
  }

  /** Removes the endpoint; its deliveries go with it (ON DELETE CASCADE). */
  async delete(id: string): Promise<void> {
    await this.endpoints.delete({ id });
  }

  async setSecrets(
    id: string,
    secrets: Pick<
      WebhookEndpoint,
      'secret' | 'previousSecret' | 'previousSecretExpiresAt'
    >,
  ): Promise<void> {
    await this.endpoints.update({ id }, secrets);
  }

  /** Enabled again, failing since nobody knows when: the operator says it is back. */
  async enable(id: string): Promise<void> {
    await this.endpoints.update(
      { id },
      { disabledAt: null, disabledReason: null, failingSince: null },
    );
  }

  /** The enabled endpoints of the organization an actor belongs to: one query, in `tx`. */
  enabledForActor(tx: EntityManager, actorId: string) {
    return tx
      .createQueryBuilder(WebhookEndpoint, 'e')
      .innerJoin(Actor, 'a', 'a.organizationId = e.organizationId')
      .where('a.id = :actorId', { actorId })
      .andWhere('e.disabledAt IS NULL')
      .getMany();
  }
}
