// Prints the SQL that would bring a database in line with the entities (the drift check's
// counterpart for authors): `npm run build && node dist/scripts/schema-diff.js`.
import { loadConfig } from '../src/config/app-config.js';
import { createDataSource } from '../src/database/data-source.js';

const config = loadConfig(process.env);
const ds = createDataSource(config.database);
await ds.initialize();
await ds.runMigrations();
const sql = await ds.driver.createSchemaBuilder().log();
for (const q of sql.upQueries) console.log(q.query + ';');
console.log('-- down');
for (const q of sql.downQueries.toReversed()) console.log(q.query + ';');
await ds.destroy();
