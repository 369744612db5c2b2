import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import type {
  Intent,
  ObjectState,
} from '../../../../libs/destinations/index.js';
import { DestinationRecord } from '../entities/destination-record.entity.js';
import { runSql } from './run-sql.js';

const UPSERT = (column: 'intended' | 'written') =>
  `INSERT INTO "destination_records" ("destinationId", "objectType", "recordKey", "crmId", "written", "intended", "updatedAt")
   VALUES (:destinationId, :objectType, :recordKey, :crmId, :written, :intended, :now)
   ON CONFLICT ("destinationId", "objectType", "recordKey") DO UPDATE SET ${
     column === 'intended'
       ? '"intended" = excluded."intended"'
       : '"crmId" = excluded."crmId", "written" = excluded."written", "intended" = NULL'
   }, "updatedAt" = excluded."updatedAt"`;

/** The CRM objects a destination keeps in step: their ids, what we wrote, what we announced. */
@Injectable()
export class DestinationRecordRepository {
  constructor(
    @InjectRepository(DestinationRecord)
    private readonly records: Repository<DestinationRecord>,
  ) {}

  /** `objectType:key` → its state, for the actors and domains of a batch. */
  async states(
    destinationId: string,
    keys: string[],
  ): Promise<Map<string, ObjectState>> {
    const found = keys.length
      ? await this.records.findBy({
          destinationId,
          recordKey: In([...new Set(keys)]),
        })
      : [];
    return new Map(
      found.map((r) => [
        `${r.objectType}:${r.recordKey}`,
        {
          crmId: r.crmId,
          written: r.written ?? {},
          intended: r.intended ?? {},
        },
      ]),
    );
  }

  /** Write-ahead: the values an attempt is about to send, committed before it sends them. */
  async intend(
    destinationId: string,
    intents: Intent[],
    now: Date,
  ): Promise<void> {
    for (const intent of intents)
      await runSql(this.records.manager, UPSERT('intended'), {
        destinationId,
        objectType: intent.objectType,
        recordKey: intent.key,
        crmId: null,
        written: null,
        intended: JSON.stringify(intent.values),
        now,
      });
  }

  /** Written: the CRM id, and the values we now hold as ours. */
  async synced(
    tx: EntityManager,
    destinationId: string,
    objectType: string,
    recordKey: string,
    crmId: string,
    written: Record<string, string>,
    now: Date,
  ): Promise<void> {
    await runSql(tx, UPSERT('written'), {
      destinationId,
      objectType,
      recordKey,
      crmId,
      written: JSON.stringify(written),
      intended: null,
      now,
    });
  }

  /** People's objects (keyed by their actor ids): their CRM ids, for an erasure or the API. */
  ofActors(
    actorIds: string[],
    destinationId?: string,
  ): Promise<DestinationRecord[]> {
    if (!actorIds.length) return Promise.resolve([]);
    return this.records.findBy({
      recordKey: In(actorIds),
      ...(destinationId && { destinationId }),
    });
  }

  /** Erasure: a person's objects go; companies (keyed by domain) hold no person data and stay. */
  async forget(
    tx: EntityManager,
    actorId: string,
    destinationIds?: string[],
  ): Promise<void> {
    await tx.delete(DestinationRecord, {
      recordKey: actorId,
      ...(destinationIds && { destinationId: In(destinationIds) }),
    });
  }
}
