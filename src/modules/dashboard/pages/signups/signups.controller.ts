import { Get, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ActorListService } from '../../../actors/actor-list.service.js';
import { IcpProfilesService } from '../../../scoring/icp-profiles.service.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { DashboardRequest } from '../../http/dashboard-request.js';
import { redirect, sendPage } from '../../http/respond.js';
import { ViewerContext } from '../../http/viewer.js';
import { html } from '../../views/html.js';
import { CSV_HEADER, csvRow } from './signups-csv.js';
import { parseSignupsQuery } from './signups-query.js';
import { signupRow, signupsPage } from './signups.view.js';

const MAX_LIVE_IDS = 100;
const EXPORT_BATCH = 500;
/** An export stops here: a spreadsheet past this is not what a sales team works from. */
const MAX_EXPORT_ROWS = 200_000;

@DashboardController('dashboard')
export class SignupsController {
  constructor(
    private readonly actors: ActorListService,
    private readonly profiles: IcpProfilesService,
    private readonly viewer: ViewerContext,
  ) {}

  @Get()
  home(@Res() res: Response): void {
    redirect(res, '/dashboard/signups');
  }

  @Get('signups')
  async list(
    @Req() req: DashboardRequest,
    @Query() raw: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const orgId = req.dashboard.user.organizationId;
    const bands = await this.profiles.bands(orgId);
    const { filters, query } = parseSignupsQuery(raw, bands);
    const [viewer, list] = await Promise.all([
      this.viewer.of(req),
      this.actors.list(orgId, query),
    ]);
    sendPage(
      res,
      signupsPage(viewer, filters, list, bands, raw.erased === '1'),
    );
  }

  /** The list's filter as CSV, streamed batch by batch (no whole export held in memory). */
  @Get('signups/export.csv')
  async export(
    @Req() req: DashboardRequest,
    @Query() raw: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const orgId = req.dashboard.user.organizationId;
    const bands = await this.profiles.bands(orgId);
    const { query } = parseSignupsQuery(raw, bands);
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
      for await (const batch of this.actors.exportBatches(
        orgId,
        query,
        EXPORT_BATCH,
      )) {
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

  /** The rows of these actors as they are now: how the list follows pending ones. */
  @Get('signups/live')
  async live(
    @Req() req: DashboardRequest,
    @Query('ids') ids: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const wanted = (typeof ids === 'string' ? ids.split(',') : [])
      .filter((id) => /^[0-9a-f-]{36}$/i.test(id))
      .slice(0, MAX_LIVE_IDS);
    const orgId = req.dashboard.user.organizationId;
    const [rows, bands] = await Promise.all([
      this.actors.rowsByIds(orgId, wanted),
      this.profiles.bands(orgId),
    ]);
    sendPage(res, html`${rows.map((row) => signupRow(row, bands))}`);
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
