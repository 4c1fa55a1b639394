import { Type } from 'typebox';
import { PLANS } from '../limits/plans.js';

const BucketStatus = Type.Object({
  used: Type.Integer(),
  limit: Type.Integer(),
  remaining: Type.Integer(),
  resets_in_seconds: Type.Integer({ description: 'Seconds until the oldest counted request leaves the one-hour window.' }),
});

export const QuotaStatus = Type.Object({
  quota_plan: Type.Enum([...PLANS]),
  default: BucketStatus,
  match: BucketStatus,
  job: BucketStatus,
  broadcast: BucketStatus,
});
