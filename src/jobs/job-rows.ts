import type { AppliedFilters, FiltersInput } from '../matching/filters.js';
import { percent } from '../matching/matching-service.js';
import type { Component, Explanation, Scored } from '../matching/scoring.js';
import type { ContractType } from './contract-types.js';

/** The shapes of jobs and their matches: as the service gives them, and as rows of the store. */
export const JOB_NOT_FOUND = 'Offre introuvable.';
export const WHATSAPP_STATUSES = ['not_sent', 'sent', 'failed', 'replied_interested', 'replied_declined'] as const;
export type WhatsappStatus = (typeof WHATSAPP_STATUSES)[number];
export type JobStatus = 'matched' | 'broadcasting' | 'broadcasted' | 'closed';

export interface JobInput {
  title: string;
  location: string;
  description?: string;
  contractType?: string;
  companyName?: string;
  externalJobId?: string;
  limit: number;
  providerId?: string;
  skillsRequired?: string[];
  experienceMin?: number;
  filters?: FiltersInput;
  weights?: Partial<Record<Component, number>>;
}

/** What a job is matched with. */
export type MatchingInputs = Pick<JobInput, 'title' | 'description' | 'location' | 'limit' | 'providerId' | 'skillsRequired' | 'experienceMin' | 'filters' | 'weights'>;

/** What PATCH /v1/jobs/{id} may change. */
export type JobChanges = Partial<Pick<JobInput, 'title' | 'description' | 'location' | 'skillsRequired' | 'experienceMin' | 'filters' | 'weights'>>;

export interface Rematched {
  job: Job;
  matches: JobMatch[];
  filters: AppliedFilters;
  added: number;
  removed: number;
}

export interface Job {
  id: number;
  clientId: string;
  externalJobId: string | null;
  title: string;
  description: string | null;
  location: string;
  contractType: ContractType | null;
  companyName: string | null;
  limit: number;
  providerId: string | null;
  status: JobStatus;
  createdAt: number;
}

export interface JobMatch {
  id: number;
  jobId: number;
  candidateId: number;
  profileId: number | null;
  externalId: string | null;
  fullName: string | null;
  location: string | null;
  matchScore: number;
  trustScore: number | null;
  whatsappNumber: string | null;
  whatsappStatus: WhatsappStatus;
  poolType: string;
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

export interface JobRow {
  id: number;
  client_id: string;
  external_job_id: string | null;
  title: string;
  description: string | null;
  location: string;
  contract_type: ContractType | null;
  company_name: string | null;
  match_limit: number;
  provider_id: string | null;
  status: JobStatus;
  created_at: number;
}

export interface MatchRow {
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
  explanation: string;
  feedback: Feedback | null;
  feedback_reason: string | null;
  feedback_at: number | null;
}

export function insertMatch(insert: { run: (...args: unknown[]) => unknown }, jobId: number, clientId: string, poolType: string, scored: Scored, stored: boolean): void {
  const card = scored.candidate.card;
  insert.run(
    jobId,
    clientId,
    poolType,
    scored.candidate.label,
    stored ? scored.candidate.label : null,
    stored ? null : card.externalId,
    stored ? card.fullName : null,
    card.location,
    card.whatsappNumber,
    percent(scored.score),
    JSON.stringify(scored.explanation),
  );
}

export function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    clientId: row.client_id,
    externalJobId: row.external_job_id,
    title: row.title,
    description: row.description,
    location: row.location,
    contractType: row.contract_type,
    companyName: row.company_name,
    limit: row.match_limit,
    providerId: row.provider_id,
    status: row.status,
    createdAt: row.created_at,
  };
}

export function toMatch(row: MatchRow): JobMatch {
  return {
    id: row.id,
    jobId: row.job_id,
    candidateId: row.candidate_id,
    profileId: row.profile_id,
    externalId: row.external_id,
    fullName: row.full_name,
    location: row.location,
    matchScore: row.match_score,
    trustScore: row.pool_type === 'stored' ? row.trust_score : null,
    whatsappNumber: row.whatsapp_number,
    whatsappStatus: row.whatsapp_status,
    poolType: row.pool_type,
    explanation: JSON.parse(row.explanation) as Explanation,
    feedback: row.feedback === null ? null : { status: row.feedback, reason: row.feedback_reason, at: row.feedback_at! },
  };
}
