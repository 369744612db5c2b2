import { RECORD_EXTRAS } from '../../src/modules/actors/views/record-include.pipe.js';

/** `?include=` with every extra of the full record: the record webhook bodies and actor:show carry. */
export const EVERY_EXTRA = `?include=${RECORD_EXTRAS.join(',')}`;
