import { Type } from 'typebox';
import { NullableString, ProfileView } from './profiles.js';
import { TrustRecordView } from './trust.js';

const Timestamp = Type.String({ format: 'date-time' });

/** Everything held about one person: what GET /v1/profiles/{id} shows, and what it does not. */
export const ProfileExport = Type.Object({
  exported_at: Timestamp,
  profile: Type.Intersect([ProfileView, Type.Object({ cv_text: NullableString })]),
  trust_score: Type.Union([TrustRecordView, Type.Null()], { description: 'Null when never computed.' }),
  job_matches: Type.Array(
    Type.Object({
      job_id: Type.Integer(),
      job_title: Type.String(),
      match_score: Type.Number(),
      whatsapp_number: NullableString,
      whatsapp_status: Type.String(),
      whatsapp_updated_at: Type.Union([Timestamp, Type.Null()]),
      feedback: Type.Union([Type.Enum(['shortlisted', 'rejected', 'hired']), Type.Null()], { description: "The recruiter's verdict on this match." }),
      feedback_reason: NullableString,
    }),
  ),
  match_answers: Type.Array(
    Type.Object({ match_id: Type.Union([Type.String(), Type.Integer()]), match_score: Type.Number(), created_at: Timestamp }),
    { description: 'Stored match runs and free-text queries whose results list the person.' },
  ),
  events: Type.Array(Type.Object({ id: Type.String(), type: Type.String(), data: Type.Unknown(), created_at: Timestamp }), { description: 'Events that name the person, as delivered to webhooks.' }),
});
