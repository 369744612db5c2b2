import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { transaction } from '../../database/transaction.js';

/**
 * A state change other modules may record something about (webhooks: an outbox row), or the
 * actor's erasure, after which they keep nothing about it.
 */
export type ActorStateChangeType =
  'enriched' | 'failed' | 'rejected' | 'scored' | 'erased';

export interface ActorStateChange {
  type: ActorStateChangeType;
  actorId: string;
  /** A score written by rescoring after an ICP profile change: which change, and how many it covers. */
  rescoring?: RescoringNote;
}

/** The ICP profile version a rescoring scores against, and how many actors its change set to rescore. */
export interface RescoringNote {
  profileVersion: number;
  actors: number;
}

/** Announces a change that happened, inside its transaction (see `transaction`). */
export type Announce = (
  type: ActorStateChangeType,
  detail?: Pick<ActorStateChange, 'rescoring'>,
) => Promise<void>;

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
    return this.transaction(change.actorId, async (tx, announce) => {
      if (!(await write(tx))) return false;
      await announce(change.type);
      return true;
    });
  }

  /**
   * Makes several changes of one actor in one transaction (a research run records the facts, then
   * the score): `work` writes them and announces each one that happened right after it, so each
   * listener sees the actor as of that change, and everything commits together or not at all.
   */
  async transaction<T>(
    actorId: string,
    work: (tx: EntityManager, announce: Announce) => Promise<T>,
  ): Promise<T> {
    const afterCommit: AfterCommit[] = [];
    const result = await transaction(this.dataSource, (tx) =>
      work(tx, async (type, detail) => {
        for (const listener of this.listeners) {
          const after = await listener({ type, actorId, ...detail }, tx);
          if (after) afterCommit.push(after);
        }
      }),
    );
    // Best effort by contract: what was committed stands, and each listener has its own way
    // of catching up on what this missed (the webhooks dispatcher sweeps its outbox).
    for (const after of afterCommit) await after().catch(() => undefined);
    return result;
  }
}
