import 'reflect-metadata';
import { runAdmin } from './run-admin.js';

runAdmin(process.argv.slice(2), process.env).then(
  ({ exitCode, stdout, stderr }) => {
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    process.exitCode = exitCode;
  },
  (err: unknown) => {
    process.stderr.write(
      `error: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exitCode = 1;
  },
);
