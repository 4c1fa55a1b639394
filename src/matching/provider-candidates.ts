import { ApiError } from '../errors.js';
import { normaliseWhatsappNumber } from '../profiles/profile.js';
import { checkValue } from '../schemas/check.js';
import { ProviderCandidate } from '../schemas/providers.js';
import type { ProviderCandidateInput } from './features.js';

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
