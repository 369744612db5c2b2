import {
  Column,
  CreateDateColumn,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type ColumnType,
  type ObjectType,
} from 'typeorm';

// The kinds of column the entities are made of, each decided here once, so that an entity reads
// as what its columns hold. Entities stay dialect-neutral: TypeORM writes each type as its
// dialect has it (`uuid`, `character varying(n)` on PostgreSQL; `varchar` on SQLite), and
// createDataSource turns `datetime` into `timestamp with time zone` on PostgreSQL. What these
// declare is what the migrations created: the migrations test generates a migration from the
// entities, on both dialects, and expects nothing.

/** A NOT NULL column of `type`, and its nullable twin. */
function kind(type: ColumnType) {
  return [
    () => Column({ type }),
    () => Column({ type, nullable: true }),
  ] as const;
}

/** An instant; both dialects store it as UTC. */
export const [Instant, NullableInstant] = kind('datetime');

/** JSON as given: `json`, not `jsonb`, keeps key order and duplicate keys as they were sent. */
export const [Json, NullableJson] = kind('json');

/** Text of any length (sealed secrets, JSON kept as a string, reasons). */
export const [Text, NullableText] = kind('text');

export const [Integer, NullableInteger] = kind('integer');

/** Text of at most `length` characters. */
export const Varchar = (length: number) => Column({ type: 'varchar', length });
export const NullableVarchar = (length: number) =>
  Column({ type: 'varchar', length, nullable: true });

/** A count that starts at 0. */
export const Counter = () => Column({ type: 'integer', default: 0 });

/** An id we make (randomUUID), or a reference to one. */
export const Uuid = () => Column({ type: 'uuid' });
export const PrimaryUuid = () => PrimaryColumn({ type: 'uuid' });

/** A key part that is text of at most `length` characters (a hash, a name, a month). */
export const PrimaryVarchar = (length: number) =>
  PrimaryColumn({ type: 'varchar', length });

/** Set by the database when the row is inserted. */
export const CreatedAt = () => CreateDateColumn({ type: 'datetime' });

/** Set by the database when the row is inserted, and by TypeORM on every update it makes. */
export const UpdatedAt = () => UpdateDateColumn({ type: 'datetime' });

/**
 * The row belongs to `owner` through the column named `column`: a foreign key, and the row is
 * deleted with its owner.
 */
export function BelongsTo<T>(
  owner: () => ObjectType<T>,
  column: string,
): PropertyDecorator {
  return (target, property) => {
    JoinColumn({ name: column })(target, property);
    ManyToOne(owner, { onDelete: 'CASCADE' })(target, property);
  };
}
