import { BelongsTo, PrimaryUuid, Uuid } from '../../../database/columns.js';
import { Organization } from './organization.entity.js';

/**
 * The organization a row belongs to: its id, with a foreign key to it, so the row is deleted
 * with its organization. `primary`: the id is (part of) the row's key.
 */
export function OrganizationId(
  options: { primary?: boolean } = {},
): PropertyDecorator {
  const column = options.primary ? PrimaryUuid() : Uuid();
  return (target, property) => {
    column(target, property);
    // The relation is there for the foreign key only: nothing loads it.
    BelongsTo(() => Organization, property as string)(target, 'organization');
  };
}
