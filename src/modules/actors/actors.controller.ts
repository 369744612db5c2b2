import {
  Body,
  Controller,
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
import { schemaRef } from '../../common/swagger/schema-object.js';
import { CurrentOrgId } from '../auth/current-org.decorator.js';
import { ActorsService } from './actors.service.js';
import { CreateActorDto } from './dto/create-actor.dto.js';
import {
  extensionsOf,
  INCLUDABLE,
  ParseIncludePipe,
  type RecordInclude,
} from './views/record-include.pipe.js';
import { RecordExtensionsService } from './views/record-extensions.service.js';
import { checkRequestedView, inRequestedView } from './views/requested-view.js';
import {
  ACTOR_VIEWS,
  ParseViewPipe,
  type ActorView,
} from './views/view-param.pipe.js';

/**
 * `POST /v1/actors` and `GET /v1/actors/{actorId}`: create one actor, read one. The list, the
 * batch create and erasure have controllers of their own on the same path.
 */
@ApiTags('actors')
@ApiBearerAuth()
@Controller('v1/actors')
export class ActorsController {
  constructor(
    private readonly actors: ActorsService,
    private readonly extensions: RecordExtensionsService,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'createActor',
    summary: 'Create an actor (idempotent on email within the organization)',
  })
  @ApiResponse({
    status: 201,
    description:
      "New actor (status created). Its enrichment is enqueued, unless the organization's monthly quota is used up: then the actor is stored but not enriched, and its record reads failed with rejectionReason quota_exceeded (?include=rejectionReason).",
    schema: schemaRef('CreateActorResponse'),
  })
  @ApiResponse({
    status: 200,
    description: 'An actor with this email already exists.',
    schema: schemaRef('CreateActorResponse'),
  })
  @ApiErrorResponses(
    400,
    401,
    [
      404,
      'Declared because the interface declares it for create; this service never answers it (404 is for unknown routes only).',
    ],
    408,
    413,
    422,
    429,
    500,
    503,
  )
  async create(
    @CurrentOrgId() orgId: string,
    @Body() dto: CreateActorDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ actorId: string; status: 'created' | 'already_exists' }> {
    const { actorId, created } = await this.actors.create(orgId, dto);
    if (!created) res.status(200);
    return { actorId, status: created ? 'created' : 'already_exists' };
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
    description: `Full record only: a comma-separated list of extra members to add to the contract's ten keys (${INCLUDABLE.join(', ')}). Without it the record has exactly the ten keys. 422 for an unknown name, or with view=card.`,
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
    schema: {
      oneOf: [schemaRef('ActorRecord'), schemaRef('ActorCard')],
    },
  })
  @ApiResponse({
    status: 304,
    description:
      'Not modified: If-None-Match names the current representation of this view. No body. Generated clients that treat every status outside 2xx as an error hand it to their error branch (with no envelope): test for 304 before reading an error.',
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
    @Query('include', ParseIncludePipe) include: readonly RecordInclude[],
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    checkRequestedView(view, include);
    const actor = await this.actors.view(orgId, actorId);
    const extensions = await this.extensions.read(
      extensionsOf(include),
      orgId,
      [actor.id],
    );
    const body = inRequestedView(actor, view, include, extensions);
    // One tag per representation: the view and the extras it carries.
    const variant = include.length > 0 ? `${view}+${include.join(',')}` : view;
    sendConditionalJson(req, res, variant, body);
  }
}
