import { Actor } from '../modules/actors/entities/actor.entity.js';
import { QuotaUsage } from '../modules/actors/entities/quota-usage.entity.js';
import { IcpProfileRecord } from '../modules/scoring/icp-profile.entity.js';
import { ApiKey } from '../modules/auth/entities/api-key.entity.js';
import { Organization } from '../modules/auth/entities/organization.entity.js';

/** Every entity the schema holds; migrations must agree with exactly these. */
export const ENTITIES = [
  Organization,
  ApiKey,
  Actor,
  QuotaUsage,
  IcpProfileRecord,
];
