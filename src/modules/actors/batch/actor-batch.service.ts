import { Injectable } from '@nestjs/common';
import { AppError } from '../../../common/errors/app-error.js';
import { ActorsService } from '../actors.service.js';
import { validateCreateActor } from '../dto/validate-create-actor.js';
import { itemShapeProblem } from './batch-body.js';

/** What became of one item: created (or found) as a single create would, or why not. */
export type BatchItemOutcome =
  | {
      actorId: string;
      status: 'created' | 'already_exists';
      /** set when the monthly quota refused the new actor's enrichment */
      rejectionReason: 'quota_exceeded' | null;
    }
  | { error: AppError };

/**
 * `POST /v1/actors/batch`: each item is a single create — checked, validated and created on its
 * own, idempotent on its email — in order, so a repeated email later in the batch finds the
 * actor an earlier item created. `admit` counts the item against the caller's rate limit first
 * (an item refused there is not created). Errors other than an item's own (the database gone)
 * end the batch: creates are idempotent, so the whole batch can be sent again.
 */
@Injectable()
export class ActorBatchService {
  constructor(private readonly actors: ActorsService) {}

  async create(
    organizationId: string,
    items: readonly unknown[],
    admit: (index: number) => Promise<AppError | null>,
  ): Promise<BatchItemOutcome[]> {
    const outcomes: BatchItemOutcome[] = [];
    for (const [index, item] of items.entries()) {
      const refused = await admit(index);
      if (refused) {
        outcomes.push({ error: refused });
        continue;
      }
      outcomes.push(await this.createOne(organizationId, item));
    }
    return outcomes;
  }

  private async createOne(
    organizationId: string,
    item: unknown,
  ): Promise<BatchItemOutcome> {
    const shape = itemShapeProblem(item);
    if (shape) return { error: shape };
    try {
      const dto = await validateCreateActor(item as Record<string, unknown>);
      const { actorId, created, rejected } = await this.actors.create(
        organizationId,
        dto,
      );
      return {
        actorId,
        status: created ? 'created' : 'already_exists',
        rejectionReason: rejected ? 'quota_exceeded' : null,
      };
    } catch (err) {
      if (err instanceof AppError && err.code === 'unprocessable_entity')
        return { error: err };
      throw err;
    }
  }
}
