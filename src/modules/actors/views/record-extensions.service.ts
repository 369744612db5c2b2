import { Injectable } from '@nestjs/common';
import type { RecordExtension } from './record-include.pipe.js';

/** Reads an extension's value for some actors of one organization: actor id → value. */
export type ExtensionReader = (
  organizationId: string,
  actorIds: string[],
) => Promise<Map<string, unknown>>;

/**
 * Members of the full record that other modules keep (`?include=destinations`: the CRM records
 * and last sync of each destination), read only when asked. The actors module names them in its
 * API (record-include.ts) and does not know who provides them: the owning module registers its
 * reader at start. An extension no module provides reads as an empty list.
 */
@Injectable()
export class RecordExtensionsService {
  private readonly readers = new Map<RecordExtension, ExtensionReader>();

  provide(name: RecordExtension, reader: ExtensionReader): void {
    this.readers.set(name, reader);
  }

  /** Each asked extension's values for these actors. */
  async read(
    names: readonly RecordExtension[],
    organizationId: string,
    actorIds: string[],
  ): Promise<Map<RecordExtension, Map<string, unknown>>> {
    const values = new Map<RecordExtension, Map<string, unknown>>();
    for (const name of names)
      values.set(
        name,
        (await this.readers.get(name)?.(organizationId, actorIds)) ?? new Map(),
      );
    return values;
  }
}
