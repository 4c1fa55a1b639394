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
  ['requirements', /^((essential|minimum|required|basic|key|candidate|position|job|other|eligibility|your|formal)\s+)?(requirements?|qualifications?|skills|abilities|competencies|experience|education(al (requirements|background))?)\b|^required and (preferred|desired) |^job requirements|^what (you('ll| will) )?(need|bring|have)|^what you need\b|^what will make you successful|^what we('re| are) looking for|^who you are|^about you|^you (have|are|bring|should have)|^your (profile|skills|experience|background)|^person specification|^knowledge|^languages$|^profil|^votre profil|^competences|^exigences|^formation|^experience requise|^savoir|^personal (suitability|attributes)|^at a minimum|^minimum required|^required$|^the (essential requirements|ideal candidate)|^an ideal candidate|^this role requires|^must haves?|^(certificates|licenses)|^(software|technical|other|special) skills/],
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
    'is (a|an|the|one of the) (leading|largest|growing|award|dynamic|global|innovative|major|busy|friendly)',
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

function foldHeading(line: string): string {
  return foldQuotes(line)
    .replace(/^[\s#*•\-–—]+|[\s:*•\-–—.]+$/g, '')
    .trim();
}

function headingKind(line: string): SectionKind | null {
  const folded = foldHeading(line);
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

/**
 * Headings of a one-line field rather than of a part: "Location: Forest Close", "Salary:"
 * over its figure, "PLEASE NOTE: internal applicants only". The field takes its own line
 * (or, alone on it, the next), and the ad goes on in the part it was in.
 */
const FIELD = /^(((job|primary|work) )?location|salary|pay( rate)?|compensation|hours|schedule|shift|work pattern|band|grade|closing date|interview date|start date|employment type|contract( type)?|job type|req(uisition)? id|job (reference|ref|code|id)|post ref(erence)?|reference( number)?|contact|please note|important|reports to|department|travel|remote|# of openings)$/;

const LIST_ITEM = /^([-–•*·▪●o]|\d{1,2}[.)/])\s/;
/** A line this long after a list is a paragraph of its own, not one more item. */
const PARAGRAPH_CHARS = 80;

/** A known heading run into the text before it, as ads copied from a web page have them: "…sponsorship)General Summary: We are…". */
const RUN_IN_HEADING = /(?<=[a-z.)!?])(?=[A-Z][A-Za-z&'’ ]{2,50}:)/g;

function runInHeadingsApart(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of line.matchAll(RUN_IN_HEADING)) {
    const head = line.slice(match.index, line.indexOf(':', match.index));
    if (match.index > start && headingKind(head)) {
      parts.push(line.slice(start, match.index));
      start = match.index;
    }
  }
  return [...parts, line.slice(start)];
}

/**
 * A heading in title case run into the text after it, without a colon, as ads copied from a web page have them:
 * "Key ResponsibilitiesChampion the…", "…of this role.Basic QualificationsBachelor's degree".
 */
const GLUED = /(?<=[a-z’'])(?=[A-Z][a-z])/g;
const TITLE_WORD = /^(?:[A-Z][\w’'&/-]*|&|and|of|the|to|for|you['’]?ll|we|our|a|an|in|on|with)$/;

function gluedHeadingsApart(line: string): string[] {
  // A heading starts after a sentence's end or where the last run-together item ended ("…Computer ScienceBenefitsHealth…"):
  // only the text since that item is searched, so a long line of run-together words costs its length, not its square.
  let itemStart = 0;
  for (const match of line.matchAll(GLUED)) {
    const sinceItem = line.slice(itemStart, match.index);
    const start = itemStart + Math.max(0, ...['.', '!', '?', ':', ')'].map((mark) => sinceItem.lastIndexOf(mark) + 1));
    itemStart = match.index;
    const head = line.slice(start, match.index).trim();
    const words = head.split(/\s+/);
    if (words.length <= 5 && /^[A-Z]/.test(head) && words.every((word) => TITLE_WORD.test(word)) && headingKind(head)) {
      return [line.slice(0, start), head, ...gluedHeadingsApart(line.slice(match.index))].filter((part) => part.trim());
    }
  }
  return [line];
}

/** Splits an ad into its parts by its headings; text before any heading is the summary. */
export function splitSections(description: string): AdSection[] {
  const sections: AdSection[] = [];
  let current: AdSection = { kind: 'summary', text: '' };
  let fieldValueNext: SectionKind | null = null;
  /** The part a list of perks or notices interrupted, while in that list. */
  let interrupted: SectionKind | null = null;
  let listSeen = false;
  const close = (next: AdSection) => {
    if (current.text) sections.push(current);
    current = next;
  };
  const lines = description.replace(/\r/g, '').split('\n').flatMap((line) => runInHeadingsApart(line.trim())).flatMap(gluedHeadingsApart);
  for (const line of lines) {
    if (!line) continue;
    if (fieldValueNext) {
      sections.push({ kind: fieldValueNext, text: line });
      fieldValueNext = null;
      continue;
    }
    // "Requirements: 3 years of Java" is a heading and its first line at once.
    const colon = line.indexOf(':');
    const head = colon > 0 && colon <= HEADING_MAX_CHARS ? line.slice(0, colon) : line;
    // "Duties include cooking for 30 residents." is a sentence, though it opens as a heading would.
    const sentence = head === line && /\.$/.test(line) && line.split(/\s+/).length > 3;
    const kind = sentence ? null : headingKind(head);
    if (!kind) {
      // "We offer you:" and its list of perks: the paragraph after the list is the job's again.
      if (interrupted && listSeen && !LIST_ITEM.test(line) && line.length > PARAGRAPH_CHARS) {
        close({ kind: interrupted, text: '' });
        interrupted = null;
      }
      listSeen ||= LIST_ITEM.test(line);
      current.text += (current.text ? '\n' : '') + line;
      continue;
    }
    const value = head === line ? '' : line.slice(colon + 1).trim();
    // "Pay Scale 6 £28,575 to £37,599" is a field written without its colon.
    const fieldWithFigures = head === line && SECTION_WEIGHTS[kind] === 0 && /[\d£$€]/.test(line);
    if (FIELD.test(foldHeading(head)) || fieldWithFigures) {
      // The part it interrupts goes on after it; a field's name alone on its line has its value on the next.
      if (value || fieldWithFigures) sections.push({ kind, text: value || line });
      else fieldValueNext = kind;
      close({ kind: current.kind, text: '' });
      continue;
    }
    if (SECTION_WEIGHTS[kind] > 0) interrupted = null;
    else if (SECTION_WEIGHTS[current.kind] > 0) interrupted = current.kind;
    listSeen = false;
    close({ kind, text: value });
  }
  if (current.text) sections.push(current);
  return sections;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, dix: 10 };
const YEARS_REQUIRED = [
  /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:-|to|or more|or)?\s*(?:\d{1,2}\s*)?(?:years?|yrs?)\b[^.;\n]{0,60}\b(?:experience|expertise|background|in\s+[a-z])/i,
  /(?:experience|experienced)\W+(?:of\s+)?(?:at least|minimum(?: of)?|over|more than)?\s*(\d{1,2}|one|two|three|four|five)\s*\+?\s*(?:(?:-|to)\s*\d{1,2}\s*)?(?:years?|yrs?)\b/i,
  /(?:at least|minimum(?: of)?|min\.?)\s*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:years?|yrs?)\b/i,
  /^(\d{1,2}) years? to less than/im,
  /(\d{1,2}|un|deux|trois|quatre|cinq|dix)\s*(?:ans?|annees?)\s*(?:minimum\s*)?(?:d'|d’|de |en |minimum d')\s*(?:experience|pratique)/i,
  /(?:experience|pratique)\s+(?:d'au moins|de|minimum de|d'un minimum de)\s*(\d{1,2}|un|deux|trois|quatre|cinq)\s*(?:ans?|annees?)/i,
];
/** "founded 100 years ago", "the company has grown for 20 years": the company's years, not the candidate's ("5 years in public company accounting" is the candidate's). */
const COMPANY_YEARS = /\b(founded|established|serving|served|history|ago)\b|\b(company|organi[sz]ation|business|trust|we)( has| have|'s| is| was)\b/i;

/** More than this is the company's history, not a requirement ("over the last 25 years"). */
const MOST_YEARS_REQUIRED = 20;

/**
 * The minimum years the requirements state ("3+ years of experience", "5 ans d'expérience
 * minimum"), or null. The largest, when they state several: "8+ years of accounting, 2+ of
 * them managing" asks for 8.
 */
export function requiredYears(text: string): number | null {
  let most: number | null = null;
  for (const sentence of sentences(fold(text))) {
    if (COMPANY_YEARS.test(sentence)) continue;
    for (const pattern of YEARS_REQUIRED) {
      const match = pattern.exec(sentence);
      if (!match) continue;
      const years = NUMBER_WORDS[match[1]!] ?? Number(match[1]);
      if (years <= MOST_YEARS_REQUIRED && years > (most ?? -1)) most = years;
    }
  }
  return most;
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
  return { sections, coreText, requirementsText, experienceMin: requiredYears(textOf(['requirements']) || textOf(['responsibilities', 'summary'])) };
}
