import { Injectable, PipeTransform } from '@nestjs/common';
import { AppError } from '../../../common/errors/app-error.js';

export const ACTOR_VIEWS = ['full', 'card'] as const;
export type ActorView = (typeof ACTOR_VIEWS)[number];

/** `?view=` of the fetch operation: absent = full; anything but full/card is a 422. */
@Injectable()
export class ParseViewPipe implements PipeTransform<unknown, ActorView> {
  transform(value: unknown): ActorView {
    if (value === undefined) return 'full';
    if (
      typeof value === 'string' &&
      (ACTOR_VIEWS as readonly string[]).includes(value)
    ) {
      return value as ActorView;
    }
    throw AppError.unprocessable(
      `must be one of: ${ACTOR_VIEWS.join(', ')}`,
      'view',
    );
  }
}
