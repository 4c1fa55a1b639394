import type { Language, LanguageInput } from '../profiles/languages.js';
import type { SkillLevel } from '../profiles/profile.js';
import type { Occupation } from './occupations.js';
import type { Place } from './places.js';
import type { Seniority } from './taxonomy.js';

/** What matching compares: jobs and candidates of every pool turned into features, and the inputs they come from. */

export interface CandidateSkill {
  /** Canonical when the taxonomy knows it, else as given. */
  name: string;
  key: string;
  level: SkillLevel | null;
  vector: Float32Array;
}

/** What a result shows of a candidate, per pool. */
export interface CandidateCard {
  id: number | null;
  externalId: string | null;
  fullName: string | null;
  location: string | null;
  experienceYears: number | null;
  skills: string[];
  whatsappNumber: string | null;
}

/** An occupation a candidate's titles name, weighed by where it was read (headline first, older jobs less). */
export interface CandidateOccupation {
  occupation: Occupation;
  weight: number;
}

export interface CandidateFeatures {
  label: number;
  /** Null where the pool has no titles to read (provider candidates). */
  occupations: CandidateOccupation[] | null;
  /** Words of the candidate's headline, CV text and skills, for lexical matching. */
  terms: Map<string, number>;
  skills: CandidateSkill[];
  skillKeys: Set<string>;
  years: number | null;
  seniority: Seniority | null;
  /** Null where the pool does not say (provider candidates). */
  languages: Language[] | null;
  place: Place;
  vector: Float32Array;
  card: CandidateCard;
}

export interface JobInput {
  title: string;
  skills?: string[];
  description?: string | null;
  location?: string | null;
  experienceMin?: number | null;
}

export interface JobFeatures {
  title: string;
  occupation: Occupation | null;
  /** Words of the title, for lexical matching apart from the rest. */
  titleTerms: Map<string, number>;
  skills: CandidateSkill[];
  /** The caller listed the skills, rather than leaving them to be read from the text. */
  skillsListed: boolean;
  place: Place;
  experienceMin: number | null;
  seniority: Seniority | null;
  vector: Float32Array;
  /** Words of the ad that say what the job needs, each weighed by the part it was read in; boilerplate left out. */
  terms: Map<string, number>;
  /** The request's own shares of the score (adding up to 1); the defaults when absent. */
  weights?: Record<'skills' | 'semantic' | 'lexical' | 'occupation' | 'experience' | 'location' | 'seniority', number>;
}

export interface InlineCandidateInput {
  external_id: string;
  skills?: string[];
  experience_years?: number;
  location?: string;
  seniority?: Seniority;
  full_name?: string;
  headline?: string;
  languages?: LanguageInput[];
}

export interface ProviderCandidateInput {
  external_id: string;
  skills: string[];
  seniority: Seniority;
  country: string;
  whatsapp_number?: string | null;
}
