import { AppError } from '../../../common/errors/app-error.js';
import type { ActorViewRow } from '../repositories/actor-statements.js';
import { toActorCard, type ActorCardView } from './actor-card.view.js';
import { toActorRecord, type ActorRecordView } from './actor-record.view.js';
import type { RecordExtra } from './record-include.pipe.js';
import type { ActorView } from './view-param.pipe.js';

// What a read asked to see (`?view=`, `?include=`), for one actor and for a page of them alike.

/** Extras belong to the full record: asked with view=card, the read is refused before it reads. */
export function checkRequestedView(
  view: ActorView,
  include: readonly RecordExtra[],
): void {
  if (view === 'card' && include.length > 0)
    throw AppError.unprocessable(
      'applies to the full record only, not to view=card',
      'include',
    );
}

/** The actor as the read asked to see it. */
export function inRequestedView(
  actor: ActorViewRow,
  view: ActorView,
  include: readonly RecordExtra[],
): ActorRecordView | ActorCardView {
  return view === 'card' ? toActorCard(actor) : toActorRecord(actor, include);
}
