import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { requiredYears, splitSections, understandAd } from '../../src/matching/job-ad.js';

const ad = (name: string) => fs.readFileSync(new URL(`../fixtures/ads/${name}`, import.meta.url), 'utf8');

describe('reading a job ad by its parts', () => {
  it('finds the parts of an English ad by their headings, and keeps the company, benefits and legal text out of the core', () => {
    const understood = understandAd(ad('nurse-en.txt'));
    expect(understood.sections.map((section) => section.kind)).toEqual(['company', 'responsibilities', 'requirements', 'benefits']);
    expect(understood.coreText).toContain('surgical ward');
    expect(understood.coreText).toContain('Wound care');
    for (const boilerplate of ['award-winning', 'annual leave', 'pension', 'equal opportunity', 'click apply', 'Northfield']) expect(understood.coreText).not.toContain(boilerplate);
    expect(understood.experienceMin).toBe(2);
  });

  it('reads French headings the same way', () => {
    const understood = understandAd(ad('developpeur-fr.txt'));
    expect(understood.sections.map((section) => section.kind)).toEqual(['company', 'responsibilities', 'requirements', 'nice_to_have', 'benefits']);
    expect(understood.requirementsText).toContain('PostgreSQL');
    expect(understood.requirementsText).toContain('Docker');
    for (const boilerplate of ['Bordeaux', 'mutuelle', 'handicap', 'candidature']) expect(understood.coreText).not.toContain(boilerplate);
    expect(understood.experienceMin).toBe(4);
  });

  it('drops boilerplate sentences that stand under no heading, and takes "Heading: text" lines', () => {
    const understood = understandAd(ad('accountant-en.txt'));
    expect(understood.coreText).toContain('month-end accounts');
    expect(understood.coreText).not.toMatch(/equal opportunities|rolling basis|health insurance/);
    expect(splitSections('Requirements: 3 years of Java\nSpring Boot')).toEqual([{ kind: 'requirements', text: '3 years of Java\nSpring Boot' }]);
    expect(understood.experienceMin).toBe(3);
  });

  it('a field line (location, salary, a notice) does not swallow the ad after it, nor does a list of perks the paragraph after the list', () => {
    const kinds = (text: string) => splitSections(text).map((section) => [section.kind, section.text.split('\n')[0]]);
    expect(kinds('Location: Forest Close\nDuties include cooking for 30 residents.')).toEqual([
      ['legal', 'Forest Close'],
      ['summary', 'Duties include cooking for 30 residents.'],
    ]);
    expect(kinds('PLEASE NOTE: INTERNAL APPLICANTS ONLY\nLead the integration of medical devices with Cerner.')).toEqual([
      ['legal', 'INTERNAL APPLICANTS ONLY'],
      ['summary', 'Lead the integration of medical devices with Cerner.'],
    ]);
    expect(kinds('Responsibilities\nRun the payroll.\nSalary:\n£50,000 to £65,000\nKeep the ledgers.')).toEqual([
      ['responsibilities', 'Run the payroll.'],
      ['benefits', '£50,000 to £65,000'],
      ['responsibilities', 'Keep the ledgers.'],
    ]);
    expect(kinds('Location\nForest Close\nDuties include cooking for 30 residents.')).toEqual([
      ['legal', 'Forest Close'],
      ['summary', 'Duties include cooking for 30 residents.'],
    ]);
    expect(kinds('Pay Scale 6 £28,575 (min) to £37,599 (max)\nYou will lead the HR team.')).toEqual([
      ['benefits', 'Pay Scale 6 £28,575 (min) to £37,599 (max)'],
      ['summary', 'You will lead the HR team.'],
    ]);
    const perks = 'Staff nurses wanted.\nWe offer you:\n- Flexible working\n- Free onsite parking\nAs one of our Band 5 Registered Nurses you will lead a small team of Healthcare Assistants.';
    expect(kinds(perks)).toEqual([
      ['summary', 'Staff nurses wanted.'],
      ['benefits', '- Flexible working'],
      ['summary', 'As one of our Band 5 Registered Nurses you will lead a small team of Healthcare Assistants.'],
    ]);
    // A heading run into the sentence before it, as ads copied from a web page have them.
    expect(kinds('Join our team of analysts.Requirements: 5+ years of SQL')).toEqual([
      ['summary', 'Join our team of analysts.'],
      ['requirements', '5+ years of SQL'],
    ]);
    // A scraped ad whose line breaks went: the headings run into the last word of each list, longer ones among them.
    expect(kinds('In this role, you will:· Write procedure manualsRequired and Preferred Abilities:· Solidworks experience· Highly proficient in draftingWork Environment and Physical Requirements:· Frequently required to stand')).toEqual([
      ['responsibilities', '· Write procedure manuals'],
      ['requirements', '· Solidworks experience· Highly proficient in drafting'],
      ['legal', '· Frequently required to stand'],
    ]);
    expect(kinds('Educational Requirements: BS in Biology\nWhat you need to bring to the table: grit')).toEqual([
      ['requirements', 'BS in Biology'],
      ['requirements', 'grit'],
    ]);
  });

  it('reads a US job board ad: headings with curly apostrophes, the company blurb under no heading left out, requirements first', () => {
    const understood = understandAd(ad('accounting-manager-us.txt'));
    expect(understood.sections.map((section) => section.kind)).toEqual(['summary', 'responsibilities', 'requirements', 'nice_to_have', 'company', 'benefits']);
    // The sentence encoder reads the first few hundred characters: they must be what the job asks.
    expect(understood.coreText.startsWith("Bachelor's degree in accounting")).toBe(true);
    expect(understood.coreText).toContain('The Accounting Manager will own the monthly close');
    for (const blurb of ['leading provider', 'Since 2004', 'award-winning', 'Denver', '401(k)', 'Easy Apply']) expect(understood.coreText).not.toContain(blurb);
    expect(understood.requirementsText).toContain('Big 4 audit');
    expect(understood.experienceMin).toBe(5);
  });

  it('headings run into the text after them, as ads copied from a web page have them, still part the ad', () => {
    const text = "Company DescriptionEcontenti is a leading provider of cloud consulting.Role DescriptionThis is a full-time role for an Azure Data Engineer.QualificationsData Modeling and ETL skillsBachelor's degree in Computer ScienceBenefitsHealth insurance";
    expect(splitSections(text).map((section) => [section.kind, section.text.slice(0, 20)])).toEqual([
      ['company', 'Econtenti is a leadi'],
      ['responsibilities', 'This is a full-time '],
      ['requirements', 'Data Modeling and ET'],
      ['benefits', 'Health insurance'],
    ]);
    // A sentence that opens as a heading would, and a name in two capitals, are none.
    const sentence = 'Experience with payroll is a plus.We use JavaScript and QuickBooks daily.';
    expect(splitSections(sentence)).toEqual([{ kind: 'summary', text: sentence }]);
  });

  it('"Acme is the leading supplier of … to nursing homes": the company\'s blurb, not the job\'s', () => {
    const text = 'Medline Industries, LP is the leading nationwide supplier of medical products to hospitals, nursing homes and surgery centers. Due to continued growth, we are in need of a Compensation Analyst.\n\nThe Compensation Analyst configures the compensation module in Workday.';
    const understood = understandAd(text);
    expect(understood.coreText).not.toContain('nursing homes');
    expect(understood.coreText).toContain('configures the compensation module in Workday');
  });

  it('takes years only where a requirement states them, not from the company\'s history', () => {
    expect(requiredYears('Our client was founded over 30 years ago.')).toBeNull();
    expect(requiredYears('Experience\n1 year to less than 2 years')).toBe(1);
    expect(requiredYears('Minimum of five years managing a team')).toBe(5);
    expect(requiredYears('5 ans d’expérience minimum en comptabilité')).toBe(5);
    expect(requiredYears('Great team, free coffee.')).toBeNull();
    expect(understandAd(ad('cook-en.txt')).experienceMin).toBe(1);
  });

  it('takes the most years the requirements state, however they are written', () => {
    expect(requiredYears('5+ years in public company accounting functions; 2+ years in a manager or supervisor role')).toBe(5);
    expect(requiredYears('3+ years managing teams.\n8+ years of software engineering experience')).toBe(8);
    expect(requiredYears('Seasoned Pro 6+ years of software development expertise')).toBe(6);
    expect(requiredYears('Experience: 8 to 15 years')).toBe(8);
    expect(requiredYears('Over the last 25 years we have opened our doors to 200K customers in every state.')).toBeNull();
    // Without a requirements heading, the years stated among the duties count, even beside a nice-to-have part.
    expect(understandAd('What you will do\nLead corporate accounting. 10+ years of relevant experience.\nNice to have\nHyperion a plus').experienceMin).toBe(10);
  });
});
