/**
 * Text written as UTF-8 and read back as Windows-1252, as some resume builders' PDFs carry it:
 * "â€™" for "’", "Ã©" for "é", "Â " for a no-break space ("Â" alone where the PDF lost the space's
 * second byte). Each such run is decoded back when its bytes make valid UTF-8, and left as
 * written otherwise ("SÃO PAULO" stays). A fullwidth dash whose last byte the PDF lost
 * ("10/2014 ï¼ Current", the LiveCareer resumes' date ranges) reads as a dash. No maintained
 * JavaScript library does this (ftfy is Python).
 */
const WINDOWS_1252 = new Map<string, number>(
  [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((char, i) => [char, [0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8e, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9e, 0x9f][i]!]),
);
const CONTINUATION = `[\\u0080-\\u00BF${[...WINDOWS_1252.keys()].join('')}]`;
const MOJIBAKE = new RegExp(`[\\u00C2-\\u00F4]${CONTINUATION}{1,3}`, 'g');
const LOST_FULLWIDTH_DASH = /\u00EF\u00BC(?=\s)/g;
/** A no-break space's first byte whose second the PDF lost or made a plain space ("AccessÂ Budget development"). */
const LOST_NO_BREAK_SPACE = /\u00C2(?=\s|$)/g;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function repairMojibake(text: string): string {
  if (!/[\u00C2-\u00F4]/.test(text)) return text;
  return text.replace(LOST_FULLWIDTH_DASH, '-').replace(LOST_NO_BREAK_SPACE, '').replace(MOJIBAKE, (run) => {
    const bytes = Uint8Array.from([...run].map((char) => WINDOWS_1252.get(char) ?? char.charCodeAt(0)));
    try {
      return utf8.decode(bytes);
    } catch {
      return run;
    }
  });
}

/**
 * LaTeX's older font encoding sets an accent as a glyph of its own before its letter, which
 * PDFs carry as a spacing accent: "Montr´eal", "Comp ´etences", "Ma^ıtrise". Put back on their
 * letter, they read as the words they are ("Montréal", "Compétences").
 */
// So are the breve, the dot and the caron of Turkish, Polish and Czech names ("Deniz ˙Ilkay", "Bo˘gaziçi").
const SPACING_ACCENT: Record<string, string> = { '´': '\u0301', ˆ: '\u0302', '¨': '\u0308', '˜': '\u0303', '˘': '\u0306', '˙': '\u0307', ˇ: '\u030C' };
const ACCENT_MARKS = Object.keys(SPACING_ACCENT).join('');
const ACCENTS = `[${ACCENT_MARKS}]`;
/** Any of them, a grave or a cedilla: a text without one has nothing to join. */
const ANY_ACCENT = new RegExp(`[${ACCENT_MARKS}\`¸]`);
// The space before it is the PDF's inside a word ("Comp ´etences", "GONZ ´ALEZ"), a real one before a name's capital ("Deniz ˙Ilkay").
const ACCENT_BEFORE_LETTER = new RegExp(`(?:(?<=\\p{L}) (?=${ACCENTS}\\p{Ll})|(?<=\\p{Lu}) (?=${ACCENTS}\\p{Lu}))?(${ACCENTS})(\\p{L})`, 'gu');
const GRAVE_INSIDE_WORD = /(?<=\p{L})`([aeiouAEIOU])/gu;
/** The French word "à" on its own ("variables `a forte structure"); a backtick before other words may be code. */
const GRAVE_A_ALONE = /(?<=^|\s)`a(?=\s)/gm;
/** Before or after its c, as the PDF has them in order. */
const CEDILLA = /¸([cC])|([cC])¸/g;

export function joinSpacingAccents(text: string): string {
  if (!ANY_ACCENT.test(text)) return text;
  const dotless = (letter: string) => (letter === 'ı' ? 'i' : letter);
  return text
    .replace(ACCENT_BEFORE_LETTER, (_, accent: string, letter: string) => `${dotless(letter)}${SPACING_ACCENT[accent]}`.normalize('NFC'))
    .replace(GRAVE_INSIDE_WORD, (_, letter: string) => `${letter}\u0300`.normalize('NFC'))
    .replace(GRAVE_A_ALONE, 'à')
    .replace(CEDILLA, (_, before?: string, after?: string) => `${before ?? after}\u0327`.normalize('NFC'));
}

/**
 * LaTeX's T1 (Cork) fonts embedded without a map to Unicode put their own codes in the text:
 * the ligatures at 0x1B-0x1F ("d\x1Cnition" is "définition") and the dashes at 0x15-0x16
 * ("2017\x152018"). A ligature's code counts only beside a letter, where no icon font's glyph
 * stands; the codes below 0x15 are left alone (other encodings put whitespace there).
 */
const T1_LIGATURES: Record<string, string> = { '\u001B': 'ff', '\u001C': 'fi', '\u001D': 'fl', '\u001E': 'ffi', '\u001F': 'ffl' };
const T1_LIGATURE = /(?<=\p{L})[\u001B-\u001F]|[\u001B-\u001F](?=\p{Ll})/gu;
const T1_DASH = /(?<=[\p{L}\d ])[\u0015\u0016](?=[\p{L}\d ])/gu;

export function readT1Codes(text: string): string {
  if (!/[\u0015\u0016\u001B-\u001F]/.test(text)) return text;
  return text.replace(T1_LIGATURE, (code) => T1_LIGATURES[code]!).replace(T1_DASH, (code) => (code === '\u0015' ? '–' : '—'));
}
