import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { transaction } from '../../database/transaction.js';

/** A state change other modules may record something about (webhooks: an outbox row). */
export type ActorStateChangeType =
  'enriched' | 'failed' | 'rejected' | 'scored';

export interface ActorStateChange {
  type: ActorStateChangeType;
  actorId: string;
}

/** After the commit: work that may fail without undoing the change (e.g. waking a queue). */
export type AfterCommit = () => Promise<void>;

/**
 * Runs inside the transaction that makes the change, so whatever it writes through `tx` commits
 * with the change or not at all. It may return work to do once the change is committed.
 */
export type StateChangeListener = (
  change: ActorStateChange,
  tx: EntityManager,
) => Promise<AfterCommit | void>;

/**
 * How the actors module lets others record a state change atomically with it, without knowing
 * who listens (the webhooks module writes its outbox here). The state services make every change
 * through `change()`; with no listener it is the bare compare-and-set, as before.
 */
@Injectable()
export class ActorStateEvents {
  private readonly listeners: StateChangeListener[] = [];

  constructor(private readonly dataSource: DataSource) {}

  listen(listener: StateChangeListener): void {
    this.listeners.push(listener);
  }

  /**
   * Makes one change: `write` applies it and says whether it happened (its compare-and-set won).
   * Only a change that happened is announced, inside its transaction.
   */
  async change(
    change: ActorStateChange,
    write: (manager: EntityManager) => Promise<boolean>,
  ): Promise<boolean> {
    if (!this.listeners.length) return write(this.dataSource.manager);
    const happened = await this.changes(change.actorId, async (tx) =>
      (await write(tx)) ? [change.type] : [],
    );
    return happened.length > 0;
  }

  /**
   * Makes several changes of one actor in one transaction (a refresh replaces the enrichment and
   * the score together): `write` applies them and returns, in order, the types of those that
   * happened; each is announced inside the transaction, in that order.
   */
  async changes(
    actorId: string,
    write: (tx: EntityManager) => Promise<ActorStateChangeType[]>,
  ): Promise<ActorStateChangeType[]> {
    const afterCommit: AfterCommit[] = [];
    const happened = await transaction(this.dataSource, async (tx) => {
      const types = await write(tx);
      for (const type of types)
        for (const listener of this.listeners) {
          const after = await listener({ type, actorId }, tx);
          if (after) afterCommit.push(after);
        }
      return types;
    });
    // Best effort by contract: what was committed stands, and each listener has its own way
    // of catching up on what this missed (the webhooks dispatcher polls its outbox).
    for (const after of afterCommit) await after().catch(() => undefined);
    return happened;
  }
}
