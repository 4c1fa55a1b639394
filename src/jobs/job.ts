import type { AppliedFilters, FiltersInput } from '../matching/filters.js';
import type { Component, Explanation } from '../matching/scoring.js';
import type { ContractType } from './contract-types.js';

/** The shapes of jobs and their matches, as the service gives them. */
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
