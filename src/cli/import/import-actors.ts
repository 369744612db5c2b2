import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { AppError } from '../../common/errors/app-error.js';
import { requestContext } from '../../common/request-context.js';
import type { CliIo } from '../admin-command.js';
import type { CliApp } from '../cli-app.js';
import type { ActorsService } from '../../modules/actors/actors.service.js';
import type { OrganizationsService } from '../../modules/auth/organizations.service.js';
import { readActorCsv } from './actor-csv.js';
import { ProgressBar } from './progress-bar.js';

/** The fixed output of actor:import; read = created + existing + invalid + rejected. */
export interface ImportCounts {
  read: number;
  created: number;
  existing: number;
  invalid: number;
  rejected: number;
}

/**
 * Creates the file's actors in one organization, row by row in file order, exactly as the API
 * creates them: the same validation, the same idempotency (a second run creates nothing), the
 * same quota (rows are admitted in file order until it is used up) and the same enqueueing.
 * Invalid rows are reported on stderr with their line numbers and skipped.
 */
export async function importActors(
  ctx: CliApp<{ organizations: OrganizationsService; actors: ActorsService }>,
  input: { orgId: string; path: string; source?: string },
  io: CliIo,
): Promise<ImportCounts> {
  const size = fileSize(input.path);
  const { validateCreateActor } =
    await import('../../modules/actors/dto/validate-create-actor.js');
  const { organizations: orgs, actors } = ctx.services;
  const org = await orgs.get(input.orgId);
  if (input.source !== undefined) {
    // Checked once here, with the API's rule, rather than refusing every row for it.
    await validateCreateActor({
      email: 'x@example.com',
      source: input.source,
    }).catch((err: unknown) => {
      throw AppError.badRequest(`--source: ${(err as Error).message}`);
    });
  }
  // One id for the whole run: it travels with every job, so the workers' logs name this import.
  const requestId = `import_${randomBytes(8).toString('hex')}`;
  ctx.log.info({ requestId, orgId: org.id }, 'actor import started');

  const bodyLimit = ctx.config.http.bodyLimitBytes;
  const counts: ImportCounts = {
    read: 0,
    created: 0,
    existing: 0,
    invalid: 0,
    rejected: 0,
  };
  const progress = new ProgressBar(io, size);
  const refuse = (line: number, reason: string) => {
    counts.invalid++;
    progress.line(`line ${line}: ${reason}`);
  };
  for await (const row of readActorCsv(input.path)) {
    counts.read++;
    progress.update(row.bytesRead, counts.read);
    if ('error' in row) {
      refuse(row.line, row.error);
      continue;
    }
    let dto;
    try {
      const body = rowBody(row.cells, input.source);
      if (Buffer.byteLength(JSON.stringify(body)) > bodyLimit)
        throw new Error(
          `the row is larger than the API accepts (BODY_LIMIT_BYTES ${bodyLimit})`,
        );
      dto = await validateCreateActor(body);
    } catch (err) {
      refuse(row.line, (err as Error).message);
      continue;
    }
    const result = await requestContext.run({ requestId }, () =>
      actors.create(org.id, dto),
    );
    if (!result.created) counts.existing++;
    else if (result.rejected) counts.rejected++;
    else counts.created++;
  }
  progress.clear();
  return counts;
}

/**
 * A row as the create body the API would receive. A CSV cannot tell an empty cell from a missing
 * one, so empty cells are left out; --source fills rows that have none.
 */
function rowBody(
  cells: Record<string, string>,
  defaultSource: string | undefined,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (cells.email) body.email = cells.email;
  if (cells.name) body.name = cells.name;
  const source = cells.source || defaultSource;
  if (source) body.source = source;
  if (cells.metadata) {
    try {
      body.metadata = JSON.parse(cells.metadata);
    } catch {
      throw new Error('metadata is not valid JSON');
    }
  }
  return body;
}

function fileSize(path: string): number {
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw AppError.badRequest(`${path} is not a file`);
    return stat.size;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw AppError.badRequest(
      `cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
}
