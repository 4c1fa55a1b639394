import { ApiError, errors } from '../errors.js';
import { normaliseWhatsappNumber } from '../profiles/profile.js';
import { checkValue } from '../schemas/check.js';
import { ProviderCandidate } from '../schemas/providers.js';
import type { ProviderCandidateInput } from './features.js';

export interface RejectedCandidate {
  index: number;
  external_id: string | null;
  detail: string;
}

/** Splits a batch into candidates ready to store and rejections that name the field at fault. */
export function sortCandidates(candidates: readonly unknown[], pathOf: (index: number) => string): { accepted: ProviderCandidateInput[]; rejected: RejectedCandidate[] } {
  const accepted: ProviderCandidateInput[] = [];
  const rejected: RejectedCandidate[] = [];
  const seen = new Set<string>();
  candidates.forEach((candidate, index) => {
    const at = pathOf(index);
    const reject = (error: ApiError) => rejected.push({ index, external_id: externalIdOf(candidate), detail: error.detail });
    const checked = checkProviderCandidate(candidate, at);
    if (checked instanceof ApiError) return reject(checked);
    if (seen.has(checked.external_id)) return reject(errors.invalidField(`${at}.external_id`, 'en double dans la requête'));
    seen.add(checked.external_id);
    accepted.push(checked);
  });
  return { accepted, rejected };
}

/**
 * One candidate as the service stores it (unknown fields dropped, WhatsApp number in
 * E.164), or the error naming the field from `at`. The CLI checks CSV rows with it too.
 */
export function checkProviderCandidate(candidate: unknown, at: string): ProviderCandidateInput | ApiError {
  const invalid = checkValue(ProviderCandidate, candidate, at);
  if (invalid) return invalid;
  const valid = candidate as ProviderCandidateInput;
  try {
    return { ...valid, whatsapp_number: normaliseWhatsappNumber(valid.whatsapp_number, `${at}.whatsapp_number`) };
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

function externalIdOf(candidate: unknown): string | null {
  const value = typeof candidate === 'object' && candidate !== null ? (candidate as { external_id?: unknown }).external_id : undefined;
  return typeof value === 'string' ? value : null;
}

