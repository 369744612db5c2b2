import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from '../../common/swagger/error-responses.js';
import { CurrentOrgId } from '../auth/current-org.decorator.js';
import { ActorsService } from './actors.service.js';
import { CreateActorDto } from './dto/create-actor.dto.js';
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

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

@ApiTags('actors')
@ApiBearerAuth()
@Controller('v1/actors')
export class ActorsController {
  constructor(private readonly actors: ActorsService) {}

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

  @Get(':actorId')
  @ApiOperation({
    operationId: 'getActor',
    summary: 'Fetch an actor; poll until status is terminal',
  })
  @ApiParam({
    name: 'actorId',
    description: 'The identifier returned by create.',
  })
  @ApiQuery({
    name: 'view',
    required: false,
    enum: ACTOR_VIEWS,
    description:
      'full (default): the full record; card: the slim contact card.',
  })
  @ApiResponse({
    status: 200,
    description:
      'The full record (view=full, the default) or the contact card (view=card).',
    schema: { oneOf: [ref('ActorRecord'), ref('ActorCard')] },
  })
  @ApiErrorResponses(400, 401, 404, 422, 429, 500, 503)
  async get(
    @CurrentOrgId() orgId: string,
    @Param('actorId') actorId: string,
    @Query('view', ParseViewPipe) view: ActorView,
  ): Promise<ActorRecordView | ActorCardView> {
    const actor = await this.actors.get(orgId, actorId);
    return view === 'card' ? toActorCard(actor) : toActorRecord(actor);
  }
}
