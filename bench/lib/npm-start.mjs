// `npm start` as a newcomer runs it, in its own process group (npm, sh, node), until the service
// logs that it started; then SIGTERM to the group. Bounded: two minutes at most.
import { spawn } from 'node:child_process';

export async function runNpmStartUntilServing(env) {
  const start = spawn('npm', ['start'], {
    env: { ...process.env, ENV_FILE: '/dev/null', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('npm start did not serve within 120 s')),
        120_000,
      );
      let out = '';
      start.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('service started')) {
          clearTimeout(timer);
          resolve();
        }
      });
      start.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited with ${code}`));
      });
    });
  } finally {
    if (start.exitCode === null && start.signalCode === null) {
      const closed = new Promise((resolve) => start.once('close', resolve));
      try {
        process.kill(-start.pid, 'SIGTERM');
      } catch (err) {
        if (err.code !== 'ESRCH') throw err;
      }
      await closed;
    }
  }
}
