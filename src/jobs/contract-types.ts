import { errors } from '../errors.js';
import { lookupKey } from '../matching/text.js';

export const CONTRACT_TYPES = ['permanent', 'fixed_term', 'freelance', 'internship', 'apprenticeship', 'temporary'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** The French names are accepted as aliases (decisions.md). */
const ALIASES: Record<string, ContractType> = {
  ...Object.fromEntries(CONTRACT_TYPES.map((type) => [lookupKey(type), type])),
  cdi: 'permanent',
  cdd: 'fixed_term',
  stage: 'internship',
  alternance: 'apprenticeship',
  interim: 'temporary',
};

export function normaliseContractType(value: string | null | undefined): ContractType | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const type = ALIASES[lookupKey(value)];
  if (!type) throw errors.invalidField('contract_type', `valeurs permises : ${CONTRACT_TYPES.join(', ')}, CDI, CDD, stage, alternance, interim`);
  return type;
}
