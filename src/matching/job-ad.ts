import { fold } from './text.js';

/**
 * Reading a job ad as recruiters paste it: 300-800 words of which the title and the
 * requirements say what the job is, and the rest (company blurb, benefits, equal
 * opportunity and application boilerplate) says nothing about who fits it.
 */
export type SectionKind = 'summary' | 'responsibilities' | 'requirements' | 'nice_to_have' | 'company' | 'benefits' | 'legal';

export interface AdSection {
  kind: SectionKind;
  text: string;
}

export interface UnderstoodAd {
  sections: AdSection[];
  /** Responsibilities, requirements and the unheaded summary, boilerplate sentences left out. */
  coreText: string;
  /** What the ad requires: requirements and nice-to-have, or the core text when it names no such section. */
  requirementsText: string;
  /** Minimum years stated as a requirement, or null. */
  experienceMin: number | null;
}

/** How much each part of an ad says about who fits it. */
export const SECTION_WEIGHTS: Record<SectionKind, number> = {
  requirements: 1,
  responsibilities: 0.8,
  summary: 0.6,
  nice_to_have: 0.4,
  company: 0,
  benefits: 0,
  legal: 0,
};

/**
 * Headings, English and French, folded (lower case, no accents, straight apostrophes),
 * without their trailing colon. Checked in this order: "Preferred qualifications" is
 * nice-to-have before it is a requirement, "About the role" the role before it is about us.
 */
const HEADINGS: [SectionKind, RegExp][] = [
  ['nice_to_have', /^(desirable|desired|nice to haves?|bonus( points)?|preferred( qualifications| skills| experience| requirements)?|assets?|pluses|(un|les) plus|atouts?|apprecie|souhaite)\b|^it'?s (great|preferred|a plus) if|^it'?d be (great|a plus)|^(the ideal candidate|you) may also have|^even better if/],
  ['requirements', /^((essential|minimum|required|basic|key|candidate|position|job|other|eligibility|your|formal)\s+)?(requirements?|qualifications?|skills|competencies|experience|education)\b|^job requirements|^what (you('ll| will) )?(need|bring|have)|^what will make you successful|^what we('re| are) looking for|^who you are|^about you|^you (have|are|bring|should have)|^your (profile|skills|experience|background)|^person specification|^knowledge|^languages$|^profil|^votre profil|^competences|^exigences|^formation|^experience requise|^savoir|^personal (suitability|attributes)|^at a minimum|^minimum required|^required$|^the (essential requirements|ideal candidate)|^an ideal candidate|^this role requires|^must haves?|^(certificates|licenses)|^(software|technical|other|special) skills/],
  ['responsibilities', /^((key|main|your|job|primary|essential|major|position|general|summary of( key)?( job)?)\s+)?(responsibilities|duties|tasks|accountabilities|functions)\b|^what you('ll| will)? do|^(about )?the (role|job|position|opportunity)|^role\b|^your (role|impact|opportunity|day)|^job (summary|description|purpose|overview|profile|details)|^position (summary|overview|description)|^(brief |role )?description$|^summary$|^opportunity$|^(main|primary job) purpose|^day[- ]to[- ]day|^what would your day|^in this role|^as an? [a-z ,]{2,40}you('ll| will)|^you will$|^what this job involves|^missions?\b|^vos missions|^description du poste|^le poste|^(specific|additional) skills|^area of specialization|^.{0,40} specific skills$/],
  ['company', /^about (us|the (company|trust|organi[sz]ation|team|employer|practice|service)|our|[a-z&' ]{2,30})$|^(a bit|a little|more) about|^who we are|^our (company|story|mission|team|values|culture|purpose)|^company( (overview|description|profile|at a glance))?$|^life at|^what (sets us apart|we believe)|^why [a-z ]{2,30}\?$|^qui sommes[- ]nous|^l'?entreprise|^a propos|^notre (entreprise|societe|equipe)|^work setting|^employer/],
  ['benefits', /^(benefits|what we offer|perks|some of the perks|we offer|we provide|compensation|salary|annual salary|base salary|pay|rewards?|why (join|work)|what you can expect|what to expect|here'?s why|avantages|nous (vous )?(offrons|proposons)|remuneration|salaire|work conditions|transportation|work location|weight handling|security and safety|own tools|work site|health benefits|financial benefits|other benefits|long term benefits|full time benefits|estimated compensation|pay rate|rate\/salary)/],
  ['legal', /^(equal (employment )?opportunit|eeo|diversity|how to apply|to apply|application (process|instructions)|our hiring process|disclaimer|please note|important|additional information|further information|supporting information|candidature|pour postuler|comment postuler|conditions|physical demands|work(ing)? (environment|conditions)|travel|schedule|(job |primary )?location|employment type|req(uisition)? id|job posting|california residents|people with disabilities|visa sponsorship|[a-z ]{0,30}privacy (notice|policy))/],
];

/** Sentences that are boilerplate wherever they stand. */
const BOILERPLATE = new RegExp(
  [
    'equal (employment )?opportunit',
    '\\beeo\\b',
    'regardless of',
    'sexual orientation',
    'gender identity',
    'protected (class|characteristic|veteran)',
    'reasonable (accommodation|adjustment)',
    'background check',
    'drug[- ]free',
    'e-?verify',
    'apply (now|online|today)',
    'click apply',
    '\\bto apply\\b',
    'applications? (will|must|should|are|received)',
    'closing date',
    'shortlist',
    'we reserve the right',
    'disclosure and barring',
    '\\bdbs\\b',
    'covid',
    'vaccinat',
    '\\bpension',
    'annual leave',
    'holiday entitlement',
    'flexible working',
    'benefits? (include|package)',
    'per annum',
    'per hour',
    'competitive (pay|salary)',
    '401\\(?k',
    'health insurance',
    'visit our (website|careers)',
    'click (our|here|the|below|on)',
    'learn more about',
    'is hosted by',
    'follow us',
    'www\\.',
    'https?:',
    '\\S+@\\S+',
    'email address',
    'telephone number',
    'job reference',
    'informal (visit|discussion|enquir)',
    'please (note|refer|contact|see|ensure|read|check)',
    'sponsorship',
    'right to work',
    'we are (a|an|the|one of)\\b',
    'is (a|an|one of the) (leading|largest|growing|award|dynamic|global|innovative|major|busy|friendly)',
    '\\bour (mission|vision|values|company|organi[sz]ation|trust|people|patients|staff)\\b',
    'founded in',
    'headquartered',
    'nhs (foundation )?trust',
    '\\bthe trust\\b',
    '\\bcqc\\b',
    'award[- ]winning',
    'egalite des chances',
    'handicap',
    'postuler',
    'candidature',
    'nous rejoindre',
    'avantages',
  ].join('|'),
);

/**
 * A sentence about the company rather than the job: "we" or "our" with nothing of the
 * role or the reader, or "Acme is a leading…". Looked for in the text before any heading,
 * where ads put their blurb; under "Responsibilities", "our platform" is the job's.
 */
const FIRST_PERSON_PLURAL = /\b(we|we're|we've|our|ours|us|nous|notre|nos)\b/;
const ABOUT_THE_JOB = /\b(you|your|you'll|you're|role|position|candidate|seeking|looking for|hiring|join us|this job|the job|responsib|will (own|lead|manage|report|oversee|support|work|join|be)|vous|votre|poste|candidat|recherchons)/;
const NAME_IS = /^[A-Z][\w&.'’-]*(\s+[A-Z&][\w&.'’-]*){0,3}\s+(is|are|has been|was)\s+(a|an|the|one|more|proud|committed|dedicated|on a mission|transforming|revolutioni[sz]ing)\b/;

function aboutTheCompany(sentence: string): boolean {
  const folded = foldQuotes(sentence);
  if (ABOUT_THE_JOB.test(folded)) return false;
  return FIRST_PERSON_PLURAL.test(folded) || NAME_IS.test(sentence);
}

/** Folded, with curly apostrophes straight: ads write "What you’ll do" as often as "What you'll do". */
function foldQuotes(text: string): string {
  return fold(text).replace(/[’‘`]/g, "'");
}

const HEADING_MAX_CHARS = 60;

function headingKind(line: string): SectionKind | null {
  const folded = foldQuotes(line)
    .replace(/^[\s#*•\-–—]+|[\s:*•\-–—.]+$/g, '')
    .trim();
  if (!folded || folded.length > HEADING_MAX_CHARS || folded.split(/\s+/).length > 8) return null;
  for (const [kind, pattern] of HEADINGS) if (pattern.test(folded)) return kind;
  return null;
}

function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-ZÀ-Ý0-9•\-])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Splits an ad into its parts by its headings; text before any heading is the summary. */
export function splitSections(description: string): AdSection[] {
  const sections: AdSection[] = [];
  let current: AdSection = { kind: 'summary', text: '' };
  for (const rawLine of description.replace(/\r/g, '').split('\n')) {
    const line = rawLine.trim();
    if (!line) continue;
    // "Requirements: 3 years of Java" is a heading and its first line at once.
    const colon = line.indexOf(':');
    const head = colon > 0 && colon <= HEADING_MAX_CHARS ? line.slice(0, colon) : line;
    const kind = headingKind(head);
    if (kind && (head === line || colon > 0)) {
      if (current.text) sections.push(current);
      current = { kind, text: head === line ? '' : line.slice(colon + 1).trim() };
      continue;
    }
    current.text += (current.text ? '\n' : '') + line;
  }
  if (current.text) sections.push(current);
  return sections;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, dix: 10 };
const YEARS_REQUIRED = [
  /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:-|to|or more|or)?\s*(?:\d{1,2}\s*)?(?:years?|yrs?)\b[^.;\n]{0,60}\b(?:experience|experienced|background|in (?:a|an|the)\b)/i,
  /(?:experience|experienced)\W+(?:of\s+)?(?:at least|minimum(?: of)?|over|more than)?\s*(\d{1,2}|one|two|three|four|five)\s*\+?\s*(?:years?|yrs?)\b/i,
  /(?:at least|minimum(?: of)?|min\.?)\s*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:years?|yrs?)\b/i,
  /^(\d{1,2}) years? to less than/im,
  /(\d{1,2}|un|deux|trois|quatre|cinq|dix)\s*(?:ans?|annees?)\s*(?:minimum\s*)?(?:d'|d’|de |en |minimum d')\s*(?:experience|pratique)/i,
  /(?:experience|pratique)\s+(?:d'au moins|de|minimum de|d'un minimum de)\s*(\d{1,2}|un|deux|trois|quatre|cinq)\s*(?:ans?|annees?)/i,
];
/** "founded 100 years ago", "the company has grown for 20 years": the company's years, not the candidate's ("5 years in public company accounting" is the candidate's). */
const COMPANY_YEARS = /\b(founded|established|serving|served|history|ago)\b|\b(company|organi[sz]ation|business|trust|we)( has| have|'s| is| was)\b/i;

/** The minimum years a requirement states ("3+ years of experience", "5 ans d'expérience minimum"), or null. */
export function requiredYears(text: string): number | null {
  for (const sentence of sentences(fold(text))) {
    if (COMPANY_YEARS.test(sentence)) continue;
    for (const pattern of YEARS_REQUIRED) {
      const match = pattern.exec(sentence);
      if (!match) continue;
      const years = NUMBER_WORDS[match[1]!] ?? Number(match[1]);
      if (years >= 0 && years <= 40) return years;
    }
  }
  return null;
}

/** Sections and the text of each that says something about the job, boilerplate sentences out. */
export function understandAd(description: string | null | undefined): UnderstoodAd {
  const sections = splitSections(description ?? '')
    .map((section) => ({
      kind: section.kind,
      text:
        SECTION_WEIGHTS[section.kind] === 0
          ? section.text
          : sentences(section.text)
              .filter((sentence) => !BOILERPLATE.test(fold(sentence)) && (section.kind !== 'summary' || !aboutTheCompany(sentence)))
              .join('\n'),
    }))
    .filter((section) => section.text);
  // By kind, in the order asked: the sentence encoder reads a text's first few hundred characters only.
  const textOf = (kinds: SectionKind[]) =>
    kinds
      .flatMap((kind) => sections.filter((section) => section.kind === kind))
      .map((section) => section.text)
      .join('\n');
  const coreText = textOf(['requirements', 'responsibilities', 'summary', 'nice_to_have']);
  const stated = textOf(['requirements', 'nice_to_have']);
  const requirementsText = stated || coreText;
  return { sections, coreText, requirementsText, experienceMin: requiredYears(textOf(['requirements']) || (stated ? '' : coreText)) };
}
