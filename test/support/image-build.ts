// Builds a Dockerfile's stages without Docker, each in a directory of its own that stands for the
// stage's filesystem: COPY takes exactly what the build context and .dockerignore let through (or
// what an earlier stage holds), RUN runs in the stage's WORKDIR with its ENV. What the test machine
// cannot reproduce is left out and reported: installing OS packages (`apt-get`, the base image's
// business; this machine has python3, make and g++) and switching user (USER is recorded).
import { cpSync, mkdirSync, statSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import {
  buildContext,
  commandOf,
  copyArgs,
  envArgs,
  type Stage,
} from './dockerfile.js';
import { spawnTracked } from './service-process.js';

export interface BuiltStage {
  /** the directory standing for the stage's `/` */
  rootfs: string;
  workdir: string;
  env: Record<string, string>;
  user: string;
  cmd: string[] | null;
  healthcheck: string[] | null;
  /** RUN lines not reproduced, and why */
  skipped: string[];
}

const RUN_TIMEOUT_MS = 15 * 60_000;

export async function buildStages(
  repoRoot: string,
  stages: Stage[],
  workDir: string,
  runEnv: Record<string, string>,
): Promise<BuiltStage[]> {
  const context = buildContext(repoRoot);
  const built: BuiltStage[] = [];
  const byName = new Map<string, BuiltStage>();
  for (const [index, stage] of stages.entries()) {
    const result: BuiltStage = {
      rootfs: join(workDir, `stage-${index}`),
      workdir: '/',
      env: {},
      user: 'root',
      cmd: null,
      healthcheck: null,
      skipped: [],
    };
    mkdirSync(result.rootfs, { recursive: true });
    const inStage = (path: string) =>
      join(result.rootfs, posix.resolve(result.workdir, path));
    for (const { keyword, args } of stage.instructions) {
      if (keyword === 'WORKDIR') {
        result.workdir = posix.resolve(result.workdir, args.trim());
        mkdirSync(inStage('.'), { recursive: true });
      } else if (keyword === 'ENV') Object.assign(result.env, envArgs(args));
      else if (keyword === 'USER') result.user = args.trim();
      else if (keyword === 'CMD') result.cmd = commandOf(args);
      else if (keyword === 'HEALTHCHECK')
        result.healthcheck = commandOf(args.replace(/^.*?\bCMD\s+/, ''));
      else if (keyword === 'COPY') {
        const { from, sources, dest } = copyArgs(args);
        const source =
          from === null ? null : (byName.get(from) ?? built[+from]);
        if (from !== null && !source) throw new Error(`no stage ${from}`);
        for (const src of sources)
          if (source) copyFromStage(source, src, inStage(dest));
          else copyFromContext(repoRoot, context, src, inStage(dest), dest);
      } else if (keyword === 'RUN') {
        if (/^apt-get\b/.test(args.trim())) result.skipped.push(args);
        else
          await run(commandOf(args), inStage('.'), {
            ...runEnv,
            ...result.env,
          });
      }
      // FROM's base image, EXPOSE and the like change nothing a test can see here.
    }
    built.push(result);
    if (stage.name) byName.set(stage.name, result);
  }
  return built;
}

function copyFromStage(stage: BuiltStage, src: string, dest: string): void {
  const path = join(stage.rootfs, posix.resolve(stage.workdir, src));
  cpSync(path, dest, { recursive: true, verbatimSymlinks: true });
}

/** COPY from the context: a file, or a directory's files, only those the context holds. */
function copyFromContext(
  root: string,
  context: string[],
  src: string,
  dest: string,
  destAsWritten: string,
): void {
  const name = posix.normalize(src).replace(/\/$/, '');
  const exact = context.includes(name);
  const files = exact
    ? [name]
    : context.filter((f) => f.startsWith(`${name}/`));
  if (!files.length)
    throw new Error(`COPY ${src}: not in the build context (.dockerignore?)`);
  const intoDir =
    !exact ||
    destAsWritten.endsWith('/') ||
    destAsWritten === '.' ||
    (statSync(dest, { throwIfNoEntry: false })?.isDirectory() ?? false);
  for (const file of files) {
    const target = exact
      ? intoDir
        ? join(dest, basename(file))
        : dest
      : join(dest, file.slice(name.length + 1));
    cpSync(join(root, file), target);
  }
}

/** One RUN line, bounded; on a time-out it is killed with everything it started. */
async function run(
  command: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<void> {
  const child = spawnTracked(command[0]!, command.slice(1), env, cwd);
  const exit = await child.waitForExit(RUN_TIMEOUT_MS).catch(async (err) => {
    await child.stop('SIGKILL');
    throw err;
  });
  if (exit.code !== 0)
    throw new Error(
      `RUN ${command.at(-1)} failed (${exit.code ?? exit.signal}):\n${child.output().slice(-20_000)}`,
    );
}
