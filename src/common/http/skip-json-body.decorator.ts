import { SetMetadata } from '@nestjs/common';

export const SKIP_JSON_BODY = 'http:skipJsonBody';

/**
 * Routes that read their own body (the dashboard's HTML forms, urlencoded): the JSON body
 * parsing every other route gets is skipped for them.
 */
export const SkipJsonBody = () => SetMetadata(SKIP_JSON_BODY, true);
