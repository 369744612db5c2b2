import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
} from '@nestjs/swagger';
import { withExamples } from './common/swagger/document-examples.js';
import { ErrorEnvelopeSchema } from './common/swagger/error-responses.js';
import { ACTOR_SCHEMAS } from './modules/actors/openapi/actor.schema.js';
import {
  WEBHOOK_OPERATIONS,
  WEBHOOK_PAYLOAD_SCHEMAS,
} from './modules/webhooks/openapi/webhook-payload.schema.js';

/** The public OpenAPI document; `openapi.json` in the repository is this, key-sorted. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Actor Enrichment API')
    .setDescription(
      'Signup enrichment: create an actor per person (idempotent on email within your organization), then poll it until enrichment is terminal.',
    )
    .setVersion('0.0.1')
    .addBearerAuth({
      bearerFormat: '<prefix>_live_<random>',
      type: 'http',
      scheme: 'bearer',
      description: 'API key: <prefix>_live_<random>',
    })
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ErrorEnvelope: ErrorEnvelopeSchema,
      ...ACTOR_SCHEMAS,
      ...WEBHOOK_PAYLOAD_SCHEMAS,
    },
  };
  // What endpoints receive (OpenAPI 3.1's `webhooks`, as the 3.0 extension Redocly reads).
  return withExamples({
    ...document,
    'x-webhooks': WEBHOOK_OPERATIONS,
  } as OpenAPIObject);
}

/** Swagger UI at /docs and the JSON document at /docs-json. */
export function setupOpenApi(app: INestApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json' });
}
