import { isDependencyUnavailable } from './dependency-unavailable.js';

const withCode = (message: string, code: string) =>
  Object.assign(new Error(message), { code });

describe('isDependencyUnavailable', () => {
  it.each([
    [
      'a refused connection',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'pg losing its connection',
      new Error('Connection terminated unexpectedly'),
    ],
    [
      'the pool giving up',
      new Error('timeout exceeded when trying to connect'),
    ],
    [
      'PostgreSQL shutting down, inside a TypeORM error',
      Object.assign(
        new Error('terminating connection due to administrator command'),
        {
          driverError: { code: '57P01' },
        },
      ),
    ],
    [
      'PostgreSQL starting up',
      withCode('the database system is starting up', '57P03'),
    ],
    [
      'too many connections',
      withCode('sorry, too many clients already', '53300'),
    ],
    [
      'a statement timeout',
      withCode('canceling statement due to statement timeout', '57014'),
    ],
    ['a busy SQLite file', withCode('database is locked', 'SQLITE_BUSY')],
    ['Redis gone (ioredis)', new Error('Connection is closed.')],
    [
      'every address refused',
      new AggregateError(
        [withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')],
        '',
      ),
    ],
    [
      'a wrapped cause',
      new Error('create failed', { cause: withCode('x', 'ECONNREFUSED') }),
    ],
  ])('%s: yes', (_label, err) => {
    expect(isDependencyUnavailable(err)).toBe(true);
  });

  it.each([
    [
      'a bug',
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ],
    [
      'a unique violation',
      withCode('duplicate key value violates unique constraint', '23505'),
    ],
    [
      'bad input to the database',
      withCode('invalid input syntax for type uuid', '22P02'),
    ],
    [
      'a deadlock (retry, but not an outage)',
      withCode('deadlock detected', '40P01'),
    ],
    ['not an error at all', 'Connection terminated'],
    ['nothing', undefined],
  ])('%s: no', (_label, err) => {
    expect(isDependencyUnavailable(err)).toBe(false);
  });
});
