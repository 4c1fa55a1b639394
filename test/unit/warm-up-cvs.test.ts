import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCv } from '../../src/ingest/cv-parser.js';
import { ExtractionPool } from '../../src/ingest/extract-text.js';
import { Places } from '../../src/matching/places.js';
import { Taxonomy } from '../../src/matching/taxonomy.js';

const WARM_UP = path.resolve(import.meta.dirname, '../../data/warm-up');
const context = { taxonomy: Taxonomy.load(), places: Places.load(), now: new Date('2026-06-01T00:00:00Z') };
const pool = new ExtractionPool({ size: 1 });
afterAll(() => pool.close());

// `svc serve` reads these before it listens so that V8 has compiled the paths real CVs take: one
// that no longer reads (a pdf.js upgrade, a file lost) would leave a fresh server compiling them
// while a burst of uploads waits, and only a benchmark would show it.
describe('the CVs a server reads before it listens (data/warm-up)', () => {
  const people: Record<string, string> = {
    'hackmyresume_jane_fullstacker.pdf': 'Jane Q. Fullstacker',
    'jsonresume_theme_actual_richard_hendrik.pdf': 'Richard Hendrik',
    'nnjr_jake_ryan.pdf': 'Jake Ryan',
    'rendercv_classic_john_doe_2026.pdf': 'John Doe',
    'rendercv_engineeringresumes_john_doe_2024-12.pdf': 'John Doe',
    'skill_sense_alice_johnson.docx': 'Alice Johnson',
    'yamlresume_andy_dufresne.pdf': 'Andy Dufresne',
  };

  it('are the files its README lists, one per kind of resume builder', () => {
    const listed = [...fs.readFileSync(path.join(WARM_UP, 'README.md'), 'utf8').matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]);
    expect(fs.readdirSync(WARM_UP).filter((name) => name !== 'README.md').sort()).toEqual(Object.keys(people));
    expect(listed.sort()).toEqual(Object.keys(people));
  });

  it.each(Object.entries(people))('%s reads as a CV: its text, and the name of its person', async (file, name) => {
    const kind = file.endsWith('.pdf') ? 'pdf' : 'docx';
    const read = await pool.extract(fs.readFileSync(path.join(WARM_UP, file)), kind);
    expect(parseCv(read.text, { ...context, layout: read.layout }).full_name).toBe(name);
  });
});
