import type { Taxonomy } from '../matching/taxonomy.js';
import { fold, lookupKey } from '../matching/text.js';
import type { ParseContext } from './cv-parser.js';
import { DEGREE_AFTER_NAME, labelsAddress } from './cv-location.js';
import { headingOf, readableLine } from './cv-sections.js';
import { isOccupation, namesJob, POST_WORDS } from './cv-titles.js';

// The candidate's name among a CV's first lines, and the lines that hold it.

/** Words of headings, of what they head and of the personal details beside them ("Key Professional Attributes", "Hyper-V Administration", Europass's "Sex Male"). */
const HEADING_WORDS = ['my', 'role', 'sex', 'sexe', 'gender', 'male', 'female', 'birth', 'nationality', 'nationalite', 'professional', 'career', 'attributes', 'summary', 'objective', 'experience', 'skills', 'technical', 'qualifications', 'competencies', 'highlights', 'overview', 'achievements', 'accomplishments', 'strengths', 'certification', 'certifications', 'license', 'licensed', 'responsibilities', 'engineering', 'construction', 'support', 'distribution', 'group', 'grade', 'programming', 'design', 'analysis', 'analytics', 'marketing', 'computing', 'software', 'data', 'network', 'networking', 'security', 'database', 'learning', 'science', 'administration', 'management', 'development', 'system', 'systems', 'server', 'services', 'solutions', 'competences', 'experiences', 'formation', 'formations', 'langues', 'loisirs', 'projets', 'diplomes', 'parcours', 'education', 'training', 'internship', 'student', 'seeking', 'writing'];
/** Words that name a school or a firm set in large type ("University Of Birjand"), never a person. */
const SCHOOL_OR_FIRM = ['associates', 'partners', 'holdings', 'bank', 'foundation', 'foundations', 'technologies', 'consulting', 'university', 'universite', 'universidad', 'college', 'school', 'ecole', 'institute', 'institut', 'lycee', 'academy', 'academie', 'faculty', 'faculte', 'department', 'company', 'inc', 'ltd', 'llc', 'gmbh', 'sarl', 'corporation'];

/** Words of an office's address set over the name ("Lucina Hall Room 220", "Kensington Suite 4B"), never a person's. */
const OFFICE_ADDRESS = ['room', 'suite', 'floor', 'building', 'apartment', 'apt'];

/** Words of banners, of template placeholders ("YOUR NAME HERE", "Prénom NOM"), of schools, firms and offices. */
const NOT_A_NAME = new Set(['curriculum', 'vitae', 'curriculum-vitae', 'vita', 'resume', 'cv', 'job', 'sample', 'example', 'template', 'copy', 'not', 'and', 'title', 'applicant', 'profile', 'profil', 'perfil', 'contact', 'portfolio', 'page', 'github', 'gitlab', 'linkedin', 'website', 'blog', 'email', 'mail', 'your', 'name', 'here', 'prenom', 'nom', 'firstname', 'lastname', 'surname', 'personal', 'information', 'informations', 'info', 'phone', 'links', 'marital', 'status', 'married', 'nationality', 'gender', 'permis', 'driving', 'licence', 'version', 'etudiant', 'etudiante', 'photo', 'photograph', 'vill', 'dear', 'sincerely', 'regards', ...HEADING_WORDS, ...SCHOOL_OR_FIRM, ...OFFICE_ADDRESS]);

export function findName(
  lines: string[],
  header: string[],
  email: string | null,
  context: ParseContext,
  typeset: ReadonlySet<string>,
  personalDetails: string[] = [],
  cellsOf: ReadonlyMap<string, readonly string[]> = new Map(),
): string | null {
  const mailbox = email ? nameOfMailbox(email) : '';
  const emailParts = email ? fold(mailbox).split(/[._-]+/) : [];
  const local = emailParts.filter((part) => part.length > 1);
  const localLetters = email ? fold(mailbox).replace(/[^a-z]/g, '') : '';
  const domainName = email ? fold(email.split('@')[1]!.split('.')[0]!) : '';
  // Readings of a line that title words fit as well as names ("Information Technology Manager"): only the e-mail can confirm them.
  // "Hugo Roe computer science student": the capitalised words before a description in small letters.
  const guessed = (line: string) => [...surnameFirst(line), ...besideTitle(line, context.taxonomy), ...beforeSmallLetters(line), ...surnameJoined(line)];
  // A name often shares its line with a title: "Camille Martin – Développeuse", "Camille Martin | CV", "Anna Rowan / anna.rowan@…".
  const beforeSeparator = (line: string) => line.replace(PRONOUNS, '').replace(LEADING_BULLET, '').split(line.includes('@') ? SEPARATORS_WITH_SLASH : SEPARATORS)[0]!.trim();
  // LaTeX's small capitals set a surname's first letter apart ("Antoine DE R OQUEMAUREL"): joined when the e-mail has the word.
  // Not "LUIS F PELUYERA" by luis.f.peluyera@: a middle initial the e-mail keeps apart.
  const emailWords = email ? fold(email).split(/[^a-z]+/) : [];
  const smallCapitalsJoined = (line: string) => line.replace(SMALL_CAPITAL_APART, (apart, capital: string, rest: string) => (emailWords.some((word) => word.includes(fold(capital + rest))) ? capital + rest : apart));
  // "Jasmine Smith BSN, RN, OCN": a nurse's credentials after the name, the first without its comma.
  // "Leow Kangsheng (Aloysious) | Singaporean": what the name is called, in brackets, before the separator.
  // "Jane Ann Roe⇥Software Engineer", the page's first line: a column says where the name ends, where the title's words would
  // leave it "Jane Ann". Not a list's cell further down ("Food Cost⇥Sous vide technique" under "Highlights").
  const firstCell = (line: string) => (line === lines[0] ? (cellsOf.get(line)?.[0] ?? line) : line);
  const segments = (line: string) => [line, beforeSeparator(line), firstCell(line), withoutTrail(line), withoutTrail(beforeSeparator(line)), afterBanner(line), beforeSeparator(afterBanner(line)), afterHeading(line), ...guessed(line)].map((segment) => smallCapitalsJoined(segment.replace(IN_BRACKETS, '$1').replace(QUOTED_NICKNAME, ' ').replace(ICON_BEFORE, '').replace(CIVILITY, '').replace(CREDENTIALS_IN_CAPITALS, '').replace(JOINED_INITIAL, '$1. ').replace(INITIAL_JOINED_AFTER, ' $1').replace(INITIAL_STOP_APART, '.').replace(INITIAL_BETWEEN_STOPS, '$1').replace(DASH_IN_WORD, '-')));
  // The largest type at the top of the page is where templates set the name, whatever the column.
  // A name comes before the first section ("Core Qualifications", then "Problem Solver" is a skill),
  // in the text and in the largest type (a page set in one size is all "largest").
  const beforeSections = (texts: string[]) => {
    const heading = texts.findIndex((line) => headingOf(line));
    return heading > 0 ? texts.slice(0, heading) : texts;
  };
  // "+33 (0)6 16 17 30 41⇥MATHYS DAVIET": the cells of a line in large type are read apart, and a contact's cell is none of
  // the name ("Daniel⇥+52 1 55 48 11 90 02" over "HERNANDEZ JIMENEZ⇥danielhj.com").
  const largest = (context.layout?.largest ?? []).flatMap((line) => line.split('\t')).map(readableLine).filter((cell) => cell && !CONTACT_CELL.test(cell));
  // Headings in the largest type ("PROFILE", "EDUCATION", an employer's "SAMA SOURCE" between them): the name is set in another.
  // Headings the parser does not know count, set in the known ones' type ("Current Position" over "Education").
  const inHeadingsType = (line: string) => Boolean(headingOf(line)) || typeset.has(line);
  const headingsInLargest = largest.filter(inHeadingsType).length;
  // "JAYLEN" over "MAYORGA⇥⇥Huntsville, Texas": the town and state set beside a stacked name's word are no part of it.
  // "MUKENDI ROE" over "EDUCATION" in that type: the lines above the first heading are none of the headings.
  const aboveHeadings = headingsInLargest >= 2 ? largest.slice(0, largest.findIndex(inHeadingsType)) : beforeSections(largest);
  const sources = [aboveHeadings, header.slice(0, 8), beforeSections(lines.slice(0, 8))].map((source) => source.map((line) => withoutPlaceAfter(line, context.places)));
  const top = sources.flat();
  // "PERSONAL DETAILS" then "Name: Azzie Gaylord": a form's first section holds the name.
  // "PROFIL" over "Prénom⇥Baptiste" and "Nom de famille⇥…": a form's name fields under a heading that holds no personal details.
  // "MY" over "RESUME" (read as the French heading) over "Name： …": a form's name field under any heading near the top.
  const labelled = labelledName(top) ?? labelledName(personalDetails.slice(0, 8)) ?? labelledName(lines.slice(0, 12));
  if (labelled) return labelled;
  // "DUVAUCHELLE" over "ILONA", by ilona.duvauchelle@: a name stacked in capitals, the surname over the given name, is put in
  // the e-mail's order. Not a name on one line: "GASPARD BERTHELIER" (berthelier.gaspard@), "CASEY PEK" (pek.casey@), written
  // given name first as most are, whatever order the e-mail takes.
  const inEmailOrder = (name: string) => {
    const words = name.split(/\s+/);
    // Not by an e-mail that runs the two words together: "JANE" over "ROE" by roejane@, a given name over the surname, as
    // often as the other way round.
    const surnameFirst = words.length === 2 && name === name.toUpperCase() && fold(words[0]!) === local[1] && fold(words[1]!) === local[0];
    // "roe" over "jean", by jean@roe.fr: the given name is the mailbox, the surname the domain, whatever the case.
    const givenNameAtSurname = words.length === 2 && local.length === 1 && fold(words[1]!) === local[0] && fold(words[0]!) === domainName;
    return personName(surnameFirst || givenNameAtSurname ? `${words[1]} ${words[0]}` : name);
  };
  const stackedInLargest = stackedLines(sources[0]!, localLetters, context);
  if (stackedInLargest) return inEmailOrder(withSurnameUnder(stackedInLargest, lines, localLetters));
  // A reading's surname, three letters or more, that the e-mail holds: among its letters, or as one of its parts.
  const surnameIn = (reading: string, email: string | readonly string[]) => {
    const surname = fold(reading).split(/\s+/).at(-1)!;
    return surname.length >= 3 && email.includes(surname);
  };
  // A separator says where the name ends ("VASANTH B – Senior SQL Server Consultant"): that reading needs no confirming.
  // So does a column ("Ravi Roe⇥DEEP LEARNING ENGINEER": the first cell of its line), and brackets ("Ajay Roe (Web Designer)").
  // So does the e-mail that holds a surname written first, before its comma ("ROE, CALEB" by roecaleb@).
  const unconfirmed = new Set(
    top.flatMap((line) => guessed(line).filter((reading) => reading !== beforeSeparator(line) && reading !== cellsOf.get(line)?.[0] && reading !== withoutTrail(line) && !(surnameFirst(line).includes(reading) && surnameIn(reading, localLetters)))),
  );
  // Letter-spaced with no wider gap between words ("N O A L E V I"), or in LaTeX's small capitals with their accents
  // apart ("C L EMENCE´ B OIS"): the e-mail says where they break.
  const letterSpaced = (line: string) => /(?:^|\s)\p{L}\s/u.test(line);
  // Not a handle in small letters on a line of its own ("Shaxadhere" by shaxad.here@, the name further down).
  // Nor a contact line whose icon font's glyph stands alone ("@ jane.roe@…⇥ +32 467…⇥ï janeroe"): a name holds no digit and no "@".
  const spacedOut = (line: string) => !/[\d@]/.test(line) && ((!line.includes(' ') && line === line.toUpperCase()) || letterSpaced(line));
  if (local.length > 1 && top.some((line) => spacedOut(line) && lookupKey(line) === local.join(''))) return titleCase(local.join(' ').toUpperCase());
  // "T H O M A S A ." over "L I M M E R", the largest type's two lines, which thomas.a.limmer@ spells together.
  const largestTop = sources[0]!;
  if (email && largestTop.length === 2 && largestTop.every(spacedOut) && largestTop.some(letterSpaced) && lookupKey(largestTop.join('')) === localLetters) {
    return titleCase(emailParts.map((part) => part.replace(/[^a-z]/g, '')).filter(Boolean).join(' ').toUpperCase());
  }
  // Every letter apart, or joined back into one word in capitals; not "samuel k roe", a middle initial between words.
  const allSpaced = (line: string) => /^(?:\p{L} ){3,}\p{L}$/u.test(line.trim()) || /^\p{Lu}{6,}$/u.test(line.trim());
  // "E L I S E C U T T S" by ecutts@: the e-mail's initial and surname say where the given name ends.
  const handle = local.length === 1 ? local[0]!.replace(/\d/g, '') : '';
  const initialledAt = handle ? top.findIndex((line) => spacedOut(line) && startsWithInitialOf(lookupKey(line), handle)) : -1;
  if (initialledAt >= 0) {
    const given = lookupKey(top[initialledAt]!).slice(0, 1 - handle.length);
    // "H A R S H A N k. R O E" by hroe@: a middle initial with its full stop, apart from the given name before it.
    const initial = /\s(\p{L})\.\s/u.exec(top[initialledAt]!)?.[1];
    const parted = initial && given.length > 3 && given.endsWith(fold(initial)) ? `${given.slice(0, -1)} ${initial}.` : given;
    return titleCase(`${parted} ${handle.slice(1)}`.toUpperCase());
  }
  // "K A T A R I I N A R Ö Ö" by katroo@: the given name's first letters, then the surname.
  // A spaced-out line parted where the e-mail's handle says, its letters as written.
  const partedByHandle = (parting: (key: string, handle: string) => string | null) =>
    handle ? top.map((line) => (allSpaced(line) ? asWritten(line, parting(lookupKey(line), handle)) : null)).find(Boolean) : undefined;
  const shortened = partedByHandle(givenNameShortened);
  if (shortened) return titleCase(shortened.toUpperCase());
  // "S A N N A L I N D Q V I S T" by lindqvistsanna@: an e-mail that puts the surname first says where the given name ends.
  const turned = partedByHandle(turnedAt);
  if (turned) return titleCase(turned.toUpperCase());
  // "G Ü R K A N D O Ğ U K A N R O E" by rdogukan@: the surname's initial, then the name the e-mail holds between two others.
  const middleNamed = partedByHandle(initialThenMiddleName);
  if (middleNamed) return titleCase(middleNamed.toUpperCase());
  // A single word in the largest type, after a sidebar: the line it stands on, to read the words beside it.
  const largestWordAt = largest.length === 1 && ONE_WORD.test(largest[0]!) ? lines.indexOf(largest[0]!) : undefined;
  // "FERRAN" in the largest type over "R O E", by ferranroe@: one word over another, the given name and the surname, which
  // the e-mail spells.
  const wordUnder = largestWordAt === undefined ? undefined : lines[largestWordAt + 1]?.trim();
  if (wordUnder && ONE_WORD.test(wordUnder)) {
    const words = [largest[0]!, wordUnder];
    if (words.every((word) => word.length >= 3 && localLetters.includes(fold(word)))) return titleCase(words.join(' ').toUpperCase());
  }
  // "J E A N N E" over "R O E" in the largest type, by roe.workspace@: the given name in smaller capitals over the surname
  // the e-mail spells.
  const wordAbove = largestWordAt === undefined ? undefined : lines[largestWordAt - 1]?.trim();
  if (wordAbove && ONE_WORD.test(wordAbove) && wordAbove === wordAbove.toUpperCase() && !headingOf(wordAbove) && !hasWordOf(wordAbove, NOT_A_NAME)) {
    const words = [wordAbove, largest[0]!];
    if (words.every((word) => word.length >= 3) && localLetters.includes(fold(largest[0]!))) return titleCase(words.join(' '));
  }
  // "BishalLuitel", the space left out: its capitals say where the words break, the e-mail that it is the name
  // (bishalluitel@, or alexisd61@ for "AlexisDuque": the given name and the surname's initial).
  // "MathisRoe" by mroe@: the given name's initial, then the surname.
  const spelledBy = (key: string, givenName: string) =>
    localLetters.startsWith(key) || (key.startsWith(localLetters) && localLetters.length > givenName.length) || (key.length - givenName.length >= 3 && localLetters === key[0] + key.slice(givenName.length));
  // "AdaJaneRoe", the document's first line, by roeada@: one of its words, of four letters or more, in the e-mail.
  const firstLineWordInEmail = (line: string) => line === lines[0] && (line.match(/\p{Lu}\p{Ll}+/gu) ?? []).some((word) => word.length >= 4 && localLetters.includes(fold(word)));
  const joined = top.find((line) => /^\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+){1,2}$/u.test(line) && (spelledBy(lookupKey(line), lookupKey(/^\p{Lu}\p{Ll}+/u.exec(line)![0])) || firstLineWordInEmail(line)));
  if (joined) return joined.replace(/(\p{Ll})(?=\p{Lu})/gu, '$1 ');
  // "Gurmeet roe" by gurmeet77@: a surname typed in small letters, the e-mail spelling the given name's first letters.
  const smallSurname = top
    .map((line) => line.trim())
    .find((line) => /^\p{Lu}\p{Ll}{3,}(?: \p{Ll}{2,}){1,2}$/u.test(line) && localLetters.length >= 5 && localLetters.startsWith(fold(line).slice(0, 5)) && !hasWordOf(line, NOT_A_NAME) && !namesJob(line, context.taxonomy));
  if (smallSurname) return titleCase(smallSurname);
  // "Asmaa" over "Kishk": designed templates stack the given name over the surname.
  const oneWord = (line: string) => /^\p{L}[\p{L}'’-]+$/u.test(line) && !headingOf(line) && !NOT_A_NAME.has(fold(line)) && !namesJob(line, context.taxonomy);
  const stacked = sources.flatMap((source) => pairsOfWords(source, oneWord));
  // "KILYAN" over "GIBERT", the surname the larger, both in large type after a sidebar: only the e-mail can join them.
  // "Roe-Fournier" by lison.roe@: a double surname the e-mail shortens to its first.
  const wordInEmail = (word: string) => localLetters.includes(word.replace(/[^a-z]/g, '')) || (word.includes('-') && word.split('-')[0]!.length >= 3 && localLetters.includes(word.split('-')[0]!));
  const inEmail = (line: string) => fold(line).split(' ').every((word) => word.length >= 2 && wordInEmail(word));
  // Not a heading the parser knows: "Research Interests", which rgi@ would otherwise spell (see emailMatches).
  const headingLines = (context.layout?.headings ?? []).map(({ text }) => readableLine(text)).filter((line) => !headingOf(line));
  // "Mohamed⇥Stage de …" over "BOURRIZ⇥ANCFCC" in the largest type beside the jobs' column, by bourrizmohamed@: the first cells.
  const firstCellsOfLargest = (context.layout?.largest ?? []).map((line) => readableLine(line.split('\t')[0]!));
  // A surname of two joined, one a trade's name ("Roe-Fournier": a fournier bakes), the e-mail confirming it.
  const oneWordOrDouble = (line: string) => oneWord(line) || (/^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u.test(line) && !headingOf(line) && !NOT_A_NAME.has(fold(line)));
  const stackedInHeadings = [...pairsOfWords(headingLines, oneWordOrDouble), ...pairsOfWords(firstCellsOfLargest, oneWord)].filter(inEmail);
  const noBanner = (line: string) => !hasWordOf(line, NOT_A_NAME);
  // "ADDRESS:" over "East Lane, Globex Road": the line under an address's label is the address, not the name.
  const addressed = new Set(lines.flatMap((line, i) => (i > 0 && labelsAddress(lines[i - 1]!) ? [withoutPlaceAfter(line, context.places)] : [])));
  const readings = [...top.filter((line) => !addressed.has(line)).flatMap(segments), ...stacked].filter(noBanner);
  const nameLike = readings.filter((line) => looksLikeName(line, line === largest[0] ? 5 : 4));
  // A job title, a skill or a place in capitals is not a name ("Data Analyst", "Project Management", "Saint Etienne")...
  // "Ian Fleshman-Cooper": a surname of two joined is no trade, though a cooper is.
  const namesTrade = (line: string) => !DOUBLE_BARRELLED.test(line) && isOccupation(line, context.taxonomy);
  const candidates = nameLike
    .filter((line) => !hasWordOf(line, POST_WORDS))
    .filter((line) => !namesTrade(line) && !context.taxonomy.resolveSkill(line) && !context.places.isPlaceName(line) && !townAndState(line, context.places));
  // ...unless the e-mail spells every word of it: "Emily Baker", "Anthony Tanner" (atanner@).
  // A sidebar may set the name by the e-mail, after the main column ("ali nadi" over "C++ Programmer", then the e-mail).
  const emailAt = emailLineIndex(lines, email);
  const nearEmail = emailAt > 8 ? lines.slice(Math.max(0, emailAt - 8), emailAt).flatMap(segments).filter(noBanner) : [];
  // "tn49.gokul@" holds "gokul b"'s given name as a part of its own.
  const opensEmail = (line: string) => {
    const given = fold(line).split(' ')[0]!;
    return given.length >= 4 && (localLetters.startsWith(given) || local.some((part) => part.replace(/\d/g, '') === given));
  };
  // "Alexandre Trendel⇥French Engineer with 3-year experience in web devel-": the name in the first cell of a line whose
  // other column runs a summary beside it, spelled by the e-mail (trendel.alexandre@).
  const headCells = header.slice(0, 8).flatMap((line) => cellsOf.get(line) ?? []);
  // "Curriculum vitae" over "Software Engineer Trainee" over "Personal details" over "Omar Roe": the name opens the personal
  // details, the e-mail confirming it.
  const opensDetails = personalDetails.slice(0, 3).flatMap(segments).filter((line) => noBanner(line) && looksLikeName(line));
  // "ROEBER⇥RÉALISATRICE/MONTEUSE" over "ANGÈLE", by angele.roeber@: a surname in capitals over the given name, in the head's
  // first cells (a title beside the first), the e-mail's two parts: put in the e-mail's order.
  const firstCellsOfHead = header.slice(0, 4).map((line) => cellsOf.get(line)?.[0] ?? line);
  const partsOfEmail = (pair: string) => local.length === 2 && fold(pair).split(' ').sort().join(' ') === [...local].sort().join(' ');
  const stackedCells = pairsOfWords(firstCellsOfHead, oneWord).find((pair) => pair === pair.toUpperCase() && partsOfEmail(pair));
  if (stackedCells) return inEmailOrder(stackedCells);
  const besideTitleInLargest = largest.length === 1 ? besideTitle(largest[0]!, context.taxonomy) : [];
  const wordsOfAName = (line: string) => {
    const words = line.trim().split(/\s+/);
    return words.length >= 2 && words.length <= 3 && looksLikeName(line) && !namesJob(words.slice(1).join(' '), context.taxonomy);
  };
  const found =
    candidates.find((line) => emailMatches(line, local, localLetters, 'confirms')) ??
    opensDetails.find((line) => emailMatches(line, local, localLetters, 'confirms')) ??
    // The name in a heading's type below a sidebar ("VINCENT TRÉLAT" after the skills and contacts), spelled by the e-mail.
    // Not a profile's handles ("ananda-roe-kv⇥AnandaRoeKV" under the contacts), which spell the e-mail as well.
    [...readings, ...nearEmail, ...headingLines, ...stackedInHeadings, ...headCells].filter((line) => noBanner(line) && !HANDLE_SLUG.test(line)).find((line) => (looksLikeName(line) || inLowerCase(line)) && emailMatches(line, local, localLetters, 'spells')) ??
    // "Lungile sibitani", the one line in the largest type, written in lower case: the e-mail opens with its given name.
    sources[0]!.find((line) => inLowerCase(line) && noBanner(line) && !namesJob(line, context.taxonomy) && opensEmail(line)) ??
    // "S A H E E D A D E O Y E" by saheed.ayobami@, its letters joined into one word: a name of the e-mail's says where it breaks.
    // Not "ELIZABETH ROE" by roe.beth@: a line whose words are a name already, its first word a given name the e-mail shortens.
    top.map((line) => brokenByEmailPart(LETTER_SPACED_START.exec(line)?.[0].replace(/ /g, '') ?? (wordsOfAName(line) ? '' : line.split(' ')[0]!), local)).find(Boolean) ??
    // "Minjun Roe Full Stack Engineer", the largest type's one line, by daniel.mjn.roe@: the words before the title, their
    // surname a part of the e-mail, where the given name is another.
    candidates.find((line) => besideTitleInLargest.includes(line) && surnameIn(line, local)) ??
    candidates.find((line) => !unconfirmed.has(line)) ??
    // "RAVI⇥+91 90000 11111": a line whose other cells are contacts is its first cell alone.
    oneWordName(lines.slice(0, 2).map((line) => withoutContactCells(line, cellsOf)), localLetters, oneWord, context) ??
    tradeSurnameAboveTitle(lines, localLetters, context) ??
    statedName(lines) ??
    // "L U C A S  R O E" by lucas.roe@, under a sidebar read first and in smaller type than the title under it: a line in capitals
    // whose words are the e-mail's, and nothing else, is the name wherever it stands.
    (local.length > 1 && local.length === emailParts.length ? lines.find((line) => line === line.toUpperCase() && fold(line).trim().split(/\s+/).join(' ') === local.join(' ') && !hasWordOf(line, NOT_A_NAME)) : undefined);
  // "T H A N D I J O N A S" over "R O E B E R G": letters spaced out lose where the words break; a line that writes the same
  // letters plainly, in more words (a cover letter's signature, "Thandi Jonas Roeberg"), says where; not a line whose letters
  // stand apart ("Antoine DE R OQUEMAUREL", LaTeX's small capitals).
  const words = (line: string) => line.trim().split(/\s+/);
  const writtenPlainly = (letters: string, fewerWords: number) =>
    lines.find((line) => lookupKey(line) === letters && words(line).length > fewerWords && words(line).length <= 4 && words(line).every((word) => word.length > 1) && looksLikeName(line));
  // Where nothing else gave a name, the first spaced-out line at the top, with the line under it (read as one word already:
  // "ROEBERG") or alone, may hold the letters of such a line.
  if (!found) {
    // "LW" atop the page, a designed template's monogram, then "Li Roe" below the skills in a column of its own: the line its
    // initials spell. Not "CV" atop the page, the document's name.
    const monogram = /^\p{Lu}{2,3}$/u.exec(lines[0]?.trim() ?? '')?.[0];
    const initialed = monogram && !NOT_A_NAME.has(fold(monogram)) && lines.slice(1).find((line) => line.trim().split(/\s+/).map((word) => word[0]).join('') === monogram && looksLikeName(line.trim()) && !headingOf(line) && !namesTrade(line) && !context.taxonomy.resolveSkill(line));
    if (initialed) return personName(initialed.trim());
    const heads = [...new Set(top)];
    const spaced = heads.findIndex(letterSpaced);
    const plain = spaced < 0 ? undefined : [heads.slice(spaced, spaced + 2).join(''), heads[spaced]!].map((head) => writtenPlainly(lookupKey(head), 1)).find(Boolean);
    return plain ? personName(plain) : null;
  }
  const name = withGivenNameAbove(withSurnameUnder(found, lines, localLetters), lines, localLetters);
  // "ROEWICZ TOM" in the largest type, "Tom Roewicz" in the text: two words in capitals, in the order the CV writes them plainly.
  const [first, second, ...more] = words(name);
  const writtenTurned = second && more.length === 0 && name === name.toUpperCase() ? lines.find((line) => line !== line.toUpperCase() && fold(line.trim()) === fold(`${second} ${first}`)) : undefined;
  return personName(writtenPlainly(lookupKey(name), words(name).length) ?? writtenTurned?.trim() ?? name);
}

function withoutContactCells(line: string, cellsOf: ReadonlyMap<string, readonly string[]>): string {
  const cells = cellsOf.get(line);
  return cells && cells.length > 1 && cells.slice(1).every((cell) => CONTACT_CELL.test(cell)) ? cells[0]! : line;
}

/** "Je m'appelle Youssef Bensalem", "My name is Grace Tan, …": the name a summary near the top states. */
const STATED_NAME = /\b(?:[Jj]e m['’]appelle|[Mm]y name is|[Mm]e llamo|[Mm]i nombre es)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3})/u;

function statedName(lines: string[]): string | null {
  const name = lines.slice(0, 15).map((line) => STATED_NAME.exec(line)?.[1]).find(Boolean);
  return name && looksLikeName(name) ? name : null;
}

/** "[Jane Ann Roe]": a template's placeholder brackets left around the name written in them. */
const IN_BRACKETS = /^\[([^[\]]+)\]$/u;
/** "Alex “Seoung Yeon” Lee": what the person is called, in quotes between the given name and the surname. */
const QUOTED_NICKNAME = /\s+[“"‘][\p{L} .'-]{1,30}[”"’]\s+/u;

/** A phone number, an e-mail address or a web address alone: "+52 1 55 48 11 90 02", "danielhj.com", "github.com/jo". */
const CONTACT_CELL = /^(?:\+?[\d\s().-]{7,}|\S+@\S+|(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,6}(?:\/\S*)?)$/u;

/** "ananda-roe-kv": a link's handle, three words or more in small letters joined by hyphens, as no name is written. */
const HANDLE_SLUG = /(?:^|\s)\p{Ll}+(?:-\p{Ll}+){2,}(?=\s|$)/u;

/** A mailbox that names no one, on a domain of the person's own: "contact@maxime-moreau.fr", "hello@janedoe.dev". */
const GENERIC_MAILBOX = /^(?:contact|hello|hi|hey|me|mail|email|info|bonjour|salut|moi|pro|jobs?|cv|resume|work)$/;

/** The part of an e-mail that may name its owner: the local part, or the domain's name behind a generic mailbox. */
function nameOfMailbox(email: string): string {
  const [localPart, domain = ''] = email.split('@') as [string, string?];
  return GENERIC_MAILBOX.test(localPart.toLowerCase()) ? domain.split('.').slice(0, -1).join('.') : localPart;
}

/** "S A H E E D A D E O Y E SYSTEMS ADMINISTRATOR": letters spaced out, at the start of a line, before a word of its own. */
const LETTER_SPACED_START = /^(?:\p{Lu} ){5,}\p{Lu}(?= \p{L}{2}|$)/u;

/** "SAHEEDADEOYE" by saheed.ayobami@ (or adeoye.s@): "Saheed Adeoye", where a part of the e-mail begins or ends the word. */
function brokenByEmailPart(word: string, local: string[]): string | null {
  const key = fold(word);
  // "merwanachibet" by achibet.merwan@: in small letters, a word that two parts of the e-mail spell whole.
  if (/^\p{Ll}{8,}$/u.test(word)) {
    const first = local.find((part) => part.length >= 3 && key.startsWith(part) && local.includes(key.slice(part.length)));
    return first ? titleCase(`${first} ${key.slice(first.length)}`.toUpperCase()) : null;
  }
  if (!/^\p{Lu}{8,}$/u.test(word)) return null;
  const part = local.find((name) => name.length >= 4 && key.length - name.length >= 3 && (key.startsWith(name) || key.endsWith(name)));
  if (part) {
    const at = key.startsWith(part) ? part.length : key.length - part.length;
    return titleCase(`${word.slice(0, at)} ${word.slice(at)}`);
  }
  // "A S H M O R R O W" by xyjmorrow@: the surname ends the e-mail too, after initials. Not "ROEKOVSKY" by roecovsky@, the
  // word itself spelt with one letter changed.
  const surname = Math.max(0, ...local.filter((name) => !oneLetterApart(key, name)).map((name) => sharedEnd(key, name)));
  return surname >= 5 && key.length - surname >= 3 ? titleCase(`${word.slice(0, -surname)} ${word.slice(-surname)}`) : null;
}

function oneLetterApart(a: string, b: string): boolean {
  return a.length === b.length && [...a].filter((letter, at) => letter !== b[at]).length === 1;
}

function sharedEnd(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1;
  return n;
}

/**
 * "Maria Divina" over "M. Daroya": a name of three words on two lines, the middle name's initial and the surname under the given
 * names. "TOMAS" over "ANDREI" over "POPESCU" by tomas.andrei.popescu@: a third word stacked under two, which the e-mail spells.
 */
function withSurnameUnder(found: string, lines: string[], localLetters: string): string {
  const under = lines[lines.indexOf(found) + 1];
  if (lines.includes(found)) return under && INITIAL_AND_SURNAME.test(under) ? `${found} ${under}` : found;
  const pairAt = lines.findIndex((line, i) => `${line} ${lines[i + 1]}` === found);
  const third = pairAt >= 0 ? lines[pairAt + 2]?.trim() : undefined;
  const spelled = (words: string) => fold(words).split(' ').every((word) => word.length >= 3 && localLetters.includes(word));
  return third && ONE_WORD.test(third) && !fold(found).split(' ').includes(fold(third)) && spelled(`${found} ${third}`) ? `${found} ${third}` : found;
}
const INITIAL_AND_SURNAME = /^\p{Lu}\.\s?\p{Lu}[\p{L}'’-]+$/u;
const ONE_WORD = /^\p{Lu}[\p{L}'’-]+$/u;

/** "Daniel" over "Hernandéz Jimenéz" by danielhg52@: the given name on the line above the surnames, which the e-mail spells. */
function withGivenNameAbove(found: string, lines: string[], localLetters: string): string {
  const above = lines[lines.indexOf(found) - 1];
  const given = above ? fold(above) : '';
  // "KOFFI" over "MBALA NZUZI" by mbalanzuzikoffi@: in capitals too, and where the e-mail ends with it.
  const spelled = given.length >= 3 && (localLetters.startsWith(given) || localLetters.endsWith(given));
  return lines.includes(found) && /^(?:\p{Lu}\p{Ll}+|\p{Lu}+)$/u.test(above ?? '') && spelled && !fold(found).split(' ').includes(given) ? `${above} ${found}` : found;
}

/** The first line that holds the e-mail, or its start when the address is broken over two. */
export function emailLineIndex(lines: string[], email: string | null): number {
  if (!email) return -1;
  const whole = lines.findIndex((line) => line.toLowerCase().includes(email));
  return whole >= 0 ? whole : lines.findIndex((line) => line.toLowerCase().includes(email.slice(0, email.indexOf('@') + 1)));
}

/**
 * "Murali" over "SQL BI Developer Consultant", "Sola | 9000000000 | sola@…": a name of one word, as some
 * write theirs, on the CV's first line above a title, or spelled whole by the e-mail.
 */
function oneWordName(lines: string[], localLetters: string, oneWord: (line: string) => boolean, context: ParseContext): string | null {
  const [firstLine, second] = lines.map((line) => line.trim()).filter(Boolean);
  // "Sasid Resume": the document's word after the name.
  const first = firstLine?.split(SEPARATORS)[0]!.trim().replace(/\s+(?:resume|résumé|cv)$/i, '');
  if (!first || first.length < 3 || !/^\p{Lu}/u.test(first) || !oneWord(first)) return null;
  if (fold(first) === localLetters) return personName(first);
  // "Anvita" by anvita.roe@, "Ritika" by ritikaroe14@: the CV's first line alone, the given name the e-mail opens with.
  if (first === firstLine && fold(first).length >= 4 && localLetters.startsWith(fold(first))) return personName(first);
  // Alone on its line ("SVP, REGIONAL SALES DIRECTOR" is a title), over a short line that names a job.
  const aboveTitle = first === firstLine && second !== undefined && isShortTitle(second, context);
  // A surname that a small town shares ("ANDERSON", "Nelson") is a name there; a city or a state over a title says where.
  const saysWhere = context.places.isCity(first) || context.places.isRegionOrCountry(first);
  // "LukasRoe" over "Web Developer": a given name and a surname whose space a Word run left out, apart again.
  const apart = first.replace(/^(\p{Lu}\p{Ll}{2,})(?=\p{Lu}\p{Ll}{2,}$)/u, '$1 ');
  return aboveTitle && !saysWhere && !context.taxonomy.resolveSkill(first) ? personName(apart) : null;
}

/**
 * "Jason Miller" over "Amazon Associate": a surname that is also a trade (Miller, Baker, Cook) reads as a
 * title, and an e-mail that does not spell it (a template's email@email.com) cannot confirm it. On the
 * CV's first line, over a short line that names a job, it is the name when its other words name no job,
 * skill or place and the line is no occupation's own label ("Registered Nurse" over "ICU Nurse"). So is a
 * given name that is a trade (Mason), over the CV's first heading, the e-mail spelling a word of it, and a
 * trade between two names (Ali Baker Roe), the e-mail spelling one of them.
 */
function tradeSurnameAboveTitle(lines: string[], localLetters: string, context: ParseContext): string | null {
  const [first, second] = lines.map((line) => line.trim()).filter(Boolean);
  if (!first || second === undefined || !looksLikeName(first) || hasWordOf(first, NOT_A_NAME) || hasWordOf(first, POST_WORDS)) return null;
  const words = first.split(/\s+/);
  const isLabel = (text: string) => lookupKey(context.taxonomy.occupationOf(text) ?? '') === lookupKey(text);
  if (isLabel(first)) return null;
  // "MASON ROE" over "EDUCATION": a given name that is a trade, the CV's first line over its first heading.
  // "JOHN BAKER" over "EDUCATION" too: a surname that is a trade, where the e-mail spells one of the line's words (not
  // LiveCareer's "PRESCHOOL TEACHER" over "Summary", a title where its anonymised resumes put the name). A surname may name
  // a village (Denby), not a city.
  const spelled = (word: string) => word.length >= 3 && localLetters.includes(fold(word));
  const overHeading = headingOf(second) !== null && words.some(spelled);
  // "ALI BAKER ROE": a trade between a given name and a surname the e-mail spells is no title's head word, whatever follows.
  const middleTrade = words.length >= 3 ? words.slice(1, -1).findIndex((word) => isLabel(lookupKey(word))) + 1 : 0;
  const betweenNames = middleTrade > 0 && words.some((word, i) => i !== middleTrade && spelled(word));
  const tradeAt = isLabel(lookupKey(words.at(-1)!)) ? words.length - 1 : isLabel(lookupKey(words[0]!)) && overHeading ? 0 : betweenNames ? middleTrade : -1;
  if (tradeAt < 0) return null;
  const namesPlace = (word: string) => (overHeading || betweenNames ? context.places.isCity(word) : context.places.isPlaceName(word));
  const otherWordsNameNothing = words.filter((_, i) => i !== tradeAt).every((word) => !RANKS.has(fold(word)) && !namesJob(word, context.taxonomy) && !context.taxonomy.resolveSkill(word) && !namesPlace(word));
  // "Tech Support Executive - Teleperformance for Microsoft": the title before its employer.
  const title = second.split(SEPARATORS)[0]!.trim();
  return otherWordsNameNothing && (isShortTitle(title, context) || overHeading || betweenNames) ? personName(first) : null;
}

/** Words that rank a trade in a title ("Head Chef", "Line Cook", "Master Carpenter"), no given names. */
const RANKS = new Set(['head', 'line', 'sous', 'chief', 'senior', 'junior', 'lead', 'master', 'pastry', 'prep', 'commis', 'sr', 'jr', 'principal', 'staff', 'station', 'short', 'journeyman', 'apprentice', 'certified', 'licensed', 'registered', 'general', 'executive', 'assistant']);

/** A short line that names a job, the title under a name, not a summary's sentence. */
function isShortTitle(line: string, context: ParseContext): boolean {
  return line.split(/\s+/).length <= 6 && !/[.,;]$/.test(line) && namesJob(line, context.taxonomy);
}

/**
 * Whether the e-mail's local part confirms a line (each of its parts is a word of the line:
 * "camille" for "Camille Martin Data Analyst"), or spells it whole ("emily.baker12",
 * "ebaker", "bakere" for Emily Baker).
 */
function emailMatches(line: string, local: string[], localLetters: string, how: 'confirms' | 'spells'): boolean {
  if (local.length === 0) return false;
  const letters = (word: string) => word.replace(/[^a-z]/g, '');
  // "samuel k roe" by samuelroe71@: a middle name's initial is not in the e-mail.
  // "Lison Roe-Fournier" by lison.roe@: a double surname that the e-mail shortens to its first part.
  const shortened = (word: string) => {
    const first = letters(word.split('-')[0]!);
    return word.includes('-') && first.length >= 3 && local.map(letters).includes(first) ? first : letters(word);
  };
  const written = fold(line).split(/\s+/);
  const all = written.map(shortened).filter(Boolean);
  const words = all.length >= 3 ? all.filter((word) => word.length > 1) : all;
  // A name in another script has no letters to compare: nothing confirms it.
  if (words.length === 0) return false;
  // "barber.527@": a part of digits alone names no word.
  const parts = local.map(letters).filter(Boolean);
  if (how === 'confirms' ? parts.every((part) => words.includes(part)) : words.every((word) => parts.includes(word))) return true;
  // "sihemouledhsin" for Sihem Ouled Hsin: every word, in order, and nothing else.
  if (words.length >= 2 && words.join('') === localLetters) return true;
  // "jope.zareno.up@" for John Arthuro P. Zareno: the surname a part of its own, another opening with the given name's initial.
  const surname = words.at(-1)!;
  if (words.length >= 2 && surname.length >= 4 && parts.includes(surname) && parts.some((part) => part !== surname && part[0] === words[0]![0])) return true;
  // "felixbarber@" for Felix Joseph Barber: the given name and the surname, the middle name left out; "omarroe2015@" for
  // Omar Roe Basso: the two first names, the last left out (not "Akshay Roe Front-End", a title's word stacked under them).
  if (words.length === 3 && (words[0]! + words[2]! === localLetters || (words[0]! + words[1]! === localLetters && !written.at(-1)!.includes('-')))) return true;
  // "meena.roenair@" for Meenakshi Roe Nair: the given name shortened, then the other names run together.
  if (words.length >= 2 && parts.length === 2 && parts[0]!.length >= 4 && words[0]!.startsWith(parts[0]!) && words.slice(1).join('') === parts[1]) return true;
  if (words.length !== 2) return false;
  // "barber.527@" for Felix Barber: the surname is all the e-mail's letters.
  if (surname.length >= 4 && parts.length === 1 && parts[0] === surname) return true;
  const [first, last] = words as [string, string];
  // "hrw2509@" for Hunter Wilson: the name's initials, a middle one between them; "hwkastner@" for Hunter Kastner: the initials
  // before the surname.
  if (localLetters.length >= 2 && localLetters.length <= 3 && local.length === 1 && localLetters[0] === first[0] && localLetters.at(-1) === last[0]) return true;
  if (last.length >= 4 && localLetters.length === last.length + 2 && localLetters[0] === first[0] && localLetters.endsWith(last)) return true;
  // "mattbakerk@" for Matthew Baker: the given name's start, shortened as it is called, then the surname.
  if (last.length >= 4 && first.length >= 3 && localLetters.startsWith(first.slice(0, 3)) && localLetters.includes(last, 3)) return true;
  // "alinadi.cp": the name may be one part of the e-mail's local part.
  const spelled = [first + last, first[0] + last, last + first, last[0] + first, last + first[0], first + last[0]];
  if ([localLetters, ...parts].some((written) => written.length >= 5 && spelled.includes(written))) return true;
  // "mlndao" for Lamine Ndao: another given name's initial before the initial and the surname.
  return localLetters.length <= first.length + last.length && [first + last, first[0] + last].some((tail) => tail.length >= 5 && localLetters.endsWith(tail));
}

/**
 * "EL FAHIMI" over "FATIMA-EZZAHRA", "OWINO" over "ANDREW" over "OTIENO": a name of several words
 * stacked on the two or three lines of the largest type, as designed templates set it, when the
 * e-mail spells one of the lines ("felfahimi", "andrewowino085").
 */
function stackedLines(largest: string[], localLetters: string, context: ParseContext): string | null {
  if (largest.length !== 2 && largest.length !== 3) return null;
  const spelled = (line: string) => {
    const letters = fold(line).replace(/[^a-z]/g, '');
    return letters.length >= 4 && localLetters.includes(letters);
  };
  // "NATHAN" over "ONGOLO ZOGO": a given name that is also a town's, spelled by the e-mail, is a part.
  // "JOHN-EMEKA ROEBER" over "KENNEDY", by roeberjohn@: the last of three names, which a small town shares, under the words the
  // e-mail spells.
  const lastName = (line: string) => line === largest.at(-1) && /^\p{Lu}{3,}$/u.test(line) && !context.places.isCity(line) && largest.slice(0, -1).some((above) => above.split(' ').some(spelled));
  const part = (line: string) => /^\p{L}[\p{L}'’-]*(?: \p{L}[\p{L}'’-]*)?$/u.test(line) && !hasWordOf(line, NOT_A_NAME) && !namesJob(line, context.taxonomy) && (!context.places.isPlaceName(line) || spelled(line) || lastName(line));
  const joined = largest.join(' ');
  // A third line of one letter is a word broken by its column ("ABLAMEYK" over "O"), not a third name.
  const words = largest.length === 2 || largest.every((line) => /\p{L}{2}/u.test(line));
  // "NGUYEN" over "NGHIEM THANH" by thanh029023@: the e-mail may spell one word of a line.
  const spelledWord = (line: string) => spelled(line) || line.split(' ').some(spelled);
  // "ANA MARIA" over "KOVALENKO" by amk@, "SALMA NOUR" over "DIA" with no e-mail: in capitals, two given names over a surname
  // of their own, which no e-mail need spell.
  const [first, second] = largest;
  const namesOverSurname =
    largest.length === 2 && largest.every((line) => line === line.toUpperCase()) && first!.split(' ').length === 2 && /^\p{Lu}{3,}$/u.test(second!) && !headingOf(second!) && !CREDENTIALS_IN_CAPITALS.test(` ${second}`);
  // "roeber" over "baptiste", in small letters as a designed template sets them.
  return words && largest.every(part) && (largest.some(spelledWord) || namesOverSurname) && looksLikeName(titleCase(joined)) ? joined : null;
}

/** Two or three different one-word lines one under the other, read as one: "Asmaa Kishk", "Sihem Ouled Hsin". */
function pairsOfWords(lines: string[], oneWord: (line: string) => boolean): string[] {
  const pair = (i: number) => oneWord(lines[i]!) && i + 1 < lines.length && oneWord(lines[i + 1]!) && fold(lines[i]!) !== fold(lines[i + 1]!);
  return lines.flatMap((line, i) => {
    if (!pair(i)) return [];
    const third = pair(i + 1) && fold(line) !== fold(lines[i + 2]!) ? [`${line} ${lines[i + 1]} ${lines[i + 2]}`] : [];
    return [...third, `${line} ${lines[i + 1]}`];
  });
}

/** "PERSONAL INFORMATION Antonio Méndez Ruiz": Europass sets its headings in a column of their own, on the name's line. */
function afterHeading(line: string): string {
  // "À PROPOS DE MOI" is a heading whole, not "À PROPOS" before a name.
  if (headingOf(line)) return line;
  const words = line.split(/\s+/);
  for (let n = Math.min(4, words.length - 2); n >= 1; n -= 1) {
    if (headingOf(words.slice(0, n).join(' ')) && /^\p{Lu}/u.test(words[n]!)) return words.slice(n).join(' ');
  }
  return line;
}

/**
 * "RESUME OF MS LISA SHAW", "CV de Jean Martin", "Curriculum Vitae for Ana Roe", "CV – Aras Bražiūnas", "Curriculum Vitae
 * JANE ROE": a banner that names whose CV it is; without a word or a mark between them, the name is in capitals.
 */
function afterBanner(line: string): string {
  const named = line.replace(/^(?:r[eé]sum[eé]|cv|curriculum[ -]vitae)(?:\s+(?:of|for|de)|\s*(?:[-–—:|]|_+))\s+(?=\p{L})/iu, '');
  if (named !== line) return named;
  const rest = line.replace(/^(?:r[eé]sum[eé]|cv|curriculum[ -]vitae)\s+/iu, '');
  return /^\p{Lu}+(?:\s+\p{Lu}+)+$/u.test(rest) ? rest : line;
}

function hasWordOf(line: string, words: ReadonlySet<string>): boolean {
  return fold(line).split(/\s+/).some((word) => words.has(word));
}

/** One word, then a town and its state: a surname set under the given name, the place beside it. */
const PLACE_AFTER = /^(\p{L}[\p{L}'’-]+)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2},\s*\p{Lu}[\p{L}.]*(?:\s+\p{Lu}\p{L}*)?)$/u;
function withoutPlaceAfter(line: string, places: ParseContext['places']): string {
  // "Michael Roe, M.S.": a degree after the name, not a town and its state.
  if (DEGREE_AFTER_NAME.test(line)) return line;
  const parted = PLACE_AFTER.exec(line);
  return parted && townAndState(parted[2]!.replace(/,/g, ''), places) ? parted[1]! : line;
}

/** "Park Ridge IL": a town and its state without the comma. */
function townAndState(line: string, places: ParseContext['places']): boolean {
  const words = line.split(/\s+/);
  return words.length > 1 && places.isRegionOrCountry(words.at(-1)!) && places.isPlaceName(words.slice(0, -1).join(' '));
}

/** "elisecutts" of "ecutts": the given name's initial, then the whole surname, which is three letters or more. */
/** "sanna lindqvist" where the e-mail's handle is "lindqvistsanna": the key's letters parted where the handle turns them round. */
function turnedAt(key: string, handle: string): string | null {
  if (key.length !== handle.length) return null;
  for (let at = 2; at <= key.length - 2; at++) if (handle === key.slice(at) + key.slice(0, at)) return `${key.slice(0, at)} ${key.slice(at)}`;
  return null;
}

/** "KATARIINA RÖÖ": the letters of a spaced-out line as written, parted where its key's were ("katariina roo"). */
function asWritten(line: string, parted: string | null): string | null {
  if (!parted) return null;
  const letters = line.replace(/[^\p{L}]/gu, '');
  const words = parted.split(' ');
  if (letters.length !== words.join('').length) return parted;
  let at = 0;
  return words.map((word) => letters.slice(at, (at += word.length))).join(' ');
}

/** "gurkan dogukan roe" where the e-mail's handle is "rdogukan": the surname's initial, then a name the key holds between two. */
function initialThenMiddleName(key: string, handle: string): string | null {
  const middle = handle.slice(1);
  const at = key.indexOf(middle);
  const surname = key.slice(at + middle.length);
  return middle.length >= 4 && at >= 3 && surname.length >= 3 && surname[0] === handle[0] ? `${key.slice(0, at)} ${middle} ${surname}` : null;
}

/** "katariina roo" where the e-mail's handle is "katroo": the key's letters parted where the handle's surname begins. */
function givenNameShortened(key: string, handle: string): string | null {
  if (handle.length < 6 || key.length <= handle.length) return null;
  for (let at = 2; at <= handle.length - 3; at++) {
    const surname = handle.slice(at);
    const given = key.slice(0, key.length - surname.length);
    if (key.endsWith(surname) && given.startsWith(handle.slice(0, at))) return `${given} ${surname}`;
  }
  return null;
}

function startsWithInitialOf(key: string, initialAndSurname: string): boolean {
  return initialAndSurname.length >= 4 && key.length >= initialAndSurname.length + 2 && key[0] === initialAndSurname[0] && key.endsWith(initialAndSurname.slice(1));
}

/**
 * "Benhadja saddam", "ali nadi", "gokul b", "samuel k roe": a name typed with words in lower case, which
 * only the e-mail can confirm; two or three words, an initial among them last or between two.
 */
function inLowerCase(line: string): boolean {
  const words = line.split(/\s+/);
  const named = words.filter((word, i) => i === 0 || !/^\p{L}\.?$/u.test(word));
  return words.length >= 2 && words.length <= 3 && named.every((word) => /^\p{L}[\p{L}'’-]+$/u.test(word)) && !repeatsWord(words);
}

/** "IgorDGomes Igordgomes": the same handle twice, beside a GitHub and a LinkedIn icon, is no name. */
function repeatsWord(words: string[]): boolean {
  return new Set(words.map(fold)).size < words.length;
}

/**
 * What parts a name from the rest of its line: a dash or a bar, a comma, an icon font's glyph ("Gaël Foppolo \u008c www.gaelfoppolo.com"),
 * the replacement character pdf.js gives an icon it cannot map ("Cecília Roe � croe@…"), an emoji ("Pascal Nauroy 📞 06…") or a bullet between spaces ("● Jan de Vries ● (+31) 612345678 ● Portfolio: …").
 */
const COMMA_OR_ICON = String.raw`\s*,\s*|\s*[\u0080-\u009F\uE000-\uF8FF\uFFFD\p{Extended_Pictographic}]\s*|\s+[•●▪■◆·]\s+`;
const LEADING_BULLET = /^[•●▪■◆·]\s+/u;
const SEPARATORS = new RegExp(String.raw`\s+[–—-]\s+|\s*\|\s*|${COMMA_OR_ICON}`, 'u');
/** A slash too, on a line with an e-mail only: "Anna Rowan / anna.rowan@…", but "Maintenance / Residential" is a title. */
const SEPARATORS_WITH_SLASH = new RegExp(String.raw`\s+[–—/-]\s+|\s*\|\s*|${COMMA_OR_ICON}`, 'u');

/** "CANISARES–MORÈRE", "FORESTIER -- FORAY": a dash between two letters, or two hyphens between spaces, join a double surname as a hyphen would. */
const DASH_IN_WORD = /(?<=\p{L})(?:[–—]|\s+--\s+)(?=\p{L})/gu;

/** An icon font's glyph before the name, as a letter or a symbol: "g Hassan OULCAID". */
const ICON_BEFORE = /^(?:\p{Ll}|[^\p{L}\p{N}\s(])\s+(?=\p{Lu})/u;

/** "R OQUEMAUREL": a capital, then the small capitals of the rest of its word, set apart as LaTeX's small caps are. */
const SMALL_CAPITAL_APART = /(?<=^|\s)(\p{Lu}) (\p{Lu}{3,})(?=\s|$)/gu;

/** "Teddy Kana Boumkwo II", "John Smith Jr.": a generation after the surname, no word of the name's count. */
const ROMAN_NUMERAL = '(?:II|III|IV)';
const GENERATION = new RegExp(String.raw`\s+(?:[JS]r\.?|${ROMAN_NUMERAL})$`, 'u');
/** A generation keeps its capitals when the name is put in title case. */
const ROMAN_GENERATION = new RegExp(`^${ROMAN_NUMERAL}$`);

/**
 * Two to four capitalised words, particles and initials among them; five where the caller says
 * templates set the name (two given names and two surnames: "Selwins Pedro David Ordoñez Galicia").
 */
function looksLikeName(line: string, maxWords = 4, maxLength = 40): boolean {
  if (headingOf(line) || /[\d@:|/]/.test(line) || line.length > maxLength) return false;
  const words = line.replace(GENERATION, '').split(/\s+/);
  // "REY ALLEN REYES DE LA TORRE": particles do not count among the words.
  const named = words.filter((word) => !PARTICLES.has(word.toLowerCase()));
  if (words.length < 2 || named.length > maxWords || words.length > maxWords + 2) return false;
  // "Michael's Arts And Crafts Store": a firm's name is as long, and has words no name has.
  if (words.length === 5 && words.some((word) => /['’]s$|^(?:and|of|the|for|&)$/i.test(word))) return false;
  if (repeatsWord(words)) return false;
  // "Jean de La Fontaine", "Anne-Marie van der Berg": particles in lower case, between capitalised words.
  const capitalised = (word: string) => /^(?:[dl]['’])?[\p{Lu}][\p{L}'’-]*\.?$/u.test(word) || /^[\p{Lu}'’-]{2,}$/u.test(word);
  // "H.M. HWANG": initials run together before the surname.
  const initials = (word: string) => /^(?:\p{Lu}\.){2,3}$/u.test(word);
  return (capitalised(words[0]!) || initials(words[0]!)) && capitalised(words.at(-1)!) && words.every((word) => capitalised(word) || initials(word) || PARTICLES.has(word));
}

/** "Ian Fleshman-Cooper": a surname of two, joined by a hyphen, last on the line. */
const DOUBLE_BARRELLED = /\s\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u;

const PARTICLES = new Set(['de', 'du', 'des', 'la', 'le', 'van', 'von', 'der', 'den', 'ter', 'da', 'di', 'del', 'dos', 'bin', 'al', 'el']);

/** "A.Aishwarya", "B.ROE": an initial run into the name, as Indian CVs write the father's initial. */
const JOINED_INITIAL = /^(\p{Lu})\.(?=\p{Lu}\p{Ll}|\p{Lu}{3,}(?:\s|$))/u;
/** "Robert W . Roe Jr.": a middle initial's full stop set apart, as a PDF's spacing may leave it. */
const INITIAL_STOP_APART = /(?<=(?:^|\s)\p{Lu}) \.(?=\s)/gu;
/** "Rohan .K. Roe": a middle initial between two full stops. */
const INITIAL_BETWEEN_STOPS = /(?<=\s)\.(\p{Lu}\.)(?=\s)/gu;
/** "THILAGARAJ.K": the initial run onto the name's end, as South Indian CVs write it after the given name. */
const INITIAL_JOINED_AFTER = /(?<=\p{L}{3})\.(\p{Lu})$/u;
/** "M. Jean Martin", "Mme Sophie Durand", "Dr. Jane Roe": the name is what follows. */
const CIVILITY = /^(?:m\.|mme\.?|mlle\.?|mr\.?|mrs\.?|ms\.?|miss|dr\.?|madame|monsieur|mademoiselle)\s+(?=\p{Lu})/iu;

/** "MARTIN, Camille", "Zareno, John Arthuro P.": the surname, then a comma and the given names. */
function surnameFirst(line: string): string[] {
  // "ROE, CALEB CHIDI": the same in capitals.
  const match = /^(\p{Lu}[\p{L}'’-]+),\s+(\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\p{Ll}[\p{L}'’-]*){0,2}(?:\s+\p{Lu}\.)?)$/u.exec(line.trim()) ?? /^(\p{Lu}{2,}[\p{Lu}'’-]*),\s+(\p{Lu}{2,}[\p{Lu}'’-]*(?:\s+\p{Lu}{2,}[\p{Lu}'’-]*){0,2})$/u.exec(line.trim());
  return match ? [`${match[2]} ${match[1]}`] : [];
}

/** "Camille Martin Data Analyst", as two-column heads set the name and the title on one baseline: the words before the title. */
function besideTitle(line: string, taxonomy: Taxonomy): string[] {
  const words = line.trim().split(/\s+/);
  // "Ben Roe Principal Systems Architect & Technical Mentor": an ampersand is no word of the count.
  const wordCount = words.filter((word) => /\p{L}/u.test(word)).length;
  if (wordCount < 3 || wordCount > 7) return [];
  for (const count of [2, 3]) {
    const rest = words.slice(count).join(' ');
    if (rest && namesJob(rest, taxonomy)) return [words.slice(0, count).join(' ')];
  }
  return [];
}

/** "ROEJean-Christophe": a surname in capitals run into the given name after it, two runs of a PDF without their space. */
const SURNAME_JOINED = /^(\p{Lu}{2,})(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)$/u;
function surnameJoined(line: string): string[] {
  const words = SURNAME_JOINED.exec(line.trim());
  return words ? [`${words[1]} ${words[2]}`] : [];
}

/** "Hugo Roe computer science student": two or three capitalised words, then only words in small letters. */
const BEFORE_SMALL_LETTERS = /^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})(?:\s+\p{Ll}+){2,6}$/u;
function beforeSmallLetters(line: string): string[] {
  const words = BEFORE_SMALL_LETTERS.exec(line.trim());
  return words ? [words[1]!] : [];
}

/** "NAME", "Nom et Prénoms :": a form's label for the whole name on a line of its own, the value under it. */
const NAME_LABEL_ALONE = /^(?:(?:full )?name|nom et pr[ée]noms?|pr[ée]noms? et noms?|nom complet)\s*:?$/i;

/** "Nom de famille⇥Moreau de Valbonnais": a form's label, then a colon, or the space its labels' column leaves. */
const SURNAME_LABEL = /^(?:nom(?: de famille)?|last ?name|surname|family name)(?:\s*:\s*|\s+)(.+)$/i;

/** "Full Name: Ghana Vinodhini", or "Nom : Dupont" and "Prénom : Marie", on lines of their own, as form-like CVs and text dumps write them. */
function labelledName(lines: string[]): string | null {
  const value = (label: RegExp) => labelledValue(lines, label);
  // "Full Name: Ghana Vinodhini", "Candidate name : …", "Nom complet : …", a profile copied as text ("LINKEDIN PROFILE: Marcus Johnson"; a link there is no name).
  // "Name : WONG, Yuen-yi Kelly": the surname in capitals first, then a comma.
  // "Name: Dana (Dee) Roe": what the person is called, in brackets, is no part of the name.
  // "NAME: M.ROE", "Name :S.Azim Roe": an initial before the name, the full stop without its space.
  // "• Name: [Ada Jane Roe]": a template's brackets left around the name typed over its blank.
  const full = value(/^(?:full name|name|name in english|english name|candidate(?:'s)? name|applicant(?:'s)? name|nom complet|nom et pr[ée]nom|pr[ée]nom et nom|linkedin profile|profil linkedin)\s*:\s*(.+)$/i)
    ?.replace(IN_BRACKETS, '$1')
    .replace(/^(\p{Lu}{2,}),(?=\s)/u, '$1')
    .replace(CALLED, '')
    .replace(/^(\p{Lu})\.(?=\p{Lu}\p{L})/u, '$1. ');
  const surname = value(SURNAME_LABEL);
  // "Name: Lakshmi": after its label, one word is a name too, as South Indian names are often written; "NAME: Gift" over
  // "SURNAME: Banda" is the given name, the surname under it.
  const oneWord = full && /^\p{Lu}[\p{L}'’-]+$/u.test(full) && !NOT_A_NAME.has(fold(full));
  if (oneWord && surname && looksLikeName(`${full} ${surname}`)) return personName(`${full} ${surname}`);
  if (full && (looksLikeName(full) || oneWord)) return personName(full);
  // "Name:  Hodan said warsame": after its label, a name whose later words were typed in small letters.
  if (full && /^\p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){1,3}$/u.test(full) && looksLikeName(titleCase(full))) return personName(titleCase(full));
  // "Name\t\t\tDamien Le Grand": Word templates set personal details as a table of tabs, which reach here as a space.
  // "Name in English  Chan Mei Ling", as Hong Kong CVs label the name beside the one in Chinese.
  // "Full name⇥Marcin Firmanty", the label in sentence case.
  const tabbed = value(/^(?:(?:Full|FULL|English) (?:Name|NAME|name)|Name|NAME)(?: in English)?\s+(\p{Lu}.+)$/u);
  if (tabbed && looksLikeName(tabbed) && !hasWordOf(tabbed, NOT_A_NAME)) return personName(tabbed);
  // "Nom Luc Roe", "Nom : Luc Roe": French forms' "Nom" holds the whole name where no label gives the given name apart.
  const nom = value(/^(?:nom|Nom|NOM)(?:\s*:\s*|\s+)(\p{Lu}.+)$/u);
  const givenApart = lines.some((line) => /^\s*(?:pr[ée]nom|first name|given name)\b/i.test(line));
  if (nom && !givenApart && nom.split(/\s+/).length >= 2 && !PARTICLES.has(fold(nom.split(/\s+/)[0]!)) && looksLikeName(nom) && !hasWordOf(nom, NOT_A_NAME)) return personName(nom);
  // "NAME" over "GEOFFREY G. KINYAKI": a form's label on a line of its own, the value under it.
  // "Nom et Prénoms :" over "ROE Yao Paul" over "Marc Junior": a French form's label, the names under it going on to a
  // second line when the first holds no more.
  const under = lines.findIndex((line) => NAME_LABEL_ALONE.test(line.trim()));
  const names = lines[under + 1]?.trim();
  if (under >= 0 && names && looksLikeName(names) && !hasWordOf(names, NOT_A_NAME)) {
    const more = lines[under + 2]?.trim();
    // Only after a surname in capitals and given names in small letters, as French forms write them: not "John Roe" over "Web Developer".
    const surnameThenGiven = /^\p{Lu}{2,}(?: \p{Lu}{2,})* \p{Lu}\p{Ll}/u.test(names);
    const goesOn = more && surnameThenGiven && /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$/u.test(more) && looksLikeName(`${names} ${more}`, 6, 60) && !headingOf(more) && !hasWordOf(more, NOT_A_NAME);
    return personName(goesOn ? `${names} ${more}` : names);
  }
  return givenAndSurname(lines);
}

/**
 * What the first line a label opens gives after it; "• Name :  Nasri Mohammed Melek": a form's labels set as a bulleted list,
 * or after an icon font's glyph. "Name： Kaltouma Abakar Saleh": the full-width colon of a CV written with a Chinese keyboard.
 * "Name : Abebe Roe⇥⇥Mobile number : 0911…": up to the next column's field, its label (the columns' gap is a space by now).
 */
function labelledValue(lines: string[], label: RegExp): string | undefined {
  return lines.map((line) => label.exec(line.trim().replace(/^[•●▪*\uE000-\uF8FF-]\s*/u, '').replace(/\uFF1A/g, ':'))?.[1]?.replace(NEXT_FIELD_AFTER, '').trim()).find(Boolean);
}
const NEXT_FIELD_AFTER = /\s+(?:mobile|phone|tel|telephone|cell|e-?mail|whatsapp|address|date of birth|dob|gender|sex|nationality|age|region|city)(?:\s*(?:no|number|n°)\.?)?\s*:.*$/i;

/** "Prénom : Marie" and "Nom : Dupont", or "Prénom⇥Baptiste" and "Nom de famille⇥Roe" in a form's columns: the name they make. */
function givenAndSurname(lines: string[]): string | null {
  const value = (label: RegExp) => labelledValue(lines, label);
  const surname = value(SURNAME_LABEL);
  const given = value(/^(?:pr[ée]nom|first ?name|given name)(?:\s*:\s*|\s+)(.+)$/i);
  const name = `${given} ${surname}`;
  // Labelled, a name may be as long as French ones of several surnames and particles are ("Baptiste Moreau de Valbonnais d’Arnoville").
  return given && surname && looksLikeName(name, 4, 60) ? personName(name) : null;
}

/** A name as a profile shows it: capitals made title case, the given name first ("DUPONT Jean-Pierre", as French CVs write it, is Jean-Pierre Dupont). */
function personName(written: string): string {
  // "Chase Corbin.": a full stop after the surname, as a sentence ends; not "Jr.".
  // "Attila NEMET´": LaTeX's accent over a capital, which the PDF puts after the word.
  // "Thomas Rodrigues--" over "Larcher": a name broken after its hyphen (two, as French registers write a double surname) goes on.
  // "M. Roe": an initial before a lone surname, not the civility "M." before a whole name.
  const joined = written.trim().replace(/(?<=\p{L}-{1,2})\s+(?=\p{L})/gu, '');
  const uncivil = joined.replace(CIVILITY, '');
  const spelt = (/\s/.test(uncivil) ? uncivil : joined).replace(/(?<=\p{Lu}{2})'(?=\s|$)/gu, '').replace(/(?<![JS]r)(?<=\p{L}{2})\.$/u, '').split(/\s+/);
  // "KP Kevin Petronelli": the initials a template sets as a monogram before the name are no part of it.
  const words = spelt.length >= 3 && spelt[0] === spelt.slice(1).map((word) => word.charAt(0)).join('').toUpperCase() ? spelt.slice(1) : spelt;
  const firstGiven = words.findIndex((word) => !/^[\p{Lu}'’-]{2,}$/u.test(word));
  const givenFirst = firstGiven > 0 && words.slice(firstGiven).every((word) => /^\p{Lu}\p{Ll}/u.test(word)) ? [...words.slice(firstGiven), ...words.slice(0, firstGiven)] : words;
  return titleCase(givenFirst.join(' '));
}

function titleCase(name: string): string {
  return name
    .split(/\s+/)
    .map((word) =>
      (!/^(?:\p{Lu}\.)+$/u.test(word) && !ROMAN_GENERATION.test(word) && (word === word.toUpperCase() || (word === word.toLowerCase() && !PARTICLES.has(word))) ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word)
        .replace(/-(\p{Ll})/gu, (_, c: string) => `-${c.toUpperCase()}`)
        // "O'BRIEN", "D'ALMEIDA": O'Brien, D'Almeida.
        .replace(/^(\p{Lu}['’])(\p{Ll})/u, (_, head: string, c: string) => `${head}${c.toUpperCase()}`),
    )
    .join(' ');
}

/** "Shaik Heena Shifa (Student)", "Han-Juo (Gloria) Chiu", "[tom] Tomás Roe": what the person is, or is called, in brackets. */
const CALLED = /\s*(?:\(\p{L}[^)]*\)|\[\p{L}[^\]]*\])/gu;

/**
 * The name's line without what templates set after it ("Jan Küster Resume", "JAN KÜSTER M.SC.",
 * "JAN KÜSTER Æ +49 176…": an icon font's glyph, then the phone) or a bracket inside it.
 */
function withoutTrail(line: string): string {
  return line
    .replace(DOCUMENT_AFTER, '')
    .replace(CALLED, '')
    // What follows on the line: a number, an e-mail or a link ("Gaël Foppolo  www.gaelfoppolo.com"), a label ("Ryan Barron Addresse : Paris", "Olivier BICHLER Date of birth: …"),
    // a page's number ("Dara Roe   Page 1/2", a Word header).
    .split(/\s+(?=[+\d@]|\(\s|\(\d|www\.|https?:|page\s+\d|(?:\p{L}+|date of birth|date de naissance|marital status)\s?:)/iu)[0]!
    .replace(/(?:\s+\p{Lu}|\s+(?:resume|résumé|cv|curriculum vitae|m\.?\s?sc\.?|b\.?\s?sc\.?|ph\.?\s?d\.?|mba|m\.?\s?eng\.?|dipl\.-ing\.?))+$/iu, '')
    .trim();
}

/** "Jo Roe: Summary Curriculum Vitae", "Jo Roe | CV": the document's name after the person's, a colon or a bar between them. */
const DOCUMENT_AFTER = /\s*[:|–—-]\s*(?:(?:summary|short|brief|full|academic|abridged)\s+)?(?:curriculum vitae|cv|r[eé]sum[eé])$/iu;

/** Credentials that US and British professionals write after their name, in capitals, commas between them or not. */
const CREDENTIALS_IN_CAPITALS = /(?:,?\s+(?:BSN|MSN|RN|LPN|LVN|CNA|APRN|FNP(?:-[BC])?|NP|DNP|OCN|CCRN|CEN|CPN|MD|DO|PA-C|PharmD|CPA|CMA|CFA|ACCA|ACA|PMP|CSM|MBA|MPH|MSW|LCSW|SHRM-S?CP|PHR|SPHR|PE|EIT|LEED AP))+$/u;

/** "Alex Kim (they/them)", "Léa Roy (elle)". */
const PRONOUNS = /\s*\((?:she|he|they|ze|xe|il|elle|iel)\b[^)]*\)\s*$/i;

/** Degrees and credentials after a name: "Jane Doe, CPA", "Jane Roe, PhD", "Hal Roe, MS (CS), MS (TPP), CSM, PMP" (a degree's field in brackets). */
const CREDENTIALS = /(?:,\s*\p{Lu}[\p{L}.]{1,6}(?:\s*\([^)]{1,20}\))?)+$/u;

/** A line that holds the name and nothing else: "Camille Martin", "MARTIN, Camille", "M. Jean Martin", "John Smith, MBA", "Alex Kim (they/them)". */
export function isNameLine(line: string, name: string | null): boolean {
  if (!name) return false;
  // "KP Kevin Petronelli": the name's monogram is one of its words (see personName).
  // "Thomas Rodrigues--" over "Larcher": each line holds a part of a name broken after its hyphen.
  const whole = fold(name).split(/[^a-z'-]+/);
  const nameWords = new Set([...whole, ...whole.flatMap((word) => word.split(/-+/)), fold(name).split(/\s+/).map((word) => word.charAt(0)).join('')]);
  // "nemet'": LaTeX's accent put after the word (see personName).
  const words = fold(line.replace(CIVILITY, '').replace(PRONOUNS, '').replace(CREDENTIALS, '').replace(CREDENTIALS_IN_CAPITALS, '')).split(/[^a-z'-]+/).map((word) => word.replace(/'+$|-+$/, '')).filter(Boolean);
  return words.length > 0 && words.every((word) => nameWords.has(word));
}

/** The name's line, with what templates set after it ("JAN KÜSTER M.SC.", "Gaël Foppolo www.gaelfoppolo.com", "ACHRAF NAJMI ( Casablanca"). */
export function startsWithName(line: string, name: string | null): boolean {
  const trail = withoutTrail(line);
  return isNameLine(line, name) || (trail !== line && trail.trim() !== '' && isNameLine(trail, name));
}

/**
 * "Camille Martin Data Analyst" without "Camille Martin", "VASANTH B – Senior Consultant" without "VASANTH B – ",
 * "Maya Okafor, Senior Data Engineer" without "Maya Okafor, ".
 */
export function withoutName(line: string, name: string | null): string {
  const nameWords = name?.split(/\s+/) ?? [];
  const words = line.trim().split(/\s+/);
  const last = nameWords.length - 1;
  const sameWord = (word: string, i: number) => fold(word) === fold(i === last ? words[i]!.replace(/[,:|]$/, '') : words[i]!);
  return nameWords.length > 0 && words.length > nameWords.length && nameWords.every(sameWord) ? words.slice(nameWords.length).join(' ').replace(/^[|–—,:-]\s*/, '') : line;
}
