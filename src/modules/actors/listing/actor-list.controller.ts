import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOperation,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorResponses } from '../../../common/swagger/error-responses.js';
import { schemaRef } from '../../../common/swagger/schema-object.js';
import { CurrentOrgId } from '../../auth/current-org.decorator.js';
import { ACTOR_STATUSES } from '../actor-status.js';
import type { ActorCardView } from '../views/actor-card.view.js';
import type { ActorRecordView } from '../views/actor-record.view.js';
import {
  extensionsOf,
  ParseIncludePipe,
  type RecordInclude,
} from '../views/record-include.pipe.js';
import { RecordExtensionsService } from '../views/record-extensions.service.js';
import {
  checkRequestedView,
  inRequestedView,
} from '../views/requested-view.js';
import {
  ACTOR_VIEWS,
  ParseViewPipe,
  type ActorView,
} from '../views/view-param.pipe.js';
import { ActorListService, LIST_SETTLE_MS } from './actor-list.service.js';
import { LIST_LIMIT, parseListQuery } from './list-query.js';
import { encodeCursor, LIST_ORDERS } from './page-cursor.js';

/** `GET /v1/actors`: the organization's actors a page at a time, by cursor. */
@ApiTags('actors')
@ApiBearerAuth()
@Controller('v1/actors')
export class ActorListController {
  constructor(
    private readonly pages: ActorListService,
    private readonly extensions: RecordExtensionsService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listActors',
    summary:
      "List the organization's actors a page at a time (keyset pagination; order=updated to sync changes)",
  })
  @ApiQuery({
    name: 'order',
    required: false,
    enum: LIST_ORDERS,
    description:
      'created (default): oldest first by creation; updated: oldest change first, so an actor changed while you page moves to the end and is listed again (what a sync wants).',
  })
  @ApiQuery({
    name: 'cursor',
    required: false,
    type: String,
    description:
      'nextCursor of the previous page (of the same order). Filters are not in it: send the same ones again.',
    // A real cursor (of order=created, before any actor of 2026), so the example request works.
    example: encodeCursor({
      order: 'created',
      at: '2026-01-01T00:00:00.000Z',
      id: '00000000-0000-4000-8000-000000000000',
    }),
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: {
      type: 'integer',
      minimum: 1,
      maximum: LIST_LIMIT.max,
      default: LIST_LIMIT.default,
      example: 20,
    },
  })
  @ApiQuery({ name: 'status', required: false, enum: ACTOR_STATUSES })
  @ApiQuery({
    name: 'email',
    required: false,
    type: String,
    description: 'Exact address, any case (as create matches it).',
    example: 'jane.doe@acme.com',
  })
  @ApiQuery({
    name: 'minScore',
    required: false,
    schema: { type: 'integer', minimum: 0, maximum: 100, example: 70 },
    description: 'Only scored actors with at least this score.',
  })
  @ApiQuery({
    name: 'updatedSince',
    required: false,
    schema: {
      type: 'string',
      format: 'date-time',
      example: '2026-01-01T00:00:00Z',
    },
    description: 'Changed at or after this instant (RFC 3339, with offset).',
  })
  @ApiQuery({
    name: 'createdSince',
    required: false,
    schema: {
      type: 'string',
      format: 'date-time',
      example: '2026-01-01T00:00:00Z',
    },
    description: 'Created at or after this instant (RFC 3339, with offset).',
  })
  @ApiQuery({ name: 'view', required: false, enum: ACTOR_VIEWS })
  @ApiQuery({
    name: 'include',
    required: false,
    type: String,
    description: 'As for one actor: extra members of the full record.',
    example: 'metadata',
  })
  @ApiResponse({
    status: 200,
    description: `A page. Changes younger than ${LIST_SETTLE_MS / 1000} s are listed once they are older, so one that commits late never sorts behind a cursor already handed out.`,
    schema: schemaRef('ActorPage'),
  })
  @ApiErrorResponses(400, 401, 422, 429, 500, 503)
  async list(
    @CurrentOrgId() orgId: string,
    @Query() raw: Record<string, unknown>,
    @Query('view', ParseViewPipe) view: ActorView,
    @Query('include', ParseIncludePipe) include: readonly RecordInclude[],
  ): Promise<{
    data: (ActorRecordView | ActorCardView)[];
    nextCursor: string | null;
    hasMore: boolean;
  }> {
    checkRequestedView(view, include);
    const page = await this.pages.page(orgId, parseListQuery(raw));
    const extensions = await this.extensions.read(
      extensionsOf(include),
      orgId,
      page.actors.map((a) => a.id),
    );
    return {
      data: page.actors.map((actor) =>
        inRequestedView(actor, view, include, extensions),
      ),
      nextCursor: page.nextCursor,
      hasMore: page.hasMore,
    };
  }
}
