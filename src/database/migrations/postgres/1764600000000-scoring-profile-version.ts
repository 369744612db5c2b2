import { ScoringProfileVersion } from '../both/1764600000000-scoring-profile-version.js';

/** The same SQL on both dialects (../both); TypeORM records this class's name. */
export class ScoringProfileVersionPostgres1764600000000 extends ScoringProfileVersion {
  name = 'ScoringProfileVersionPostgres1764600000000';
}
