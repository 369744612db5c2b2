import { loadConfig } from '../../src/config/app-config.js';
import { createDataSource, migrate } from '../../src/database/data-source.js';
import { createTestDatabase } from '../support/databases.js';
import { forEachDialect } from '../support/dialects.js';

forEachDialect('migrations', (dialect) => {
  it('agree with the entities: generating a migration after them yields nothing', async () => {
    const db = await createTestDatabase(dialect);
    const ds = createDataSource(loadConfig(db.env).database);
    try {
      await ds.initialize();
      await migrate(ds);
      const pending = await ds.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
      // And they can all be undone cleanly.
      for (let i = 0; i < ds.migrations.length; i++)
        await ds.undoLastMigration();
      const tables = await ds
        .createQueryRunner()
        .getTables(['actors', 'api_keys', 'organizations']);
      expect(tables).toHaveLength(0);
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });
});
