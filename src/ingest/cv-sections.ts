import { fold, lookupKey } from '../matching/text.js';
import type { PageLayout } from './pdf-text.js';

export type Section = 'header' | 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'references' | 'contact' | 'interests' | 'other';

// "Carrier objective": a heading's common misspelling is as much a heading.
const HEADINGS: Record<Exclude<Section, 'header'>, string[]> = {
  summary: ['profile', 'profil', 'summary', 'personal statement', 'personal profile', 'career objective', 'carrier objective', 'professional summary', 'executive summary', 'career summary', 'career overview', 'career focus', 'professional background', 'professional overview', 'overview', 'executive profile', 'professional profile', 'about me', 'about', 'a propos', 'a propos de moi', 'objective', 'objectif', 'objectifs', 'objectifs professionnels', 'resume', 'profil professionnel', 'presentation', 'synthese', 'objectif professionnel', 'profile summary', 'experience summary'],
  experience: ['experience', 'experiences', 'experience highlights', 'experience professionelle', 'experiences professionelles', 'autre experience de travail', 'autres experiences de travail', 'experience de travail', 'experiences de travail', 'autres experiences', 'autre experience', 'autres experiences professionnelles', 'professional experience', 'work experience', 'work history', 'work', 'employment experience', 'relevant experience', 'employment', 'employment history', 'career', 'experience professionnelle', 'experiences professionnelles', 'experience pro', 'experiences pro', 'professional exp', 'work exp', 'parcours professionnel', 'parcours professionnels', 'parcours', 'stage', 'stages', 'internships', 'internship', 'internship experience', 'experiences et stages', 'experience professionnelle et stages', 'historique professionnel', 'emplois', 'professional history', 'career history', 'research experience', 'teaching experience', 'military experience', 'leadership experience', 'key experience', 'experiences significatives', 'experience significative', 'experiences cles', 'principales experiences', 'experiences recentes', 'experiences complementaires', 'experience complementaire', 'experiences additionnelles', 'experiences diverses', 'jobs etudiants', "jobs d'ete", 'experience professionnels', 'experiences professionnels', 'experience professionnel', 'professional experiences', 'experience annexe', 'experiences annexes', 'positions held', 'positions', 'academic positions', 'research positions', 'professional positions', 'appointments', 'academic appointments', 'professional appointments', 'research appointments', 'academic and research appointments', 'academic and research positions', 'postes occupes', 'entrepreneurial experience', 'entrepreneurial initiative', 'entrepreneurial initiatives', 'current affiliation', 'current affiliations', 'past affiliations', 'previous affiliations', 'previous positions', 'past positions', 'werkervaring'],
  education: ['education', 'school', 'schooling', 'degrees', 'formation', 'formations', 'diplomes', 'diplome', 'etudes', 'studies', 'academic background', 'cursus', 'education and training', 'formation academique', 'parcours academique', 'cursus academique', 'parcours scolaire', 'cursus scolaire', 'scolaire', 'parcours universitaire', 'formation universitaire', 'certifications', 'certificats', 'diplomes et formations', 'formation initiale', 'formation continue', 'formation professionnelle', 'formations professionnelles', 'scolarite', 'training', 'courses', 'licenses and certifications', 'licences et certifications', 'academic', 'academic qualifications', 'academic qualification', 'professional qualification', 'professional qualifications', 'education history', 'educational history', 'educational background', 'education background', 'academic history', 'educational qualification', 'educational qualifications', 'educational details', 'academic details', 'education details', 'trainings', 'professional training', 'coursework', 'relevant coursework', 'latest education', 'diplomas', 'additional training', 'opleiding', 'opleidingen'],
  skills: ['skills', 'competences', 'highlights', 'qualifications', 'summary of qualifications', 'core qualifications', 'core competencies', 'core strengths', 'skill highlights', 'strengths', 'key strengths', 'key strength', 'computing skills', 'computing skill', 'atouts', 'points forts', 'technical skills', 'competences techniques', 'key skills', 'core skills', 'outils', 'tools', 'technologies', 'savoir-faire', 'expertise', 'hard skills', 'soft skills', 'informatique', 'logiciels', 'competences informatiques', 'connaissances informatiques', 'connaissances', 'competences cles', 'domaines de competences', 'savoir-etre', 'aptitudes', 'computer skills', 'software', 'technical proficiencies', 'areas of expertise', 'specialties', 'specialites', 'outils maitrises', 'logiciels maitrises', 'tech stack', 'technical stack', 'stack technique', 'connaissances techniques', 'competences metier', 'abilities', 'skill', 'skill summary', 'skill areas', 'outils informatiques', 'techniques et outils informatiques', 'competences professionnelles', 'qualites', 'qualites personnelles', 'competence', 'competence intrapersonnel', 'competences intrapersonnelles', 'general skills', 'qualities'],
  languages: ['languages', 'languages known', 'foreign languages', 'langues', 'langue', 'language skills', 'competences linguistiques', 'langues etrangeres', 'langues parlees', 'language', 'langues et autres competences'],
  references: ['references', 'referees', 'recommandations', 'professional references', 'references professionnelles', 'reference'],
  contact: ['contact', 'contacts', 'contact information', 'contact info', 'coordonnees', 'contact details', 'details', 'informations personnelles', 'personal details', 'personal information', 'etat civil', 'links', 'coordonnees de contact', 'donnees personnelles'],
  interests: ['interests', 'interest', 'personal interests', 'hobbies', 'loisirs', "centres d'interet", 'centres d interet', 'interets', "centres d'interets", "centre d'interet", "centre d'interets", 'research interests', 'area of interest', 'areas of interest', 'passions', 'sports'],
  other: ['seminars', 'seminars attended', 'trainings attended', 'seminars and trainings attended', 'trainings and seminars attended', 'workshops attended', 'conferences attended', 'seminars and workshops attended', 'affiliations', 'professional affiliations', 'memberships', 'professional memberships', 'associations', 'projects', 'projets', 'volunteering', 'volunteer', 'volunteer experience', 'benevolat', 'awards', 'honors', 'honours', 'project experience', 'projects experience', 'recognition', 'recognitions', 'accomplishments', 'publications', 'selected publications', 'peer reviewed publications', 'peer-reviewed publications', 'journal articles', 'working papers', 'work in progress', 'works in progress', 'research areas', 'conference presentations', 'invited talks', 'certificates', 'activities', 'divers', 'informations complementaires', 'additional information', 'vie associative', 'engagements', 'activites extra-professionnelles', 'extracurricular activities', 'extracurricular', 'extracurriculars', 'extra curricular activities', 'volunteer work', 'volunteering experience', 'volunteer experiences', 'community involvement', 'community engagement', 'community service', 'engagement associatif', 'engagement citoyen', 'engagements citoyens', 'engagement civique', 'civic engagement', 'activites associatives', 'achievements', 'realisations', 'leadership and activities', 'leadership activities', 'activities and leadership', 'personal projects', 'academic projects', 'selected projects', 'side projects', 'key projects', 'projets personnels', 'projets perso', 'projets en ecole', 'projets scolaires', 'projets academiques', 'projets realises', 'contributions', 'open source contributions', 'other activities', 'autres activites', 'professional projects', 'portfolio projects', 'technical projects', 'academic project', 'co-curricular activities', 'extra-curricular activities', 'experience associative', 'experiences associatives', 'outreach activities', 'volunteer work experience', 'declaration', 'liste des publications', 'travaux', 'academics projects', 'projets universitaires', 'projet personnel', 'projet academique', 'projets academiques', "projets d'etude", "projets d'etudes", 'associatif', 'travail associatif', 'sports et associations', 'activites parascolaires', 'activites extrascolaires', 'experience caritative', 'experiences caritatives', 'club and society involvement', 'associative commitment', 'curricular activities', 'portfolio', 'fellowships', 'grants', 'scholarships', 'bourses', 'distinctions', 'prix et distinctions'],
};
const HEADING_OF = new Map<string, Section>(Object.entries(HEADINGS).flatMap(([section, names]) => names.map((name) => [lookupKey(name), section as Section])));

/** Soft hyphens and zero-width marks that Word leaves in a line or an address, no part of its words. */
export const INVISIBLE_MARKS = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/** A line as the parser reads it, whether from the text or from the PDF's layout: letter-spacing undone, one space between words. */
export function readableLine(line: string): string {
  // Soft hyphens and zero-width marks that Word leaves in a line ("\u00adAn Nguyen") are no part of its words;
  // a non-breaking hyphen or a minus sign is a hyphen ("Juil 2023 \u2011 Aujourd'hui", as LaTeX's fonts set it).
  // A letter alone in a cell of its own before the line's text is an icon font's glyph ("B      United Kingdom", marvosym's house).
  // A control character is an icon font's glyph that maps to no text ("\u0000 Sourcing", FontAwesome's bullet in a theme printed by Chrome).
  // Word's bullets in its Symbol and Wingdings fonts reach a PDF as private-use characters ("\uF0B7\tPython"): they are bullets.
  const cleaned = line
    .replace(SYMBOL_FONT_BULLET, '• ')
    .replace(INVISIBLE_MARKS, '')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, ' ')
    .replace(/[\u2010\u2011\u2212]/g, '-')
    .replace(HALF_AS_ICON, '')
    .replace(/^\s*\p{L}\t\s*(?=\S)/u, '')
    // ": Address : 42/1 Bhawanipur colony…": a colon before a label, left of a Word form's cell that held an icon.
    .replace(/^\s*:\s+(?=\p{L})/u, '')
    .replace(GLUED_MONTH_YEAR, (_, month: string, year: string, dash?: string) => `${month}. ${year}${dash ? ` ${dash}` : ''}`);
  return unspaced(cleaned).replace(/\s+/g, ' ').trim();
}

/** "Sept.2023-" over "Sept.2024", "Sept-Nov.2022": a month's abbreviation glued to its year (and a range's dash to the year), read as "Sept. 2023 -". */
const GLUED_MONTH_YEAR = /(?<!\p{L})(jan|janv|feb|f[eé]v|f[eé]vr|mar|apr|avr|jun|jul|juil|aug|ao[uû]|sep|sept|oct|nov|dec|d[eé]c)\.((?:19|20)\d{2})(?!\d)([-–—](?=\s|$))?/giu;

/** The half a LaTeX icon font's map-marker maps to, not after a number ("1½ years"): "½ Gif-sur-Yvette, France", "Poitiers, France ½". */
const HALF_AS_ICON = /(?<!\d\s*)½\s*(?=\p{Lu})|(?<!\d\s*)½(?=\s*$)/gu;

/**
 * Symbol's bullet (U+F0B7), Wingdings' square, arrowhead, diamond and tick, as a line's first mark; and the "o" of Courier
 * New that Word sets before a list's second level ("o Generative AI").
 */
const SYMBOL_FONT_BULLET = /^\s*(?:[\uF0B7\uF0A7\uF0D8\uF076\uF0FC]\s*|o\s+(?=\p{Lu}))/u;

/**
 * "J A N E   R O E", a letter-spaced heading, is "JANE ROE": letters joined, wider gaps kept as word
 * breaks; where no gap is wider, a small letter before a capital ends a word ("D o r i a R E M A D N A").
 * A hyphen between spaced letters joins them ("P I E R R E - A N T O I N E").
 */
function unspaced(line: string): string {
  const trimmed = line.trim();
  if (!/^(?:\p{L}\s+(?:-\s+)?){3,}\p{L}$/u.test(trimmed) || !/^(?:\p{L}(?: | - |\s{2,}|\t))+\p{L}$/u.test(trimmed)) return line;
  return trimmed
    .split(/\s{2,}|\t/)
    .map((word) => word.replace(/\s+/g, '').replace(/(\p{Ll})(?=\p{Lu})/gu, '$1 '))
    .join(' ');
}

/**
 * "Education ______", "## Experience", "EXPERIENCE ─────", "______ Professional Work Experience" (a Word rule of underscores
 * that ends in the next heading's paragraph): a heading's rule or markdown's marks are not part of it.
 * Runs of a rule meet only across spaces: a run that could be cut anywhere backtracked exponentially on a rule
 * with text after it (`LEADERSHIP EXPERIENCE______…______ World Endeavors`).
 */
const HEADING_MARKS = /^#{1,6}\s*|^[_=─━]{3,}(?:\s+[_=─━]{3,})*\s*|\s*[_=─━-]{3,}(?:\s+[_=─━-]{3,})*$/g;

export function headingOf(marked: string): Section | null {
  // "Employment History (Reverse chronological order)", "Work Experience(3)", "Experience (non exhaustive / summarized, more
  // info on my website )": what a bracket after the heading says of it (an order, the count of entries a theme sets, a
  // caveat) is no part of it; "Experience (9-12)" is a line of grades wrapped, "Computer skills (spread sheet, AccountCom,
  // Internet, Word)" a line of skills.
  // "Education [For Learning Things Properly]", "Skills [Relevant Ones]": an aside in square brackets too.
  const line = marked.replace(HEADING_MARKS, '').replace(/\s*(?:\((?:\d{1,2}|\p{L}[^()]{0,59})\)|\[\p{L}[^[\]]{0,59}\])$/u, (aside) => (aside.split(',').length > 2 ? aside : ''));
  // "RELEVANT PROFESSIONAL AND ASSOCIATIVE EXPERIENCE AND SKILLS": a long heading in capitals, the jobs' all the same.
  if (line.length <= 70 && line.includes('EXPERIENCE') && LONG_FIELD_EXPERIENCE.test(line.trim())) return UNPAID_FIELD.test(line) ? 'other' : 'experience';
  // "projects." under "- Supervising students for their final year software": a sentence's end, wrapped; "projects:" over
  // what a job's projects were, in small letters, a label inside the entry.
  // "EXPERIENCE PROFESSIONNELLE ET ENGAGEMENT CITOYEN": headings run together may take longer in capitals.
  if (line.length > (line === line.toUpperCase() ? 60 : 45) || /^\p{Ll}.*[.,;:]$/u.test(line)) return null;
  // "2 Key Skills", "3. Education", "II. EXPERIENCE": a numbered section, as LaTeX's article class and Word's outlines set it.
  // "PROFESSIONAL EXPERIENCE - CONTINUED", "Expérience (suite)": a section carried over to the next page, as Word resumes repeat it.
  // "MES EXPÉRIENCES", "My Skills": a heading in the first person.
  const bare = line.replace(/^(?:\d{1,2}\.?|[IVX]{1,4}[.)])\s+/, '').replace(/^(?:mes|ma|mon|my)\s+(?=\p{L}{4})/iu, '').replace(CARRIED_OVER, '').replace(/[:•\-–—_]+$/g, '');
  // "Licenses & Certifications": an ampersand for the "and" of the heading the parser knows.
  const known = ['', 'and', 'et'].map((and) => HEADING_OF.get(lookupKey(bare.replace(/&/g, and)))).find(Boolean);
  // "portfolio" under "…complete turnover of $400 million investment": a word of a sentence, wrapped.
  if (known && /^\p{Ll}/u.test(bare) && WORDS_OF_SENTENCES.has(lookupKey(bare))) return null;
  if (known) return known;
  // "Autres centres d'intérêt", "Other interests", "Autres compétences": more of a section the parser knows. Not "OTHER
  // QUALIFICATIONS", which lists courses and certificates.
  // "Main Recognitions", "Selected Awards": a known section's best part. Not "Key Achievements:", a label inside a job.
  const more = /^(?:others?|autres?|main|key|major|selected|notable|principales?|principaux)\s+(?=\p{L})/iu.exec(bare);
  const moreOf = more && !/qualification|achievement|accomplishment|r[ée]alisation|contribution/i.test(bare) ? HEADING_OF.get(lookupKey(bare.slice(more[0].length))) : undefined;
  if (moreOf) return moreOf;
  // "Education | France", "Experience | France": the country the section's entries took place in, after a bar.
  const placed = PLACE_AFTER_BAR.exec(bare);
  const placedSection = placed ? headingOf(bare.slice(0, placed.index)) : null;
  if (placedSection === 'experience' || placedSection === 'education') return placedSection;
  // "exp erience", "edu cation": a heading's one word set in two colours, which the PDF's text parts; not two words whose
  // first is a heading of its own.
  const rejoined = /^\p{L}{2,}(?: \p{L}{2,}){1,2}$/u.test(bare) && bare.length <= 20 ? HEADING_OF.get(lookupKey(bare.replace(/ /g, ''))) : undefined;
  if (rejoined && !HEADING_OF.has(lookupKey(bare.split(' ')[0]!))) return rejoined;
  if (QUALIFIED_EXPERIENCE.test(bare.trim())) return 'experience';
  // "GIS Work and Experience", "Nursing Work Experience": a field's work, in title case as headings are set.
  if (inTitleCase(bare) && FIELD_WORK_EXPERIENCE.test(bare.trim())) return 'experience';
  // "CAREER SERVICES EXPERIENCE", "SALES & MARKETING EXPERIENCE": a field's own, in capitals as headings are set;
  // "LEADERSHIP AND VOLUNTEER EXPERIENCE", "COMMUNITY SERVICE EXPERIENCE": unpaid, as under a volunteering heading.
  if (FIELD_EXPERIENCE.test(bare.trim())) return UNPAID_FIELD.test(bare) ? 'other' : 'experience';
  if (FIELD_PROJECTS.test(bare.trim())) return 'other';
  if (QUALIFIED_SKILLS.test(bare.trim())) return 'skills';
  // "Grants and Contracts", "Invited Talks, Lectures, and Presentations", "Refereed Journal Articles": an academic CV's
  // dated work that is no job, under headings of its own. Not "Grants Manager", a title.
  // In title case or capitals, as headings are set: "Quarterly reports and presentations" is a job's line.
  if (inTitleCase(bare) && SCHOLARLY_WORK.test(bare.trim())) return 'other';
  // "Skills, Languages, Interests", "Compétences & langues": headings run together take the first one's section.
  // "FORMATIONS \u0013 COMPÉTENCES": two columns' headings on one line, an icon font's glyph between them.
  const parts = bare.split(/\s*(?:,|&|\/|\+|\band\b|\bet\b|[\u0000-\u001F\u0080-\u009F\uE000-\uF8FF])\s*/i).filter(Boolean);
  if (parts.length < 2) return null;
  if (parts.every((part) => HEADING_OF.has(lookupKey(part)))) {
    // "Réalisations & Expérience professionnelle", "Projects & Experience": the jobs are there, wherever the heading names them.
    // "Formation et parcours professionnel": with the schooling too, whose degrees the jobs' reader knows apart.
    const named = parts.map((part) => HEADING_OF.get(lookupKey(part))!);
    return named.includes('experience') ? 'experience' : named[0]!;
  }
  // "Expérience & Projets Principaux", "Experience & Main Projects": the jobs' heading joined to another that a word qualifies.
  const first = HEADING_OF.get(lookupKey(parts[0]!));
  const qualified = (part: string) => {
    const words = part.split(/\s+/);
    return words.length <= 3 && words.some((word) => word.length >= 4 && HEADING_OF.has(lookupKey(word)));
  };
  if ((first === 'experience' || first === 'education') && parts.length <= 3 && parts.slice(1).every(qualified)) return first;
  // "EXPERIENCE & LEADERSHIP": a known heading joined to a word of the template's own, in capitals as headings are set.
  // Only in capitals: "Career and Technical" is a line of a certificate's name wrapped under the one before.
  // Not languages: "LANGUAGES & FRAMEWORKS" heads a list of programming languages inside the skills.
  return first && first !== 'languages' && parts.length <= 3 && parts.slice(1).every((part) => CAPITAL_WORDS.test(part)) && bare === bare.toUpperCase() ? first : null;
}

/** One-word headings that are everyday words too: a heading only when written with a capital. */
const WORDS_OF_SENTENCES = new Set(['positions', 'appointments', 'grants', 'distinctions', 'portfolio', 'sports', 'passions', 'reference', 'language', 'competence', 'qualities', 'diplomas', 'associatif']);

const PLACE_AFTER_BAR = /\s+\|\s+\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u;

/** Headings long enough that one letter more, less or other cannot make another word of them. */
const MISSPELLABLE_KEY = 12;

/**
 * "EPÉRIENCES PROFESSIONNELLES": a long heading one letter away from a known one, in the type of
 * the known ones (a job's "ACHIEVEMENT:" label, in capitals in the body's type, is no heading).
 */
export function misspeltHeading(line: string): Section | null {
  const key = lookupKey(line);
  if (key.length < MISSPELLABLE_KEY) return null;
  for (const [known, section] of HEADING_OF) {
    if (known.length >= MISSPELLABLE_KEY && withinOneEdit(known, key)) return section;
  }
  return null;
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * "Software Skills", "Digital skills" (Europass), "Programming Skills", "Compétences numériques", "Skill Set",
 * "Technical Expertise", "Programming Languages": a list of tools under a heading of its own.
 */
const SKILLS_QUALIFIER = '(?:software|programming|digital|it|ict|computer|computing|technical|tech|technology|engineering|web|development|data|analytical|professional|personal|relevant|special|other|additional)\\s+(?:and\\s+\\w+\\s+)?';
const QUALIFIED_SKILLS = new RegExp(
  [
    `(?:${SKILLS_QUALIFIER})?(?:skills?\\s*sets?|skills\\s+summary|summary\\s+of\\s+skills)`,
    `${SKILLS_QUALIFIER}skills`,
    'technical\\s+(?:proficiency|expertise|summary|qualifications|competencies)',
    'programming\\s+languages',
    'web\\s+technologies',
    'comp[ée]tences\\s+(?:num[ée]riques|en\\s+programmation|logicielles|digitales)',
  ].map((form) => `^${form}$`).join('|'),
  'i',
);

const CARRIED_OVER = /\s*(?:[-–—,:]\s*|\()(?:continued|cont(?:['’]d|\.)?|suite)\)?\s*$/i;

/** "Relevant Professional Experience", "Leadership & Management Experience", "Selected Work Experiences with Ericsson": words that qualify the experience heading, and an employer's name after it. */
const QUALIFIED_EXPERIENCE = /^(?:(?:relevant|professional|work|working|executive|earlier|other|additional|related|industry|previous|prior|selected|recent|clinical|nursing|medical|technical|engineering|management|leadership|academic|university|consulting|sales|legal|corporate|freelance|international)\s+(?:(?:&|and)\s+)?){1,3}experiences?(?:\s+(?:at|with)\s+\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*)?)?$/iu;

/** Every word opening with a capital, but the small words between them ("Invited Talks, Lectures, and Presentations"). */
function inTitleCase(line: string): boolean {
  return line.split(/[\s,]+/).filter(Boolean).every((word) => /^[\p{Lu}&]/u.test(word) || /^(?:and|of|in|on|for|the|at|to|by)$/.test(word));
}

/**
 * Up to three words that say which ("Refereed Journal", "Funded External") before a plural noun of scholarly work, then a
 * list of others ("…, Lectures, and Presentations"); not "Board Presentations", a skill.
 */
const SCHOLARLY_QUALIFIER = '(?:refereed|non-refereed|peer-reviewed|journal|conference|invited|selected|funded|external|internal|research|scientific|technical|published|book|working|presented|recent|press|media|academic|professional|oral|poster|other)';
const SCHOLARLY_WORK = new RegExp(`^(?:${SCHOLARLY_QUALIFIER}\\s+){0,3}(?:articles|publications|presentations|grants|talks|lectures|workshops|posters|abstracts|papers|memberships|coverage)(?:(?:\\s*,\\s*(?:and\\s+|&\\s+)?|\\s+(?:and|&)\\s+)\\p{L}[\\p{L}'’-]*(?:\\s+\\p{L}[\\p{L}'’-]*)?){0,3}$`, 'iu');
/** One to three words in capitals naming a field, an ampersand between two; a word may be two joined by a hyphen ("COMPUTER SCIENCE-RELATED"). */
const FIELD_WORDS = String.raw`(?:\p{Lu}{2,}(?:-\p{Lu}{2,})?\s+(?:&\s+)?){1,3}`;
const FIELD_EXPERIENCE = new RegExp(`^${FIELD_WORDS}EXPERIENCES?$`, 'u');
/**
 * "COMPUTER SCIENCE PROJECTS", "MACHINE LEARNING PROJECTS": a field's projects, in capitals as headings are set. Not a post
 * ("DIRECTOR OF SPECIAL PROJECTS"), whose small words a field's name has none of, nor headings run together ("PROFILE & PROJECTS").
 */
const FIELD_PROJECTS = new RegExp(String.raw`^(?!.*\b(?:OF|FOR|ON|IN|AT|TO|THE|PROFILE|SUMMARY|SKILLS)\b)${FIELD_WORDS}PROJECTS$`, 'u');
const FIELD_WORK_EXPERIENCE = /^(?:[\p{L}&/-]+\s+){1,3}work\s+(?:and\s+|&\s+)?experiences?$/iu;
/** Up to four words in capitals around `EXPERIENCE`, joined by `AND` or `&`: a heading too long for the rules of short ones. */
const LONG_FIELD_EXPERIENCE = /^(?:\p{Lu}{2,}\s+(?:(?:&|AND)\s+)?){1,4}EXPERIENCES?(?:\s+(?:&|AND)\s+\p{Lu}{2,}){1,2}$|^(?:\p{Lu}{2,}\s+(?:(?:&|AND)\s+)?){4}EXPERIENCES?$/u;
const UNPAID_FIELD = /\b(?:VOLUNTEER(?:ING)?|COMMUNITY|EXTRA-?CURRICULAR|CO-CURRICULAR)\b/;

/** One to three words in capitals, nothing else: a heading's own words ("LEADERSHIP", "HANDS ON EXPERIENCE"). */
const CAPITAL_WORDS = /^\p{Lu}[\p{Lu}'’]*(?: \p{Lu}[\p{Lu}'’]*){0,2}$/u;

/**
 * Lines set in the very type of the headings the parser knows: the template's other headings. A type
 * that sets one known heading only, of the several the text holds, is a sub-heading's: a group of
 * skills named as a section is (`Languages` over Python, `Outils` over Excel), whose type also sets
 * `Engineering`, `Business` or `Frameworks`, which end no section.
 */
export function typesetHeadings(layout: PageLayout | null | undefined, lines: readonly string[]): Set<string> {
  const candidates = (layout?.headings ?? []).map(({ text, size }) => ({ text: readableLine(text), size }));
  // "Programming Languages:", "Soft skills:": labels inside a section, in the type of its entries' titles, which they would make headings.
  const known = candidates.filter(({ text }) => headingOf(text) && !text.trimEnd().endsWith(':'));
  const inText = new Set(lines.filter((line) => headingOf(line))).size;
  const sharedBy = (size: number) => known.filter((heading) => Math.abs(heading.size - size) <= SAME_SIZE).length;
  const sizes = new Set(known.map(({ size }) => size).filter((size) => sharedBy(size) >= 2 || sharedBy(size) * 2 >= inText));
  return new Set(candidates.filter(({ text, size }) => !headingOf(text) && sizes.has(size)).map(({ text }) => text));
}
/** Points apart that two headings' sizes may be and still be one type (15 and 15.1). */
const SAME_SIZE = 0.5;

const DOCUMENT_TITLE = /^(?:resume|résumé|my resume|job resume|cv|curriculum vitae)$/i;
/** "Job" over "RESUME", "My" over "CV": a word of the document's title set on a line of its own. */
const TITLE_WORD_BEFORE = /^(?:job|my|mon|professional)$/i;

/** "Curriculum Vitae", "Résumé": the document's name over its first line, never the person's name or title. */
export function isDocumentTitle(line: string): boolean {
  return DOCUMENT_TITLE.test(line.trim());
}
/**
 * A line that ends on a word the next line must finish ("spécialisé en", "Bachelor of"); "• Conduct phone interviews to
 * screen candidates and properly assess their" over "qualifications": a bullet's sentence wrapped after a determiner.
 */
const WRAPS_ON = /\s(?:en|de|du|des|d'|of|in|and|et|the|la|le|les|a|an|their|its|our|your|his|her|to|for|with|by|from|or|un|une|ses|leurs|nos|vos|pour|avec|sur|aux)$/i;
const NUMERIC_DATES = /^[\d\s/.,–—-]+$/;
/** "Education Background.", "Skills and Abilities.": two words or more, each opening with a capital but a small joining one. */
const CAPITALISED_WORDS = /^\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:and|of|et|de|&)\s+)?\p{Lu}[\p{L}'’-]*)+\.$/u;

/** "Mon parcours", "Parcours": the path a CV tells, its jobs where they have no heading of their own, else its schooling. */
const PATH_ALONE = /^[^a-z]*(?:mon\s+)?parcours[^a-z]*$/;

function pathOrExperience(section: Section | null, line: string, lines: string[]): Section | null {
  if (section !== 'experience' || !PATH_ALONE.test(fold(line).trim())) return section;
  return lines.some((other) => !PATH_ALONE.test(fold(other).trim()) && headingOf(other) === 'experience') ? 'education' : section;
}

/**
 * Lines by section. A heading the parser does not know ("Research Areas", "Welcome"), set in
 * heading type, still ends the section before it, which would otherwise run on into it. A line that
 * belongs to the entry being read (inEntry: a job's title, an employer or a school over its dates set
 * in that type; an entry's own label that is also a heading's word, given as the heading it names)
 * does not end its section.
 */
export function splitSections(lines: string[], typeset: ReadonlySet<string>, inEntry: (line: string, following: string[], section: Section, heading: Section | null) => boolean = () => false): Record<Section, string[]> {
  const sections: Record<Section, string[]> = { header: [], summary: [], experience: [], education: [], skills: [], languages: [], references: [], contact: [], interests: [], other: [] };
  let current: Section = 'header';
  let lastHeading: string | null = null;
  let previous = '';
  for (const [index, line] of lines.entries()) {
    // "Resume" atop the page, over the name: the document's title, not the summary's heading ("Résumé" in French).
    if (current === 'header' && sections.header.length === 0 && DOCUMENT_TITLE.test(line)) continue;
    // "Job" over "RESUME": the title's first word on a line of its own goes with it.
    if (current === 'header' && sections.header.length === 1 && TITLE_WORD_BEFORE.test(sections.header[0]!.trim()) && isDocumentTitle(line)) {
      sections.header.pop();
      continue;
    }
    // "Expérience" … "professionnelle": a heading wrapped in a narrow column, its second line after the first entry's.
    if (lastHeading && typeset.has(line) && headingOf(`${lastHeading} ${line}`) === current) {
      lastHeading = null;
      continue;
    }
    const known = pathOrExperience(headingOf(line), line, lines);
    const entryLine: boolean = Boolean(known || (current !== 'header' && typeset.has(line))) && inEntry(line, lines.slice(index + 1), current, known);
    // "(Trane Technologies)" under a job's title, in the headings' size: a heading is never in brackets.
    const typesetHeading: boolean = current !== 'header' && typeset.has(line) && !entryLine && !/^\(.*\)$/.test(line);
    // "Technicien spécialisé en" / "informatique": a title wrapped after its preposition, not the skills' heading.
    // "Environment: MS SQL Server 2008, Windows NT, ETL" / "Tools.": the end of a long line's sentence, wrapped, not a heading.
    // Not "Education Background." under a paragraph that ends without its stop: a heading of words in capitals, its own stop after it.
    const wrapped = (/^\p{Ll}/u.test(line) && WRAPS_ON.test(previous)) || (line.endsWith('.') && previous.length > 45 && /[\p{L}\d]$/u.test(previous) && !CAPITALISED_WORDS.test(line));
    // "EXPERIENCE PROFESSIONNNELLE": a known heading misspelt, in capitals as headings are set, where no layout gives their type (Word).
    const misspeltInCapitals = () => (/\p{Lu}{4}/u.test(line) && line === line.toUpperCase() ? misspeltHeading(line) : null);
    const heading: Section | null = wrapped || (known && entryLine) ? null : (known ?? (typesetHeading ? (misspeltHeading(line) ?? 'other') : misspeltInCapitals()));
    // A column of dates set between a title and its wrapped end ("05/2022 - 09/2023") does not part them.
    if (!NUMERIC_DATES.test(line)) previous = line;
    if (heading) {
      current = heading;
      lastHeading = line;
    } else sections[current].push(line);
  }
  return sections;
}
