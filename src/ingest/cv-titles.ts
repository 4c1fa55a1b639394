import type { Taxonomy } from '../matching/taxonomy.js';
import { fold, lookupKey } from '../matching/text.js';

// Whether a CV's line is a job title: names (a title is none), headlines and jobs all ask.

/**
 * Words that say a post, in English and French: a line with one is a title, never a name
 * ("Finance Director", "Information Technology Specialist" set where the name would be).
 */
export const POST_WORDS = new Set(['manager', 'director', 'officer', 'specialist', 'assistant', 'associate', 'coordinator', 'representative', 'supervisor', 'executive', 'analyst', 'consultant', 'technician', 'engineer', 'developer', 'designer', 'administrator', 'president', 'vp', 'intern', 'trainee', 'fellow', 'treasurer', 'generalist', 'recruiter', 'accountant', 'controller', 'advocate', 'teller', 'banker', 'superintendent', 'leader', 'principal', 'instructor', 'clerk', 'adjuster', 'examiner', 'inspector', 'planner', 'stylist', 'owner', 'partner', 'founder', 'agent', 'publicist', 'expert', 'laborer', 'labourer', 'worker', 'aide', 'investigator', 'methodologist', 'communicator', 'trainer', 'mentor', 'manger', 'specilist', 'directeur', 'directrice', 'responsable', 'charge', 'chargee', 'assistante', 'ingenieur', 'ingenieure', 'technicien', 'technicienne', 'consultante', 'developpeur', 'developpeuse', 'gestionnaire', 'conseiller', 'conseillere']);

/** Words that end a role's title without naming an occupation ("Engineering Intern"). */
const ROLE_WORDS = new Set(['lead', 'intern', 'trainee', 'apprentice', 'graduate', 'volunteer', 'placement', 'stagiaire', 'alternant', 'alternante', 'apprenti', 'apprentie']);

/**
 * "Data Analyst" is a title; "John Smith" is not a blacksmith: the occupation's head noun
 * must be one of the line's words, or the line must end with a word that is an occupation
 * by itself ("Engineering Technician", "Engineering Manager") or a role ("Engineering Intern").
 */
export function isOccupation(line: string, taxonomy: Taxonomy): boolean {
  const words = foldedWords(line);
  const last = words[words.length - 1];
  if (!last) return false;
  if (isRoleOrOccupation(last, taxonomy)) return true;
  const label = taxonomy.occupationOf(line);
  const head = label ? fold(label).split(/\s+/).pop()! : null;
  return head !== null && words.includes(head);
}

/** The last word says a post, a role or an occupation by itself: "ELA Teacher", "Territory Manager", not "ELA Teacher Riverside". */
export function endsWithPost(text: string, taxonomy: Taxonomy): boolean {
  const last = foldedWords(text).at(-1);
  return !!last && (POST_WORDS.has(last) || last === 'member' || isRoleOrOccupation(last, taxonomy));
}

/** A folded word that is a role ("intern") or an occupation by itself ("teacher", "nurse"). */
function isRoleOrOccupation(word: string, taxonomy: Taxonomy): boolean {
  return ROLE_WORDS.has(word) || lookupKey(taxonomy.occupationOf(word) ?? '') === word;
}

/** A role with nothing else ("Intern", "Stagiaire"), which a comma may part from the title before it. */
export function isRoleAlone(text: string): boolean {
  return ROLE_WORDS.has(fold(text.trim()));
}

/** A word of the line says a post or a role ("Stagiaire – Data Scientist", "Senior Java Developer"), whatever the occupation. */
export function saysPostOrRole(line: string): boolean {
  return foldedWords(line).some((word) => POST_WORDS.has(word) || ROLE_WORDS.has(word));
}

export function namesJob(text: string, taxonomy: Taxonomy): boolean {
  if (ORGANISATION_END.test(foldedWords(text).at(-1) ?? '')) return false;
  return !!taxonomy.occupationOf(text) || isOccupation(text, taxonomy) || foldedWords(text).some((word) => POST_WORDS.has(word)) || MEMBER_POST.test(text) || FRENCH_INTERNSHIP.test(fold(text));
}

/** "STAGE EN DÉVELOPPEMENT WEB", "Stage de fin d'études": a French internship, named by the word that opens it. */
const FRENCH_INTERNSHIP = /^\s*stage(?:\s+(?:en|de|d['’]|du|des|chez|au|aux|a|ingenieur|technique|ouvrier|assistant|commercial|marketing|developpeur|developpement)\b|\s*$)/;

/**
 * "Crew Member", "Member of Technical Staff", "Board Member / Treasurer", "Team Member⇥South Bend, IN": a member is a post
 * where it ends the title or opens what it is a member of; not in "a 5-member team" or "the Best Member for the year".
 */
const MEMBER_POST = /(?<![\p{L}\d-])(?:[Mm]ember|MEMBER)(?=\s+(?:of|OF)\b|\s+\p{Lu}|\s*$|\s*[,|/(–—-])/u;

/** "Kenya Commercial Bank", "Commercial Vehicles Ltd": a name that ends as an organisation's does is an employer, whatever trade a word of it names ("commercial"). */
const ORGANISATION_END = /^(?:bank|banque|group|groupe|plc|ltd|limited|inc|llc|corp|corporation|company|holding|holdings|gmbh|sarl)$/;

/** A line's words, folded, without the signs between them. */
function foldedWords(text: string): string[] {
  return fold(text).split(/[^a-z]+/).filter(Boolean);
}
