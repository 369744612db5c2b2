import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendConditionalJson } from '../../common/http/conditional-json.js';
import { ApiErrorResponses } from '../../common/swagger/error-responses.js';
import { CurrentOrgId } from '../auth/current-org.decorator.js';
import { ActorErasureService } from './actor-erasure.service.js';
import { ActorsService } from './actors.service.js';
import { CreateActorDto } from './dto/create-actor.dto.js';
import { AppError } from '../../common/errors/app-error.js';
import { ACTOR_STATUSES } from './actor-status.js';
import {
  ActorPageService,
  LIST_SETTLE_MS,
} from './listing/actor-page.service.js';
import { LIST_LIMIT, parseListQuery } from './listing/list-query.js';
import { encodeCursor, LIST_ORDERS } from './listing/page-cursor.js';
import { toActorCard, type ActorCardView } from './views/actor-card.view.js';
import {
  ACTOR_VIEWS,
  ParseViewPipe,
  type ActorView,
} from './views/view-param.pipe.js';
import {
  toActorRecord,
  type ActorRecordView,
} from './views/actor-record.view.js';
import {
  ParseIncludePipe,
  RECORD_EXTRAS,
  type RecordExtra,
} from './views/record-include.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

@ApiTags('actors')
@ApiBearerAuth()
@Controller('v1/actors')
export class ActorsController {
  constructor(
    private readonly actors: ActorsService,
    private readonly pages: ActorPageService,
    private readonly erasure: ActorErasureService,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'createActor',
    summary: 'Create an actor (idempotent on email within the organization)',
  })
  @ApiResponse({
    status: 201,
    description: 'New actor; enrichment enqueued.',
    schema: ref('CreateActorResponse'),
  })
  @ApiResponse({
    status: 200,
    description: 'An actor with this email already exists.',
    schema: ref('CreateActorResponse'),
  })
  @ApiErrorResponses(400, 401, 404, 408, 413, 422, 429, 500, 503)
  async create(
    @CurrentOrgId() orgId: string,
    @Body() dto: CreateActorDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ actorId: string; status: 'created' | 'already_exists' }> {
    const { actorId, created } = await this.actors.create(orgId, dto);
    if (!created) res.status(200);
    return { actorId, status: created ? 'created' : 'already_exists' };
  }

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
    schema: ref('ActorPage'),
  })
  @ApiErrorResponses(400, 401, 422, 429, 500, 503)
  async list(
    @CurrentOrgId() orgId: string,
    @Query() raw: Record<string, unknown>,
    @Query('view', ParseViewPipe) view: ActorView,
    @Query('include', ParseIncludePipe) include: readonly RecordExtra[],
  ): Promise<{
    data: (ActorRecordView | ActorCardView)[];
    nextCursor: string | null;
    hasMore: boolean;
  }> {
    if (view === 'card' && include.length > 0)
      throw AppError.unprocessable(
        'include applies to the full record only, not to view=card',
      );
    const page = await this.pages.page(orgId, parseListQuery(raw));
    return {
      data: page.actors.map((actor) =>
        view === 'card' ? toActorCard(actor) : toActorRecord(actor, include),
      ),
      nextCursor: page.nextCursor,
      hasMore: page.hasMore,
    };
  }

  @Get(':actorId')
  @ApiOperation({
    operationId: 'getActor',
    summary: 'Fetch an actor; poll until status is terminal',
  })
  @ApiParam({
    name: 'actorId',
    description: 'The identifier returned by create.',
    example: '5f0c8a2e-3b1d-4c6e-9a7f-2d4b6c8e0a1f',
  })
  @ApiQuery({
    name: 'view',
    required: false,
    enum: ACTOR_VIEWS,
    example: 'full',
    description:
      'full (default): the full record; card: the slim contact card.',
  })
  @ApiQuery({
    name: 'include',
    required: false,
    type: String,
    example: 'research,company',
    description: `Full record only: a comma-separated list of extra members to add to the contract's ten keys (${RECORD_EXTRAS.join(', ')}). Without it the record has exactly the ten keys. 422 for an unknown name, or with view=card.`,
  })
  @ApiHeader({
    name: 'If-None-Match',
    required: false,
    example: '"f3b1c2d4e5a6"',
    description:
      'ETags of copies the client holds (or *): when one is still current the answer is 304 with no body. Cheap polling: send the ETag of the last answer.',
  })
  @ApiResponse({
    status: 200,
    description:
      'The full record (view=full, the default) or the contact card (view=card).',
    headers: {
      ETag: {
        description:
          "Tag of this representation: changes whenever the view's content changes (e.g. a status change); the two views never share one.",
        schema: { type: 'string' },
      },
    },
    schema: { oneOf: [ref('ActorRecord'), ref('ActorCard')] },
  })
  @ApiResponse({
    status: 304,
    description:
      'Not modified: If-None-Match names the current representation of this view. No body.',
    headers: {
      ETag: {
        description: "The current representation's tag.",
        schema: { type: 'string' },
      },
    },
  })
  @ApiErrorResponses(400, 401, 404, 422, 429, 500, 503)
  async get(
    @CurrentOrgId() orgId: string,
    @Param('actorId') actorId: string,
    @Query('view', ParseViewPipe) view: ActorView,
    @Query('include', ParseIncludePipe) include: readonly RecordExtra[],
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (view === 'card' && include.length > 0)
      throw AppError.unprocessable(
        'include applies to the full record only, not to view=card',
      );
    const actor = await this.actors.view(orgId, actorId);
    const body =
      view === 'card' ? toActorCard(actor) : toActorRecord(actor, include);
    // One tag per representation: the view and the extras it carries.
    const variant = include.length > 0 ? `${view}+${include.join(',')}` : view;
    sendConditionalJson(req, res, variant, body);
  }

  @Delete(':actorId')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'eraseActor',
    summary:
      'Erase an actor: the right to erasure, as actor:erase (any key of the organization may)',
  })
  @ApiParam({
    name: 'actorId',
    description: 'The identifier returned by create.',
    example: '5f0c8a2e-3b1d-4c6e-9a7f-2d4b6c8e0a1f',
  })
  @ApiResponse({
    status: 204,
    description:
      'Erased: the actor, its record and what the service kept about it are gone; an actor.erased webhook (id and time only) is queued. A later create with the same email starts a new actor.',
  })
  @ApiErrorResponses(401, 404, 429, 500, 503)
  async erase(
    @CurrentOrgId() orgId: string,
    @Param('actorId') actorId: string,
  ): Promise<void> {
    if (!(await this.erasure.erase(orgId, actorId)))
      throw AppError.notFound(`No actor ${actorId}`);
  }
}
