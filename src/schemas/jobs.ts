import { Type, type Static } from 'typebox';
import { CONTRACT_TYPES } from '../jobs/contract-types.js';
import { FEEDBACKS, WHATSAPP_STATUSES } from '../jobs/jobs-service.js';
import { Limit, NOT_BLANK, Nullable, SkillName } from './common.js';
import { AppliedFiltersView, Explanation, FiltersSchema, WeightsSchema } from './matching.js';

export const CreateJobBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200, pattern: NOT_BLANK }),
  location: Type.String({ minLength: 1, maxLength: 200, pattern: NOT_BLANK }),
  description: Type.Optional(Type.String({ description: 'The ad as written, 20,000 characters at most (longer: 413).' })),
  contract_type: Type.Optional(Type.String({ maxLength: 40, description: `${CONTRACT_TYPES.join(', ')}; CDI, CDD, stage, alternance, interim accepted` })),
  company_name: Type.Optional(Type.String({ maxLength: 200 })),
  external_job_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  limit: Type.Optional(Limit),
  provider_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  skills_required: Type.Optional(Type.Array(SkillName, { maxItems: 50, description: 'Optional: read from the title and description when absent.' })),
  experience_min: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
  filters: Type.Optional(FiltersSchema),
  weights: Type.Optional(WeightsSchema),
});
export type CreateJobBody = Static<typeof CreateJobBody>;

export const PatchJobBody = Type.Partial(Type.Pick(CreateJobBody, ['title', 'description', 'location', 'skills_required', 'experience_min', 'filters', 'weights']), {
  minProperties: 1,
  description: 'The fields to change; the job is matched again with all of them.',
});

const NullableString = Type.Union([Type.String(), Type.Null()]);
const WhatsappStatus = Type.Enum([...WHATSAPP_STATUSES]);
const JobStatus = Type.Enum(['matched', 'broadcasting', 'broadcasted', 'closed']);

const FeedbackView = Type.Union(
  [Type.Object({ status: Type.Enum([...FEEDBACKS]), reason: NullableString, at: Type.String({ format: 'date-time' }) }), Type.Null()],
  { description: "The recruiter's verdict (POST …/feedback); null until given. Kept per client, never shared." },
);

export const FeedbackBody = Type.Object({
  feedback: Type.Enum([...FEEDBACKS]),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});

export const MatchParams = Type.Object({ id: Type.Integer({ minimum: 1 }), candidate_id: Type.Integer({ minimum: 1 }) });

export const JobMatchView = Type.Object({
  candidate_id: Type.Integer(),
  external_id: NullableString,
  full_name: NullableString,
  location: NullableString,
  match_score: Type.Number({ minimum: 0, maximum: 100 }),
  trust_score: Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()]),
  whatsapp_number: NullableString,
  whatsapp_status: WhatsappStatus,
  pool_type: Type.String(),
  explanation: Explanation,
  feedback: FeedbackView,
});

/** The subset that GET /v1/jobs/{id} and its matches list return (api-spec.md). */
export const JobMatchSummary = Type.Object({
  candidate_id: Type.Integer(),
  full_name: NullableString,
  match_score: Type.Number({ minimum: 0, maximum: 100 }),
  trust_score: Type.Union([Type.Number(), Type.Null()]),
  whatsapp_status: WhatsappStatus,
  feedback: FeedbackView,
});

export const CreatedJob = Type.Object({
  job_id: Type.Integer(),
  external_job_id: Type.Optional(Type.String()),
  title: Type.String(),
  status: JobStatus,
  total_matched: Type.Integer(),
  matches: Type.Array(JobMatchView),
  filters: Type.Optional(AppliedFiltersView),
});

export const JobView = Type.Object({
  job_id: Type.Integer(),
  status: JobStatus,
  total_matched: Type.Integer(),
  matches: Type.Array(JobMatchSummary),
});

export const JobListItem = Type.Object({
  job_id: Type.Integer(),
  external_job_id: NullableString,
  title: Type.String(),
  location: Type.String(),
  contract_type: Nullable(Type.String()),
  company_name: NullableString,
  provider_id: NullableString,
  status: JobStatus,
  total_matched: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});

export const JobParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const JobListQuery = Type.Object({ limit: Type.Optional(Limit), cursor: Type.Optional(Type.String({ maxLength: 200 })) });

const Count = Type.Integer({ minimum: 0 });
export const JobAnalyticsView = Type.Object({
  job_id: Type.Integer(),
  total_matched: Count,
  trust_score_breakdown: Type.Object({ low: Count, medium: Count, high: Count, verified: Count, average: Type.Number() }),
  whatsapp: Type.Object({ not_sent: Count, sent: Count, failed: Count, replied_interested: Count, replied_declined: Count }),
  response_rate: Type.Number({ minimum: 0, maximum: 1 }),
  feedback: Type.Object({ shortlisted: Count, rejected: Count, hired: Count }),
});

export const RematchedJob = Type.Object({
  job_id: Type.Integer(),
  title: Type.String(),
  status: JobStatus,
  total_matched: Type.Integer(),
  added: Type.Integer({ description: 'Candidates matched now and not before; each also gives a job.match.added event.' }),
  removed: Type.Integer({ description: 'Candidates no longer matched, left out; those messaged or given a verdict stay.' }),
  matches: Type.Array(JobMatchView),
  filters: Type.Optional(AppliedFiltersView),
});
