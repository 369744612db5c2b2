import type { Queue } from 'bull';

/**
 * What a job id means in Redis, decided from Bull's lists rather than from the job's hash. Bull
 * ignores an add whose job id has a hash, whatever state that hash is in: a finished job that was
 * kept, or a hash a Redis restored from old data left in no list, would silently swallow every
 * later add of its id, and an actor would stay pending for good. A job id counts as queued only
 * while it waits, runs (or holds a lock) or awaits a retry. Each check is one Lua script, so it
 * sees the lists as one state, never halfway through a job's move from one list to the next.
 */

// KEYS: wait, active, paused (lists), delayed (sorted set). ARGV: job ids. Returns 1/0 per id.
const QUEUED = `
local queued = {}
for i = 1, 3 do
  for _, id in ipairs(redis.call('LRANGE', KEYS[i], 0, -1)) do queued[id] = true end
end
local result = {}
for i, id in ipairs(ARGV) do
  result[i] = (queued[id] or redis.call('ZSCORE', KEYS[4], id)) and 1 or 0
end
return result`;

// KEYS: wait, active, paused, delayed, completed, failed, priority, the job's hash, its logs,
// its lock. ARGV: the job id. Deletes the job when it has a hash but is not queued; 1 if it did.
const RELEASE = `
if redis.call('EXISTS', KEYS[8]) == 0 then return 0 end
if redis.call('EXISTS', KEYS[10]) == 1 then return 0 end
if redis.call('ZSCORE', KEYS[4], ARGV[1]) then return 0 end
for i = 1, 3 do
  for _, id in ipairs(redis.call('LRANGE', KEYS[i], 0, -1)) do
    if id == ARGV[1] then return 0 end
  end
end
redis.call('ZREM', KEYS[5], ARGV[1])
redis.call('ZREM', KEYS[6], ARGV[1])
redis.call('ZREM', KEYS[7], ARGV[1])
redis.call('DEL', KEYS[8], KEYS[9])
return 1`;

/** Which of these job ids wait, run or await a retry in this queue (one round trip). */
export async function queuedJobIds(
  queue: Queue,
  jobIds: readonly string[],
): Promise<Set<string>> {
  if (!jobIds.length) return new Set();
  await queue.isReady();
  const keys = ['wait', 'active', 'paused', 'delayed'].map((k) =>
    queue.toKey(k),
  );
  const flags = (await queue.client.eval(
    QUEUED,
    keys.length,
    ...keys,
    ...jobIds,
  )) as number[];
  return new Set(jobIds.filter((_, i) => flags[i] === 1));
}

/**
 * Frees a job id that a job no longer queued still holds, so that the next add of it queues a
 * job again; a queued job is left alone. Returns whether there was such a remnant.
 */
export async function releaseJobId(
  queue: Queue,
  jobId: string,
): Promise<boolean> {
  const lists = [
    'wait',
    'active',
    'paused',
    'delayed',
    'completed',
    'failed',
    'priority',
  ].map((k) => queue.toKey(k));
  const job = queue.toKey(jobId);
  await queue.isReady();
  const keys = [...lists, job, `${job}:logs`, `${job}:lock`];
  return (await queue.client.eval(RELEASE, keys.length, ...keys, jobId)) === 1;
}
