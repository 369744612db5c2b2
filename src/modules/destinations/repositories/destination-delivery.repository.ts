import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { In, LessThan, type EntityManager, type Repository } from 'typeorm';
import { DestinationDelivery } from '../entities/destination-delivery.entity.js';

export type DeliveryRow = Omit<DestinationDelivery, 'id' | 'destination'>;

/** The delivery history: written with each outcome, listed, replayed from, pruned. */
@Injectable()
export class DestinationDeliveryRepository {
  constructor(
    @InjectRepository(DestinationDelivery)
    private readonly deliveries: Repository<DestinationDelivery>,
  ) {}

  async add(manager: EntityManager | null, rows: DeliveryRow[]): Promise<void> {
    if (!rows.length) return;
    const m = manager ?? this.deliveries.manager;
    for (let i = 0; i < rows.length; i += 100)
      await m.insert(
        DestinationDelivery,
        rows.slice(i, i + 100).map((r) => ({
          ...r,
          id: randomUUID(),
          message: r.message?.slice(0, 300) ?? null,
        })),
      );
  }

  list(
    destinationId: string,
    limit: number,
    actorId?: string,
  ): Promise<DestinationDelivery[]> {
    return this.deliveries.find({
      where: { destinationId, ...(actorId && { actorId }) },
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }

  async forget(
    tx: EntityManager,
    actorId: string,
    destinationIds?: string[],
  ): Promise<void> {
    await tx.delete(DestinationDelivery, {
      actorId,
      ...(destinationIds && { destinationId: In(destinationIds) }),
    });
  }

  /** Deletes up to `batch` deliveries recorded before `cutoff`; returns how many went. */
  async prune(cutoff: Date, batch: number): Promise<number> {
    const old = await this.deliveries.find({
      select: { id: true },
      where: { createdAt: LessThan(cutoff) },
      take: batch,
    });
    if (!old.length) return 0;
    await this.deliveries.delete({ id: In(old.map((o) => o.id)) });
    return old.length;
  }
}
