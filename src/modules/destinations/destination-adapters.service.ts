import { Injectable } from '@nestjs/common';
import {
  DESTINATION_REGISTRY,
  isDestinationKind,
  type DestinationAdapter,
} from '../../../libs/destinations/index.js';
import { AppError } from '../../common/errors/app-error.js';

/** The registry's adapters, each imported the first time a destination of its kind needs it. */
@Injectable()
export class DestinationAdapters {
  private readonly loaded = new Map<string, Promise<DestinationAdapter>>();

  get(kind: string): Promise<DestinationAdapter> {
    if (!isDestinationKind(kind))
      throw AppError.badRequest(
        `must be one of ${Object.keys(DESTINATION_REGISTRY).join(', ')}`,
        'kind',
      );
    let adapter = this.loaded.get(kind);
    if (!adapter) {
      adapter = DESTINATION_REGISTRY[kind].adapter();
      this.loaded.set(kind, adapter);
    }
    return adapter;
  }
}
