import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AppError } from '../../common/errors/app-error.js';
import { ApiErrorResponses } from '../../common/swagger/error-responses.js';
import { CurrentOrgId } from '../auth/current-org.decorator.js';
import { ActorErasureService } from './actor-erasure.service.js';

/** `DELETE /v1/actors/{actorId}`: the right to erasure, over the API. */
@ApiTags('actors')
@ApiBearerAuth()
@Controller('v1/actors')
export class ActorErasureController {
  constructor(private readonly erasure: ActorErasureService) {}

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
