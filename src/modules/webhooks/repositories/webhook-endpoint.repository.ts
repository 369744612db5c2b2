import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import {
  ColumnCodec,
  PreparedStatement,
} from '../../../database/prepared-statements.js';
import { WebhookEndpoint } from '../entities/webhook-endpoint.entity.js';

/** What the outbox reads of an endpoint: which it is, and what it subscribes to. */
export type SubscribedEndpoint = Pick<WebhookEndpoint, 'id' | 'events'>;

// Every state change of every actor reads this (the outbox, inside the change's transaction):
// prepared, not built by the query builder each time.
const ENABLED_FOR_ACTOR_SQL = `SELECT e."id", e."events" FROM "webhook_endpoints" e INNER JOIN "actors" a ON a."organizationId" = e."organizationId" WHERE a."id" = $1 AND e."disabledAt" IS NULL`;
const ENABLED_FOR_ACTOR = new PreparedStatement(
  'webhook_endpoints_enabled_for_actor',
  `${ENABLED_FOR_ACTOR_SQL} FOR SHARE OF e`,
  ENABLED_FOR_ACTOR_SQL,
);

/** The webhook_endpoints table. */
@Injectable()
export class WebhookEndpointRepository {
  private subscribed: ColumnCodec<WebhookEndpoint, 'id' | 'events'> | null =
    null;

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

  /**
   * The enabled endpoints of the organization an actor belongs to: one query, in `tx`. On
   * PostgreSQL they stay locked (FOR SHARE) until `tx` ends, so an endpoint cannot be disabled
   * while the outbox writes deliveries for it: disabling (an UPDATE of the endpoint) waits for
   * the outbox's commit and then fails the deliveries it wrote too, and an outbox that comes
   * second waits for the disabling's commit and then no longer finds the endpoint enabled.
   * SQLite runs one transaction at a time, so there the two cannot interleave at all.
   */
  async enabledForActor(
    tx: EntityManager,
    actorId: string,
  ): Promise<SubscribedEndpoint[]> {
    this.subscribed ??= new ColumnCodec(
      this.endpoints.manager.connection,
      this.endpoints.metadata,
      ['id', 'events'],
    );
    const codec = this.subscribed;
    const rows = await ENABLED_FOR_ACTOR.runIn(tx, [actorId]);
    return rows.map((row) => codec.hydrate(row));
  }
}
