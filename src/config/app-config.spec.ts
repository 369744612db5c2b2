import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('defaults to the embedded SQLite file, port 3000 and no Redis', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({
      dialect: 'sqlite',
      path: './data/enrichment.sqlite',
      migrationsRun: true,
    });
    expect(c.redisUrl).toBeNull();
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database,
    ).toMatchObject({ dialect: 'postgres' });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['LOG_LEVEL', 'loud'],
    ['API_KEY_PREFIX', 'Has_Underscore'],
    ['MIGRATIONS_RUN', 'maybe'],
  ])('stops with a message naming %s for %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.dialect).toBe(
      'sqlite',
    );
  });
});
