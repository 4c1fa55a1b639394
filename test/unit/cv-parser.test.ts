import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/ingest/cv-parser.js';
import { Places } from '../../src/matching/places.js';
import { Taxonomy } from '../../src/matching/taxonomy.js';

const context = { taxonomy: Taxonomy.load(), places: Places.load(), now: new Date('2026-06-01T00:00:00Z') };

describe('reading CV text of other layouts', () => {
  it('a name on the same line as a title, an upper-case surname, a postal code, WhatsApp named', () => {
    const cv = parseCv(
      ['Camille MARTIN – Développeuse React', '12 rue de la République, 69002 Lyon', 'camille.martin@example.org · WhatsApp : +33 6 12 34 56 78 · Tél. 04 78 00 00 00', 'Compétences', 'React, TypeScript'].join('\n'),
      context,
    );
    expect(cv).toMatchObject({ fullName: 'Camille Martin', location: 'Lyon', whatsappNumber: '+33612345678', phone: '+33478000000' });
  });

  it('skips a CURRICULUM VITAE banner and a job title above the name', () => {
    expect(parseCv('CURRICULUM VITAE\nData Analyst\nLea Dubois\nlea.dubois@example.org', context).fullName).toBe('Lea Dubois');
    expect(parseCv('Senior Data Analyst\nJean-Pierre Roux\nSaint Etienne', context).fullName).toBe('Jean-Pierre Roux');
  });

  it('years stated in words when no entry is dated, in English and French', () => {
    expect(parseCv('Jean Dupont\nAccountant with 8 years of experience in audit.', context).totalYearsExperience).toBe(8);
    expect(parseCv("Jean Dupont\nComptable, 12 ans d'expérience en cabinet.", context).totalYearsExperience).toBe(12);
    expect(parseCv('Jean Dupont\nExperience\nAccountant, Acme, 2020 - 2021\nSummary: 30 years of experience', context).totalYearsExperience).toBe(2);
  });

  it('ranges that end "to date" or "en poste", and education kept out of the years', () => {
    const cv = parseCv(
      ['Lea Dubois', 'Experience', 'Data analyst, Globex, March 2021 to date', 'Analyste, Initech, 01/2018 - 02/2021', 'Formation', 'Master, Université de Nantes, 2012 - 2017'].join('\n'),
      context,
    );
    expect(cv.experiences.map((e) => [e.start, e.end])).toEqual([
      ['2021-03', null],
      ['2018-01', '2021-02'],
    ]);
    expect(cv.totalYearsExperience).toBe(8);
    expect(parseCv('Nina Petit\nExpérience\nMagasinière, Acme, depuis 2019 (en poste)', context).totalYearsExperience).toBe(7);
  });
});
