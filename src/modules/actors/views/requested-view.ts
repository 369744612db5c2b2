import { AppError } from '../../../common/errors/app-error.js';
import type { ActorViewRow } from '../repositories/actor-statements.js';
import { toActorCard, type ActorCardView } from './actor-card.view.js';
import { toActorRecord, type ActorRecordView } from './actor-record.view.js';
import {
  extensionsOf,
  extrasOf,
  type RecordInclude,
} from './record-include.pipe.js';
import type { ActorView } from './view-param.pipe.js';

// What a read asked to see (`?view=`, `?include=`), for one actor and for a page of them alike.

/** Extras belong to the full record: asked with view=card, the read is refused before it reads. */
export function checkRequestedView(
  view: ActorView,
  include: readonly RecordInclude[],
): void {
  if (view === 'card' && include.length > 0)
    throw AppError.unprocessable(
      'applies to the full record only, not to view=card',
      'include',
    );
}

/**
 * The actor as the read asked to see it; `extensions` holds what other modules keep about it,
 * read for the extensions asked (RecordExtensionsService).
 */
export function inRequestedView(
  actor: ActorViewRow,
  view: ActorView,
  include: readonly RecordInclude[],
  extensions: ReadonlyMap<string, ReadonlyMap<string, unknown>> = new Map(),
): ActorRecordView | ActorCardView {
  if (view === 'card') return toActorCard(actor);
  const record = toActorRecord(actor, extrasOf(include));
  for (const name of extensionsOf(include))
    (record as unknown as Record<string, unknown>)[name] =
      extensions.get(name)?.get(actor.id) ?? [];
  return record;
}
