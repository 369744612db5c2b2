import { InitialSchemaSqlite1764000000000 } from './1764000000000-initial-schema.js';

/** In order. A new migration is one class here and its twin in ../postgres. */
export const SQLITE_MIGRATIONS = [InitialSchemaSqlite1764000000000];
