// The embedded default as a burst deployment: one process (APP_ROLE=all) on a SQLite file in a
// fresh temp directory, removed afterwards.
import { join } from 'node:path';
import { removeDir, tempDir } from './infra.mjs';

export function embeddedDeployment(onCleanup) {
  return {
    label: 'embedded (sqlite, in-process)',
    workers: 0,
    prepare: async () => {
      const dir = tempDir('bench-burst-');
      onCleanup(() => removeDir(dir));
      return { SQLITE_PATH: join(dir, 'burst.sqlite') };
    },
  };
}
