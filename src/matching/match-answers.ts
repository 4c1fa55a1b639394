import type { InlineCandidateInput } from './features.js';
import type { AppliedFilters, FiltersInput } from './filters.js';
import type { Component, Explanation } from './scoring.js';

/** The requests and answers of POST /v1/match/run and /v1/match/query, as the matching service takes and gives them. */
export interface MatchRunRequest {
  job: { title: string; skills_required: string[]; location?: string; experience_min?: number };
  pool: { type: 'stored' | 'inline' | 'provider'; candidates?: InlineCandidateInput[]; provider_id?: string };
  limit: number;
  filters?: FiltersInput;
  weights?: Partial<Record<Component, number>>;
}

export interface MatchResultItem {
  candidate_id?: number;
  external_id: string | null;
  full_name?: string | null;
  match_score: number;
  trust_score: number | null;
  location: string | null;
  experience_years?: number | null;
  skills: string[];
  explanation: Explanation;
}

export interface MatchRunResponse {
  match_id: string;
  pool_type: string;
  total_results: number;
  results: MatchResultItem[];
  cached: boolean;
  filters?: AppliedFilters;
}

export interface Understood {
  title: string;
  occupation: string | null;
  skills: string[];
  location: string | null;
  experience_min: number | null;
}

export interface MatchQueryResponse {
  match_id: number;
  total_results: number;
  results: { id: number; full_name: string | null; match_score: number; explanation: Explanation }[];
  cached: boolean;
  understood: Understood;
  filters?: AppliedFilters;
}
