import type { AppliedFilters } from '../matching/filters.js';
import type { Explanation } from '../matching/scoring.js';
import type { Static } from 'typebox';
import type { CreateJobBody, PatchJobBody } from '../schemas/jobs.js';
import type { ContractType } from './contract-types.js';

/** The shapes of jobs and their matches, as the service gives them. */
export const JOB_NOT_FOUND = 'Offre introuvable.';
export const WHATSAPP_STATUSES = ['not_sent', 'sent', 'failed', 'replied_interested', 'replied_declined'] as const;
export type WhatsappStatus = (typeof WHATSAPP_STATUSES)[number];
export type JobStatus = 'matched' | 'broadcasting' | 'broadcasted' | 'closed';

/** A job as POST /v1/jobs takes it, its limit given. */
export type JobInput = Omit<CreateJobBody, 'limit'> & { limit: number };

/** What a job is matched with. */
export type MatchingInputs = Pick<JobInput, 'title' | 'description' | 'location' | 'limit' | 'provider_id' | 'skills_required' | 'experience_min' | 'filters' | 'weights'>;

/** What PATCH /v1/jobs/{id} may change. */
export type JobChanges = Static<typeof PatchJobBody>;

export interface Rematched {
  job: Job;
  matches: JobMatch[];
  filters: AppliedFilters;
  added: number;
  removed: number;
}

export interface Job {
  id: number;
  client_id: string;
  external_job_id: string | null;
  title: string;
  description: string | null;
  location: string;
  contract_type: ContractType | null;
  company_name: string | null;
  limit: number;
  provider_id: string | null;
  status: JobStatus;
  created_at: number;
}

export interface JobMatch {
  id: number;
  job_id: number;
  candidate_id: number;
  profile_id: number | null;
  external_id: string | null;
  full_name: string | null;
  location: string | null;
  match_score: number;
  trust_score: number | null;
  whatsapp_number: string | null;
  whatsapp_status: WhatsappStatus;
  pool_type: string;
  explanation: Explanation;
  feedback: { status: Feedback; reason: string | null; at: number } | null;
}

export const FEEDBACKS = ['shortlisted', 'rejected', 'hired'] as const;
export type Feedback = (typeof FEEDBACKS)[number];

export interface JobAnalytics {
  job_id: number;
  total_matched: number;
  trust_score_breakdown: { low: number; medium: number; high: number; verified: number; average: number };
  whatsapp: Record<WhatsappStatus, number>;
  response_rate: number;
  feedback: Record<Feedback, number>;
}
