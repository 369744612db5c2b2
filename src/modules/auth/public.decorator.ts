import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'auth:isPublic';

/** Opts a route out of the global API-key guard (deny by default). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
