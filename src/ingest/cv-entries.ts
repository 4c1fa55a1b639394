import type { Places } from '../matching/places.js';
import { lookupKey } from '../matching/text.js';
import type { ParseContext } from './cv-parser.js';
import { headingOf } from './cv-sections.js';
import { endsWithPost, isRoleAlone, namesJob, saysPostOrRole } from './cv-titles.js';

// A job's title and company, read from the lines around its dates: labelled ("Position:", "Client:"), or by where they stand.

interface Entry {
  title: string | null;
  company: string | null;
}

/**
 * The title and company of the entry dated on `lines[index]`, whose line says `beside` besides
 * its dates. `isDated` tells a line that dates another entry, where this one ends.
 */
export function entryAround(lines: string[], index: number, beside: string, context: ParseContext, isDated: (line: string) => boolean): Entry {
  const { title, company } = entryAt(lines, index, beside, context, isDated);
  const filled = (part: string | null) => (EMPLOYER_BLANK_ALONE.test(part ?? '') ? null : undecorated(part));
  return { title: filled(title && withoutLeaders(titleAlone(title, context))), company: filled(company && withoutFullStop(withoutLeaders(company))) };
}

/** "Globex Bioinformatics Institute . . . . . . . oct 2022": without the dots LaTeX's `\dotfill` sets between a name and its dates. */
function withoutLeaders(part: string): string {
  return part.replace(/(?:\s*\.){2,}\s*$|\s+\.$/, '');
}

/**
 * "Associate ML Scientist-I, Northwind AI.", "Roe University in Katowice.": the full stop after an employer's name,
 * not the one of "Globex Corp.", "Initech Ltd.", "UMBC Chemistry Dept.", "Roe ind.", where a word is written short.
 */
function withoutFullStop(company: string): string {
  const last = /(?:^|[\s-])(\p{L}+)\.$/u.exec(company)?.[1];
  if (!last) return company;
  const written = (last.length >= 5 && !/^(?:corp|bros|dept|assoc|univ|intl)$/i.test(last)) || (/^\p{Lu}{2,4}$/u.test(last) && !/^(?:INC|LTD|LLC|PLC|CORP|PVT|CO|BV|AG|SA)$/.test(last));
  return written ? company.slice(0, -1) : company;
}

/**
 * "Full Stack Engineer⇥Remote", "Web Co-Lead⇥West Bengal, India": the title without the way the job was worked or the
 * region set beside it, as long as what is left still names a post.
 */
function titleAlone(title: string, { taxonomy, places }: ParseContext): string {
  const unworked = title.replace(BESIDE_WAY_OF_WORKING, '').trim();
  const bare = withoutCityAfter(withoutPlace(unworked, places), places);
  // Not "(customer service, part-time)" left open.
  return bare && closed(bare) && namesJob(bare, taxonomy) ? bare : title;
}

/**
 * "Intern – AI/ML⇥Thiruvananthapuram", "Data Scientist⇥Lisbon": a city alone after the title, once the cells ran together;
 * not "Teatro Roe de Terrassa", "Research Intern | NU Boston", a name a city ends; nor an everyday word a city is
 * named by ("Software Engineer Mobile"), nor a word in capitals ("PROF. KEN SALEM"), nor the last of a list of places; nor
 * after a word that opens a name ("Chercheur dans l'équipe VeriDis de l'Inria Nancy").
 */
function withoutCityAfter(title: string, places: Places): string {
  const words = title.split(/\s+/);
  const cityWords = [3, 2, 1].find((n) => {
    const [city, before] = [words.slice(-n).join(' '), words.at(-n - 1) ?? ''];
    const partOfName = NAME_CONNECTOR.test(before) || ACRONYM.test(before) || before.endsWith(',') || words.slice(0, -n).some((word) => IN_A_NAME.test(word));
    return words.length > n && /^\p{Lu}\p{Ll}/u.test(city) && !partOfName && places.isCity(city) && !!places.find(city);
  });
  return cityWords ? words.slice(0, -cityWords).join(' ').replace(TRAILING_SEPARATORS, '') : title;
}

/** As many brackets closed as opened. */
function closed(text: string): boolean {
  return (text.match(/\(/g) ?? []).length === (text.match(/\)/g) ?? []).length;
}

/**
 * The marks a CV sets around a title or an employer ("> EDUCATIONAL ENGINEER", "🚧 Data Analyst", "☐Informaticien",
 * "- ", a symbol font's bullet, a calendar before the dates, an icon font's glyph read as a bracket: "] Research Intern");
 * ".Net developer" keeps its dot. One mark a turn: a run of marks that the repetition could cut anywhere backtracked
 * exponentially when words followed it.
 */
const MARK = '[\\p{So}\\p{Co}•◦▪‣●○⋄❖➢►*·]|\\[\\s*\\]';
const DECORATION = new RegExp(`^(?:(?:${MARK}|>|[-–—]\\s|\\](?=\\s))\\s*)+|(?:\\s*(?:${MARK}|\\s[-–—]))+$`, 'gu');

/** A title or employer without its marks; nothing when no letter or digit is left ("📅", ")"). */
function undecorated(part: string | null): string | null {
  const text = (part ?? '').replace(DECORATION, '');
  return /[\p{L}\p{N}]/u.test(text) ? text.trim() : null;
}

function entryAt(lines: string[], index: number, beside: string, context: ParseContext, isDated: (line: string) => boolean): Entry {
  // "Software Test Engineer | Actalent" over "(Trane Technologies)", the staffing firm's client, over the dates; "Senior Web Developer"
  // over "San Francisco, CA" over them: the head is the line above the note or the place (a town with its state or country:
  // "Meta" alone is the employer, though a town in Italy).
  const above = lines[index - 1]?.trim() ?? '';
  if (index > 1 && (/^\(.*\)$/.test(above) || (above.includes(',') && onlyPlace(above, context.places)))) return entryAt([...lines.slice(0, index - 1), ...lines.slice(index)], index - 1, beside, context, isDated);
  // "Straus Family Creamery, Petaluma, CA - ACCOUNTS RECEIVABLES" over "SPECIALIST" over the dates: a head too long for its line.
  const twoAbove = lines[index - 2]?.trim() ?? '';
  if (index > 1 && !beside && isWrappedHead(twoAbove, above, context, isDated)) return entryAt([...lines.slice(0, index - 2), `${twoAbove} ${above}`, ...lines.slice(index)], index - 1, beside, context, isDated);
  const head = entryHead(lines, index, beside, context, isDated);
  // "Client: Synovate" / "Position: .Net Consultant": an entry that labels its fields, on the dates' line, under it or above it.
  const fields = labelledFields(beside, linesOfEntry(lines, index, 1, isDated), linesOfEntry(lines, index, -1, isDated));
  if (!fields.title && !fields.company) return head;
  // What the dates' line says besides a labelled title is the employer ("Flagstar Bank – Troy, MI", then "Role: Java Developer").
  const unlabelled = namesJob(head.title ?? '', context.taxonomy) ? head : { title: null, company: head.title };
  const company = fields.company ? withoutTrailingPlace(fields.company, context.places) : fields.title ? unlabelled.company : null;
  return { title: fields.title ?? unlabelled.title, company };
}

/**
 * "Windows 2003 Server" under "MS SQL Server 2005, SSRS, Windows XP," or under the list an "Environment:" line opens: the
 * end of a list that wrapped, no title.
 */
function endsWrappedList(lines: string[], at: number): boolean {
  if (/,\s*$/.test(lines[at - 1] ?? '')) return true;
  // Up through the list's full lines (three commas or more) to the label that opens it.
  for (let i = at - 1; i >= Math.max(0, at - 4); i -= 1) {
    const line = lines[i]!;
    const fullLine = (line.match(/,/g)?.length ?? 0) >= 3;
    if (OTHER_FIELD.test(line) && (fullLine || i < at - 1)) return true;
    if (!fullLine) return false;
  }
  return false;
}

/**
 * A head wrapped after a separator's part: a long line that parts an employer from what follows it (a place, a title begun),
 * without a sentence's end, over a word or two that end a post ("SPECIALIST", "Manager") and no other post before them.
 */
function isWrappedHead(first: string, second: string, { taxonomy }: ParseContext, isDated: (line: string) => boolean): boolean {
  const lastPart = first.split(/\s[-–—|]\s|,\s*/).at(-1)!.trim();
  return (
    first.length >= 40 &&
    /\s[-–—|]\s|,/.test(first) &&
    !/[.,;:!?]$/.test(first) &&
    !BULLETED.test(first) &&
    !isDated(first) &&
    !isProse(first) &&
    second.split(/\s+/).length <= 2 &&
    endsWithPost(second, taxonomy) &&
    !endsWithPost(lastPart, taxonomy)
  );
}

/** "Proactive Technical Services, San Jose, CA", "DBADirect,Florence,KY", "MADHUVAN, INC. [Tampa, FL]": a labelled employer without the place after it. */
function withoutTrailingPlace(company: string, places: Places): string {
  const bracket = /\s*[[(]([^\])]*)[\])]$/.exec(company);
  const named = bracket && places.isRegionOrCountry(bracket[1]!.split(',').at(-1)!.trim()) ? company.slice(0, bracket.index) : company;
  const pieces = named.split(/\s*,\s*/).map((piece) => piece.trim()).filter(Boolean);
  // "USA." as the country of "Thomas Publishing Company, USA.".
  while (pieces.length > 1 && places.isRegionOrCountry(pieces.at(-1)!.replace(/\.$/, ''))) {
    pieces.pop();
    if (pieces.length > 1 && places.isPlaceName(pieces.at(-1)!)) pieces.pop();
  }
  return pieces.join(', ');
}

/** An entry's title and company read from the lines around its dates, where they are not labelled. */
function entryHead(lines: string[], index: number, beside: string, context: ParseContext, isDated: (line: string) => boolean): Entry {
  const { taxonomy, places } = context;
  const previous = lines[index - 1] ?? '';
  // "Data Analyst" over "Northwind" over "Pune" over "2022 – Present": a town alone on its line between the entry's
  // head and its dates is neither the title nor the employer.
  const overTown = lines[index - 2] ?? '';
  // Not "Meta" under its logo's initial ("M"): an employer a town shares its name with.
  if (!beside.trim() && overTown && onlyPlace(previous, places) && !isDated(overTown) && !isProse(overTown) && !BULLETED.test(overTown) && !LOGO_INITIAL.test(overTown)) {
    return entryHead([...lines.slice(0, index - 1), ...lines.slice(index)], index - 1, beside, context, isDated);
  }
  // Dates set at the right of an entry's first bullet belong to the entry above it, unless the bullet is an entry of
  // its own ("• Software Engineer Intern, Albanian ELmarsos, April 2022 until now." under a heading or another such bullet).
  // "February 2020 - current / New York, NY": a place beside the dates says nothing of the job.
  const bullet = /^[•◦▪‣●][\s:–—|-]*/.exec(beside)?.[0] ?? '';
  const unbulleted = beside.slice(bullet.length);
  // "• Avril - Juillet 2016 : Stage à l'ENSG (IGN)": dates that open a bulleted line (its other words come after them) head an
  // entry, as Word CVs bullet every line; dates at the end of a bullet ("• Led the team … 2019") date the entry above.
  const dated = lines[index] ?? '';
  const datesOpen = /^\s*[•◦▪‣●]/.test(dated) && unbulleted.trim() !== '' && !dated.replace(/^[\s•◦▪‣●]+/, '').startsWith(unbulleted.trim().slice(0, 12));
  // "MACHINE LEARNING ENGINEER – FULL-TIME": how the job was worked, after the title, is neither title nor employer.
  // "Jul 2025 - Dec 2025 - Remote": nor does how the job was worked, alone there.
  // "2025 – Present · Remote-first", "06/2021 - Present,⇥Part-Time Remote Working".
  // "Remote (Noida) | March 2026 - April 2026": the town in brackets after it.
  const workedOnly = WAY_OF_WORKING.test(withoutBracketedPlace(beside.replace(/^[\s–—|·,-]+|[\s–—|·,-]+$/g, '').trim(), places).trim());
  // "Officer⇥March 2023 - Present": a post that a town shares its name with (Officer, Victoria) is the title.
  const placeBeside = onlyPlace(beside, places) && !saysPostOrRole(beside);
  const rest = (bullet && !datesOpen && !isBulletEntry(unbulleted, previous, taxonomy, isDated)) || placeBeside || workedOnly ? '' : withoutPlaceBefore(unbulleted, places).replace(WAY_OF_WORKING_AFTER, '');
  // Dates alone on their line head the entry when the line above is the last job's prose ("9/09-current" over "Argo SE, Buffalo Grove, IL Sr.Unix Engineer").
  const next = lines[index + 1] ?? '';
  // So do they when the line above is a bullet of the last job's ("- Led the migration…", as JSON Resume's themes set them).
  // Not under "● Northwind, Pune: Software Engineer" over "● Globex, Pune: Developer": heads bulleted alike above and below.
  const bulletedAbove = BULLETED.test(previous) && !BULLETED.test(next);
  // A label over its list ("Responsibilities:") heads nothing; "Stage chez Globex :", a post at its employer before a colon, does.
  const labelOnly = /:$/.test(next) && !POST_AT_EMPLOYER_BEFORE_COLON.test(next);
  const entryBelow = !beside && (!previous || isProse(previous) || bulletedAbove) && next.length > 0 && next.length <= 100 && !isProse(next) && !labelOnly && !isDated(next);
  // Else the entry's head is the nearest line above that is neither prose nor dated (its description ran between them).
  const above = !beside && isProse(previous) && !entryBelow ? lines.slice(Math.max(0, index - 4), index).reverse().find((line) => !isProse(line) && !isDated(line) && !BULLETED.test(line)) : undefined;
  const head = rest || (entryBelow ? next.replace(/\s*:$/, '') : (above ?? previous));
  // "2021-03-01 - present" over "Northwind Logistics" over "Senior Data Engineer": the employer, then the title, under the dates.
  const underNext = lines[index + 2] ?? '';
  if (entryBelow && isTitleLike(underNext) && !isDated(underNext) && namesJob(underNext, taxonomy) && !namesJob(next, taxonomy) && isEmployerName(next)) return { title: underNext.trim(), company: next.trim() };
  const employerColon = employerThenColon(head, context);
  if (employerColon) return employerColon;
  // "Wells Fargo Boston , MA Certified Senior Teller 07/2012 to 05/2013": the employer, its town, then the title.
  const aroundPlace = placeInside(head, places);
  if (aroundPlace && isTitleLike(aroundPlace.title) && namesJob(aroundPlace.title, taxonomy) && (!aroundPlace.company || isEmployerName(aroundPlace.company))) return aroundPlace;
  // "Business Analytics Intern • Noida", "Software Engineer – Mumbai": a town after a separator is no employer.
  const unplaced = withoutPlace(withoutBracketedPlace(withoutDashedPlace(head, places, namesPlaceBesideTitle), places), places);
  // "Accountant Company Name", "Company Name Finance Analyst": the employer's blank left as written beside the title.
  const blank = EMPLOYER_BLANK.exec(unplaced);
  const besideBlank = blank && `${blank[1]} ${blank[2]}`.trim();
  if (besideBlank && isTitleLike(besideBlank) && namesJob(besideBlank, taxonomy)) return { title: besideBlank, company: null };
  // "Northwind, Sofia— Software Developer": Google Docs' template glues its em dash to the place.
  // "RESEARCH ASSISTANT- Roe Labs", "SDE II @Northwind": a dash glued to the word before it, an at sign to the name after it.
  // "Online Tutor // The Roe Review"; not "Shell (full-time, night shift)" nor "Globex (Globex.com, Inc.)": a comma in brackets parts nothing.
  const split = unplaced
    .replace(GLUED_DASH, ' – ')
    .replace(GLUED_AT, ' @ ')
    .replace(GLUED_PIPE, ' | ')
    .replace(PIPE_BETWEEN_NAMES, OTHER_SEPARATOR.test(unplaced) ? '|' : ' | ')
    .replace(/\([^()]*\)/g, (inside) => inside.replace(/,/g, COMMA_IN_BRACKETS))
    .split(/\s+(?:at|chez|@|-|–|—|\||•|·|\/\/)\s+|(?<=[\p{L}.)])—\s+|,\s*/iu)
    .map((part) => part.replaceAll(COMMA_IN_BRACKETS, ','))
    // "DPhil Student, with Prof. Jo Roe": the supervisor after the post is no employer.
    .filter((part, i) => i === 0 || !SUPERVISOR.test(part.trim()));
  // "Amazon, Leeds – Warehouse Operative", "Northwind, Remote - Mobile Developer": the town between the employer and the title
  // is neither, nor is the way the job was worked, nor the employer's lab ("Globex University, NLP Lab – NLP researcher").
  const between = split[1]?.trim() ?? '';
  const townBetween = split.length === 3 && (onlyPlace(between, places) || WAY_OF_WORKING.test(between) || (ORG_PART.test(between) && UNIT_THEN_POST.test(unplaced))) && namesJob(split[2]!, taxonomy) && !namesJob(split[0]!, taxonomy) && !namesJob(between, taxonomy);
  // "Software Development Engineer, Intern, Globex (Globex.com, Inc.)": a role alone after the title is the title's.
  const roleAfter = split.length >= 3 && isRoleAlone(between) && namesJob(split[0]!, taxonomy);
  // "Systems Engineer - III", "Full Stack Developer - Intern": a grade or a role alone after a dash is the title's.
  const gradeAfter = split.length === 2 && (GRADE.test(split[1]!.trim()) || isRoleAlone(split[1]!.trim())) && !WAY_OF_CONTRACT_WORK.test(split[1]!.trim()) && namesJob(split[0]!, taxonomy);
  // "Intern - Graphic Designer, Roe Brains": a role alone before the post is the post's.
  const roleBefore = split.length >= 2 && isRoleAlone(split[0]!.trim()) && namesJob(split[1]!, taxonomy) && !isRoleAlone(split[1]!.trim());
  // "Northwind Technology Pvt. Ltd , Pune": a city after the employer's name is neither title nor employer.
  const cityAfter = !!rest && split.length === 2 && places.isCity(split[1]!.trim()) && !namesJob(split[1]!, taxonomy) && !namesJob(split[0]!, taxonomy) && !saysPostOrRole(split[0]!) && isEmployerName(split[0]!);
  const parts = townBetween
    ? [split[0]!, split[2]!]
    : roleAfter
      ? [`${split[0]}, ${between}`, ...split.slice(2)]
      : gradeAfter
        ? [unplaced.trim()]
        : roleBefore
          ? [`${split[0]!.trim()} - ${split[1]!.trim()}`, ...split.slice(2)]
          : cityAfter
            ? [split[0]!]
            : split;
  // "Nexus AI, Co-Founder & CTO", "Cayan — Principal Software Engineer 2017–2018": the company may come first
  // (on the dates' line only when a dash parts them: "Company Name City , State Accountant" is a place, then the title).
  // "Northwind – Senior Software Engineer⇥Madison, WI; June 2023 – Present": the town after them is no part of the order.
  const ordered = withoutPlace(rest.replace(/[\s;,.]+$/, '').replace(GLUED_PIPE, ' | '), places);
  // "12Bright, Software Engineering Intern – New York, USA": on the dates' line, a name that says no post, a comma, then the post.
  // "Northwind, Software Engineering Intern - Observability, New York": the team and the town after the post say none either.
  const employerCommaPost = parts.length >= 2 && !namesJob(parts[0]!, taxonomy) && isEmployerName(parts[0]!) && endsWithPost(parts[1]!, taxonomy) && parts.slice(2).every((part) => !namesJob(part, taxonomy));
  const companyFirst = !rest || (/\s[—–|·•-]\s/.test(ordered) && (!ordered.includes(',') || townBetween)) || employerCommaPost;
  // "Marsshine Engineering, Office Manager": an employer named after its field, then the post.
  const employerThenPost = (first: string, second: string) => !namesJob(first, taxonomy) || (endsWithPost(second, taxonomy) && !endsWithPost(first, taxonomy));
  // Not "Goldman Sachs⇥Investment Banking Division⇥New York, NY" over "Associate": a firm's division is no post (but
  // "Visiting Assistant Professor Chemistry department" is one).
  // "Globex - A Northwind Company⇥Pune, Maharashtra" over "Intern - Data Engineering⇥July 2025 – Sept 2025": a role alone,
  // then its field, under the employer and its town.
  const employerAbove = rest && parts.length === 2 && isRoleAlone(parts[0]!.trim()) ? employerWithPlace(previous, places, isDated) : null;
  if (employerAbove) return { title: `${parts[0]!.trim()} - ${parts[1]!.trim()}`, company: employerAbove };
  // "Software Development Intern | VueJs, WCAG, Java (SpringBoot), MySQL": the tools of the job after its title, no employer.
  const toolsAfter = (part: string) => !!taxonomy.resolveListedSkill(part.trim()) || taxonomy.extractSkills(part).length > 0;
  const titleThenTools = parts.length >= 3 && parts.slice(1).filter(toolsAfter).length >= Math.max(2, (parts.length - 1) * 0.75);
  const [title, company] = titleThenTools ? [parts[0], undefined] : companyFirst && parts[1] && parts[1].split(/\s+/).length <= 6 && employerThenPost(parts[0] ?? '', parts[1]) && namesJob(parts[1], taxonomy) && !(ORG_UNIT.test(parts[1]) && !saysPostOrRole(parts[1])) ? [parts[1], parts[0]] : parts;
  // "Territory Manager Acme Supply - Denver , CO": a head that ends with its town holds the title, then the employer.
  const titled = unplaced !== head && title && !company ? titleThenEmployer(title.trim(), taxonomy) : null;
  if (titled) return titled;
  // "Test Engineer" over "Samsung Electronics" over the dates: a title, then its employer, as profile sites export them
  // (a printed profile sets the employer's logo, or its initial where there is none, between them: "M" over "Meta").
  let aboveEmployer = index - 2;
  while (aboveEmployer > 0 && LOGO_INITIAL.test(lines[aboveEmployer]!)) aboveEmployer -= 1;
  const twoAbove = lines[aboveEmployer] ?? '';
  // "Executive Assistant" over "Airbus, Toulouse" (or "Airbus Atlantic – Saint-Nazaire") over the dates: an employer and its town.
  const townAfter = !!company && parts.length === 2 && onlyPlace(company, places) && !namesJob(title ?? '', taxonomy);
  // A head of one part over the dates: the line above it gives the other part, whichever of title and employer it is.
  // "Teaching Assistant" over "CentraleSupélec, Université Paris-Saclay" over the dates: an employer named in two parts, no post among them.
  const employerInParts = !!company && parts.length === 2 && !namesJob(title ?? '', taxonomy) && !namesJob(company, taxonomy);
  if (!rest && !entryBelow && !above && title && (!company || townAfter || employerInParts) && !isDated(twoAbove)) {
    const [titleNamesJob, twoAboveNamesJob] = [namesJob(title, taxonomy), namesJob(twoAbove, taxonomy)];
    if (!titleNamesJob && twoAboveNamesJob && twoAbove.length <= 60 && !isProse(twoAbove)) return { title: withoutPlace(twoAbove, places).trim(), company: (employerInParts && !townAfter ? unplaced : title).trim() };
    // "Creative Solutions Inc." over "Senior Web Developer" over the dates (Reactive Resume's layouts): the employer, then the title.
    if (!company && titleNamesJob && !twoAboveNamesJob && isEmployerName(twoAbove)) return { title: title.trim(), company: twoAbove.trim() };
  }
  // "Media Specialist, Mar 2017 to Oct 2017" over "Beacon Media - Austin , TX": the employer under the dates' line, with its town.
  if (rest && title && !company && namesJob(title, taxonomy)) {
    const employer = employerWithPlace(next, places, isDated);
    if (employer) return { title: title.trim(), company: employer };
    // "Senior Engineer⇥2020 - Present" under "TechCorp" (its first bullet under it), or over "TechCorp" (the bullets under
    // that): the employer's name alone on a line of its own. Not a heading, a town, or the last job's bullet or sentence.
    // "SEO and performance.", the end of the last job's bullet; a heading ("Experience" over "Northwind Labs⇥Remote").
    const sentenceEnd = (line: string) => /[.;]$/.test(line.trim()) && !COMPANY_ABBREVIATION_END.test(line.trim());
    const endsEntry = (line: string | undefined) => !line?.trim() || BULLETED.test(line.trim()) || isProse(line) || isDated(line) || sentenceEnd(line) || !!headingOf(line);
    const employerAlone = (line: string) => {
      const employer = employerOf(line, places);
      // "Globex Outreach⇥Pittsburgh, PA": the employer's name says no post, whatever its state's code says (a physician assistant).
      return isEmployerName(employer) && !namesJob(employer, taxonomy) && !isDated(line) && !headingOf(line) && !onlyPlace(line, places) ? employer : null;
    };
    const alone = (endsEntry(lines[index + 2]) ? employerAlone(next) : null) ?? (endsEntry(lines[index - 2]) && endsEntry(next) ? employerAlone(previous) : null);
    if (alone) return { title: title.trim(), company: alone };
  }
  // "Engineering Technician" over "April 2015 to Current Company Name, City": the title heads the entry, the company follows its dates;
  // else "07/2023 - Present Agiltech | Marseille - France" over "SOFTWARE ENGINEER": the employer beside the dates, the title under them.
  if (rest && !namesJob(title ?? '', taxonomy)) {
    // Not the last job's "Environment: MS SQL Server 2008" line, whose server is no waiter, nor its last bullet ("• Reports to the COO.").
    const titleAbove = previous.length <= 60 && !isDated(previous) && !OTHER_FIELD.test(previous) && !BULLETED.test(previous) ? previous : null;
    // "Bill's Superette, Andover, MN. 02/2018 – 08/2019." over "• Shift Supervisor.": the title may be the entry's first bullet.
    const nextItem = next.replace(/^[•◦▪‣●]\s*/, '');
    const titleBelow = isTitleLike(nextItem) && !isDated(nextItem) && !isProse(nextItem) ? nextItem : null;
    // Under a list that wrapped ("…, Windows XP, Windows 2003" over "Server"), the line above may be the list's end: the title below comes first.
    const order = endsWrappedList(lines, index - 1) ? [titleBelow, titleAbove] : [titleAbove, titleBelow];
    const titleLine = order.find((line) => line !== null && namesJob(line, taxonomy));
    if (titleLine) return { title: withoutPlace(titleLine, places).trim(), company: title?.trim() || null };
  }
  if (cityAfter) return { title: null, company: split[0]!.trim() };
  return { title: title?.trim() || null, company: company && !WAY_OF_WORKING.test(company.trim()) ? company.trim() : null };
}

/**
 * "Northwind IT Pvt Ltd: Software Engineer Intern", "Odense Institute, Denmark: Guest Researcher", "Northwind Pte Ltd.,
 * Remote: Software Engineer": the employer (maybe with its place or way of working), a colon, then the title.
 */
function employerThenColon(head: string, { taxonomy, places }: ParseContext): Entry | null {
  // Not "MongoDB (NYSE: MDB) - Independent Director": a colon in brackets.
  const colon = /^((?:[^:()]|\([^()]*\))+?):\s+(.+?)[\s,.]*$/.exec(head.trim().replace(/^[•◦▪‣●]\s*/, ''));
  // "Teaching Assistant, CS 189 Machine Learning": the post may come before what it was on.
  if (!colon || !endsWithPost(colon[2]!.split(',')[0]!, taxonomy) || namesJob(colon[1]!, taxonomy) || isJobField(head)) return null;
  const [employer, ...where] = colon[1]!.split(/\s*,\s*/);
  const place = where.join(', ');
  // "Northwind Pte Ltd.": a full stop that ends the company's abbreviation.
  if (!employer || !isTitleLike(employer.replace(COMPANY_ABBREVIATION_END, (end) => end.slice(0, -1))) || !/^[\p{Lu}\d]/u.test(employer) || (place && !onlyPlace(place, places) && !WAY_OF_WORKING.test(place))) return null;
  return { title: colon[2]!, company: employer };
}

/** Stands for a comma inside brackets while a head is split at its commas. */
const COMMA_IN_BRACKETS = '\u0000';

/** "ASSISTANT- Roe Labs": a dash glued to the word before it, a space and a capital after it. */
const GLUED_DASH = /(?<=[\p{L})])[-–]\s+(?=\p{Lu})/gu;
/** "SDE II @Northwind": an at sign glued to the employer's name. */
const GLUED_AT = /\s@(?=\p{L})/gu;
/** "Web Developer Intern |Northwind | Remote": a bar glued to the name after it. */
const GLUED_PIPE = /\s\|(?=\p{L})/gu;
/**
 * "Roe Guild|Community Member": a bar glued to the names on both sides parts them, where the head has no other separator
 * (not "Front-end|Frontend Developer at Globex", a title written two ways).
 */
const PIPE_BETWEEN_NAMES = /(?<=\p{L})\|(?=\p{L})/gu;
const POST_AT_EMPLOYER_BEFORE_COLON = /^[^•:]+\s(?:at|chez)\s[^:]+\s?:$/iu;
const OTHER_SEPARATOR = /\s(?:at|chez|@|-|–|—|•|·)\s|,/iu;

/** Words that open what a title names after the post ("of", "at", "dans l'équipe", "de l'Inria"), which a town may end. */
const IN_A_NAME = /^(?:of|at|for|with|in|de|du|des|dans|chez|au|aux|à)$|^[dl]'/i;

/** "with Prof. Jo Roe", "advised by Dr. Roe", "under Professor Roe": who supervised the work. */
const SUPERVISOR = /^(?:with|under|advised by|supervised by|supervisor:?|advisor:?)\s+(?:prof|professor|dr)\b/i;

/** "UC", "IIT": a short name in capitals, which a university's town follows. */
const ACRONYM = /^\p{Lu}{2,4}$/u;

/** Words a name does not end on: "Bank of", "University of the". */
const NAME_CONNECTOR = /^(?:of|the|de|du|des|la|le|and|&|for|at|in)$/i;

/** A template's blank for the employer left as written, with the blanks of its town and region after it ("Company Name - State"), and what stands on either side. */
const EMPLOYER_BLANK = /^(.*?)[\s,|:–—-]*\bCompany Name\b(?:[\s,|:–—-]+(?:city|state|country)\b)*[\s,|:–—-]*(.*)$/i;
const EMPLOYER_BLANK_ALONE = /^\W*Company Name\W*$/i;

/** A line that opens on a bullet, a dash or a tick (as French Word CVs list qualities): an item of a description, no title or employer. */
export const BULLETED = /^[•◦▪‣●*✓✔-]/;

/** What a head's part ends with once the town after it is out: "Beacon Media -", "Deloitte,". */
const TRAILING_SEPARATORS = /[\s,|:–—-]+$/;

/** "Beacon Media - Austin , TX", "Wells Fargo, Charlotte, NC": an employer's name, then its town with the town's region or country. */
function employerWithPlace(line: string, places: Places, isDated: (line: string) => boolean): string | null {
  if (line.length > 80 || isDated(line) || isProse(line) || BULLETED.test(line)) return null;
  // "Northwind — Full-time⇥Montréal, QC", "Globex — Full-time⇥Remote/ Seattle, WA": nor how the job was worked.
  const unworked = line.replace(WAYS_OF_WORKING_BEFORE_PLACE, ' – ');
  const undashed = withoutDashedPlace(unworked, places);
  const unplaced = undashed !== unworked ? undashed : withoutPlace(unworked, places);
  const employer = unplaced.replace(TRAILING_SEPARATORS, '').replace(BESIDE_WAY_OF_WORKING, '').trim();
  return unplaced !== unworked && isEmployerName(employer) ? employer : null;
}

/**
 * "Beacon Media - Austin , TX", "Initech – Mumbai", "Intern • Noida": what a dash or a dot sets before a place; else the
 * text as it is. "Developer | Northwind Pty Ltd; Adelaide": the last separator may be a semicolon.
 */
function withoutDashedPlace(text: string, places: Places, isPlace = townWithItsRegion): string {
  const first = /^(.+?)(?:\s+[-–—|•·]|\s*;)\s+(.+)$/.exec(text);
  const last = /^(.+)(?:\s+[-–—|•·]|\s*;)\s+(.+)$/.exec(text);
  // Not "Jo Roe (UNIQ+; Oxford)": a separator inside brackets.
  const dash = [first, last].find((split) => split && closed(split[1]!) && isPlace(split[2]!, places));
  return dash ? dash[1]! : text;
}

/**
 * A place alone, or a town the gazetteer does not hold before its state or country ("Kalakankar, India"); not "Roe
 * Laboratories Vancouver, BC", a name that ends with a town it holds.
 */
function townWithItsRegion(text: string, places: Places): boolean {
  const [town = '', region, ...more] = text.split(/\s*,\s*/);
  const words = town.split(/\s+/);
  const unknownTown = /^\p{Lu}[\p{L}'’. -]*$/u.test(town) && words.length <= 2 && !places.isPlaceName(words.at(-1)!);
  return onlyPlace(text, places) || (more.length === 0 && !!region && unknownTown && places.isRegionOrCountry(region));
}

/**
 * On a head's line, where an employer may stand after the dash, a place is a town with its region or country, a region or
 * a country alone, or a city large enough that no firm is taken for it ("Noida", not "Meta", a town in Italy, nor
 * "Athena", one in Oregon).
 */
function namesPlaceBesideTitle(text: string, places: Places): boolean {
  const place = text.replace(BESIDE_WAY_OF_WORKING, '').trim();
  return onlyPlace(text, places) && (text.includes(',') || places.isRegionOrCountry(place) || places.isCity(place));
}

/** A part of a firm named by its kind: "Investment Banking Division", "Research Department". */
const ORG_UNIT = /\b(?:division|department|dept\.?|unit|branch|practice)$/i;
/** "Globex University, NLP Lab – NLP researcher": the employer, a comma, its part, a dash, then the post (no label's colon). */
const UNIT_THEN_POST = /^[^,–—|]+,\s*[^,–—|]+\s[–—-]\s[^,:]+$/u;
/** A part of an employer named by its kind, first or last: "NLP Lab", "Department of Physics", "Data Team". */
const ORG_PART = /^(?:division|department|dept\.?|school|faculty|laboratory|lab)\b|\b(?:division|department|dept\.?|unit|branch|lab|laboratory|team|group|centre|center)$/i;

/** The kind of contract a CV sets beside the employer: "Contract", "Freelance", "CDI". */
const KIND_OF_CONTRACT = /^(?:contract|freelance|internship|cdi|cdd|stage|alternance)$/i;

/**
 * The employer a line names without the place or the way of working set beside it: "Northwind⇥Remote", "Acme Solutions
 * (Remote)", "Initech – Mumbai".
 */
function employerOf(line: string, places: Places): string {
  const [first = '', ...others] = line.split('\t').map((cell) => cell.trim()).filter(Boolean);
  const aside = (part: string) => onlyPlace(part, places) || WAY_OF_WORKING.test(part.replace(/[()]/g, '')) || KIND_OF_CONTRACT.test(part);
  const named = others.every(aside) ? first : line.trim();
  // "Roe Soluciones | Full-time | Mexico", "Initech Labs / UAE - Remote": the parts after the name that say where and how.
  const parts = named.split(/\s+[|•·/]\s+/);
  while (parts.length > 1 && aside(parts.at(-1)!)) parts.pop();
  const kept = parts.join(' | ').replace(WAYS_OF_WORKING_BEFORE_PLACE, ' – ');
  const unworked = kept.replace(BESIDE_WAY_OF_WORKING, '').trim() || kept;
  const undashed = withoutDashedPlace(unworked, places);
  if (undashed !== unworked) return undashed;
  // "Northwind⇥Jaipur, India", "Globex Inc.⇥New Brunswick, Canada", "Initech, Plano, TX": the cells run together, the
  // town or the region, then the state or the country, after the employer's name.
  // "Roe Solutions⇥Remote, United States", "Initech Labs⇥Ottawa ON, Canada": the way of working, or the town and its state, there.
  const [nameAndTown = '', ...after] = unworked.replace(WAY_OF_WORKING_BEFORE_COMMA, '').split(/\s*,\s*/);
  if (after.length > 0 && after.every((part, i) => places.isRegionOrCountry(part) || (i === 0 && places.isPlaceName(part)))) {
    const words = nameAndTown.split(/\s+/);
    // Not "Bank of America", "University of the West Indies": a name does not end on "of" or "the".
    const placeWords = (end: number, isPlace: (text: string) => boolean) =>
      [3, 2, 1].find((count) => count < end && isPlace(words.slice(end - count, end).join(' ')) && !NAME_CONNECTOR.test(words[end - count - 1]!)) ?? 0;
    const regionWords = placeWords(words.length, (text) => places.isRegionOrCountry(text) && !places.isPlaceName(text));
    const end = words.length - regionWords;
    const townWords = placeWords(end, (text) => places.isPlaceName(text) || (regionWords === 0 && places.isRegionOrCountry(text)));
    if (regionWords + townWords > 0) return words.slice(0, end - townWords).join(' ').replace(TRAILING_SEPARATORS, '');
    if (places.isPlaceName(after[0]!)) return nameAndTown;
  }
  // "Globex Invest Moscow", the cells run together: a city's name after the employer's.
  const words = unworked.split(/\s+/);
  const cityWords = [3, 2, 1].find((n) => words.length > n && places.isCity(words.slice(-n).join(' ')));
  return cityWords ? words.slice(0, -cityWords).join(' ').replace(TRAILING_SEPARATORS, '') : unworked;
}

/** A bullet that names a job before its dates, under a line that heads no job or dates another bullet of the same kind. */
function isBulletEntry(text: string, previous: string, taxonomy: ParseContext['taxonomy'], isDated: (line: string) => boolean): boolean {
  const first = text.split(/\s*,\s*/)[0] ?? '';
  return isDated(previous) ? isTitleLike(first) : !namesJob(previous, taxonomy) && namesJob(first, taxonomy);
}

/**
 * A line that reads as a title rather than a sentence: short, no bullet, no year, no article, a full
 * stop only after two or three words ("Shift Supervisor."): "SOFTWARE ENGINEER", "Java/J2EE developer",
 * not "Taught Marketing Agricultural Products." or "Recruited and trained a summer sales team".
 */
function isTitleLike(line: string): boolean {
  const words = line.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0 || words.length > MAX_TITLE_WORDS || line.length > 60) return false;
  return !BULLETED.test(line.trim()) && !/\b(?:19|20)\d{2}\b|(?:^|\s)(?:a|an|the|un|une|le|la|les|des)\s/.test(line.trim()) && (!line.trim().endsWith('.') || words.length <= 3);
}
const MAX_TITLE_WORDS = 8;

/** "Creative Solutions Inc.", "Acme GmbH", "Globex Corporation": a few words in title case, no sentence, bullet or year, nor a way of working ("Remote"). */
function isEmployerName(line: string): boolean {
  const name = line.trim();
  if (name === '' || WAY_OF_WORKING.test(name)) return false;
  const words = name.split(/\s+/);
  return words.length <= 6 && line.length <= 60 && !BULLETED.test(line) && !/\b(?:19|20)\d{2}\b|[,:;!?]/.test(line) && (!name.endsWith('.') || /\b(?:inc|ltd|co|corp|s\.a)\.$/i.test(name)) && words.every((word) => word.length <= 3 || /^[\p{Lu}\d&(]/u.test(word));
}

/** A letter alone on its line: the initial a profile site draws where an employer has no logo. */
const LOGO_INITIAL = /^\s*\p{Lu}\s*$/u;

const TITLE_LABELS = 'position|role|designation|job title|title|poste|fonction|intitulé du poste';
const COMPANY_LABELS = 'client|company|employer|organi[sz]ation|entreprise|société|employeur';
/** Labels an entry's own lines open with, besides its title and company. */
const ENTRY_LABELS = '(?:project|projet)(?: name| title)?|duration|durée|period|période|team size';
const OTHER_LABELS = `location|lieu|environment|environnement|dates?|technologies|tools|${ENTRY_LABELS}`;
const TITLE_LABEL = new RegExp(`^(?:${TITLE_LABELS})$`, 'i');
/** "Environment: …", "Technologies : …", "Location: …": a line of an entry's other fields, no title. */
const OTHER_FIELD = new RegExp(`^[^\\p{L}]*(?:${OTHER_LABELS})\\s*:`, 'iu');
const JOB_FIELD = new RegExp(`^[^\\p{L}]*(?:${TITLE_LABELS}|${COMPANY_LABELS}|${ENTRY_LABELS})\\s*:`, 'iu');

/** A line that gives one of a job's own fields ("Client: Applebees", "Position: Senior Consultant", "Period : 2019 – 2021"). */
export function isJobField(line: string): boolean {
  return JOB_FIELD.test(line);
}
/** "Client: Applebees  Location: Chicago, IL": a label, its value up to the next label. */
const FIELD = new RegExp(`(?:^|\\s)(?<!proje[ct]t?\\s)(${TITLE_LABELS}|${COMPANY_LABELS})\\s*:\\s*(.+?)(?=\\s+(?:${TITLE_LABELS}|${COMPANY_LABELS}|${OTHER_LABELS})\\s*:|$)`, 'giu');

/** Up to six lines after (or before) a dated line, short of the next (or previous) dated line. */
function linesOfEntry(lines: string[], index: number, step: 1 | -1, isDated: (line: string) => boolean): string[] {
  const around: string[] = [];
  for (let i = index + step; around.length < 6 && i >= 0 && i < lines.length && !isDated(lines[i]!); i += step) around.push(lines[i]!);
  return around;
}

/**
 * The title and company an entry labels ("Position:", "Role :", "Client:", "Company :"), as
 * staffing agencies' and Indian IT resumes set them: on the dates' line, else under the
 * dates, else above them.
 */
function labelledFields(own: string, after: string[], before: string[]): { title?: string; company?: string } {
  const read = (texts: string[]) => {
    const fields: { title?: string; company?: string } = {};
    for (const text of texts) {
      for (const [, label, value] of text.matchAll(FIELD)) {
        // "CCSGlobalTech Inc.,San deigo,CA (August,": what a bracket opens at the end is the dates' or a place's.
        const written = value!.replace(/\s*\([^)]*\)?$/, '').replace(/[\s,.;]+$/, '').trim();
        // A name, not a description that happens to follow the word ("Client: An international chain of convenience stores…").
        const words = written.split(/\s+/);
        if (written.length < 2 || written.length > 60 || words.filter((word) => /^\p{Ll}/u.test(word)).length >= 3 || /\p{Ll}{3,}\s*:/u.test(written)) continue;
        if (TITLE_LABEL.test(label!)) fields.title ??= written;
        else fields.company ??= written;
      }
    }
    return fields;
  };
  // Labels above the dates are this entry's only when the dates' line holds no head of its own: else they end the entry before.
  const onLine = read([own]);
  const [under, above] = [read(after), own && !onLine.title && !onLine.company ? {} : read(before)];
  return { title: onLine.title ?? under.title ?? above.title, company: onLine.company ?? under.company ?? above.company };
}

/** "Apr 2015 – Apr 2023, Budapest: Business Analyst": what the dates' line says, without the town before a colon. */
function withoutPlaceBefore(beside: string, places: Places): string {
  const town = /^(\p{Lu}[\p{L}'’. -]*?)\s*:\s+(?=\S)/u.exec(beside);
  return town && places.isPlaceName(town[1]!) ? beside.slice(town[0].length) : beside;
}

/**
 * A sentence of a job's description rather than a title ("AIG Welding Ltd." and a ministry's long name are titles; so is
 * "Senior Software Engineer | Tech Solutions Inc.", whose full stop is the company's abbreviation's).
 */
function isProse(line: string): boolean {
  const words = line.split(/\s+/);
  const lowerCase = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  // "mechanic.", "environmental agencies.": the end of a sentence that wrapped, however short.
  if (/^\p{Ll}/u.test(line) && /[.;]$/.test(line)) return true;
  return (/[.;]$/.test(line) && !COMPANY_ABBREVIATION_END.test(line) && words.length >= 5) || (line.length > 80 && lowerCase >= words.length * 0.4);
}
const COMPANY_ABBREVIATION_END = /\b(?:inc|ltd|co|corp|llc|plc|pvt|bros|s\.a|n\.v)\.$/i;

/** How a job is worked, which a CV may set where the employer would be: "Remote", "Full-time", "Télétravail". */
const WAYS_OF_WORKING = 'remote(?:[- ]first)?|hybrid|hybride|on-?site|full[- ]time|part[- ]time|t[ée]l[ée]travail|[àa] distance';
/** "Remote", "Part-Time Remote Working": one way or two, maybe said as a way of working. */
const WAY_OF_WORKING = new RegExp(`^(?:${WAYS_OF_WORKING})(?:[\\s,/&]+(?:${WAYS_OF_WORKING}))?(?:\\s+(?:working|work))?$`, 'i');
/** "MACHINE LEARNING ENGINEER – FULL-TIME": the way of working after a dash, at the end. */
const WAY_OF_WORKING_AFTER = new RegExp(`\\s*[—–|-]\\s*(?:${WAYS_OF_WORKING})\\s*$`, 'i');
/** "Roe Solutions Remote, United States": the way of working before a place's comma. */
const WAY_OF_WORKING_BEFORE_COMMA = new RegExp(`\\s+(?:${WAYS_OF_WORKING})(?=\\s*,)`, 'i');
/** "— Full-time Remote/ " between an employer and its place. */
const WAYS_OF_WORKING_BEFORE_PLACE = new RegExp(`\\s*[—–|-]\\s*(?:${WAYS_OF_WORKING})(?:\\s*[/,&]?\\s*(?:${WAYS_OF_WORKING}))*\\s*[/,]?\\s+(?=\\p{Lu})`, 'iu');
/** "France — Remote", "Paris (hybride)", "Remote - Colombia": the way of working beside a place. */
const BESIDE_WAY_OF_WORKING = new RegExp(`\\s*(?:[—–|/-]\\s*)?\\(?(?:${WAYS_OF_WORKING})\\)?$|^(?:${WAYS_OF_WORKING})\\s*[—–|/-]\\s*`, 'gi');

/** "Multan, Punjab, Pakistan⇥Type: Internship": the kind of post, a field of its own after the place. */
const KIND_OF_POST = /\s+(?:type|employment type|contract type|contract)\s*:\s*[\p{L} -]+$/iu;

/** "New York, NY", "Lyon", "France — Remote": a town alone, maybe with its region or country and how the job was worked. */
function onlyPlace(text: string, places: Places): boolean {
  // "Iraq - Erbil", "Erbil – Iraq": a country and a town a dash parts, either first.
  const dashed = text.trim().split(/\s+[-–—]\s+/);
  if (dashed.length === 2 && dashed.some((part) => places.isCountryName(part)) && dashed.every((part) => places.isPlaceName(part))) return true;
  const [town, region, ...more] = text.replace(KIND_OF_POST, '').replace(BESIDE_WAY_OF_WORKING, '').split(/\s*,\s*/);
  // "Mar 2016 - Apr 2020, TX": a state or a country alone is a place too.
  if (!region && !!town && places.isRegionOrCountry(town)) return true;
  if (!region && !!town && townThenCountry(town, places)) return true;
  if (more.length === 0 && !!town && !!region && isPlaceholderPlace(town, region)) return true;
  // "Multan, Punjab, Pakistan": the town, its province, then its country.
  const country = more.length === 1 && !!region && places.isCountryName(more[0]!);
  return (more.length === 0 || country) && !!town && places.isPlaceName(town) && (!region || places.isRegionOrCountry(region));
}

/**
 * "Cairo Egypt" (as AltaCV sets the place beside the dates), "Los Angeles CA": a town, then its country named whole or its state's
 * code, without a comma; not "ATHENA CI", an employer named after a town and its country's code.
 */
function townThenCountry(text: string, places: Places): boolean {
  const words = text.trim().split(/\s+/);
  return [1, 2, 3].some((n) => {
    const after = words.slice(-n).join(' ');
    const named = after.length > 2 ? places.isCountryName(after) : !!places.regionOf(after);
    return words.length > n && named && places.isPlaceName(words.slice(0, -n).join(' '));
  });
}

/**
 * A template's blank left as written, a town and its region: "Company Name – City , State". Resume builders fill
 * it in, and LiveCareer's anonymised resumes print it for every employer, between the employer and the title.
 */
function isPlaceholderPlace(town: string, region: string): boolean {
  return /^city$/i.test(town) && /^(?:state|country)$/i.test(region);
}

/** "ELA Teacher Riverside Middle School": the most words that end with a post, then an employer's name that says none. */
function titleThenEmployer(text: string, taxonomy: ParseContext['taxonomy']): { title: string; company: string } | null {
  const words = text.split(/\s+/);
  for (let cut = words.length - 1; cut >= 1; cut -= 1) {
    const [title, company] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    if (endsWithPost(title, taxonomy) && /^\p{Lu}/u.test(company) && !GRADE.test(words[cut]!) && !saysPostOrRole(company) && isEmployerName(company)) return { title, company };
  }
  return null;
}
/** Grades that say how the post was held, not its rank: "Développeur Full Stack, Freelance" keeps its title alone. */
const CONTRACT_WORDS = 'Freelance|Independent|Indépendante?|Contract(?:or)?';
const WAY_OF_CONTRACT_WORK = new RegExp(`^(?:${CONTRACT_WORDS})$`);
/** A title's grade, level or way of working after its post: "Sales Associate II", "Engineer Sr.", "Développeur Freelance". */
const GRADE = new RegExp(`^(?:I{1,3}|IV|V|VI|Sr\\.?|Jr\\.?|Senior|Junior|Lead|Level|Grade|\\d+|${CONTRACT_WORDS})$`);

/**
 * "Beacon Media - Austin , TX Licensed Clinical Social Worker", "Straus Family Creamery, Petaluma, CA - Accounts Receivable
 * Specialist": what stands before a town and its region, and after them.
 */
function placeInside(text: string, places: Places): { title: string; company: string | null } | null {
  const trimmed = text.trim();
  for (const match of trimmed.matchAll(/((?:\p{Lu}[\p{L}.'’-]*\s+){0,2}\p{Lu}[\p{L}.'’-]*)\s*,\s*/gu)) {
    const before = trimmed.slice(0, match.index);
    const words = trimmed.slice(match.index + match[0].length).split(/\s+/);
    for (let n = Math.min(3, words.length - 1); n >= 1; n -= 1) {
      const region = words.slice(0, n).join(' ');
      const townWords = match[1]!.split(/\s+/);
      const placeholder = isPlaceholderPlace(townWords.at(-1)!, region);
      if (!placeholder && !places.isRegionOrCountry(region)) continue;
      for (let t = placeholder ? 1 : townWords.length; t >= 1; t -= 1) {
        const town = townWords.slice(-t).join(' ');
        if (!placeholder && !places.isPlaceName(town)) continue;
        const company = `${before} ${townWords.slice(0, -t).join(' ')}`.replace(TRAILING_SEPARATORS, '').trim();
        return { title: words.slice(n).join(' ').replace(LEADING_SEPARATORS, ''), company: company || null };
      }
    }
  }
  return null;
}
const LEADING_SEPARATORS = /^[\s,|:–—-]+/;

/** "NLP Engineer, DialogWorks (Toronto, ON)", "…, Streamlytics (Singapore)": the employer's place in brackets after its name. */
function withoutBracketedPlace(text: string, places: Places): string {
  // "(Sunnyvale, CA (remote from Waltham, MA))": the place, then a bracket of its own inside.
  const bracket = /\s*\(((?:[^()]|\([^()]*\))+)\)[\s()]*$/.exec(text);
  if (!bracket) return text;
  // "(11 - Carcassonne)", "(31-Colomiers)", "(06)": a French town after its département's number, or the number alone.
  if (DEPARTEMENT_ALONE.test(bracket[1]!.trim())) return text.slice(0, bracket.index);
  const parts = bracket[1]!.replace(/\s*\([^()]*\)/g, '').replace(DEPARTEMENT_BEFORE_TOWN, '').split(/\s*,\s*/);
  const isPlace = parts.length === 1 ? places.isPlaceName(parts[0]!) : places.isRegionOrCountry(parts.at(-1)!);
  return isPlace ? text.slice(0, bracket.index) : text;
}

/** A French département's number: 01 to 95, Corsica's 2A and 2B, overseas 971 to 979. */
const DEPARTEMENT = '(?:0[1-9]|[1-8]\\d|9[0-5]|2[AB]|97\\d)';
const DEPARTEMENT_ALONE = new RegExp(`^${DEPARTEMENT}$`);
const DEPARTEMENT_BEFORE_TOWN = new RegExp(`^\\s*${DEPARTEMENT}\\s*[-–]?\\s*(?=\\p{Lu})`, 'u');

/**
 * "NVIDIA Research, Research Intern Santa Clara, CA" without its place: a town the gazetteer
 * finds in the state or country that follows it, at the end of the line.
 */
function withoutPlace(text: string, places: Places): string {
  const match = /^(.*?\S)\s+((?:\p{Lu}[\p{L}.'’-]*\s+){0,2}\p{Lu}[\p{L}.'’-]*)\s*,\s*(\p{Lu}[\p{L}. ]*)$/u.exec(text.trim());
  if (!match) return text;
  const words = match[2]!.split(/\s+/);
  if (isPlaceholderPlace(words.at(-1)!, match[3]!.trim())) return `${match[1]} ${words.slice(0, -1).join(' ')}`.replace(TRAILING_SEPARATORS, '').trim();
  if (!places.isRegionOrCountry(match[3]!)) return text;
  // The town is the most last words that name one there: "Intern Santa Clara" is Santa Clara; or a region of that
  // country, "Co-Lead West Bengal, India".
  for (let n = words.length; n >= 1; n -= 1) {
    const town = words.slice(-n).join(' ');
    const region = n < words.length || match[1] ? places.regionOf(town) : null;
    if (region && region.country === places.countryCode(match[3]!)) {
      // "Intern Palo Alto, CA, USA": the town before its state goes too.
      const before = `${match[1]} ${words.slice(0, -n).join(' ')}`.trim();
      const townAndState = `${before.replace(TRAILING_SEPARATORS, '')}, ${town}`;
      const withoutTown = /,$/.test(before) ? withoutPlace(townAndState, places) : townAndState;
      return (withoutTown !== townAndState ? withoutTown : before).replace(TRAILING_SEPARATORS, '').trim();
    }
    if (places.isPlaceName(town) && lookupKey(places.find(`${town}, ${match[3]}`)?.city ?? '') === lookupKey(places.parse(town).city ?? town)) {
      return `${match[1]} ${words.slice(0, -n).join(' ')}`.replace(TRAILING_SEPARATORS, '').trim();
    }
  }
  return text;
}
