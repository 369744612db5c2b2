import { createReadStream } from 'node:fs';
import { parse, type CsvError } from 'csv-parse';
import { AppError } from '../../common/errors/app-error.js';

/** The columns a CSV of actors may have: the create operation's fields. */
export const ACTOR_CSV_COLUMNS = ['email', 'name', 'source', 'metadata'];

/** A record longer than this is refused, not read into memory. */
const MAX_RECORD_CHARS = 1024 * 1024;

export type CsvRow =
  | { line: number; cells: Record<string, string>; bytesRead: number }
  | { line: number; error: string; bytesRead: number };

/**
 * The data rows of a CSV file with a header row, each with the line it starts on (the header is
 * line 1; a quoted cell may span lines). Blank lines are skipped; a malformed row is yielded as an
 * error and reading goes on. A header with an unknown, repeated or missing column is refused
 * before any row is read (AppError bad_request).
 */
export async function* readActorCsv(path: string): AsyncGenerator<CsvRow> {
  const skipped: CsvRow[] = [];
  const header = { seen: false };
  let bytesRead = 0;
  const source = createReadStream(path);
  const parser = parse({
    bom: true,
    columns: (names: string[]) => {
      header.seen = true;
      return checkHeader(names);
    },
    record_delimiter: ['\r\n', '\n'],
    skip_empty_lines: true,
    // A stray quote inside a cell is kept as text rather than derailing the rest of the file.
    relax_quotes: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_CHARS,
    info: true,
    raw: true,
  });
  // pipe() does not pass errors on: an unreadable file must end the loop below, not hang it.
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);
  parser.on('skip', (err: CsvError & { lines?: number }) => {
    skipped.push({
      line: err.lines ?? 0,
      error: `malformed CSV row (${err.message.split(' at line')[0].split(' on line')[0]})`,
      bytesRead,
    });
  });
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number; bytes: number };
      raw: string;
    }>) {
      const line = startLine(info.lines, raw);
      // The parser reports malformed rows as it meets them, ahead of the rows before them.
      while (skipped.length && skipped[0].line < line) yield skipped.shift()!;
      bytesRead = info.bytes;
      yield { line, cells: record, bytesRead };
    }
  } catch (err) {
    throw asFileError(path, err);
  }
  yield* skipped;
  if (!header.seen)
    throw AppError.badRequest(`${path} is empty: the header row is missing`);
}

/** The parser reports the line a record ends on; a quoted cell may have spanned several. */
function startLine(endLine: number, raw: string): number {
  const record = raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '');
  return endLine - (record.match(/\n/g)?.length ?? 0);
}

function checkHeader(header: string[]): string[] {
  const columns = header.map((h) => h.trim().toLowerCase());
  const expected = ACTOR_CSV_COLUMNS.join(', ');
  for (const [i, column] of columns.entries()) {
    if (!ACTOR_CSV_COLUMNS.includes(column))
      throw AppError.badRequest(
        `unknown column "${header[i]}" in the header row; the columns are ${expected}`,
      );
    if (columns.indexOf(column) !== i)
      throw AppError.badRequest(`column "${column}" appears twice`);
  }
  if (!columns.includes('email'))
    throw AppError.badRequest(
      `the header row has no email column; the columns are ${expected} (email required)`,
    );
  return columns;
}

function asFileError(path: string, err: unknown): Error {
  if (err instanceof AppError) return err;
  const code = (err as NodeJS.ErrnoException).code;
  if (code?.startsWith('E'))
    return AppError.badRequest(`cannot read ${path}: ${code}`);
  return AppError.badRequest(
    `${path} is not a CSV file with a header row: ${(err as Error).message}`,
  );
}
