import type {
  ActorChange,
  FieldMapping,
} from '../../../libs/destinations/index.js';
import type {
  Destination,
  DestinationStatus,
} from './entities/destination.entity.js';

/** A destination as lists show it: never its credentials. */
export interface DestinationView {
  id: string;
  organizationId: string;
  kind: string;
  status: DestinationStatus;
  statusDetail: string | null;
  accountLabel: string | null;
  events: ActorChange[];
  settings: Record<string, unknown>;
  /** the mapping in force (the organization's, else the adapter's default) */
  mapping: FieldMapping;
  pending: number;
  lastSuccessAt: string | null;
  throttledUntil: string | null;
  failingSince: string | null;
  createdAt: string;
}

export function destinationView(
  d: Destination,
  defaultMapping: FieldMapping,
  pending: number,
  now = new Date(),
): DestinationView {
  return {
    id: d.id,
    organizationId: d.organizationId,
    kind: d.kind,
    status: d.status,
    statusDetail: d.statusDetail,
    accountLabel: d.accountLabel,
    events: d.events,
    settings: d.settings,
    mapping: d.mapping ?? defaultMapping,
    pending,
    lastSuccessAt: d.lastSuccessAt?.toISOString() ?? null,
    throttledUntil:
      d.throttledUntil && d.throttledUntil > now
        ? d.throttledUntil.toISOString()
        : null,
    failingSince: d.failingSince?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}
