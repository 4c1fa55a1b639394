import { findNumbers } from 'libphonenumber-js/max';
import type { Places } from '../matching/places.js';
import type { Taxonomy } from '../matching/taxonomy.js';
import { fold } from '../matching/text.js';
import { afterCurrentRange, endsCurrent, isDated, isOnlyDates, joinDateColumn, joinWrappedRanges, readExperiences, startsWithMonth, statedYears, withoutIconBeforeDates } from './cv-experience.js';
import { findCvLocation, labelsAddress, statesResidence } from './cv-location.js';
import { emailLineIndex, findName, isNameLine, startsWithName, withoutName } from './cv-name.js';
import { findPhones, phoneRuns } from './cv-phones.js';
import { headingOf, INVISIBLE_MARKS, isDocumentTitle, misspeltHeading, readableLine, splitSections, typesetHeadings, type Section } from './cv-sections.js';
import { findSkills, labelledRuns, OWN_LABEL } from './cv-skills.js';
import { endsWithPost, namesJob, saysPostOrRole } from './cv-titles.js';
import type { PageLayout } from './pdf-text.js';
import { yearsFromExperiences } from '../profiles/experience.js';
import { languageNamed, readLanguages } from '../profiles/languages.js';
import type { Experience, ProfileFields, Reference } from '../profiles/profile.js';

/**
 * Letters of any script count: an internationalised address (`françois.müller@société.fr`) is written as it is.
 * An apostrophe only between letters (`o'connell@…`), not the quote a sentence sets around an address.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+(?:'\p{L}[\p{L}\p{N}._%+-]*)*@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const EMAILS = new RegExp(EMAIL.source, 'gu');
/** "E-mailsaadhalli405@gmail.com": the label joined to the address, its capital before the address's small letters. */
const GLUED_EMAIL_LABEL = /^(?:E-?mail|Courriel)(?=[\p{Ll}\d])/u;

export interface ExtractedCv extends ProfileFields {
  full_name: string | null;
  location: string | null;
}

export interface ParseContext {
  taxonomy: Taxonomy;
  places: Places;
  now: Date;
  /** From a PDF: the lines in the largest type at the top of the first page, and the lines set as headings. */
  layout?: PageLayout | null;
  /** Told of a field whose reading threw: that field stays empty, the others are read. */
  onFieldError?: (field: keyof ExtractedCv, error: unknown) => void;
}

/**
 * What the parser reads of a CV: the first 100,000 characters (a CV of thirty pages), in lines of at most 1,000.
 * It runs on the main thread, and some of its patterns cost the square of a line's length on text made to
 * defeat them: a Word paragraph of 180,000 brackets and commas held every request for three minutes. Real CVs
 * fit inside both bounds; a longer line (a Word paragraph) is wrapped at a space, as a PDF wraps it.
 */
const MAX_READ_CHARS = 100_000;
const MAX_LINE_CHARS = 1_000;

function boundedLines(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const parts: string[] = [];
    let rest = line;
    while (rest.length > MAX_LINE_CHARS) {
      const space = rest.lastIndexOf(' ', MAX_LINE_CHARS);
      const cut = space > MAX_LINE_CHARS / 2 ? space : MAX_LINE_CHARS;
      parts.push(rest.slice(0, cut));
      rest = rest.slice(cut).trimStart();
    }
    parts.push(rest);
    return parts;
  });
}

/**
 * "sam@…,\u00a00491\u00a0570\u00a0156": a no-break space alone, as Word keeps it between a number's groups, is a space; a run of
 * them is a column's gap and stays one.
 */
const LONE_NO_BREAK_SPACE = /(?<!\u00a0)\u00a0(?!\u00a0)/g;

/**
 * Profile fields read from the text of a CV, English or French. Each field is read on its
 * own: a layout that trips one reader leaves that field empty, not the whole CV `failed`.
 */
export function parseCv(written: string, context: ParseContext): ExtractedCv {
  const text = boundedLines(written.slice(0, MAX_READ_CHARS).replace(LONE_NO_BREAK_SPACE, ' ')).map(taggedField).map(unspacedContact).map(saidOnce).map(phoneApartFromEmail).join('\n');
  const read = <T>(field: keyof ExtractedCv, reader: () => T, none: T): T => {
    try {
      return reader();
    } catch (error) {
      context.onFieldError?.(field, error);
      return none;
    }
  };
  const writtenLines = marginHeadingsApart(text.replace(/[’‘`´]/g, "'").split(/\r?\n/));
  const lines = joinDateColumn(joinWrappedRanges(writtenLines.map(readableLine).map(withoutIconBeforeDates).filter(Boolean)));
  // "Denu1⇥Denuwan Avishka⇥Ambalangoda": a contact line's columns, which a readable line runs together, are read apart for the place.
  // A justified line whose every word a wide gap parts ("Microbiología.⇥Buenos⇥Aires,⇥Argentina.⇥Vol.42…") has no columns.
  const cellsOf = new Map(
    writtenLines
      .filter((line) => line.includes('\t'))
      .map((line) => [readableLine(line), line.split('\t').map(readableLine).filter(Boolean)] as const)
      .filter(([, cells]) => cells.length <= MAX_CELLS),
  );
  // A line as written, its cells apart: the place is read from them.
  const withCells = (line: string) => cellsOf.get(line)?.join('\t') ?? line;
  // Headings the parser does not know, set in the type of those it knows.
  const typeset = typesetHeadings(context.layout, lines);
  const sections = splitSections(lines, typeset, (line, following, section, heading) => inEntry(line, following, section, heading, context.taxonomy));
  // "mariama@gmail.comSukuta, The Gambia": a Word run joined to the next word; the domain ends where the capitals start.
  // "c\u00AD_giacona@utexas.edu": a soft hyphen Word left inside the address is no part of it.
  const emails = [...unwrappedEmails(text.replace(INVISIBLE_MARKS, '')).matchAll(EMAILS)].map(([written]) => written.replace(/(\.\p{Ll}{2,})\p{Lu}.*$/u, '$1').replace(GLUED_EMAIL_LABEL, '').toLowerCase());
  // "References" over "Dr. Romdhane Rekaya, Professor … rrekaya@uga.edu", after the jobs: a referee's address, the only one the CV
  // gives, is not the candidate's. Not a sidebar's "References" over "Available upon request", which the main column's head follows.
  // A line the head repeats there ("email: jo@…" under each referee's) is no referee's.
  const jobsAt = sections.experience.length > 0 ? lines.indexOf(sections.experience[0]!) : -1;
  const references = new Set(sections.references);
  const refereeLines = new Set(jobsAt < 0 ? [] : lines.slice(jobsAt + 1).filter((line) => references.has(line) && lines.indexOf(line) > jobsAt));
  const onlyReferees = (address: string) => {
    const holding = lines.filter((line) => line.toLowerCase().includes(address));
    return holding.length > 0 && holding.every((line) => refereeLines.has(line));
  };
  const email = emails.find((address) => !onlyReferees(address)) ?? null;
  const head = headOf(lines, sections, emailLineIndex(lines, email));
  // Without an e-mail, a sidebar's contact block is found by its phone number, for the place only.
  const placeHead = email ? head : headOf(lines, sections, contactPhoneLineIndex(lines, sections));
  const fullName = read('full_name', () => findName(lines, sections.header, email, context, typeset, sections.contact, cellsOf), null);
  // The current job's place stands in when the CV gives none of its own; the name's line is no place ("MARTIN, Camille").
  // A current job further down ("Université du Québec à Montréal  Montréal" over "AUXILIAIRE D'ENSEIGNEMENT  Septembre 2015 –
  // Présent", under posts that ended) gives its place from its line and the one above; else what follows a range that ends today.
  const currentAt = sections.experience.findIndex(endsCurrent);
  const jobLines = sections.experience.map(withCells);
  const currentJob = currentAt < 0 ? afterCurrentRange(jobLines) : currentAt < 3 ? jobLines.slice(0, 3) : jobLines.slice(currentAt - 1, currentAt + 1);
  const underName = linesUnderName(lines, fullName);
  // "Viktor⇥_ADDRESS_" over "Roe⇥_email_": a cell of a name stacked beside the contacts is no place, though surnames name villages.
  const withoutNameCells = (line: string) => (line.includes('\t') ? line.split('\t').filter((cell) => !isNameLine(cell, fullName)).join('\t') : line);
  // "1200 Woluwe-" over "Saint-Lambert": a narrow column breaks a town's name at its hyphen; the line goes on with the one under it.
  const nextInText = (line: string) => {
    const at = lines.indexOf(line);
    return at < 0 ? undefined : lines[at + 1];
  };
  const unbroken = (line: string) => {
    const next = /\p{Ll}-$/u.test(line) ? nextInText(line) : undefined;
    return next && /^\s*\p{Lu}\p{Ll}/u.test(next) ? line + next.trim() : line;
  };
  // The head lies nearest the contacts first; what stands under a line is the text's next line ("12 Chemin des Lilas 97421" over its town).
  const placeLines = [...new Set([...placeHead, ...underName])].filter((line) => !isNameLine(line, fullName));
  const lineUnder = (index: number) => {
    const under = nextInText(placeLines[index]!);
    return under === undefined || headingOf(under) ? undefined : under;
  };
  const location = read(
    'location',
    () =>
      findCvLocation(
        placeLines.map(unbroken).map(withCells).map(withoutNameCells),
        context.places,
        currentJob,
        (name) => (namesTool(name, context.taxonomy) && !context.places.isMetropolis(name)) || isPostBeforePlace(name, context),
        lineUnder,
      ),
    { text: null, country: null },
  );
  // Nor is a referee's number the candidate's.
  const withoutReferees = refereeLines.size === 0 ? text : text.split('\n').filter((line) => !refereeLines.has(readableLine(line))).join('\n');
  const phones = read('phone', () => findPhones(withoutReferees, location.country, head.join('\n')), { phone: null, whatsapp: null });
  // "Software Engineer Intern⇥Agrithmics (Cultive 8), Colombo⇥Mar 2024 - Sep 2024": a dated job line's cells part its title from its employer.
  const jobCells = (line: string) => {
    const cells = cellsOf.get(line);
    return cells && isDated(line) ? cellsApart(cells, context.places) : line;
  };
  // The sections of no jobs are read the same way, so that a school's dated line there is still known as theirs.
  const experiences = read(
    'experiences',
    () =>
      readExperiences(
        lines.map(jobCells),
        { ...sections, experience: sections.experience.map(jobCells), education: sections.education.map(jobCells), interests: sections.interests.map(jobCells), other: sections.other.map(jobCells) },
        context,
      ),
    [],
  );
  // A CV without a title under its name is headed by its latest job, as a profile page shows one.
  const headline = read('headline', () => findHeadline(lines, fullName, context) ?? latestJobTitle(experiences, context.taxonomy), null);
  return {
    full_name: fullName,
    email,
    phone: phones.phone,
    whatsapp_number: phones.whatsapp,
    location: location.text,
    headline,
    total_years_experience: read('total_years_experience', () => yearsFromExperiences(experiences, context.now) ?? statedYears(text), null),
    experiences,
    skills: read('skills', () => findSkills({ ...sections, skills: sections.skills.filter((line) => !isWholeName(line, fullName) && !isPostUnderName(line, headline)) }, text, context.taxonomy, context.places), []),
    // A languages section, or a "Languages:" line among the skills or under the contacts ("Langues : français (parlé, écrit), anglais"),
    // or in a form's details under "Personal Profile", read as a summary's heading.
    languages: read('languages', () => readLanguages([...sections.languages, ...[sections.header, sections.contact, sections.skills, sections.summary].flatMap(languagesLines)]), []),
    references: read('references', () => findReferences(sections.references), []),
    cv_text: text,
  };
}


/** "Languages:", "Languages Known :" (an Indian form's label), "Langues parlées :". */
const LANGUAGES_LABEL = /^[^\p{L}]*(languages?(?:\s+(?:known|spoken))?|langues?(?:\s+parlees)?)\s*:/u;

/**
 * The "Languages:" runs of a section's lines, with what wrapped onto the lines under them
 * ("…, Allemand" / "(intermédiaire), Español (básico)"): a line that opens on a bracket, or
 * follows a comma, goes on with the list.
 */
function languagesLines(lines: string[]): string[] {
  const found: string[] = [];
  lines.forEach((line, i) => {
    const runs = labelledRuns(line);
    runs.forEach((run, r) => {
      if (!LANGUAGES_LABEL.test(fold(run))) return;
      let list = run;
      // Only the line's last run can go on over the lines under it.
      const lastOnLine = r === runs.length - 1;
      for (let next = i + 1; lastOnLine && next < lines.length && next <= i + 2; next += 1) {
        const following = lines[next]!.trim();
        if (!following || OWN_LABEL.test(following) || !(following.startsWith('(') || /,\s*$/.test(list))) break;
        list = `${list.trimEnd()} ${following}`;
      }
      found.push(list);
    });
  });
  return found;
}

/** "Full-Stack Software Engineer, Colorado", from the title under the name and the state it is held in: the title is no town. */
function isPostBeforePlace(place: string, context: ParseContext): boolean {
  const town = place.split(',')[0]!.trim();
  return town.split(/\s+/).length >= 2 && !/\d/.test(town) && !context.places.isPlaceName(town) && namesJob(town, context.taxonomy);
}

/**
 * A tool or a language the taxonomy knows ("Kotlin", "Snowflake": towns too, but alone on a skills
 * line they are the tools); not ESCO's everyday words ("Reading" is a town and a skill).
 */
function namesTool(name: string, taxonomy: Taxonomy): boolean {
  const skill = taxonomy.canonicalSkill(name);
  return skill !== null && taxonomy.category(skill) !== 'esco';
}

/** The sections whose heading a margin of its own sets beside the first entry. */
const MARGIN_SECTIONS = new Set<Section | null>(['experience', 'education']);
/** Five words in small letters running on: a description's sentence ("Individual project, user friendly implementation of the method…"). */
const SENTENCE_WORDS = /(?:(?:^|\s)\p{Ll}[\p{L}'’-]*){5}/u;

/**
 * What stands beside a margin's heading reads as its first entry's title: capitalised, a few words, no sentence ("Employment⇥Skilled
 * in data science, …research.", a table's row under a heading of its own; "Software" over "Experience⇥Individual project, user
 * friendly implementation of…", a heading wrapped beside a project's description), no date ("STAGE⇥2025", "Internship⇥April 2021 – July 2021":
 * an entry's own word and its dates).
 */
function opensEntry(head: string, rest: string): boolean {
  return /^\p{Lu}/u.test(head) && /^\p{Lu}/u.test(rest) && !startsWithMonth(rest) && !/\.$/.test(rest) && rest.split(/\s+/).length <= 12 && !SENTENCE_WORDS.test(rest);
}

/**
 * "RELEVANT⇥AIESEC Sweden⇥2012 – present" over "EXPERIENCE": a heading set in a left margin in capitals, wrapped over two lines,
 * the first entry's line beside its first word. The heading is read whole, on a line of its own, before the entry.
 */
function marginHeadingsApart(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const cells = lines[i]!.split('\t');
    const next = lines[i + 1]?.trim() ?? '';
    const head = cells[0]!.trim();
    const wrapped = `${head} ${next}`;
    if (cells.length >= 2 && /^\p{Lu}{3,}$/u.test(head) && /^\p{Lu}{3,}$/u.test(next) && !headingOf(head) && headingOf(wrapped)) {
      out.push(wrapped, cells.slice(1).join('\t'));
      i += 1;
    } else if (cells.length === 1 && /^\p{Lu}{3,}$/u.test(head) && /^\p{Lu}{3,}$/u.test(next) && !headingOf(head) && headingOf(wrapped)) {
      // "RESEARCH" over "INTERESTS" in a margin of its own: the heading whole, not a word of it read as a place (Research, Victoria).
      out.push(wrapped);
      i += 1;
    } else if (cells.length === 2 && headingOf(head) === 'education' && headingOf(cells[1]!.trim()) && !headingOf(readableLine(lines[i]!))) {
      // "EDUCATION⇥TECHNICAL SKILLS": two columns' headings on one line, the schooling's first; its degrees' dates are read as
      // schooling, the second column's lines running beside them.
      out.push(head);
    } else if (cells.length >= 2 && MARGIN_SECTIONS.has(headingOf(head)!) && !headingOf(cells[1]!.trim()) && !headingOf(readableLine(lines[i]!)) && opensEntry(head, cells.slice(1).join(' ').trim())) {
      // "Expériences⇥Préparateur de commande - CDI", "Formations⇥BAC générale": a heading in a margin of its own, beside its
      // first entry's title.
      out.push(head, cells.slice(1).join('\t'));
    } else out.push(lines[i]!);
  }
  return out;
}

/** "m.petit @ surrey.ac.uk": an address's own part in small letters, with a dot, an underscore or a digit, spaces around its at sign. */
const SPACED_AT = /(?<![\p{L}\p{N}._%+-])([a-z0-9](?=[a-z0-9._%+-]*[._\d])[a-z0-9._%+-]*) @ ([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?![\p{L}\p{N}])/gu;
/** A local part's start ending a line, alone or after an icon's glyph, its end in digits or marks opening the next, up to the at sign. */
const LOCAL_PART_BROKEN = /(?<=^|[^\p{L}\p{N}\s]\s?)([a-z][a-z0-9._-]{5,})[ \t]*\n[ \t]*(?=[\d._-][a-z0-9._-]{0,20}@)/gmu;
/**
 * A local part with a dot or an underscore alone on a line, its end over the domain: "roe.marieclai" over "re@example.fr".
 * Not a site's address over the e-mail ("marcroe.sh" over "contact@marcroe.sh").
 */
const LOCAL_PART_WRAPPED = /^(?![a-z0-9-]+\.[a-z]{2,6}[ \t]*$)([a-z][a-z0-9-]*[._][a-z0-9._-]*[a-z0-9])[ \t]*\n[ \t]*(?=[a-z0-9._-]{1,20}@[a-z0-9-]+\.)/gmu;
const EMAIL_LABEL_WORD = /^(?:e-?mail|mail|contact|courriel|adresse|address)$/;
/** Endings that a domain's last label broken in two ("gmail.co" over "m") makes whole again. */
const COMMON_TLDS = new Set(['com', 'org', 'net', 'edu', 'gov', 'info']);

/**
 * E-mail addresses too long for their column, broken onto the next line: after the at sign, before a dot ("Daviel.FONGUIENG@emines"
 * over ".um6p.ma"), after one ("Lungilehappiness8@gmail." over "com"), or inside the last label ("…@gmail.co" over
 * "m", in capitals too), or inside the domain's name ("camille.lefevre@exempl" over "e.fr"), as narrow sidebars and
 * substituted fonts break them.
 */
function unwrappedEmails(text: string): string {
  return text
    // "m.petit @ surrey.ac.uk": spaces around the at sign, as people write to keep robots off. Not "Engineer @ Amazon.com", a
    // post at a firm: the address's own part is in small letters and has a dot, an underscore or a digit.
    .replace(SPACED_AT, '$1@$2')
    // Inside its own part, the digits of its end over the domain: "[ lucabianchi" over "1997@gmail.com".
    .replace(LOCAL_PART_BROKEN, (whole, start: string) => (EMAIL_LABEL_WORD.test(start) ? whole : start))
    .replace(LOCAL_PART_WRAPPED, '$1')
    // Right after the at sign: "jo.roe007@" over "gmail.com".
    .replace(/([\p{L}\p{N}._%+-]@)[ \t]*\n[ \t]*([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,})(?=[ \t]*(?:\n|$))/gu, '$1$2')
    .replace(/(@[\p{L}\p{N}-]+)\n(\.[\p{L}\p{N}.-]*\p{L}{2,})/gu, '$1$2')
    // One label before the dot: "jane@gmail.com." ending a sentence, over a LinkedIn icon's "in", is whole already.
    .replace(/(@[\p{L}\p{N}-]+\.)[ \t]*\n[ \t]*(\p{Ll}{2,}(?:\.\p{Ll}{2,})*)(?=[ \t]*(?:\n|$))/gu, '$1$2')
    .replace(/(@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.)(\p{L}{1,2})[ \t]*\n[ \t]*(\p{L}{1,2})(?=[ \t]*(?:\n|$))/gu, (whole, domain: string, head: string, tail: string) =>
      COMMON_TLDS.has((head + tail).toLowerCase()) ? domain + head + tail : whole,
    )
    // Inside the domain's name, its end alone on the next line with the ending: "…@exempl" over "e.fr".
    .replace(/(@[\p{L}\p{N}-]+)[ \t]*\n[ \t]*([\p{L}\p{N}-]{1,20}\.\p{L}{2,}(?:\.\p{L}{2,})?)(?=[ \t]*(?:\n|$))/gu, '$1$2')
    // Inside a later label, after its first letter (no ending has one): "…@etu.i" over "np-roe.fr".
    .replace(/(@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L})[ \t]*\n[ \t]*([\p{L}\p{N}-]{1,30}\.\p{L}{2,}(?:\.\p{L}{2,})?)(?=[ \t]*(?:\n|$))/gu, '$1$2')
    // Broken after a hyphen of the domain, a line of icons at most between: "…@etu.inp-" over "toulouse.fr".
    .replace(/(@[\p{L}\p{N}.-]*-)[ \t]*\n(?:[^\p{L}\p{N}\n]*\n)?[ \t]*([\p{L}\p{N}-]{1,30}\.\p{L}{2,}(?:\.\p{L}{2,})?)(?=[ \t]*(?:\n|$))/gu, '$1$2');
}

/** The post under the name ("Software Developer"), which a sidebar read first leaves under its skills as the name's line. */
function isPostUnderName(line: string, headline: string | null): boolean {
  return line === headline && saysPostOrRole(line);
}

/**
 * The name's own line, which a sidebar read first leaves under its skills ("J O H N      D O E" in the main column's head),
 * or a page's running foot that opens on the whole name ("John Doe      Curriculum vitae"); not "Ruby" of Ruby Martin.
 */
function isWholeName(line: string, name: string | null): boolean {
  const opensOnName = !!name && name.trim().includes(' ') && fold(line).startsWith(`${fold(name.trim())} `);
  return opensOnName || (isNameLine(line, name) && line.trim().split(/\s+/).length >= 2);
}

/**
 * A job's own label that is also a heading's word (JSON Resume's "Highlights" under each job; "Stack technique" over the
 * tools a job used, the next job's dates further down).
 */
const ENTRY_LABEL = /^(?:(?:key )?highlights|stack technique|(?:tech|technical) stack|technologies)\s*:?$/i;

/**
 * A line in the headings' type, or a heading's word, that belongs to the entry being read. A job's title set in the
 * headings' type ("Stagiaire – Data Scientist", all of a page in one size, bold) stays in the jobs' section, and so does
 * an employer or a school over its dates ("Northwind Logistics" over "Senior Data Engineer" over "mars 2021 - Present"),
 * though not a heading run into its first entry ("LEADERSHIP President/founder") nor one letter off a known one. A job's
 * "Highlights" label (JSON Resume's themes) stays too, when more jobs' dates follow before the next heading: LiveCareer's
 * "Highlights" after its jobs heads a list of skills. So does a skills list's "Languages" category over "Python": the
 * spoken languages ("English") head a section of their own.
 */
function inEntry(line: string, following: string[], section: Section, heading: Section | null, taxonomy: Taxonomy): boolean {
  if (heading) {
    if (section === 'skills' && heading === 'languages') {
      // "English ○ ○ ○ ○ ○", "Français (natif)": a spoken language, whatever follows its name.
      const firstItem = /^[^\p{L}]*(\p{L}[\p{L}\d+#.' -]*)/u.exec(following[0] ?? '')?.[1]!.trim() ?? '';
      return !firstItem.split(' ').some((word) => languageNamed(word)) && namesTool(firstItem, taxonomy);
    }
    if (section !== 'experience' || !ENTRY_LABEL.test(line)) return false;
    // The same label over the next job's tools is no heading either.
    const nextHeading = following.findIndex((next) => headingOf(next) !== null && !ENTRY_LABEL.test(next));
    return (nextHeading < 0 ? following : following.slice(0, nextHeading)).some(isDated);
  }
  // A heading in capitals run into its first entry ("LEADERSHIP President/founder"); an acronym of four letters or fewer
  // opens a title ("AWS DevOps Engineer", "SAP Consultant").
  if (/^\p{Lu}{5,}\s+(?!\p{Lu}{2,}\b)/u.test(line) || misspeltHeading(line)) return false;
  if (section === 'experience' && line.includes(' ') && saysPostOrRole(line)) return true;
  // "Senior Project" over "Manager" over "Karibuwebdev" over the dates: a title wrapped in a narrow column, then its employer.
  const titleEnd = following[0] ?? '';
  const datedWithin = section === 'experience' && titleEnd.split(/\s+/).length <= 2 && saysPostOrRole(titleEnd) ? 3 : 2;
  return (section === 'experience' || section === 'education') && following.slice(0, datedWithin).some(isDated);
}

/**
 * "Sr. System Reliability EngineerSr. System Reliability Engineer": a LinkedIn profile copied into a document
 * writes each line twice, the page's text and the screen reader's; one is kept.
 */
function saidOnce(line: string): string {
  const trimmed = line.trim();
  if (trimmed.length < 10) return line;
  const half = trimmed.slice(0, Math.floor(trimmed.length / 2)).trim();
  return trimmed === `${half}${half}` || trimmed === `${half} ${half}` ? half : line;
}

/**
 * "(819)329-9727simon.theoret@umontreal.ca": a number glued to the e-mail after it, its separator forgotten, would be read
 * as the address's start and lost as a number. A number has nine digits or more and a sign of its own ("(", "-", "+").
 */
function phoneApartFromEmail(line: string): string {
  return line.replace(/(?<![\p{L}\p{N}])\+?\(?\d[\d().\- ]{7,}\d(?=\p{L}[\p{L}\p{N}._%+-]*@)/gu, (number) =>
    /[()+-]/.test(number) && number.replace(/\D/g, '').length >= 9 ? `${number} ` : number,
  );
}

/**
 * "<nom>Roe</nom>", "<ville>14000 Caen</ville>": a CV written as markup, each tag the label of its field. Not a designed
 * headline that plays with tags ("<Front-End>Web-Developer</Front-End>").
 */
function taggedField(line: string): string {
  const [, label, value] = TAGGED_FIELD.exec(line.trim()) ?? [];
  return label && value?.trim() ? `${label} : ${value.trim()}` : line;
}

const TAGGED_FIELD = /^<(\p{Ll}[\p{L}_-]*)>([^<>]*)<\/\1>$/u;

/** "roe@example.com": a word that is an e-mail address and nothing else. */
const WHOLE_EMAIL = /^[^@\s]+@[^@\s]+\.\p{L}{2,}$/u;

/**
 * "j o h n . d o e@em a il . c o m", "0 1 2 3 4 5 6 7 89": a contact letter-spaced by a web template's CSS,
 * which pdf.js reads as letters apart (a few run together), is joined when it is an e-mail, a link or a number.
 */
function unspacedContact(line: string): string {
  // "7 A V R I L 2 0 2 6 - 2 9 M A I 2 0 2 6 Contact⇥06 12 34 56 78 lina@…": a column's cell is joined on its own, and a
  // cell that holds a whole e-mail already is as written.
  if (line.includes('\t')) return line.split('\t').map(unspacedContact).join('\t');
  const parts = line.trim().split(/\s+/);
  if (parts.some((part) => WHOLE_EMAIL.test(part))) return line;
  if (parts.length < 8 || parts.filter((part) => part.length === 1).length < parts.length * 0.7) return line;
  const joined = parts.join('');
  if (WHOLE_EMAIL.test(joined) || /^https?:\/\/\S+$|^[+\d()./-]+$/u.test(joined)) return joined;
  // "1 9 9 5 E C O A L T O N R D 8 9 - 1 0 2 , B O U L D E R , C O 8 0 0 2 7": an address letter-spaced, its words' gaps
  // lost; its commas part it, and a postcode starts where the letters stop. Other letters apart stay as written.
  if (!joined.includes(',') || !/\d{4}/.test(joined)) return line;
  return joined.split(',').map((piece) => piece.replace(/(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})/gu, ' ')).join(', ');
}

/**
 * "+880 1894604792, +8801793425032", "Phone: (555) 123-4567": a line that gives a phone number (nine digits or more in one run
 * of a number's signs, "2008-2012" has eight) and little else.
 */
function isPhoneLine(line: string): boolean {
  const runs = phoneRuns(line);
  const rest = runs.reduce((left, run) => left.replace(run, ' '), line);
  return runs.length > 0 && rest.split(/[\s,;|:/]+/).filter(Boolean).length <= 2;
}

/** How far down a "Current Location:" line is still the candidate's, not a job's. */
const OPENING_LINES_FOR_RESIDENCE = 30;

/**
 * Where contact details stand: above the first heading, the contact section, around the line at `contactLine` (the
 * e-mail's, or a sidebar's phone number; -1 for none), a "Current Location:" line of the opening, and an address's
 * label with up to three lines under it wherever it stands outside the jobs, schools, projects and references.
 */
function headOf(lines: string[], sections: Record<Section, string[]>, contactLine: number): string[] {
  const around: number[] = [];
  for (let i = contactLine - 3; contactLine >= 0 && i <= contactLine + 3; i += 1) {
    if (i < 0 || i >= lines.length) continue;
    if (headingOf(lines[i]!)) {
      if (i < contactLine) around.length = 0;
      else break;
    } else around.push(i);
  }
  // Nearest first: "Tucson, AZ" over the number and the e-mail, a text box Word puts after the schooling's "Arizona State
  // University, Tempe, AZ".
  // Not a sentence's end that a sidebar's contacts follow: "à Stoke-on-Trent (UK)." over "06 75 63 35 63", the schooling's last line.
  const aroundContact = around
    .sort((a, b) => Math.abs(a - contactLine) - Math.abs(b - contactLine))
    .map((i) => lines[i]!)
    .filter((line) => !SENTENCE_END.test(line));
  const residence = lines.slice(0, OPENING_LINES_FOR_RESIDENCE).filter(statesResidence);
  // "Languages Known:" / "English, Hindi" / "Location:" / "Delhi": a sidebar's personal details that a label read as a
  // heading put under the languages.
  const notContacts = new Set([...sections.experience, ...sections.education, ...sections.other, ...sections.references]);
  // "ADDRESS" over "25 Roe Crescent" over "Brampton, Ontario": an address may take three lines under its label, up to a heading.
  const under = (i: number) => {
    const next = lines.slice(i + 1, i + 4);
    const heading = next.findIndex((line) => headingOf(line));
    return heading < 0 ? next : next.slice(0, heading);
  };
  const labelled = lines.flatMap((line, i) => (labelsAddress(line) && !notContacts.has(line) ? [line, ...under(i)] : []));
  return [...new Set([...sections.header.slice(0, 15), ...sections.contact, ...aroundContact, ...residence, ...labelled])];
}

/**
 * "Mohamed Fatta" over "Ingénieur logiciel chez Ntt Data" over "Agadir, Souss Massa, Maroc": a LinkedIn profile's export sets
 * its place under the name and the headline, after a sidebar whose skills' heading ends the contacts. The two lines under the
 * name, up to a heading; not a job's line that gives a year beside a name in two columns ("BOURRIZ⇥ANCFCC" over "Fès,
 * Fès-Meknès, Maroc | septembre 2022").
 */
function linesUnderName(lines: string[], name: string | null): string[] {
  const nameAt = name ? lines.findIndex((line) => isNameLine(line, name)) : -1;
  if (nameAt < 0) return [];
  const under = lines.slice(nameAt + 1, nameAt + 3);
  const heading = under.findIndex((line) => headingOf(line));
  return (heading < 0 ? under : under.slice(0, heading)).filter((line) => !/\b(?:19|20)\d{2}\b/.test(line));
}

/** A line that a sentence wrapped onto: in small letters at first, a full stop at the end. */
const SENTENCE_END = /^\p{Ll}.*\.$/u;

/** The first line that gives a phone number and little else, outside the jobs and references; -1 for none. */
function contactPhoneLineIndex(lines: string[], sections: Record<Section, string[]>): number {
  const notContacts = new Set([...sections.experience, ...sections.references]);
  return lines.findIndex((line) => isPhoneLine(line) && !notContacts.has(line));
}


/** The most cells a row of a contact line or a job's line has (a title, an employer, a place, dates). */
const MAX_CELLS = 4;

/**
 * Cells parted by " | ", but a range's cells joined back ("2015⇥- 2017"); the job's town, which a job does not keep, and a
 * section's heading set in the row's first cell are left out ("EXPERIENCE⇥Lighthorse Asset Management Ltd.⇥Hong Kong⇥…"),
 * or the town reads as the employer and the heading as the title.
 */
function cellsApart(cells: string[], places: Places): string {
  const kept = cells.filter((cell, i) => (i === 0 ? !headingOf(cell) : !places.isPlaceName(cell)));
  // "01/2016⇥–⇥05/2017": a range whose dash stands in a cell of its own.
  const dated = (cell: string) => isOnlyDates(cell) || /^[-–—]$/.test(cell);
  return kept.reduce((line, cell, i) => (i === 0 ? cell : `${line}${dated(cell) && dated(kept[i - 1]!) ? ' ' : ' | '}${cell}`), '');
}

/**
 * The line the name stands on: one that holds two of its words before one that holds a single word, which may be a link's
 * last word wrapped above the name ("linkedin.com/in/denuwan-" over "avishka"); a name stacked on two lines starts with one.
 */
function nameLineIndex(lines: string[], name: string): number {
  const whole = lines.findIndex((line) => startsWithName(line, name) && fold(line).split(/[^a-z'-]+/).filter(Boolean).length >= 2);
  return whole >= 0 ? whole : lines.findIndex((line) => startsWithName(line, name));
}

function findHeadline(lines: string[], name: string | null, { taxonomy, places }: ParseContext): string | null {
  let start = name ? nameLineIndex(lines, name) + 1 : 0;
  // A name stacked on two lines ("Asmaa" over "Kishk") ends on its second.
  if (start > 0 && isNameLine(lines[start] ?? '', name)) start += 1;
  // Right under the name, else at the very top: a title set above the name, or a CV without one.
  const near = [...range(start, Math.min(lines.length, start + 3)), ...(start > 0 ? range(0, Math.min(2, start - 1)) : [])];
  let sectionBegun = false;
  for (const at of near) {
    // "Title: .Net developer", as form-like CVs label it.
    // "Chief Technology Officer ✉ nauroy@…": an icon starts the contact beside the title.
    // "— EMBEDDED SYSTEM ENGINEER": a dash that sets the title off from the name above is no part of it.
    const line = beforeIcon(withoutName(lines[at]!, name)).replace(/^(?:title|job title|titre|poste)\s*:\s*|^[—–]\s+/i, '');
    // Under "Experience" the title is a job's; under "Profile" or "Contact" the top of the CV goes on.
    const heading = headingOf(line);
    if (at >= start && heading && heading !== 'summary' && heading !== 'contact') sectionBegun = true;
    if (sectionBegun && at >= start) continue;
    // "I am a digital media graduate…": a sentence in the first person is the summary, not a title.
    // The name set twice ("Jonathan Pastor" over "Jonathan Pastor") is no title, though a smith and a pastor are jobs.
    // "Edmonton, AB" under the name is where the person lives.
    const placeOnly = line.includes(',') && line.split(/\s*,\s*/).every((part) => places.isPlaceName(part) || places.isRegionOrCountry(part));
    if (heading || /[@\d|]/.test(line) || line.length > 80 || wordCount(line) > TITLE_WORDS || FIRST_PERSON.test(line) || OBJECTIVE_LABEL.test(line) || isNameLine(line, name) || placeOnly) continue;
    if (namesJob(line, taxonomy) && !wrapsSentence(line, lines[at + 1])) return withoutTags(wrapped(line, lines.slice(at + 1, at + 3)), taxonomy);
  }
  const underProfile = titleOpeningProfile(lines, start, taxonomy);
  if (underProfile) return underProfile;
  // A title no list knows ("Behavioral Interventionist", "D2B Sales") still heads a CV that opens with it and goes straight into a section;
  // a town there ("Warszawa", "JOHHANESBURG/PRETORIA") is where the person lives.
  const [first, next] = [lines[start], lines[start + 1]];
  const namesPlace = (line: string) => line.split(/\s*\/\s*/).some((part) => places.isPlaceName(part));
  // "Permis B", a driving licence among the contacts, is no title either.
  // Nor is the document's title that holds the name ("Resume - Jo Roe").
  const holdsName = (line: string) => !!name && fold(line).includes(fold(name));
  // Nor a letter-spaced title whose words' breaks were lost ("S E N I O R F U L L S T A C K…" read as one word).
  const runTogether = (line: string) => /^\p{L}{21,}$/u.test(line);
  return first && next && headingOf(next) && !headingOf(first) && !isDocumentTitle(first) && !holdsName(first) && UNKNOWN_TITLE.test(first) && first.split(/\s+/).length <= 6 && !namesPlace(first) && !DRIVING_LICENCE.test(first) && !runTogether(first) ? first : null;
}

/**
 * "PROFILE" over "Data Scientist · ML Engineer" over the summary, past the contact lines: a
 * short title opening the profile section that comes first after the name. Not a sentence
 * wrapped there ("Seasoned accountant with ten years" over "in audit and tax.").
 */
function titleOpeningProfile(lines: string[], start: number, taxonomy: Taxonomy): string | null {
  const headingAt = range(start, Math.min(lines.length, start + PROFILE_WITHIN)).find((at) => headingOf(lines[at]!) !== null);
  if (headingAt === undefined || headingOf(lines[headingAt]!) !== 'summary') return null;
  const [title, after] = [lines[headingAt + 1], lines[headingAt + 2]];
  if (!title || /[@\d|]|[,;:.]$/.test(title) || wordCount(title) > PROFILE_TITLE_WORDS || CONTINUED.test(title) || FIRST_PERSON.test(title)) return null;
  return namesJob(title, taxonomy) && !wrapsSentence(title, after) ? title : null;
}

/**
 * A sentence wrapped at the end of the line: the next line goes on in small letters ("Seasoned
 * accountant with ten years" over "in audit and tax."). Not a contact line (`jane@…`,
 * `linkedin.com/in/…`), nor the rest of a title left unfinished ("Bachelor Européen en").
 */
function wrapsSentence(line: string, next: string | undefined): boolean {
  return !!next && /^\p{Ll}+\s/u.test(next) && !/[@/]/.test(next) && !CONTINUED.test(line);
}

/**
 * A title without the tools a header sets after it as tags (brilliant-cv's `Data Analyst GCP
 * Python SQL Tableau`): cut after the fewest words that name a post, where the rest names two
 * skills or more and no post. `Full-Stack Developer React Node.js` keeps `Full-Stack Developer`;
 * `Java Spring Developer` stays whole.
 */
function withoutTags(title: string, taxonomy: Taxonomy): string {
  const parts = title.split(/\s+/);
  for (let cut = 1; cut < parts.length; cut++) {
    const [post, rest] = [parts.slice(0, cut).join(' '), parts.slice(cut).join(' ')];
    if (namesJob(post, taxonomy) && !namesJob(rest, taxonomy) && taxonomy.extractSkills(rest).length >= 2) return post;
  }
  return title;
}

/** How far below the name a profile's heading may sit, past the contact lines; and how short a title there is. */
const PROFILE_WITHIN = 6;
const PROFILE_TITLE_WORDS = 6;

/** More words than a title has: a summary's sentence ("Experienced Data Analyst looking for a full time job starting from now"). */
const TITLE_WORDS = 9;

function wordCount(line: string): number {
  return line.split(/\s+/).filter(Boolean).length;
}

/**
 * The title of the job still running, else of the one that ended last (undated jobs after
 * dated ones, in the CV's order); null unless it reads as a title: a post, no sentence, and not
 * a line of tools some layouts set where the title goes ("Agile PM C++ R OpenGL Boost MySQL").
 */
function latestJobTitle(experiences: Experience[], taxonomy: Taxonomy): string | null {
  const latest = (job: Experience) => (job.start || job.end ? `${job.end ?? '9999'}|${job.start ?? ''}` : '');
  const title = experiences.filter((job) => job.title).reduce<Experience | null>((best, job) => (!best || latest(job) > latest(best) ? job : best), null)?.title;
  if (!title || wordCount(title) > TITLE_WORDS || !namesJob(title, taxonomy)) return null;
  // A line of tools is no title; "AWS DevOps Engineer", tools before the post that ends it, is one.
  const lineOfTools = taxonomy.extractSkills(title).length > 1 && (/[,|]/.test(title) || !endsWithPost(title, taxonomy));
  return lineOfTools ? null : title;
}

/** A line's first part between icons (emoji or an icon font's glyphs): "Chief Technology Officer" of "Chief Technology Officer ✉ cto@…". */
function beforeIcon(line: string): string {
  return line.split(/\s*[\p{Extended_Pictographic}\uE000-\uF8FF]\s*/u).find(Boolean)?.trim() ?? '';
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

/** A word that leaves a title unfinished at the end of its line: "Full Stack Developer &" over "Bachelor Européen en" over "informatique". */
const CONTINUED = /(?:[&,/+]|\s(?:and|of|in|et|en|de|du|des|d['’]))$/iu;

/** The title with the lines it wraps onto, while each ends unfinished. */
function wrapped(title: string, after: string[]): string {
  let whole = title;
  for (const line of after) {
    // "informatique" in small letters goes on the title, though "Informatique" heads a list of software.
    if (!CONTINUED.test(whole) || (headingOf(line) && !/^\p{Ll}/u.test(line)) || /[@\d|]/.test(line) || whole.length + line.length > 100) break;
    whole = `${whole} ${line}`;
  }
  return whole;
}

/** "I am…", "Je suis…", "My…"; not "I.T. Manager" nor "MA Economics". */
const FIRST_PERSON = /^(?:I|Je|JE|My|MY|Mon|MON|Ma|Mes|MES)\s|^[IJ]['’]/;
/** "Permis B", "Driver's license": a driving licence, which a CV lists among its contacts. */
const DRIVING_LICENCE = /^(?:permis\s+[a-e]\b|driv(?:er|ing)['’]?s?\s+licen[cs]e)/i;
/** "Objective: To obtain a Catering/Sales Marketing position.": the objective, labelled on its line, is no title. */
const OBJECTIVE_LABEL = /^(?:career\s+|professional\s+)?(?:objective|objectif|goal)\s*:/i;

/** Words and the marks titles use between them; no contact line, date, list or sentence. */
const UNKNOWN_TITLE = /^\p{L}[\p{L}\d'’&/+.\- ]{2,59}(?<!\.)$/u;


function findReferences(lines: string[]): Reference[] {
  const references: Reference[] = [];
  let current: Reference | null = null;
  for (const line of lines) {
    if (/available on request|sur demande|disponibles? sur demande/i.test(line)) continue;
    const email = EMAIL.exec(line)?.[0];
    const phone = findNumbers(line, { defaultCountry: 'FR', v2: true }).find((found) => found.number.isValid())?.number.number;
    const withoutContacts = line.replace(EMAIL, '').replace(/\+?\d[\d\s().-]{7,}\d/g, '').replace(/^[•\-–*\s]+/, '').trim();
    const [first, ...rest] = withoutContacts
      .split(/\s*[,–—|]\s*|\s+-(?:\s+|$)/)
      .map((part) => part.replace(/^[-–—\s]+|[-–—\s]+$/g, '').trim())
      .filter((part) => /\p{L}/u.test(part));
    const startsEntry = first && /^[\p{Lu}][\p{L}'’.-]+(\s+[\p{Lu}][\p{L}'’.-]+){1,3}$/u.test(first) && !/^(tel|tél|phone|email|e-mail|mail)\b/i.test(first);
    if (startsEntry) {
      current = { name: first };
      if (rest.length > 0) {
        const companyPart = rest.find((part) => /\b(at|chez)\b/i.test(part)) ?? rest[rest.length - 1]!;
        const role = rest.find((part) => part !== companyPart);
        current.company = companyPart.replace(/^.*\b(at|chez)\s+/i, '').trim();
        if (role) current.role = role;
      }
      references.push(current);
    }
    if (current && email) current.email = email.toLowerCase();
    if (current && phone) current.phone = phone;
  }
  return references;
}
