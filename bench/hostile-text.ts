/**
 * How long the CV parser holds the main thread on text made to defeat its patterns.
 *
 *   npx tsx bench/hostile-text.ts
 *
 * Each shape is a run that recheck (test/unit/regexes.test.ts) found costly for some pattern of
 * src/ingest, repeated over 100 lines of 999 characters, under each kind of heading, so ~100,000
 * characters: what the parser reads at most of a CV. Baseline: an ordinary CV (the French
 * fixture's text) repeated to the same length, parsed in the same run.
 */
import fs from 'node:fs';
import { extractText } from '../src/ingest/extract-text.js';
import { parseCv } from '../src/ingest/cv-parser.js';
import { Places } from '../src/matching/places.js';
import { Taxonomy } from '../src/matching/taxonomy.js';

const context = { taxonomy: Taxonomy.load(), places: Places.load(), now: new Date() };
const SHAPES = ['\t', ' ', '- ', 'A1', 'J1', '0@', '(', 'a,', '-As', "l'À-", '0.0', 'A.ETE.', '·', '*\t', '_', ' ,-', "d'A-", '4.0', 'Aa', '0 ', '@', 'x ', 'Ab ', '|', ', ', 'a:', 'A '];
const HEADINGS = ['', 'Skills', 'Experience', 'Education', 'Contact'];
const LINES = 100;
const LINE_CHARS = 999;

function timed(text: string): number {
  const started = performance.now();
  parseCv(text, context);
  return performance.now() - started;
}

const { text: ordinary } = await extractText(fs.readFileSync(new URL('../test/fixtures/cv/fr-comptable.docx', import.meta.url)), 'docx');
const baseline = timed(ordinary.repeat(Math.ceil((LINES * LINE_CHARS) / ordinary.length)).slice(0, LINES * LINE_CHARS));

const rows: Record<string, Record<string, string>> = {};
let worst = { ms: 0, shape: '', heading: '' };
for (const shape of SHAPES) {
  const line = shape.repeat(Math.ceil(LINE_CHARS / shape.length)).slice(0, LINE_CHARS);
  const row: Record<string, string> = {};
  for (const heading of HEADINGS) {
    const ms = timed(`Jane Roe\njane.roe@example.org\n${heading}\n${Array.from({ length: LINES }, () => line).join('\n')}`);
    row[heading || '(none)'] = ms.toFixed(0);
    if (ms > worst.ms) worst = { ms, shape, heading };
  }
  rows[JSON.stringify(shape)] = row;
}
console.log(`Parse time (ms) of ~${LINES * LINE_CHARS} characters of each shape, under each heading`);
console.table(rows);
console.log(`baseline, an ordinary CV repeated to the same length: ${baseline.toFixed(0)} ms`);
console.log(`worst: ${worst.ms.toFixed(0)} ms (${JSON.stringify(worst.shape)} under ${worst.heading || 'no heading'}), ${(worst.ms / baseline).toFixed(1)}x the baseline`);
process.exit(0);
