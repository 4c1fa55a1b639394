/**
 * Writes data/languages.json: the 183 ISO 639-1 languages with their names
 * in English, in French and in the language itself, so that a filter can name a language by
 * code and a CV can name it in words ("Anglais courant", "Deutsch (B2)").
 *
 *   npx tsx scripts/generate-languages.ts
 *
 * Codes, English and native names come from the `iso-639-1` package (MIT, from the ISO 639-1
 * register); English and French names also from the Unicode CLDR through Node's Intl (with a
 * few hand-written names on top: Mandarin, Farsi), which
 * is why the file is generated once rather than read at start: a later Node could name a
 * language differently, and the service should not change with it.
 */
import fs from 'node:fs';
import ISO6391 from 'iso-639-1';

const outFile = new URL('../data/languages.json', import.meta.url);
const english = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const french = new Intl.DisplayNames(['fr'], { type: 'language', fallback: 'none' });

/** Names CVs give a language that neither source lists under its ISO 639-1 code: its main varieties, another name. Hand-written. */
const ALIASES: Record<string, { en: string[]; fr: string[] }> = {
  zh: { en: ['Mandarin', 'Cantonese'], fr: ['mandarin', 'cantonais'] },
  fa: { en: ['Farsi'], fr: ['farsi'] },
};

const uniqueNames = (names: (string | undefined)[]) => [...new Set(names.filter((name): name is string => Boolean(name && name.trim())).map((name) => name.trim()))];

const languages = ISO6391.getAllCodes()
  .sort()
  .map((code) => ({
    code,
    en: uniqueNames([ISO6391.getName(code), english.of(code), ...(ALIASES[code]?.en ?? [])]),
    fr: uniqueNames([french.of(code), ...(ALIASES[code]?.fr ?? [])]),
    native: uniqueNames([ISO6391.getNativeName(code)]),
  }));

fs.writeFileSync(outFile, `${JSON.stringify(languages, null, 0).replace(/\},\{/g, '},\n{')}\n`);
console.log(`data/languages.json: ${languages.length} languages`);
