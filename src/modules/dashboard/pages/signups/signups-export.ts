// The export's download: CSV streamed batch by batch as the list's query reads it, so no whole
// export is held in memory, with the client's pace respected (backpressure).
import type { Response } from 'express';
import type { ScoreBandThresholds } from '../../../../../libs/icp/index.js';
import type { ActorExportRow } from '../../../actors/actor-page.service.js';
import { CSV_HEADER, csvRow } from './signups-csv.js';

/** How many rows one read of the export takes. */
export const EXPORT_BATCH = 500;
/** An export stops here: a spreadsheet past this is not what a sales team works from. */
const MAX_EXPORT_ROWS = 200_000;

export async function sendSignupsCsv(
  res: Response,
  batches: AsyncIterable<ActorExportRow[]>,
  bands: ScoreBandThresholds,
): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="signups-${day}.csv"`,
  );
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  let written = 0;
  try {
    await write(res, `\uFEFF${CSV_HEADER}`); // the BOM: spreadsheets then read UTF-8 names right
    for await (const batch of batches) {
      const rows = batch.slice(0, MAX_EXPORT_ROWS - written);
      await write(res, rows.map((row) => csvRow(row, bands)).join(''));
      written += rows.length;
      if (written >= MAX_EXPORT_ROWS || res.destroyed) break;
    }
    res.end();
  } catch (error) {
    // Headers are gone: a cut-off download is the only honest signal left.
    res.destroy(error as Error);
  }
}

/** Writes a chunk, waiting for the client to drain the last one first (backpressure). */
function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      res.off('error', reject);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
    res.once('error', reject);
  });
}
