import { Type } from 'typebox';
import { EVENT_TYPES } from '../events/outbox.js';
import { Limit } from './common.js';

export const CreateWebhookBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2000, description: 'HTTPS URL of the receiver.' }),
  events: Type.Array(Type.String({ maxLength: 100, examples: [...EVENT_TYPES] }), { minItems: 1, maxItems: 20 }),
});

const EventList = Type.Array(Type.String());

export const CreatedWebhook = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  events: EventList,
  signing_secret: Type.String({ description: 'HMAC-SHA256 key of X-Service-Signature; shown once, never again.' }),
  is_active: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});

export const WebhookView = Type.Object({ id: Type.Integer(), url: Type.String(), events: EventList, is_active: Type.Boolean() });

export const WebhookParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const DeliveryParams = Type.Object({ id: Type.Integer({ minimum: 1 }), delivery_id: Type.String({ maxLength: 100 }) });
export const DeliveriesQuery = Type.Object({ limit: Type.Optional(Limit), cursor: Type.Optional(Type.String({ maxLength: 200 })) });

const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
export const DeliveryView = Type.Object({
  id: Type.String(),
  event_id: Type.String(),
  event_type: Type.String(),
  status: Type.Enum(['pending', 'succeeded', 'failed']),
  attempts: Type.Integer(),
  response_code: NullableInteger,
  latency_ms: Type.Union([Type.Number(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  next_retry_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const AttemptsQuery = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
  event: Type.Optional(Type.String({ maxLength: 100 })),
});

export const AttemptView = Type.Object({
  id: Type.Integer(),
  delivery_id: Type.String(),
  webhook_id: Type.Integer(),
  url: Type.String(),
  event_id: Type.String(),
  event_type: Type.String(),
  attempt: Type.Integer(),
  attempted_at: Type.String({ format: 'date-time' }),
  response_code: NullableInteger,
  latency_ms: Type.Number(),
  error: Type.Union([Type.String(), Type.Null()]),
});
