import {
  Controller,
  HttpCode,
  Inject,
  Optional,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AppError } from '../../../common/errors/app-error.js';
import { readJsonDocument } from '../../../common/http/read-json-body.js';
import { requestIdOf } from '../../../common/http/request-id.middleware.js';
import { SkipJsonBody } from '../../../common/http/skip-json-body.decorator.js';
import { ApiErrorResponses } from '../../../common/swagger/error-responses.js';
import { schemaRef } from '../../../common/swagger/schema-object.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AuthenticatedRequest } from '../../auth/api-key.guard.js';
import { RateLimiter } from '../../rate-limit/rate-limiter.service.js';
import { ActorBatchService } from './actor-batch.service.js';
import { BATCH_MAX_ITEMS, batchItems } from './batch-body.js';

type ItemResult =
  | { actorId: string; status: string; rejectionReason: string | null }
  | { error: { code: string; message: string; requestId: string } };

@ApiTags('actors')
@ApiBearerAuth()
@Controller('v1/actors')
export class ActorBatchController {
  constructor(
    private readonly batch: ActorBatchService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    /** absent when rate limiting is off (RATE_LIMIT_ENABLED=false) */
    @Optional() private readonly limiter?: RateLimiter,
  ) {}

  @Post('batch')
  @HttpCode(200)
  // Read here rather than by JsonBodyGuard: each item is bounded like one create's whole body.
  @SkipJsonBody()
  @ApiOperation({
    operationId: 'createActorsBatch',
    summary: `Create up to ${BATCH_MAX_ITEMS} actors, each as a single create would (one result per item, in order)`,
  })
  @ApiBody({ schema: schemaRef('ActorBatchRequest') })
  @ApiResponse({
    status: 200,
    description:
      'One result per item, in order: {actorId, status, rejectionReason} as a single create, or the error envelope a single create would have answered (validation: unprocessable_entity; over the rate limit: rate_limited, not created). 200 whatever the items’ outcomes.',
    schema: schemaRef('ActorBatchResponse'),
  })
  @ApiErrorResponses(400, 401, 408, 413, 422, 429, 500, 503)
  async create(
    @Req() req: AuthenticatedRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ results: ItemResult[] }> {
    const items = batchItems(await readJsonDocument(req, this.config.http));
    const requestId = requestIdOf(req);
    // The request itself counted as the first item (RateLimitGuard); each further one counts too.
    let refused: AppError | null = null;
    const admit = async (index: number) => {
      if (index === 0 || !this.limiter || refused) return refused;
      refused = await this.limiter.hit(req.auth, res);
      return refused;
    };
    const outcomes = await this.batch.create(req.auth.orgId, items, admit);
    return {
      results: outcomes.map((o) =>
        'error' in o
          ? {
              error: {
                code: o.error.code,
                message: o.error.message,
                requestId,
              },
            }
          : o,
      ),
    };
  }
}
