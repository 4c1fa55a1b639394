import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/ingest/cv-parser.js';
import { headingOf } from '../../src/ingest/cv-sections.js';
import { Places } from '../../src/matching/places.js';
import { Taxonomy } from '../../src/matching/taxonomy.js';

const context = { taxonomy: Taxonomy.load(), places: Places.load(), now: new Date('2026-06-01T00:00:00Z') };
const skillNames = (cv: ReturnType<typeof parseCv>) => (cv.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : skill.name));
/** Skills as the taxonomy knows them: a CV's skill is named as written ("Word"), and "not read" means under any of its names. */
const knownAs = (names: string[]) => names.map((name) => context.taxonomy.resolveListedSkill(name) ?? name);

describe('reading CV text of other layouts', () => {
  it('a name on the same line as a title, an upper-case surname, a postal code, WhatsApp named', () => {
    const cv = parseCv(
      ['Camille MARTIN – Développeuse React', '12 rue de la République, 69002 Lyon', 'camille.martin@example.org · WhatsApp : +33 6 12 34 56 78 · Tél. 04 78 00 00 00', 'Compétences', 'React, TypeScript'].join('\n'),
      context,
    );
    expect(cv).toMatchObject({ full_name: 'Camille Martin', location: 'Lyon', whatsapp_number: '+33612345678', phone: '+33478000000' });
  });

  it('a surname in capitals before the given name, and a town with its département, arrondissement or area', () => {
    expect(parseCv('DUPONT Jean-Pierre\nComptable\njp.dupont@exemple.fr', context)).toMatchObject({ full_name: 'Jean-Pierre Dupont', headline: 'Comptable' });
    expect(parseCv('Jean-Pierre DUPONT\nComptable', context).full_name).toBe('Jean-Pierre Dupont');
    const location = (line: string) => parseCv(`Léa Martin\nlea.martin@exemple.fr\n${line}`, context).location;
    expect(location('Lille (59)')).toBe('Lille');
    expect(location('Tél. 06 12 34 56 78 | Paris 11e')).toBe('Paris');
    expect(location('Bordeaux et sa région')).toBe('Bordeaux');
    expect(location('Greater Boston Area')).toBe('Boston');
  });

  it('a contact line letter-spaced by a web template, read as letters apart, is the e-mail, number or link it spells', () => {
    const cv = parseCv(
      ['J O H N D O E', 'Software Developer', 'C O N T A C T', 'j o h n . d o e@em a il . c o m', '0 1 2 3 4 5 6 7 89', 'h t t p s : //g it h u b . c o m / j o h n y D', 'E X P E R I E N C E', 'COMPANY A - Developer', 'since January 2016'].join('\n'),
      context,
    );
    expect(cv).toMatchObject({ full_name: 'John Doe', email: 'john.doe@email.com', phone: '+33123456789' });
    // Letters apart that spell no contact stay as written.
    expect(parseCv('Jane Roe\nS K I L L S\nC , R , G o , J a v a\njane@roe.dev', context).cv_text).toContain('C , R , G o , J a v a');
  });

  it("the name's line under a sidebar's skills, read before the main column, is no skill", () => {
    const cv = parseCv(['C O N T A C T', 'john.doe@email.com', 'S K I L L S', 'HTML5', 'CSS3', 'Docker', 'J O H N\tD O E', 'Software Developer', 'E X P E R I E N C E', 'Developer - Company A', 'since January 2016'].join('\n'), context);
    expect(cv.full_name).toBe('John Doe');
    expect(skillNames(cv)).toEqual(['HTML', 'CSS', 'Docker']);
  });

  it("a page's running foot that opens on the name, after the skills, is no skill", () => {
    const cv = parseCv(['John Doe', 'john.doe@me.org', 'Experience', 'Data Analyst, ABC Company, 2017 - 2020', 'Skills', 'Tech Stack Tableau | Python | PostgreSQL', 'John Doe\tCurriculum vitae'].join('\n'), context);
    expect(skillNames(cv)).toEqual(['Tableau', 'Python', 'PostgreSQL']);
  });

  it("a name in capitals with an apostrophe after its first letter: O'Brien, D'Almeida", () => {
    expect(parseCv("KEVIN O'BRIEN\nkevin@example.org", context).full_name).toBe("Kevin O'Brien");
    expect(parseCv("Sofia D'ALMEIDA\nsofia@example.org", context).full_name).toBe("Sofia D'Almeida");
  });

  it('a civility before the name, and a name given as "Nom :" and "Prénom :" lines', () => {
    expect(parseCv('M. Jean Martin\nIngénieur qualité\njean.martin@orange.fr', context)).toMatchObject({ full_name: 'Jean Martin', headline: 'Ingénieur qualité' });
    expect(parseCv('Mme Sophie DURAND-LEROY\nAssistante de direction', context).full_name).toBe('Sophie Durand-Leroy');
    expect(parseCv('Mr. David Brown\nProject Manager\ndavid.brown@gmail.com', context).full_name).toBe('David Brown');
    const form = parseCv('Nom : Dupont\nPrénom : Marie\nTél : 06 12 34 56 78\nAdresse : 13008 Marseille\nExpérience\nInfirmière, CHU, 2018 - auj.', context);
    expect(form).toMatchObject({ full_name: 'Marie Dupont', phone: '+33612345678', location: 'Marseille', total_years_experience: 8 });
  });

  it('particles in a name, a surname first with a comma, a name on the title\'s line that the e-mail confirms', () => {
    expect(parseCv('Jean de La Fontaine\njean@fable.fr\nChâteau-Thierry', context).full_name).toBe('Jean de La Fontaine');
    expect(parseCv('Anne-Marie van der Berg\nanne@vdberg.nl\nAmsterdam, Netherlands', context).full_name).toBe('Anne-Marie van der Berg');
    expect(parseCv('Jean d’Alembert\njean@encyclopedie.fr', context).full_name).toBe("Jean d'Alembert");
    // Credentials and pronouns after the name are neither the name nor a headline; a title's own brackets stay a title.
    expect(parseCv('John Smith, MBA\njohn.smith@gmail.com\nBoston, MA', context)).toMatchObject({ full_name: 'John Smith', headline: null });
    expect(parseCv('Alex Kim (they/them)\nalex.kim@gmail.com\nSeattle, WA', context).full_name).toBe('Alex Kim');
    expect(parseCv('SUBJECT MATTER EXPERT (INFORMATION TECHNOLOGY)\nSummary\nSAP and HP ALM.', context).full_name).toBeNull();
    // The name's line is no place, though Martin is a town.
    expect(parseCv('MARTIN, Camille\ncamille.martin@example.org\nLyon', context)).toMatchObject({ full_name: 'Camille Martin', location: 'Lyon' });
    expect(parseCv('Camille Martin Data Analyst\ncamille@martin.io | Nantes', context)).toMatchObject({ full_name: 'Camille Martin', headline: 'Data Analyst' });
    // Without the e-mail to confirm it, "Information Technology" before "Manager" is no name.
    expect(parseCv('INFORMATION TECHNOLOGY MANAGER\nSummary\nTwenty years of networks.', context).full_name).toBeNull();
  });

  it('skips a CURRICULUM VITAE banner and a job title above the name', () => {
    expect(parseCv('CURRICULUM VITAE\nData Analyst\nLea Dubois\nlea.dubois@example.org', context).full_name).toBe('Lea Dubois');
    expect(parseCv('Senior Data Analyst\nJean-Pierre Roux\nSaint Etienne', context).full_name).toBe('Jean-Pierre Roux');
  });

  it('years stated in words when no entry is dated, in English and French', () => {
    expect(parseCv('Jean Dupont\nAccountant with 8 years of experience in audit.', context).total_years_experience).toBe(8);
    expect(parseCv("Jean Dupont\nComptable, 12 ans d'expérience en cabinet.", context).total_years_experience).toBe(12);
    expect(parseCv('Jean Dupont\nExperience\nAccountant, Acme, 2019 - 2021\nSummary: 30 years of experience', context).total_years_experience).toBe(2);
  });

  it('a year range whose end has two digits, but not a year and its month', () => {
    expect(parseCv('Ann Lee\nExperience\nTutor, Uni, 2017 – 18\nAnalyst, Co, 2018-21', context).experiences.map((e) => [e.start, e.end])).toEqual([
      ['2017', '2018'],
      ['2018', '2021'],
    ]);
    expect(parseCv('Ann Lee\nExperience\nAnalyst, Co, 2010-12', context).experiences).toEqual([]);
  });

  it('a job that runs "Till Date", as Indian resumes write it', () => {
    expect(parseCv('Ravi Kumar\nExperience\nSenior Developer, Infosys, June 2016 - Till Date\nDeveloper, TCS, July 2012 - May 2016', context).total_years_experience).toBe(14);
  });

  it('two months side by side are a range whose dash the PDF lost, as Awesome-CV draws it', () => {
    const cv = parseCv('Byungjin Park\nExperience\nDunamu Inc. Seoul, S.Korea\nDevOps Engineer Sep. 2023 Mar. 2024\nKasa Seoul, S.Korea\nSoftware Architect Jun. 2017 Present', context);
    expect(cv.experiences.map((job) => [job.title, job.start, job.end])).toEqual([
      ['DevOps Engineer', '2023-09', '2024-03'],
      ['Software Architect', '2017-06', null],
    ]);
  });

  it('dates at the right of an entry\'s first bullet belong to the entry above; the entry\'s town is not its title', () => {
    const cv = parseCv(
      [
        'John Doe',
        'Experience',
        'Nexus AI, Co-Founder & CTO San Francisco, CA',
        '• Built foundation model infrastructure serving 2M+ monthly API requests June 2023 – present',
        'NVIDIA Research, Research Intern Santa Clara, CA',
        '• Designed sparse attention mechanism reducing transformer memory May 2022 – Aug 2022',
        'Co-Founder & CTO San Francisco, CA',
        'Orbit Labs June 2020 – May 2023',
      ].join('\n'),
      context,
    );
    expect(cv.experiences.map((job) => [job.title, job.company])).toEqual([
      ['Co-Founder & CTO', 'Nexus AI'],
      ['Research Intern', 'NVIDIA Research'],
      ['Co-Founder & CTO', 'Orbit Labs'],
    ]);
  });

  it('a month and two digits in a range are a month and its year; a job a page\'s sidebar left under "Education" is still a job', () => {
    const cv = parseCv(
      ['Ilya Rumyantsev', 'Work Experience', 'DevOps/FullStack developer Sep 15 - NOW', 'Education', '2009 - 2011', 'M. Sc. Physics.', 'Universität Bonn', 'DevOps engineer Jan 15 - Sep 15', 'Systems Analyst Mar 14 - Jan 15', 'Affiliations', 'Secretary for Young Professionals Group 2014 - Present'].join('\n'),
      context,
    );
    expect(cv.experiences.map((job) => [job.title, job.start, job.end])).toEqual([
      ['DevOps/FullStack developer', '2015-09', null],
      ['DevOps engineer', '2015-01', '2015-09'],
      ['Systems Analyst', '2014-03', '2015-01'],
    ]);
  });

  it('dates written with a day, dots, the year first, a season or an apostrophe, and "maintenant"', () => {
    const range = (line: string) => parseCv(`Jean Dupont\nExpérience\nComptable, Cabinet Durand, ${line}`, context).experiences.map((e) => [e.start, e.end]);
    expect(range('1er septembre 2015 – 30 juin 2018')).toEqual([['2015-09', '2018-06']]);
    expect(range('01/09/2015 - 30/06/2018')).toEqual([['2015-09', '2018-06']]);
    expect(range('09/15/2015 - 06/30/2018')).toEqual([['2015-09', '2018-06']]);
    expect(range('06.2016 – 12.2019')).toEqual([['2016-06', '2019-12']]);
    expect(range('2015/09 – 2018/06')).toEqual([['2015-09', '2018-06']]);
    expect(range('2015-09-01 — 2018-06-30')).toEqual([['2015-09', '2018-06']]);
    // A range whose end a theme leaves blank is open; a year alone before a dash is no such range.
    expect(range('2015-09-01 —')).toEqual([['2015-09', null]]);
    expect(range('Sept. 2015 –')).toEqual([['2015-09', null]]);
    expect(range('2015 -')).toEqual([]);
    expect(range('Summer 2016 - Fall 2019')).toEqual([['2016-07', '2019-10']]);
    expect(range("Jan '16 – Dec '19")).toEqual([['2016-01', '2019-12']]);
    expect(range('2015 – maintenant')).toEqual([['2015', null]]);
    expect(range('2014-2016')).toEqual([['2014', '2016']]);
  });

  it('French headings: internships are jobs even below the schooling, "Informatique" lists skills', () => {
    const cv = parseCv(['Hugo Bernard', 'Expérience professionnelle', 'Assistant comptable, Cabinet Durand, 2022 – 2024', 'Formation', 'Licence de gestion, Université de Rennes, 2017 – 2020', 'Stages', 'Stagiaire comptable, Fiducial, 2020 – 2021', 'Informatique', 'Excel, Sage, SAP'].join('\n'), context);
    expect(cv.experiences.map((e) => [e.start, e.end])).toEqual([['2022', '2024'], ['2020', '2021']]);
    expect(cv.total_years_experience).toBe(3);
    expect(cv.skills.map((skill) => skill.name)).toEqual(expect.arrayContaining(['Excel', 'Sage', 'SAP']));
    // Names no list knows count under these headings too: the heading says they are skills.
    for (const heading of ['Outils maîtrisés', 'Connaissances techniques', 'Tech Stack']) {
      expect(parseCv(`Ann Lee\n${heading}\nZendesk, Looker, Figma`, context).skills.map((skill) => skill.name)).toEqual(['Zendesk', 'Looker', 'Figma']);
    }
  });

  it('a named tool is a skill of its own, not the family it belongs to', () => {
    const listed = parseCv('Jean Dupont\nSkills\nJenkins, JUnit, Scrum, VBA, Word, PowerPoint, Epic, Zoom', context).skills.map((skill) => skill.name);
    expect(listed).toEqual(['Jenkins', 'JUnit', 'Scrum', 'VBA', 'Word', 'PowerPoint', 'Epic', 'Zoom']);
    expect(parseCv('Jean Dupont\nExperience\nDeveloper, Acme, 2019 - 2021\nDelivered an epic migration; zoom on details.', context).skills).toEqual([]);
    expect(context.taxonomy.related('CI/CD').has('Jenkins')).toBe(true);
    const tools = parseCv('Jean Dupont\nCompétences\nJira • Confluence • Cypress • Playwright • Flutter • Dart • Google Ads', context).skills.map((skill) => skill.name);
    expect(tools).toEqual(['Jira', 'Confluence', 'Cypress', 'Playwright', 'Flutter', 'Dart', 'Google Ads']);
    // "At the confluence of design and data", "a playwright": their everyday sense, in prose.
    expect(parseCv('Jean Dupont\nSummary\nAt the confluence of design and data, with a playwright friend.', context).skills).toEqual([]);
    // A site the CV links to is no skill; a label inside an item is no part of it, a level after a colon neither.
    expect(parseCv('Jean Dupont\nLinkedIn GitHub StackOverflow\nSkills\nGit, Docker', context).skills.map((skill) => skill.name)).toEqual(['Git', 'Docker']);
    expect(parseCv('Jean Dupont\nSkills\nDesign: Intermediate Keywords: Sketch, Figma\nPython: advanced, Excel: 5 years', context).skills.map((skill) => skill.name)).toEqual(['Sketch', 'Figma', 'Python', 'Excel']);
    // A template's blanks, a row's label run into the first of them as moderncv's classic style sets it, are no skills.
    expect(parseCv('Jean Dupont\nComputer skills\ncategory 1 XXX, YYY, ZZZ category 4 XXX, YYY, ZZZ\ncategory 2 XXX, YYY, ZZZ', context).skills).toEqual([]);
  });

  it('without a jobs heading, dated projects and courses are not years of work', () => {
    const cv = parseCv(['Alice Martin', 'Software engineer', 'Leadership', 'Led a team of five developers.', 'Projects', 'Shop redesign (2022-2023)', 'Recommendation engine (2019-2022)', 'Education', 'BSc Computer Science (2012-2016)'].join('\n'), context);
    expect(cv.total_years_experience).toBeNull();
    expect(parseCv('Alice Martin\nLeadership\nTeam lead, Acme, 2019-2023\nProjects\nShop redesign (2010-2011)', context).total_years_experience).toBe(4);
  });

  it('a range that ends today in the words of other languages, as the CVs of people who moved keep it ("heute", "presente", "hoy")', () => {
    for (const today of ['heute', 'presente', 'hoy', 'atual', 'oggi', 'heden']) {
      expect(parseCv(`Julia Schmidt\nExperience\nProject Manager, Siemens AG, 04/2018 – ${today}`, context).total_years_experience).toBe(8);
    }
    // "Actuellement" is one word, not "actuel" and an employer called "lement"; the current job's town stands in.
    const actuellement = parseCv('Marie Dupont\nExpériences\nChef de projet | Orange | Paris\nMars 2020 - Actuellement', context);
    expect(actuellement.experiences).toMatchObject([{ title: 'Chef de projet', company: 'Orange', start: '2020-03', end: null }]);
    expect(actuellement.location).toBe('Paris');
    expect(parseCv('Marie Dupont\nExpérience\nDéveloppeur, Capgemini, Nantes, 2019 - en cours', context).location).toBe('Nantes');
  });

  it('a range written with a tilde or an arrow, as Asian and Indian CVs and designed templates write it, or with the "to" of other languages', () => {
    for (const range of ['Oct 2016 ~ Sep 2020', '2016.10 ~ 2020.09', '2016.10～2020.09', 'Oct 2016 → Sep 2020', '10/2016 bis 09/2020', '10/2016 hasta 09/2020', '10/2016 até 09/2020', '10/2016 tot 09/2020', 'October 2016 through September 2020', 'Oct 2016 thru Sep 2020']) {
      expect([range, parseCv(`Kim Minji\nExperience\nHR Executive, Interra Systems, ${range}`, context).experiences.map((e) => [e.start, e.end])]).toEqual([range, [['2016-10', '2020-09']]]);
    }
    expect(parseCv('Ravi Kumar\nWork Experience\nExecutive - HRD, Interra Systems, October 2018 ~ Till date', context).total_years_experience).toBe(7);
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
    expect(cv.total_years_experience).toBe(8);
    expect(parseCv('Nina Petit\nExpérience\nMagasinière, Acme, depuis 2019 (en poste)', context).total_years_experience).toBe(7);
  });

  it('counts no years from extracurricular or volunteer posts under their own heading', () => {
    const work = 'Felix Chen\nWork Experience\nAdministrative Assistant, Acme, Since 2021\n';
    expect(parseCv(work, context).total_years_experience).toBe(5);
    for (const heading of ['EXTRACURRICULAR', 'Extra-Curricular Activities', 'Volunteer Work', 'Community Involvement', 'Engagement associatif']) {
      expect(parseCv(`${work}${heading}\nPresident, BrébeufHx, 2015-2019`, context).total_years_experience, heading).toBe(5);
    }
  });
});

describe('what real CVs got wrong', () => {
  it('towns outside any short list, with a state abbreviation or a country, and a region standing in the city slot', () => {
    expect(parseCv('Jane Roe\nLittle Rock, AR 72201 | jane@example.org', context)).toMatchObject({ location: 'Little Rock, AR' });
    expect(parseCv('Noa Levi\nKfar Saba, Israel · noa@example.org', context)).toMatchObject({ location: 'Kfar Saba, Israel' });
    // A town the gazetteer does not hold, in a state it does: kept as written.
    expect(parseCv('John Doe\n Pleasantville, CA 94588  (555) 123-4567  john.doe@gmail.com', context)).toMatchObject({ location: 'Pleasantville, CA' });
    expect(parseCv('Andy Roe\n123 Main Street – Sacramento – California, United States, 95814', context).location).toBe('Sacramento, California, United States');
    expect(parseCv('Ana Diaz\nCalifornia, United States\nana@example.org', context).location).toBe('California, United States');
  });

  it('a district or a suburb before its city is read with it; a town whose name ends like a bigger one is itself', () => {
    expect(parseCv('Seun Adeyemi\nAddress: 14 Allen Avenue, Ikeja, Lagos\nseun@example.org', context).location).toBe('Ikeja, Lagos');
    expect(parseCv('Marie Roux\nVilleurbanne, Lyon, France · marie@example.org', context).location).toBe('Villeurbanne, Lyon, France');
    expect(parseCv('Collin Crooks\nNew Delhi, Delhi - Email me on Indeed', context).location).toBe('New Delhi, Delhi');
    // A firm named as a small town, on a job's line, is still no part of the place.
    expect(parseCv('Jo Bloggs\nMcDonald, Oak Brook, IL\njo@example.org', context).location).toBe('Oak Brook, IL');
  });

  it('an office\'s room or suite over the name, as academic and career-centre CVs set it, is no name', () => {
    const cv = parseCv(['Sample Teacher Résumé', 'Career Center', 'Lucina Hall Room 220', 'Shawnna Nikolaus', '2000 W. University Avenue', 'Muncie, Indiana 47306', 'Cell: (123)345-7890', 'sn@example.org', 'EDUCATION'].join('\n'), context);
    expect(cv.full_name).toBe('Shawnna Nikolaus');
    expect(parseCv('Keble Hall Room 14\nJames Moore\njm@example.org\nExperience', context).full_name).toBe('James Moore');
  });

  it('a country written in dotted capitals after its town ("Dubai - U.A.E.", "Leeds, U.K.") is read with it', () => {
    expect(parseCv('Omar Haddad\nDubai - U.A.E.\nomar@example.org', context).location).toBe('Dubai, U.A.E.');
    expect(parseCv('Omar Haddad\nDUBAI, U.A.E.\nomar@example.org', context).location).toBe('DUBAI, U.A.E.');
    expect(parseCv('Amy Clark\nLeeds, U.K. | amy@example.org', context).location).toBe('Leeds, U.K.');
    // Alone, such a code is a field more often than a country.
    expect(parseCv('Amy Clark\namy@example.org\nI.T.', context).location).toBeNull();
  });

  it('a word that is also a town is no place of the candidate: a school\'s "University", a form\'s "Date", a heading, unless its state is written', () => {
    const stanford = ['Veronique Fisher', 'Office of the Vice Provost for Graduate Education', 'Stanford University', '450 Serra Mall, Building 310, Stanford, CA 94305-2028', 'E-mail: vf@example.edu'];
    expect(parseCv(stanford.join('\n'), context).location).toBe('Stanford, CA');
    expect(parseCv('Terrell O\'Keefe\n5. Academic Studies:\nUNIVERSITY\nLAWYER\nUniversidad del Norte', context).location).toBeNull();
    expect(parseCv('Sanda Bergnaum\nsanda@example.org\nEducation\nDates\nAccounting Technician\nExperience\nDate\nPosition', context).location).toBeNull();
    expect(parseCv('Ana Silva\nana@example.org\nCollege\nSanta Monica College', context).location).toBeNull();
    // Where its state says it is the town, it is.
    expect(parseCv('Tom Baker\nMobile, AL 36602 | tom@example.org', context).location).toBe('Mobile, AL');
  });

  it('a form-like CV: "Curriculum Vitae" over "Personal Information" and "Name:" is no headline; the latest job is', () => {
    const cv = parseCv(
      ['Curriculum Vitae', 'Personal Information', 'Name: Oluwaseun Adeyemi', 'Email: seun@example.org', 'Work Experience', 'Accountant — Dangote Group, Lagos (2018 – Date)'].join('\n'),
      context,
    );
    expect(cv).toMatchObject({ full_name: 'Oluwaseun Adeyemi', headline: 'Accountant' });
  });

  it('a labelled address gives its town as written, however the label is set off', () => {
    // pandoc's template puts the contact lines last: "address - Mytown, Mycountry".
    const cv = parseCv('Johnny Coder\nEducation\nPhD, 2010-2014\nemail@example.com • XX years old\naddress - Mytown, Mycountry', context);
    expect(cv.location).toBe('Mytown');
    expect(parseCv('Léa Petit\nlea@petit.fr\nAdresse : 4 rue des Lilas, 44000 Nantes', context).location).toBe('Nantes');
    expect(parseCv('Sam Cole\nsam@cole.dev\nLocation: Remote', context).location).toBeNull();
    // The first of two labelled addresses is where the candidate lives now, whatever word qualifies its label.
    const twoAddresses = ['Name: Ali Rahman', 'Present Address: 9 Central Road, Dhaka-1214.', 'Phone: 01912345678, Email: ali@example.org', 'Permanent Address: Mulatol, Kotwali, Rangpur.'];
    expect(parseCv(twoAddresses.join('\n'), context).location).toBe('Dhaka');
    // A present address in a village the gazetteer does not hold: the permanent one names a town it does.
    const village = ['Candidate Name: Mina Alif', 'Contact Number: 01818228607 Present Address: Mariam Nagar P.O: Rangunia', 'Permanent Address: Mariam Nagar, Chattagram, Bangladesh'];
    expect(parseCv(village.join('\n'), context).location).toBe('Chattagram, Bangladesh');
    // Two addresses side by side, their labels on one line: neither label is a town.
    const sideBySide = ['Alex Mass', 'Present Address:\t\t\tPermanent Address:', 'Box S-2059\t\t\t19 Mill Creek Road', 'Hoboken, NJ 07030\t\t\tamass@example.edu'];
    expect(parseCv(sideBySide.join('\n'), context).location).toBe('Hoboken, NJ');
    // An address that runs on over the lines under its label: the town is there, not the floor.
    const runOn = ['Sarthak Aggarwal', 'sarthak@example.org | 9354558399', 'Address : 34-first floor, Neelam Vihar Society', 'Kaushambi sec-14, behind the hotel', 'Ghaziabad, 201010', 'Summary'];
    expect(parseCv(runOn.join('\n'), context).location).toBe('Ghaziabad');
  });

  it("resume analysers' sample resumes: years said after a label, a CI/CD item, VS Code, a name typed in lower case with an initial; a letter-spaced name", () => {
    expect(parseCv('John Doe\nSkills: Python, SQL\nExperience: 2 years as Data Analyst', context).total_years_experience).toBe(2);
    expect(parseCv('Jean Roux\nCompétences : Excel, SAP\nExpérience : 3 ans en comptabilité', context).total_years_experience).toBe(3);
    const skills = skillNames(parseCv('Ann Lee\nSkills\nCloud & DevOps: AWS, Docker, Kubernetes, CI/CD pipelines\nDesign: UI/UX Design\nTools: VS Code, Visual Studio, Git', context));
    expect(skills).toEqual(expect.arrayContaining(['CI/CD', 'UI', 'UX Design', 'VS Code', 'Visual Studio']));
    expect(skills).not.toContain('CI');
    const head = ['gokul b', 'fullstack developer', '9344050741 | tn49.gokul@gmail.com | Chennai', 'Technical Skills', 'Programming : Java, JavaScript'];
    expect(parseCv(head.join('\n'), { ...context, layout: { largest: ['gokul b'], headings: [] } }).full_name).toBe('Gokul B');
    // Letter-spaced with no wider gap between the words: the e-mail's initial and surname say where they break.
    const spaced = ['E L I S E C U T T S', 'DOCTORAL RESEARCHER', 'ecutts@mit.edu · (503) 530-6206'];
    expect(parseCv(spaced.join('\n'), { ...context, layout: { largest: [spaced[0]!], headings: [] } }).full_name).toBe('Elise Cutts');
  });

  it('personal details in a sidebar: a sex is no place, an e-mail broken before its dot is whole', () => {
    const details = ['Daviel Wafo', 'Personal details', 'Daviel.WAFO@emines', '.um6p.ma', '+212 694238089', 'May 4, 2009', '♂', 'Male', 'Education'];
    expect(parseCv(details.join('\n'), context)).toMatchObject({ email: 'daviel.wafo@emines.um6p.ma', location: null });
    // Broken inside the domain's name, or inside its ending in capitals, as JSON Resume's narrow sidebars break them.
    expect(parseCv('Camille Lefèvre\nLyon\ncamille.lefevre@exempl\ne.fr\n06 12 34 56 78', context).email).toBe('camille.lefevre@exemple.fr');
    expect(parseCv('MAYA OKAFOR\nMAYA.OKAFOR@EXAMPLE.CO\nM\n(312) 555-0147', context).email).toBe('maya.okafor@example.com');
    // Broken inside its own part, an icon's glyph before it, the digits of its end over the domain.
    expect(parseCv('½ Verona, Italy\n[ lucabianchi\n1997@gmail.com\n LucaBianchi\n° Luca\nBianchi', context).email).toBe('lucabianchi1997@gmail.com');
    // A whole address over a link stays as it is; so does one under a label in small letters.
    expect(parseCv('Kim Lee\nkim@lee.dev\nlinkedin.com\nParis', context).email).toBe('kim@lee.dev');
    expect(parseCv('Kim Lee\ncontact\n2kim@lee.dev\nParis', context).email).toBe('2kim@lee.dev');
  });

  it('a British address: its county says the country, and a street with its postcode says the town without commas', () => {
    // GeoNames knows Essex only as towns in Maryland and Ontario; Lawford, a village, not at all.
    const cv = parseCv('Sam Stone\nHome address: 22 Constable Close, Lawford, Manningtree, Essex, CO11 2LD\nMobile: 07895 139154', context);
    expect(cv).toMatchObject({ location: 'Manningtree, Essex', phone: '+447895139154' });
    expect(context.places.find('Guildford, Surrey')).toMatchObject({ city: 'Guildford', country: 'GB' });
    expect(context.places.find('Surrey, BC')).toMatchObject({ city: 'Surrey', country: 'CA' });
    expect(parseCv('Michael Cole\n195 The Uplands Runcorn WA72UE\nTel: 07562 366812', context).location).toBe('Runcorn');
  });

  it('a town no gazetteer holds, known by its place in a postal address', () => {
    expect(parseCv('Otto Otter\n100 Ocean Wave, 94016\nOttertown\notto@example.org', context).location).toBe('Ottertown');
    expect(parseCv('Lise Martin\nlise@example.org · 69440 Saint-Lilas', context).location).toBe('Saint-Lilas');
    expect(parseCv('Lise Martin\n12 rue des Lilas, 69440\nExperience\nNurse, 2019 - 2021', context).location).toBeNull();
  });

  it('a name that ends like a town, and a town named by a past employer, are not the candidate\'s place', () => {
    const cv = parseCv(['Camille Martin', 'camille@example.org', 'Experience', 'Nurse, CHU, Lille, 2015 - 2019'].join('\n'), context);
    expect(cv.location).toBeNull();
    // The current job's town stands in when the CV gives no address of its own.
    expect(parseCv(['Jake Ryan', 'jake@su.edu', 'Experience', 'Research Assistant June 2020 - Present', 'Texas A&M University College Station, TX'].join('\n'), context).location).toBe('College Station, TX');
  });

  it('a template\'s blank "City, State" is no place, though GeoNames has a town called City', () => {
    // The current job's place stands in for the candidate's, unless it is the template's blank.
    expect(parseCv(['ACCOUNTANT', 'Experience', 'Accountant , 10/2014 - Current', 'Company Name', 'City , State', 'Journals.'].join('\n'), context).location).toBeNull();
    expect(parseCv(['ACCOUNTANT', 'Experience', 'Accountant , 10/2014 - Current', 'Acme - Conway , AR', 'Journals.'].join('\n'), context).location).toBe('Conway, AR');
  });

  it('a month beside its year and a page footer are no place, though August and Page are towns', () => {
    const dated = ['Pat Lee', 'pat@example.org', 'Experience', 'August 2011', 'to', 'Current', 'Company Name City , State Nurse'].join('\n');
    expect(parseCv(dated, context).location).toBeNull();
    expect(parseCv(['Pat Lee', 'Experience', 'Carpenter', 'October 2010 - Current'].join('\n'), context).location).toBeNull();
    expect(parseCv(['Pat Lee', 'pat@example.org', '1 | Page.', 'Summary', 'Accountant'].join('\n'), context).location).toBeNull();
    // The town itself is still read, with its state.
    expect(parseCv('Pat Lee\nPage, AZ | pat@example.org', context).location).toBe('Page, AZ');
  });

  it('phone numbers a validating parser rejects are kept as written; WhatsApp only for a valid mobile', () => {
    expect(parseCv('John Doe\n(555) 123-4567 | john@example.org', context)).toMatchObject({ phone: '(555) 123-4567', whatsapp_number: null });
    expect(parseCv('Jake Ryan\n123-456-7890 | jake@su.edu\nEducation\nBSc, 2014 - 2018', context)).toMatchObject({ phone: '123-456-7890', whatsapp_number: null });
    expect(parseCv('Otto Otter\nPhone: +44 7700 900077', context)).toMatchObject({ phone: '+44 7700 900077', whatsapp_number: null });
    expect(parseCv('Otto Otter\nPhone: +44 7911 123456', context)).toMatchObject({ phone: '+447911123456', whatsapp_number: '+447911123456' });
    // A year range or a date is not a phone number, even where the phone plan would take it for a valid one.
    expect(parseCv('Lea Dubois\nlea@example.org\nExperience\nAnalyst 2015 - 2019 12/03/2020', context).phone).toBeNull();
    expect(parseCv("Dana Levi\nRa'anana, Israel | +972-52-123-4567 | dana@levi.dev\nWork Experience\nQA Engineer at Wix, 2016 - 2021", context).phone).toBe('+972-52-123-4567');
    expect(parseCv('Eva Klein\neva@klein.de\nBerlin\nExperience\nConsultant, A, 01/2015 - 12/2020', context).phone).toBeNull();
    // A mobile and a landline joined by a slash: the first, as written.
    expect(parseCv('MARC ROE\n12 Sampaguita Subdivision, Mabini St.\n09271234567/293-13-25\nmarc.roe@example.com', context).phone).toBe('09271234567');
  });

  it('sample resumes of careers services: a banner above the name is none ("SPECIAL EDUCATION RESUME", "DO NOT COPY: …", "NAME AND TITLE")', () => {
    expect(parseCv('SPECIAL EDUCATION RESUME\nGregorio Roob\n114 Lowell Street\nSan Francisco, CA 94111', context).full_name).toBe('Gregorio Roob');
    expect(parseCv('Sample resume\nDO NOT COPY: You are advised not to\ncopy this sample.\nTerry Lee\n11 Cruz Avenue\nClayton VIC 3204', context).full_name).toBe('Terry Lee');
    expect(parseCv('VITA\nNAME AND TITLE\nAlix Berge, Ph.D., Associate Professor,\nEmail: alix@example.edu', context).full_name).toBe('Alix Berge');
    expect(parseCv('BS in Digital Cinema Resume Example\nStudent Seeking Internship\nClair Ratke\nclair@example.org', context).full_name).toBe('Clair Ratke');
  });

  it('contact lines as Indeed and Word templates write them: the town before "- Email me on Indeed", a label after the town, credentials after the name', () => {
    expect(parseCv('Meda Cronin\nAssociate Software Engineer\nBengaluru, Karnataka - Email me on Indeed: meda@example.org\nWORK EXPERIENCE', context).location).toBe('Bengaluru, Karnataka');
    expect(parseCv('12345 Knox Drive Cell: (123)345-7890\nShelli Kuvalis\nRosharon, TX 77583 Home: (123)345-7890\nshelli@example.org', context).location).toBe('Rosharon, TX');
    // "MS" is Mississippi's code, but here the name's degree.
    const credentials = parseCv('Hal Schmeler, MS (CS), MS (TPP), CSM, PMP\n232 Olive Ave, North York, ON, M2N 4P6\n(123)345-7890, hal@example.org\nProfile', context);
    expect(credentials).toMatchObject({ full_name: 'Hal Schmeler', location: 'North York, ON' });
    // A hyphen elsewhere joins what it stands between: a name's parts, a title and its field.
    expect(parseCv('George - Alexandru Tanu\ngeorge@example.org\nProfile', context).location).toBeNull();
  });

  it("an e-mail with an apostrophe in its local part, as Irish names write it", () => {
    expect(parseCv("Raye O'Connell\nRaye.O'Connell@example.org\nProfile", context).email).toBe("raye.o'connell@example.org");
    expect(parseCv("Raye Lee\nE-mail: 'raye@example.org'\nProfile", context).email).toBe('raye@example.org');
  });

  it('a street number right after the phone number is no part of it', () => {
    const cv = parseCv('Michelle Smith\nemail@email.com (541) 754-3010 1515 Pacific Ave, CA 90291 Los Angeles\nEmployment', context);
    expect(cv.phone).toBe('+15417543010');
    expect(parseCv('Pat Lee\npat@lee.com (555) 123-4567 1515 Pacific Ave\nEmployment', context).phone).toBe('(555) 123-4567');
  });

  it('a US street address before the town, and a postcode on the line above a phone', () => {
    const cv = parseCv('Pat Lee\n4417 Maple Ave, Dallas, TX 75219\n(214) 555-0147\npat@lee.com', context);
    expect(cv.location).toBe('Dallas, TX');
    expect(cv.phone?.replace(/\D/g, '').slice(-9)).toBe('145550147');
    // Kept as written, the number holds no digit of the line above it.
    expect(parseCv('Pat Lee\nAustin, TX 78701\nPhone: (123) 456-7890', context).phone).toBe('(123) 456-7890');
    // A phone number's last four digits are no postcode: the heading under them is no town.
    expect(parseCv('Maya Okafor\nSenior Data Engineer\n(312) 555-0147\nAbout\nData engineer.', context).location).toBeNull();
  });

  it('an area around a town, and a French region standing in the city slot', () => {
    expect(parseCv('Kim Lee\n+1.415.555.0123 · kim@lee.dev\nSan Francisco Bay Area', context)).toMatchObject({ location: 'San Francisco', phone: '+14155550123' });
    expect(parseCv('Luc Roy\n0033 6 12 34 56 78\nluc@roy.fr\nÎle-de-France', context)).toMatchObject({ location: 'Île-de-France', phone: '+33612345678' });
    expect(parseCv('Inès Kaci\nines@kaci.fr\nMarseille, PACA', context).location).toBe('Marseille, PACA');
  });

  it('what templates set after the name is not the name, nor the place: a banner, a degree, an icon font\'s glyphs, a link\'s digits', () => {
    expect(parseCv('Jan Küster Resume\nConsultant and Software Developer\ninfo@jankuester.com', context).full_name).toBe('Jan Küster');
    const minimalistic = parseCv('JAN KÜSTER M.SC.\nRESEARCH SOFTWARE ENGINEER\n* Bremen, Germany # info@jankuester.com H +49 170 123 456 789\nPublications\nhttps://doi.org/10.21240/mpaed/jb16/2021.04.30.X', context);
    expect(minimalistic).toMatchObject({ full_name: 'Jan Küster', location: 'Bremen, Germany', phone: '+49 170 123 456 789' });
    expect(parseCv('ACHRAF NAJMI ( Casablanca, Maroc\nÉLECTRO INFO PHYSICIEN F +212 6 22 90 22 21', context)).toMatchObject({ full_name: 'Achraf Najmi', location: 'Casablanca, Maroc' });
    expect(parseCv('Jan Küster\nConsultant · Bremen, Germany · info@jankuester.com · +49 176 313 XXX XX', context).location).toBe('Bremen, Germany');
  });

  it('a district the gazetteer does not hold before a town and its country; a placeholder address is none', () => {
    expect(parseCv('Byungjin Park\nMapo-gu, Seoul, Republic of Korea\nposquit0@example.com', context).location).toBe('Seoul, Republic of Korea');
    expect(parseCv('Your Name\nyour_name@email.com · Åddrésş, Street, 00000 Cóuntry', context).location).toBeNull();
  });

  it('a phone label is no place, though Mobile is a town in Alabama; a province in brackets is one', () => {
    const cv = parseCv('Claire Martin\nMobile : +33 (0)6 12 34 56 78\nclaire@exemple.fr\nToulouse', context);
    expect(cv).toMatchObject({ location: 'Toulouse', phone: '+33612345678' });
    expect(parseCv('Pat Lee\nMobile, AL | pat@example.org', context).location).toBe('Mobile, AL');
    expect(parseCv('Marc Tremblay\nMontréal (Québec)\nmarc@tremblay.ca', context).location).toBe('Montréal, Québec');
  });
});

describe("a resume builder's layout: the title first, each job's title over its dates", () => {
  const text = [
    'ENGINEERING TECHNICIAN',
    'Summary',
    'A challenging position in a Manufacturing or Research & Development environment.',
    'Experience',
    'Engineering Technician',
    'April 2015 to Current Company Name, City, State',
    'Executing protocols for new system integration',
    'Sr. Repair Technician',
    'February 2015 to April 2015 Company Name, City, State',
    'Lead Manufacturing Technician',
    'February 2004 to June 2014 Acme Industries, Austin, TX',
  ].join('\n');

  it('the title is the headline, not a name; each job takes the title above its dates and the company after them', () => {
    const cv = parseCv(text, context);
    expect(cv).toMatchObject({ full_name: null, headline: 'ENGINEERING TECHNICIAN' });
    expect(cv.experiences!.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Engineering Technician', null, '2015-04', null],
      ['Sr. Repair Technician', null, '2015-02', '2015-04'],
      ['Lead Manufacturing Technician', 'Acme Industries', '2004-02', '2014-06'],
    ]);
  });

  it('a role that names no occupation is a title too ("Engineering Intern", "QA Team Lead"), and a name stays a name', () => {
    expect(parseCv('ENGINEERING INTERN\nProfile\nEntry level engineer.', context)).toMatchObject({ full_name: null, headline: 'ENGINEERING INTERN' });
    expect(parseCv('QA ENGINEERING TEAM LEAD\nCareer Overview', context)).toMatchObject({ full_name: null, headline: 'QA ENGINEERING TEAM LEAD' });
    expect(parseCv('John Smith\nEngineering Manager\njohn@example.org', context)).toMatchObject({ full_name: 'John Smith', headline: 'Engineering Manager' });
    // A rank alone says a title: neither a name nor nothing ("Finance Director", "HR Coordinator").
    expect(parseCv('FINANCE DIRECTOR\nSummary\nSeasoned accountant.', context)).toMatchObject({ full_name: null, headline: 'FINANCE DIRECTOR' });
    expect(parseCv('HR COORDINATOR\nSummary\nPayroll and onboarding.', context)).toMatchObject({ full_name: null, headline: 'HR COORDINATOR' });
    expect(parseCv('PATIENT ADVOCATE\nSummary\nCustomer service professional.', context)).toMatchObject({ full_name: null, headline: 'PATIENT ADVOCATE' });
    // A sentence in the first person under the name is the summary's start, not a title.
    expect(parseCv('Jan Küster\nI am a digital media graduate (M.Sc.) with project ex-\nperience in research.', context).headline).toBeNull();
    expect(parseCv('Jan Küster\nI.T. Manager\njan@kuester.de', context).headline).toBe('I.T. Manager');
    expect(parseCv('BANK TELLER\nProfessional Summary\nPersonable.', context)).toMatchObject({ full_name: null, headline: 'BANK TELLER' });
    // What follows the first section is no name: "Core Qualifications" heads a list whose "Problem Solver" is a skill.
    expect(parseCv('TEACHER\nProfessional Summary\nSeven years in primary schools.\nCore Qualifications\nProblem Solver\nClassroom Management', context)).toMatchObject({ full_name: null, headline: 'TEACHER' });
    // A page set in one size is all "largest type": what follows its first section is no name there either.
    const oneSize = ['SENIOR ACCOUNTANT', 'Career Focus', 'Month-end close and audits.', 'Skills', 'QuickBooks Pro IFRS', 'Account Reconciliation'];
    expect(parseCv(oneSize.join('\n'), { ...context, layout: { largest: oneSize, headings: [] } })).toMatchObject({ full_name: null, headline: 'SENIOR ACCOUNTANT' });
    // A title no list knows still heads a CV that opens with it and goes straight into a section; a sentence or a place does not.
    expect(parseCv('D2B SALES\nCareer Overview\nTen years of client service.', context)).toMatchObject({ full_name: null, headline: 'D2B SALES' });
    expect(parseCv('PUBLIC RELATIONS/SOCIAL MEDIA MANAGEMENT\nSummary\nBrand launches.', context).headline).toBe('PUBLIC RELATIONS/SOCIAL MEDIA MANAGEMENT');
    expect(parseCv('Driven to inspire students.\nSummary\nTutoring.', context).headline).toBeNull();
    expect(parseCv('Austin, TX\nSummary\nTutoring.', context).headline).toBeNull();
    // A line after the dates that names a job is the title, as before.
    expect(parseCv('Lea Dubois\nExperience\nGlobex\n2019 - 2021 Data Analyst, Globex', context).experiences![0]).toMatchObject({ title: 'Data Analyst', company: 'Globex' });
  });
});

describe('skills as a CV lists them', () => {
  const skillsOf = (text: string) => parseCv(text, context).skills!.map((skill) => (typeof skill === 'string' ? skill : skill.name));

  it('a list cut after a comma goes on with a capitalised item; an acronym the list writes keeps its name; LLM and ETL are skills of their own', () => {
    const lines = ['Maria Garcia', 'Summary', 'Natural Language Processing engineer on Google Cloud.', 'Skills', 'NLP, TensorFlow, LLM, GCP, Data Engineering, ETL, BERT,', 'Data Preprocessing'];
    expect(skillsOf(lines.join('\n'))).toEqual(['NLP', 'TensorFlow', 'LLM', 'GCP', 'Data Engineering', 'ETL', 'BERT', 'Data Preprocessing']);
    // A sentence under a list that ends with a comma is no item of it.
    const sentence = ['Jo Lee', 'Skills', 'Python, SQL, Tableau,', 'Built the dashboards that our managers read every week.'];
    expect(skillsOf(sentence.join('\n'))).toEqual(['Python', 'SQL', 'Tableau']);
    // Nor is a line under a sentence that ends on its last item ("…, and Access." over a heading the parser does not know).
    const heading = ['Clair Roe', 'Technical Skills', 'Highly knowledgeable of Microsoft Word, Excel, PowerPoint, and Access.', 'Relevant Courswork'];
    expect(skillsOf(heading.join('\n'))).toEqual(expect.arrayContaining(['Microsoft Word', 'Excel', 'PowerPoint']));
  });

  it('names each skill as the CV writes it, unless that is the known name with a version, a suffix or a maker around it', () => {
    const list = 'VS Code, GCP, Photoshop, Shell, HTML5, React.js, Microsoft Excel, SAP SuccessFactors, Postgres, JAVASCRIPT, Oracle 10g';
    const skills = skillsOf(['Jane Roe', 'Skills', list, 'Projects', 'Stored the results in PostgreSQL.'].join('\n'));
    // Of a longer item that names one skill, the words that name it ("Oracle" of "Oracle 10g"), unless a name follows them
    // ("SAP SuccessFactors", a product of its own).
    expect(skills).toEqual(['VS Code', 'GCP', 'Photoshop', 'Shell', 'HTML', 'React', 'Excel', 'SAP SuccessFactors', 'PostgreSQL', 'JavaScript', 'Oracle']);
    // The same skills as the taxonomy knows them, which matching compares.
    expect(knownAs(skills).slice(0, 4)).toEqual(['Visual Studio Code', 'Google Cloud', 'Adobe Photoshop', 'Bash']);
    // A French CV keeps its French names; prose read for more names them as it writes them.
    expect(skillsOf(['Jean Roux', 'Compétences', 'Droit du travail, Excel', 'Expérience', 'Gestionnaire RH, Acme, 2019 - 2021', 'Gestion de la paie de 300 salariés.'].join('\n'))).toEqual(['Droit du travail', 'Excel', 'Gestion de la paie']);
  });

  it('reads every item of a list: C/C++ as two, CI/CD as one, names only ESCO or O*NET know, names nobody knows', () => {
    const skills = skillsOf(['Jane Roe', 'Skills', 'Languages: C/C++, Rust, MATLAB', 'Tools: CI/CD, Dataiku, JAX, webpack', 'Experience', 'Engineer, Acme, 2019 - 2021'].join('\n'));
    expect(skills).toEqual(expect.arrayContaining(['C', 'C++', 'Rust', 'MATLAB', 'CI/CD', 'Dataiku', 'JAX', 'webpack']));
    expect(skills).not.toContain('Languages');
  });

  it('reads alternatives that share their other words ("File/records maintenance", "AS/400") as one item, not their pieces', () => {
    const skills = skillsOf(['Jane Roe', 'Skills', 'File/records maintenance, Contract negotiation/review/drafting, AS/400, LAN/WAN, Coaching/Mentoring'].join('\n'));
    // The whole item, or the skill it names ("Contract negotiation/review/drafting" names Negotiation); a list of names, each.
    expect(skills).toEqual(expect.arrayContaining(['File/records maintenance', 'Negotiation', 'LAN', 'WAN', 'Coaching', 'Mentoring']));
    expect(skills).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(?:File|records maintenance|review|drafting|AS)$/)]));
  });

  it('names from reference lists and transversal skills count in a list, not in prose', () => {
    const prose = skillsOf(['Jane Roe', 'Experience', 'Engineer, Acme, 2019 - 2021', 'Led a team with strong communication; used Spring and Docker; traced rays.'].join('\n'));
    expect(prose).toContain('Docker');
    expect(knownAs(prose)).not.toContain('Leadership');
    expect(knownAs(prose)).not.toContain('Communication');
    expect(knownAs(prose)).not.toContain('Spring');
    const listed = skillsOf(['Jane Roe', 'Skills', 'Leadership, Communication, Spring'].join('\n'));
    expect(listed).toEqual(expect.arrayContaining(['Leadership', 'Communication', 'Spring']));
  });

  it("a word of a list item is not a skill its everyday sense names: 'arts', 'Order Processing', 'Field Concrete Testing', refuse containers", () => {
    const skills = skillsOf(['Pat Lee', 'Skills', 'arts, Basic, Child Care, Order Processing, Field Concrete Testing, Quality Assurance tracking', 'Experience', 'Laborer, Acme, 2019 - 2021', 'Placed waste in refuse containers.'].join('\n'));
    for (const wrong of ['Automated radar terminal systems ARTS', 'BASIC', 'Processing', 'Software Testing', 'Docker', 'Patient Care']) expect(knownAs(skills)).not.toContain(wrong);
    // Written as the reference writes them, or alone in an item, they still count.
    expect(skillsOf(['Pat Lee', 'Skills', 'ARTS, BASIC, SAS, Testing, Processing'].join('\n'))).toEqual(expect.arrayContaining(['ARTS', 'BASIC', 'SAS', 'Testing', 'Processing']));
  });

  it('a CV that lists ten skills or more shows those, not what its prose names in passing', () => {
    const listed = 'Python, SQL, React, TypeScript, Docker, Kubernetes, PostgreSQL, Git, Linux, GraphQL';
    const prose = 'Projects\nLed an e-commerce platform, improving sales conversion by 25% with Excel reports.';
    const full = skillsOf(['Jane Roe', 'Skills', listed, prose].join('\n'));
    expect(full).toHaveLength(10);
    expect(knownAs(full)).not.toContain('Sales');
    // A short list still takes the skills the text names.
    expect(skillsOf(['Jane Roe', 'Skills', 'Python, SQL', prose].join('\n'))).toEqual(expect.arrayContaining(['Python', 'SQL', 'Excel']));
  });

  it('a sentence with commas in a skills section is not a list of made-up skills', () => {
    const skills = skillsOf(['Jane Roe', 'Skills', 'Improved onboarding, resulting in fewer support tickets across the team.'].join('\n'));
    expect(skills).not.toContain('resulting in fewer support tickets across the team.');
    expect(skills.some((skill) => skill.startsWith('Improved'))).toBe(false);
  });

  it('spoken languages go to languages, with their level, and are not skills', () => {
    const cv = parseCv(['Jane Roe', 'Skills', 'Python, SQL', 'Languages', 'English (native), French – B2', 'Spanish: basic'].join('\n'), context);
    expect(cv.languages).toEqual([{ code: 'en', level: 'native' }, { code: 'fr', level: 'B2' }, { code: 'es', level: 'A2' }]);
    expect((cv.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : skill.name))).toEqual(['Python', 'SQL']);
    // Two letters that are also language codes (Italian, Croatian, Malayalam) stay skills.
    const acronyms = parseCv(['Jane Roe', 'Skills', 'IT, HR, ML, Excel'].join('\n'), context).skills!.map((skill) => (typeof skill === 'string' ? skill : skill.name));
    expect(acronyms).toEqual(expect.arrayContaining(['Excel']));
    expect(acronyms.length).toBeGreaterThanOrEqual(4);
    const french = parseCv(['Jean Dupont', 'Compétences', 'Excel, SAP', 'Langues : anglais courant, allemand (notions)'].join('\n'), context);
    expect(french.languages).toEqual([{ code: 'en', level: 'C1' }, { code: 'de', level: 'A2' }]);
    // Several languages on one line, each with its level; a level written once after two is both's.
    const levels = (line: string) => parseCv(`Sophie Martin\nLangues\n${line}`, context).languages;
    expect(levels('Anglais : courant – Espagnol : notions – Allemand')).toEqual([{ code: 'en', level: 'C1' }, { code: 'es', level: 'A2' }, { code: 'de', level: null }]);
    expect(levels('Anglais et espagnol : courant')).toEqual([{ code: 'en', level: 'C1' }, { code: 'es', level: 'C1' }]);
    expect(levels('Bilingue anglais et espagnol')).toEqual([{ code: 'en', level: 'C2' }, { code: 'es', level: 'C2' }]);
  });

  it('headings run together, a Strengths list, two skills in one cell, a list written with spaces, tools named under a project', () => {
    const cv = parseCv(
      [
        'Jane Roe',
        'SKILLS, LANGUAGES, INTERESTS',
        '• Languages: English (Native speaker), Japanese (Basic proficiency)',
        '• Programming: Typst, LaTeX',
        'Strengths',
        'C++ Embedded Systems',
        'Frameworks',
        'Node.js Angular.js jQuery Bootstrap Backbone.js',
        'Database',
        'MySQL PostgreSQL',
        'Projects',
        'Drawing tool: a shared chalkboard',
        '• Tools used: MFC, XML',
      ].join('\n'),
      context,
    );
    const skills = (cv.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : skill.name));
    expect(skills).toEqual(expect.arrayContaining(['Typst', 'LaTeX', 'C++', 'Embedded Systems', 'jQuery', 'Bootstrap', 'Backbone.js', 'MFC', 'XML']));
    // "Database", a sub-heading, is not O*NET's "Oracle Database".
    expect(knownAs(skills)).not.toContain('Oracle Database');
    expect(cv.languages).toEqual([{ code: 'en', level: 'native' }, { code: 'ja', level: 'A2' }]);
  });

  it('a known heading joined to a word of the template’s own heads its section, so the lines under it are no contact line', () => {
    const cv = parseCv(
      [
        'ADITYA KATE',
        'aditya.kate@example.com | (+91) 9172509077',
        'EXPERIENCE & CONTRIBUTIONS',
        // A role, then CA for campus ambassador: no town in California.
        'Mentor | CA | Contributor @GirlScript (May 2023 to Aug 2024)',
        'Mentored 10+ new contributors.',
        'SKILLS & ABILITIES',
        'Python, Git',
      ].join('\n'),
      context,
    );
    expect(cv.location).toBeNull();
    expect(cv.total_years_experience).toBe(1);
    expect(cv.experiences).toEqual([expect.objectContaining({ title: 'Mentor', start: '2023-05', end: '2024-08' })]);
    const skills = (cv.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : skill.name));
    expect(skills).toEqual(expect.arrayContaining(['Python', 'Git']));
  });

  it('reads the rows of a skills section as templates set them: wrapped, labelled, bracketed, and pastimes apart', () => {
    const cv = parseCv(
      [
        'John Doe',
        'Skills',
        'Programming: Proficient with Python, C++, and Git; good understanding of Web,',
        'app development, and DevOps',
        'Mathematics: Good understanding of differential equations, calculus, and linear',
        'algebra',
        'Languages: English (fluent, TOEFL: 118/120), Turkish (native)',
        'Technology: Social Media (LinkedIn, Facebook), MS Office Suite (Word, Excel)',
        'Child care, lesson plans, first aid, instructing, meetings, staff development, supervising.',
        'Personal Interests Swimming | Cooking | Reading',
      ].join('\n'),
      context,
    );
    const skills = cv.skills.map((skill) => skill.name);
    expect(skills).toEqual(expect.arrayContaining(['Python', 'C++', 'Git', 'DevOps', 'differential equations', 'calculus', 'linear algebra', 'Facebook', 'Word', 'Excel', 'staff development', 'supervising']));
    expect(cv.skills.find((skill) => skill.name === 'Python')?.level).toBe('advanced');
    for (const notASkill of ['Programming', 'mathematics', 'algebra', 'TOEFL', 'Swimming', 'Cooking']) expect(knownAs(skills).map((name) => name.toLowerCase())).not.toContain(notASkill.toLowerCase());
    // With few skills listed, the prose is read for more: pastimes are not among them.
    expect(knownAs(skillsOf(['Jane Roe', 'Skills', 'Python, SQL', 'Personal Interests Swimming | Cooking | Reading'].join('\n')))).not.toContain('Cooking');
    expect(knownAs(skillsOf(['Jane Roe', 'Skills', 'Python, SQL', 'Interests', 'Cooking, photography and chess'].join('\n')))).not.toContain('Cooking');
  });

  it('a skills table\'s category column run into its row is no skill: "Backend Koa, Express, Django"', () => {
    const skills = skillsOf(['Jane Roe', 'Skills', 'DevOps AWS, Docker, Kubernetes', 'Backend Koa, Express, Django', 'Languages Korean, English, Japanese', 'Web Development, React, Redux'].join('\n'));
    expect(skills).toEqual(expect.arrayContaining(['AWS', 'Docker', 'Koa', 'Express', 'Django', 'React']));
    for (const runIn of ['DevOps AWS', 'Backend Koa', 'Languages Korean', 'Development']) expect(skills).not.toContain(runIn);
  });

  it('a line that claims knowledge of a list, wherever it stands, lists skills at the level it says', () => {
    const cv = parseCv(
      [
        'John Coder',
        'Experience',
        'Software engineer, Acme, 2019 - 2024',
        'Basic knowledge of C, Forth, Common Lisp',
        'Proficient in Kubernetes, Terraform',
        'Compétences',
        'Connaissances en comptabilité analytique, SAP',
        'Over five years of experience with customer onboarding and sales.',
      ].join('\n'),
      context,
    );
    const level = (name: string) => cv.skills?.find((skill) => typeof skill !== 'string' && skill.name === name);
    expect(level('C')).toMatchObject({ level: 'beginner' });
    expect(level('Forth')).toMatchObject({ level: 'beginner' });
    expect(level('Common Lisp')).toMatchObject({ level: 'beginner' });
    expect(level('Kubernetes')).toMatchObject({ level: 'advanced' });
    expect(level('SAP')).toBeTruthy();
    // A sentence is not a claim: nothing made up from its words.
    const names = (cv.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : skill.name));
    expect(names).not.toContain('customer onboarding and sales');
  });

  it('a quality engineer lists standards by their numbers and methods by a digit: "ISO 9001", "ISO/IEC 27001:2022", "8D", "5S"', () => {
    const skills = skillsOf(['Camille Bernard', 'Compétences', 'AMDEC, 8D, 5S, ISO 9001, EN 9100, IATF 16949, ISO/IEC 27001:2022'].join('\n'));
    expect(skills).toEqual(expect.arrayContaining(['AMDEC', '8D', '5S', 'ISO 9001', 'EN 9100', 'IATF 16949', 'ISO/IEC 27001']));
    expect(skills).not.toContain('ISO');
    // Digits that are a year, a phone number or a number alone are still no skill.
    expect(skillsOf(['Camille Bernard', 'Compétences', 'Paie, 2019, 06 45 67 89 01, 9001'].join('\n'))).toEqual(['Paie']);
  });

  it('a level written beside a skill is its level, not part of its name: "Excel avancé", "Word (bon niveau)", "PowerPoint : notions"', () => {
    const cv = parseCv(['Marc Gagnon', 'Compétences', 'Excel avancé, Word (bon niveau), PowerPoint : notions, Advanced Excel'].join('\n'), context);
    expect(cv.skills).toEqual([
      { name: 'Excel', level: 'advanced' },
      { name: 'Word', level: 'intermediate' },
      { name: 'PowerPoint', level: 'beginner' },
    ]);
  });

  it('a skills list bulleted with dashes, stars or ticks is read without its bullets, names nobody knows included', () => {
    for (const bullet of ['-', '–', '*', '✓']) {
      const skills = skillsOf(['Mary Smith', 'Skills', `${bullet} Python`, `${bullet} Zendesk`, `${bullet} Customer retention`, `${bullet} Comptabilité générale`].join('\n'));
      expect(skills).toEqual(['Python', 'Zendesk', 'Customer retention', 'Comptabilité générale']);
    }
  });

  it('two names a comma parts under a skills heading are a list when one is known; a template\'s blanks are not', () => {
    expect(skillsOf(['Marie Dupont', 'Compétences', 'Sage 100, Cegid', 'Excel'].join('\n'))).toEqual(['Sage', 'Cegid', 'Excel']);
    const blanks = skillsOf(['Mary Smith', 'Skills', 'Company Name, Location', 'SOGE Mobile, LLC', 'Excel'].join('\n'));
    expect(blanks).toEqual(['Excel']);
  });

  it('"Skills: Go, Python, gRPC" run in under the last job is a skills list, wherever it stands', () => {
    for (const label of ['Skills', 'Technical Skills', 'SKILLS', 'Compétences ']) {
      const skills = skillsOf(['Sofia Marquez', 'Experience', 'Software Engineer, Grubhub, Aug 2022 - Present', '- Built order routing.', `${label}: Go, Python, gRPC, Kafka`].join('\n'));
      expect(skills).toEqual(['Go', 'Python', 'gRPC', 'Kafka']);
    }
    // Languages may be spoken ones: "Go" is read only from a list that says it lists skills.
    expect(skillsOf(['Sofia Marquez', 'Experience', 'Engineer, Acme, 2019 - 2021', 'Languages: Go, Python'].join('\n'))).not.toContain('Go');
  });

  it("the trade a headline or a job's title names is no skill the CV states; the tools beside it are", () => {
    const skills = skillsOf(
      ['Émilie Tremblay', 'Infirmière clinicienne', 'Expérience', 'Infirmière – CHU Sainte-Justine, 2017 - 2019', 'SAP Consultant, Acme, 2019 - 2024', 'Compétences', 'Triage, RCR, Soins intensifs'].join('\n'),
    );
    expect(knownAs(skills)).not.toContain('Nursing');
    expect(skills).toEqual(expect.arrayContaining(['Triage', 'RCR', 'SAP']));
    // After its employer and a dash, a title opens its part of the line.
    const afterEmployer = skillsOf(['Stéphanie Dubois', 'Parcours', 'CHU de Bordeaux – Infirmière en réanimation | 2019 – Présent', 'Compétences', 'Soins de réanimation, Gestion de la douleur, Logiciel DxCare'].join('\n'));
    expect(knownAs(afterEmployer)).not.toContain('Nursing');
    // "server" names a waiter only where a title opens its line.
    expect(skillsOf(['Jo Bloggs', 'Experience', 'Administrator, Acme, 2019 - 2024', '• Knowledge on Windows Server and Exchange.'].join('\n'))).toContain('Windows Server');
  });

  it('a degree or a school under "Qualifications", which names the schooling of a British or Irish CV, is no skill', () => {
    const skills = skillsOf(['Sarah O\'Connor', 'Skills', 'Classroom management, Google Classroom, Schoology', 'Qualifications', 'Bachelor of Education, Mary Immaculate College, 2015'].join('\n'));
    expect(skills).toEqual(['Classroom management', 'Google Classroom', 'Schoology']);
    // Names that only look like one stay skills.
    expect(skillsOf(['Jo Bloggs', 'Skills', 'Master Data Management, Scrum Master, Jira'].join('\n'))).toEqual(expect.arrayContaining(['Master Data Management', 'Scrum Master']));
  });

  it("phrases in lower case after their first word, one a line, are a list when half of them are known skills", () => {
    const skills = skillsOf(['Hélène Garnier', 'Compétences', 'Pack Office', 'SAP', "Organisation d'événements", "Gestion d'agenda", 'Langues', 'Anglais : courant'].join('\n'));
    expect(skills).toEqual(expect.arrayContaining(['SAP', "Organisation d'événements", "Gestion d'agenda"]));
  });

  it('a country beside a skill says where, and is no skill: "Labour law (Kenya)"', () => {
    const skills = skillsOf(['Grace Wanjiru', 'Key skills', 'Recruitment and selection • Employee relations • Labour law (Kenya)'].join('\n'));
    expect(skills).toEqual(expect.arrayContaining(['Employee relations', 'Labour law']));
    expect(skills).not.toContain('Kenya');
  });

  it("a designed template's rating beside a skill is its level, not part of its name: \"Silae ●●●●○\", \"Zendesk ★★★★☆\"", () => {
    const cv = parseCv(['Inès Bouchard', 'Compétences', 'Silae ●●●●○', 'Sage ●●●●●', 'Excel ●●○○○', 'DSN ●●●●○', 'Langues', 'Anglais ●●●○○'].join('\n'), context);
    expect(cv.skills).toEqual([
      { name: 'Silae', level: 'advanced' },
      { name: 'Sage', level: 'expert' },
      { name: 'Excel', level: 'beginner' },
      { name: 'DSN', level: 'advanced' },
    ]);
    expect(parseCv(['Kevin Obi', 'Skills', 'Customer Service ★★★★★', 'Zendesk ★★★★☆', 'Microsoft Office ★★★☆☆'].join('\n'), context).skills).toEqual([
      { name: 'Customer Service', level: 'expert' },
      { name: 'Zendesk', level: 'advanced' },
      { name: 'Microsoft Office', level: 'intermediate' },
    ]);
  });

  it('forecasting is a skill of its own beside budgeting, as finance CVs list them', () => {
    const skills = skillsOf(['Dan Okafor', 'Core competencies', 'Budgeting • Forecasting • Variance Analysis • Financial Modeling'].join('\n'));
    expect(knownAs(skills)).toEqual(expect.arrayContaining(['Budgeting', 'Forecasting']));
  });

  it('French accounts payable and receivable as accountants write them, and suppliers who are none', () => {
    const skills = skillsOf(['Marc Gagnon', 'Compétences', 'Comptes fournisseurs, Comptes à recevoir, Relations fournisseurs, Négociation fournisseurs'].join('\n'));
    expect(knownAs(skills)).toEqual(expect.arrayContaining(['Accounts Payable', 'Accounts Receivable', 'Negotiation']));
    expect(skills).toEqual(expect.arrayContaining(['Comptes fournisseurs', 'Comptes à recevoir']));
    // Suppliers a buyer deals with are not the accounts an accountant pays.
    expect(knownAs(skills).filter((name) => name === 'Accounts Payable')).toHaveLength(1);
    expect(skills).not.toContain('fournisseurs');
  });
});

describe('CVs people publish on GitHub, read by hand (fictional people in their layouts)', () => {

  it('a surname that is also a trade is a name when the e-mail spells it', () => {
    expect(parseCv('Emily Baker\nemily.baker12@example.com\nLeeds, United Kingdom', context).full_name).toBe('Emily Baker');
    expect(parseCv('Anthony Tanner\natanner@example.com\n07700 900123', context).full_name).toBe('Anthony Tanner');
    // Without an e-mail that spells it, a trade on its own line is still a title.
    expect(parseCv('Master Baker\nbakery@example.com\nProfile', context).full_name).toBeNull();
  });

  it('a name, its e-mail and its phone on one line split by slashes', () => {
    expect(parseCv('One-page CV\nAnna Rowan / anna.rowan@example.org / 07700 900123\nProfessional Summary', context)).toMatchObject({ full_name: 'Anna Rowan', phone: '07700 900123' });
  });

  it('a generation after the surname is part of the name, and not a word of its count', () => {
    expect(parseCv('Teddy Emmanuel Kana Boumkwo II\nSoftware Engineering Student – Laval University\nkana@example.com | +1 (418) 713-9431', context).full_name).toBe('Teddy Emmanuel Kana Boumkwo II');
    expect(parseCv('John Smith Jr.\nWelder\njsmith@example.com', context).full_name).toBe('John Smith Jr.');
  });

  it('a degree under a "School" heading is no job, and a job planned to end in 2099 counts until now', () => {
    const cv = parseCv(
      ['Charlotte Thomas', 'Working experience', '2025 – 2099 DevOps Engineer (State Civil Servant), Rennes (35), France.', 'School', '2020 – 2024 Bachelor of Science, University of Rennes, Rennes (35), France.'].join('\n'),
      context,
    );
    expect(cv.experiences).toHaveLength(1);
    expect(cv.total_years_experience).toBe(1);
    // "42 SCHOOL PARIS" over "Digital architect (2020 - present)": a school's programme, named as a trade, is no job either.
    const programme = ['Julien Richard', 'Experience', 'Educational engineer, Colombbus', '2018 - 2022', 'Education', '42 SCHOOL PARIS', 'Digital architect (2020 - present)', 'Programming projects in multiple languages'];
    expect(parseCv(programme.join('\n'), context).experiences.map((job) => job.title)).toEqual(['Educational engineer']);
    const headings = ['LANGUAGES', 'PROFESSIONAL EXPERIENCES'].map((text) => ({ text, size: 14 }));
    const plural = parseCv(['Jerome Jeannin', 'jj@example.org', 'LANGUAGES', 'French: Native', 'PROFESSIONAL EXPERIENCES', 'BUSINESS ANALYST - DATA & REPORTING MAR 2020 - AUG 2023', 'AXA, Paris, France'].join('\n'), { ...context, layout: { largest: [], headings } });
    expect(plural.total_years_experience).toBe(3);
    // Qualified headings: the first job's section under "Relevant Professional Experience", the student jobs under "Additional Experience".
    const qualified = ['SUBSTITUTE TEACHER', 'Highlights', 'Creative and artistic', 'Relevant Professional Experience', 'Substitute Teacher Oct 2015 to Current', 'Company Name - City , State', 'Additional Experience', 'Room Attendant Mar 2012 to Jul 2013'];
    expect(parseCv(qualified.join('\n'), context).experiences.map((job) => job.title)).toEqual(['Substitute Teacher', 'Room Attendant']);
    const history = ['Ahmet Kara', 'Professional History', '-Web developer at Acme 2024-2025', 'Educational History', '-Dogus University 2016-2023', '-Ugur High School 2015-2016', 'Skills'];
    expect(parseCv(history.join('\n'), context).experiences).toHaveLength(1);
  });

  it('a birth date right after the phone on a contact line is no part of it', () => {
    expect(parseCv('MATTEO GASSEND\nFULLSTACK DEVELOPER\n+33 07 81 91 66 84 05/02/1999 matfire\nmgassend@example.com Marseille - France', context)).toMatchObject({ phone: '+33781916684', whatsapp_number: '+33781916684' });
    // A number no plan allows, kept as written because it is in the CV's head, the date beside it still apart.
    expect(parseCv('Jane Roe\n555 0100 123 05/02/1999\njane.roe@example.com\nExperience', context).phone).toBe('555 0100 123');
  });

  it('the digits of a student e-mail are no phone', () => {
    expect(parseCv('Omar Haddad\nRamallah, Palestine\nEmail: 1213999@student.example.edu\nSummary', context)).toMatchObject({ phone: null, email: '1213999@student.example.edu' });
  });

  it("the digits that end a profile's handle are no phone", () => {
    // LaTeX's moderncv sets the LinkedIn handle after an icon, without the site's name.
    expect(parseCv('Olivier Marchal | Chercheur\nolivier.marchal@example.edu • ¯ olivier-marchal-93854230\nExpérience', context).phone).toBeNull();
    expect(parseCv('Olivier Marchal\nolivier-marchal-93854230 • Tél. : 06 12 34 56 78', context).phone).toBe('+33612345678');
  });

  it('a language beside the e-mail, a company before a month and a year, are no place', () => {
    const languages = parseCv('Sara Haddad\nSummary\nWeb developer.\nLanguage\nEnglish – B2\nArabic – Native\nsara.haddad@example.com\n01222 000000', context);
    expect(languages.location).toBeNull();
    const company = parseCv('Priya Nair\npriya.nair@example.com | +91 74708 00000\nWork Experience\nData Analyst | Northwind Analytics                    February 2024 – Present', context);
    expect(company.location).toBeNull();
  });

  it('a town and its country at the end of an address whose first parts the gazetteer does not hold', () => {
    expect(parseCv('Ravi Das\nRoom 105, Example Hall, City University, Manchester, United Kingdom\nravi.das@example.com', context).location).toBe('Manchester, United Kingdom');
  });

  it('a given name stacked over the surname in a sidebar, the address under its label, a range that wrapped before "until now"', () => {
    const cv = parseCv(
      [
        'Salma',
        'Haddad',
        'Contact',
        'Address:',
        "El-Nour's quarter, Ismailia",
        'Email:',
        'salma.haddad@example.com',
        'Web developer',
        'Core competencies',
        '• HTML5 • React (in progress)',
        'Internship',
        '• Software Engineer Intern, Nile Labs, April 2022',
        'until now.',
      ].join('\n'),
      context,
    );
    // "Web developer" in the sidebar is past the name's lines: the headline is the job still running.
    expect(cv).toMatchObject({ full_name: 'Salma Haddad', location: 'Ismailia', headline: 'Software Engineer Intern', total_years_experience: 4 });
    expect(skillNames(cv)).toEqual(['HTML', 'React']);
    // Two titles parted by a slash are no name; a heading under a word is none either.
    expect(parseCv('LIGHT INDUSTRIAL MAINTENANCE / RESIDENTIAL\nProfessional Summary\nSkilled laborer.', context).full_name).toBeNull();
  });

  it('French CVs: a surname first and a given name in lower case, an icon before the name, a town after its postcode, two months sharing a year, a slash between dates, an internship section', () => {
    expect(parseCv('Benhadja salim\nTipaza, Algérie\nEmail: s.benhadja@example.com', context).full_name).toBe('Benhadja Salim');
    expect(parseCv('g Hassan OUAZZANI\nhassan@ouazzani.example', context).full_name).toBe('Hassan Ouazzani');
    // A name in another script, with an e-mail in Latin letters, is still read.
    expect(parseCv('Алина Шайхутдинова\n+7 (901) 555-01-23\nalina@example.com', context).full_name).toBe('Алина Шайхутдинова');
    // A sidebar set after the main column, its name in lower case by the e-mail.
    const sidebar = ['About me', 'Passionate about C++ and Qt.', 'Experience', 'Jul 2022 – Sep 2022', 'C++ Intern • Rastafann', 'Education', 'University Of Birjand', 'Skills', 'C++', 'Qt', 'ali nadi', 'C++ Programmer', 'Iran, Tehran', 'alinadi.cp@example.com'];
    expect(parseCv(sidebar.join('\n'), context).full_name).toBe('Ali Nadi');
    // moderncv sets the surname beside the postcode and an icon letter before the e-mail.
    const moderncv = parseCv('Cléa\n51 cours de la Liberté\nRobin 69003 Lyon\nB clea.robin@example.org', context);
    expect(moderncv.location).toBe('Lyon');
    // A street, then the postcode and the town in capitals, on the contact line.
    expect(parseCv('Kenza Amrani\n147 avenue des Minimes - 31200 TOULOUSE | 06-62-58-34-28 |\nkenza@example.com', context).location).toBe('TOULOUSE');
    const stage = parseCv('Inès Ghali\nines.ghali@example.com\nCasablanca\nStage\n06/07/2023 - 06/08/2023\nStage fonctionnel\nOCP, El Jadida', context);
    expect(stage).toMatchObject({ total_years_experience: 0 });
    const shared = parseCv('Pierre Roux\npierre@example.com\nExpériences\nMai-Juin 2012 Stage de fin de DUT, Groupe Folder, Voiron.\nOct-Déc 2011 AI-Class', context);
    expect(shared.experiences?.map((job) => [job.start, job.end])).toEqual([['2012-05', '2012-06'], ['2011-10', '2011-12']]);
    const slash = parseCv("Ali Ben\nali.ben@example.com\nExpérience\nFev 2023 / Aujourd'hui: Acme Algérie.\nDéveloppeur full stack", context);
    expect(slash.experiences?.[0]).toMatchObject({ start: '2023-02', end: null });
    // "juillet/août 2025" under "EXPÉRIENCES PROFESSIONELLES" (one n, as it is often spelt): two months of one year; a fashion
    // collection's "Spring/Summer 2009" is no job.
    const summer = parseCv("Kilyan Gibert\nkilyan@example.fr\nEXPÉRIENCES PROFESSIONELLES\nAgent de rayon – Magasin Netto juillet/août 2025\nReviewed designers' Spring/Summer 2009 collections.", context);
    expect(summer.experiences?.map((job) => [job.title, job.start, job.end])).toEqual([['Agent de rayon', '2025-07', '2025-08']]);
    // A date is no phone; a full stop after the town is no part of it.
    expect(parseCv('Last updated in 2025-06-23\nHassan Ouazzani\nhassan@ouazzani.example\nParis, France.', context)).toMatchObject({ phone: null, location: 'Paris, France' });
  });

  it('a school in large type is no name; a bracket after the name says what the person is; a company before its town and state is no place', () => {
    expect(parseCv('About me\nEducation\nUniversity Of Birjand\nBachelor of Computer Engineering', { ...context, layout: { largest: ['University Of Birjand'], headings: [] } }).full_name).toBeNull();
    expect(parseCv('Shaik Heena (Student)\nEmail: heena@example.com   Ph no: 8555 000 000', context).full_name).toBe('Shaik Heena');
    const job = parseCv('Chris Oh\nchris@example.com\nExperience\nSoftware Engineer   August 2018 - Present\nNorthwind Traders | New York, NY', context);
    expect(job.location).toBe('New York, NY');
  });

  it("a staffing agency's Word resumes: US addresses without commas, a nickname in brackets, a heading in large type", () => {
    const cv = parseCv('Han-Juo (Gloria) Chiu\n1731 Pavilion Way, Unit 305\nHome: (847) 555-0193\nPark Ridge IL 60068\nE-mail: gloria@example.com', context);
    expect(cv).toMatchObject({ full_name: 'Han-Juo Chiu', location: 'Park Ridge, IL', phone: '+18475550193' });
    const location = (line: string) => parseCv(`Todd Lane\ntodd.lane@example.com\n${line}`, context).location;
    expect(location('515 Normandy Ln Barrington IL 60010')).toBe('Barrington, IL');
    expect(location('301 Wood Creek Rd, Apt#313 ▪ Wheeling, IL 60090')).toBe('Wheeling, IL');
    expect(location('Address\t: 219, Oriental Society, C-58/26, Sector – 62, Noida, UP, India')).toBe('Noida');
    expect(location('PROMOWORKS 2006 – 2007')).toBeNull();
    expect(parseCv('Key Professional Attributes\nBala Vijay\nbala.vijay@example.com', context).full_name).toBe('Bala Vijay');
    expect(parseCv('Summary\nHyper-V Administration\nMy Role', context).full_name).toBeNull();
    expect(parseCv('R Programming\nSummary\nData Science', context).full_name).toBeNull();
    // A dash says where the name ends: no e-mail needs to confirm it.
    expect(parseCv('VASANTH B – Senior SQL Server Consultant\nPROFILE', context)).toMatchObject({ full_name: 'Vasanth B', headline: 'Senior SQL Server Consultant' });
    // A labelled name and title; a number written the North American way in a CV that names no country.
    expect(parseCv('Full Name: Ghana Vinodhini\nTitle: .Net developer\nPhone: (408) 555 0147', context)).toMatchObject({ full_name: 'Ghana Vinodhini', headline: '.Net developer', phone: '+14085550147' });
    expect(parseCv('Jo Li\nPh: 98765 43210', context).phone).toBe('98765 43210');
    expect(location('625, W Madison Street, Apt 4402\nChicago IL-60661')).toBe('Chicago, IL');
    // A current job's place in brackets, or before a hyphenated ZIP code.
    const job = (line: string) => parseCv(`Shri Rao\nSenior .Net Developer\nExperience\n${line}\nJan 2020 – Present`, context).location;
    expect(job('Employer: MELALEUCA, INCORPORATION      [Idaho Falls, ID]')).toBe('Idaho Falls, ID');
    expect(job('Client: Glenbard North School, Bloomingdale, IL-60188')).toBe('Bloomingdale, IL');
    // The job's dates on its line, a state without a comma before it, a firm that bears a town's name.
    const dated = (line: string) => parseCv(`Shri Rao\nSenior .Net Developer\nExperience\n${line}\n.Net Developer`, context).location;
    expect(dated('Fidelitone Logistics, Wauconda, IL Oct 2011 – Current')).toBe('Wauconda, IL');
    expect(dated('Synovate/Ipsos Chicago, IL May 2005 – Present')).toBe('Chicago, IL');
    expect(dated('Tribune Inc, Chicago IL Feb 2010 – Present')).toBe('Chicago, IL');
    expect(dated('McDonald, Oak Brook, IL April2012 – Present')).toBe('Oak Brook, IL');
    // Before a state, a job's line names the employer, not a town no gazetteer holds.
    expect(dated("Bronx-Lebanon Hospital Center, NY APR'09-TILL DATE")).toBeNull();
  });

  it('Europass: its headings on the name\'s line, personal details, a phone in brackets after its label', () => {
    const europass = parseCv(
      ['Curriculum vitae', 'PERSONAL INFORMATION Antonio Méndez Ruiz', 'C/Armas de Santiago Nº2, 11402 Jerez de la Frontera (Spain)', '(+34)663283369', 'antonio@example.com', 'Sex Male | Date of birth 26/07/1991 | Nationality Spanish'].join('\n'),
      context,
    );
    expect(europass).toMatchObject({ full_name: 'Antonio Méndez Ruiz', phone: '+34663283369' });
    const details = parseCv('Date of birth: 25/06/2000 Gender: Male Nationality: Bulgarian\nMobile: (+359) 879665580\nEmail address: boris@example.com\nOther: Drava 29 apt. 1, 5800 Pleven, Bulgaria', context);
    expect(details).toMatchObject({ full_name: null, location: 'Pleven, Bulgaria' });
  });

  it('what shares the name\'s line (a label, a link, an icon\'s glyph) is no part of it, nor of the headline; a site is no place', () => {
    expect(parseCv('Ryan Barron Addresse : Paris, France\nGitHub | LinkedIn | ryan@example.com | : +33 6 69 07 64 90\nIngénieur backend', context)).toMatchObject({
      full_name: 'Ryan Barron',
      location: 'Paris, France',
      headline: 'Ingénieur backend',
    });
    expect(parseCv('Gaël Foppolo \u008c www.gaelfoppolo.example\nÉtudiant ingénieur\nExpériences', context)).toMatchObject({ full_name: 'Gaël Foppolo', headline: 'Étudiant ingénieur' });
    expect(parseCv('Bréval Le Floch\nLightInn | +33 7 82 51 06 64 | breval@example.com\nbrev.al', context).location).toBeNull();
    expect(parseCv('Aboubakiri Diaw\nabou@example.ma\nCasablanca, Maroc \u00af', context).location).toBe('Casablanca, Maroc');
  });

  it('a level in brackets beside a language is its level, not a skill: "Spanish (competent)"', () => {
    const cv = parseCv('Alec Kranig\nalec@example.com\nSkills\nLanguages: Spanish (competent), Java, Python', context);
    expect(cv.languages).toEqual([{ code: 'es', level: 'B1' }]);
    expect(skillNames(cv)).toEqual(['Java', 'Python']);
  });

  it('a language or a field alone is no place, though Kotlin is a town and IT a country code; a form\'s bare label; an e-mail run into the next word, a number into the e-mail, spaces around its at sign', () => {
    expect(parseCv('Daniel Ryan\ndan@example.com\n+44 7983 000000\nKotlin', context).location).toBeNull();
    expect(parseCv('Daniel Ryan\ndan@example.com\n+44 7983 000000\nSnowflake', context).location).toBeNull();
    expect(parseCv('Jo Dee\njo@example.com\nIT', context).location).toBeNull();
    // A tool that shares a metropolis's name gives way to it: Cairo, the graphics library and a city of millions.
    const cairo = parseCv('Karim Fathy\nFull-Stack Engineer\nkarim.fathy@example.com\t01012345678\tCairo\tgithub.com/kfathy\nSUMMARY\nBackend engineer.', context);
    expect([cairo.location, cairo.phone]).toEqual(['Cairo', '+201012345678']);
    expect(parseCv('Kim Lee\nkim@example.com\nAustin, TX', context).location).toBe('Austin, TX');
    expect(parseCv('Jaziri Ayoub\nAdresse\n12 Rue Ben Alaya, El Kef\nE-Mail\nayoub@example.com', context).location).toBe('El Kef');
    // The form's next label is no town; the address ends with its own, without a comma.
    expect(parseCv('Jaziri Ayoub\nAdresse\n12 Rue Ben Alaya El Kef\nNuméro de téléphone (fixe et portable)\n+21652029819', context).location).toBe('El Kef');
    expect(parseCv('Mariama Bah\n(+220) 7627205   mariama@example.comSukuta, The Gambia', context).email).toBe('mariama@example.com');
    // The number before, its separator forgotten.
    const glued = parseCv('SIMON ROE\n(819)329-9727simon.roe.1@example.ca\n3060, Rue Hochelaga ⋄ Montréal, Qc, Canada', context);
    expect([glued.email, glued.phone]).toEqual(['simon.roe.1@example.ca', '+18193299727']);
    expect(parseCv('Jo Roe\njo-2019roe@example.com', context).email).toBe('jo-2019roe@example.com');
    // Spaces around the at sign, as people write to keep robots off; not a post at a firm.
    expect(parseCv('Marine Roe, PhD\nLecturer in Virology\tm.roe @ surrey.ac.uk\nGU2 7HX Guildford, UK', context).email).toBe('m.roe@surrey.ac.uk');
    expect(parseCv('Jo Roe\nSoftware Engineer @ amazon.com', context).email).toBeNull();
  });

  it('a range set on three lines, "to" alone between its dates, as LiveCareer’s PDFs set it in a narrow column', () => {
    const cv = parseCv(
      ['HR EXECUTIVE', 'Experience', 'May 2013', 'to', 'June 2014', 'Company Name City , State HR Executive', 'Duties and Responsibilities', 'March 2010', 'to', 'Current', 'Company Name City , State Recruiter'].join('\n'),
      { ...context, now: new Date('2016-03-15T00:00:00Z') },
    );
    expect(cv.experiences?.map(({ start, end }) => [start, end])).toEqual([
      ['2013-05', '2014-06'],
      ['2010-03', null],
    ]);
    expect(cv.total_years_experience).toBe(6);
  });

  it("numbered sections, as LaTeX's article class sets them, and a range whose year wrapped to the next line", () => {
    const cv = parseCv(
      [
        'Anthony Tanner',
        '07700 900123 anthony.tanner@example.com',
        '1 Personal Statement',
        'I am a reliable, hard-working individual.',
        '2 Key Skills',
        '• Programming Languages: C, Haskell, Java',
        '3 Experience',
        'Intel - Software Engineer - (July 2021 - August',
        '2022)',
        'Boots - Customer Advisor - (June 2019 - September 2019)',
      ].join('\n'),
      context,
    );
    expect(cv).toMatchObject({ full_name: 'Anthony Tanner', location: null, total_years_experience: 1 });
    expect(cv.experiences).toHaveLength(2);
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['C', 'Haskell', 'Java']));
  });

  it("a Word resume's section carried over to the next page under its heading again, and a misspelt 'Current'", () => {
    const lines = ['Jeff Worley', 'PROFESSIONAL EXPERIENCE', 'VW CREDIT, INC.\t\tOct. 2012 – Curent', 'Senior Business Systems Analyst', 'Led vendor analysis.', 'PROFESSIONAL EXPERIENCE - CONTINUED', 'NAVISTAR INC.\t\tFeb. 2012 – Sep. 2012', 'Senior Business Systems Analyst', 'SKILLS', 'UML'];
    const headings = ['PROFESSIONAL EXPERIENCE', 'PROFESSIONAL EXPERIENCE - CONTINUED', 'SKILLS'].map((text) => ({ text, size: 14 }));
    const cv = parseCv(lines.join('\n'), { ...context, now: new Date('2026-11-25'), layout: { largest: ['Jeff Worley'], headings } });
    expect(cv.experiences?.map(({ company, start, end }) => [company, start, end])).toEqual([
      ['VW CREDIT', '2012-10', null],
      ['NAVISTAR INC.', '2012-02', '2012-09'],
    ]);
    expect(cv.total_years_experience).toBe(14);
  });
});

describe('Word CVs people publish with their portfolios (fictional people in the layouts of real ones)', () => {
  it('two phone numbers side by side are no range of years; a phone’s digits in a range are no dates', () => {
    const cv = parseCv('Riya Goel\nBCA Student | Digital Marketing\nPhone: 8384042751 / 8130292171  |  Email: riya.goel@example.org  |  Location: Delhi, India', context);
    expect(cv).toMatchObject({ location: 'Delhi, India', total_years_experience: null, experiences: [] });
    expect(parseCv('Sofía Ruiz\nCorreo: sofia@example.org\nTeléfono: 4371-7215', context).total_years_experience).toBeNull();
  });

  it('a form: the address under its label ends at the next label, with its town last; a label before a number and a country is no town', () => {
    const form = ['Omar Farooq', '(Student of CS)', 'CONTACT', 'Address:', 'House No 82 Street No 3 Abu-Bakr Block Sector H-13 Islamabad', 'Phone:', '03066940542', 'LinkedIn', 'www.linkedin.com/in/omar-  farooq-174743283', 'Email:', 'omar.farooq@example.org'];
    expect(parseCv(form.join('\n'), context)).toMatchObject({ location: 'Islamabad', phone: '+923066940542' });
    expect(parseCv('CURRICULUM VITAE\nDUNCAN OTIENO\nCell No : 0757902558 (Kenya)\nEmail: duncan@example.org', context).location).toBe('Kenya');
    expect(parseCv('COLLINS OTIENO AGWINGI\nNAIROBI-KENYA\n+254713078025\ncollins@example.org\nPROFILE', context).location).toBe('NAIROBI, KENYA');
  });

  it('a skills list under a qualified heading ("Software Skills", Europass\'s "Digital skills", "Compétences logicielles") after other sections; Matlab in a list as MATLAB', () => {
    const cv = (heading: string) => parseCv(['Mihai Dinca', 'mihai@example.org', 'HOBBIES AND INTERESTS', 'Analog and digital circuit design', heading, '• VHDL: Basic level', '• Assembly: Intermediate level', '• Matlab/Python'].join('\n'), context);
    for (const heading of ['Software Skills', 'DIGITAL SKILLS', 'Compétences logicielles', 'Programming skills']) {
      expect(skillNames(cv(heading))).toEqual(expect.arrayContaining(['VHDL', 'Assembly', 'MATLAB', 'Python']));
    }
  });

  it('a name of one word: after its label, above a title on the first line, or spelled by the e-mail; a title or a heading on the first line is none', () => {
    expect(parseCv('Name: Lakshmi\nProfessional Summary:\nOver 7 years of IT experience.', context).full_name).toBe('Lakshmi');
    expect(parseCv('MURALI\nSQL BI Developer Consultant\nProfessional Summary', context).full_name).toBe('Murali');
    expect(parseCv('Tobi | 9000000000 | tobi@example.org\nAbout me\nI love to code.', context).full_name).toBe('Tobi');
    expect(parseCv('SVP, REGIONAL SALES DIRECTOR\nExecutive Profile', context).full_name).toBeNull();
    expect(parseCv('ABOUT\nCreative communications professional with PR experience, writing press collateral.', context).full_name).toBeNull();
    expect(parseCv('Python\nData Analyst', context).full_name).toBeNull();
    // A surname a small town shares is the name there, and the contact line under it says where; a city over a title is none.
    const anderson = parseCv('ANDERSON\nSite Reliability Engineer\n+1-(234)-555-1234 • info@example.com • Denver, Colorado\nProfessional Summary', context);
    expect(anderson).toMatchObject({ full_name: 'Anderson', location: 'Denver, Colorado' });
    expect(parseCv('DENVER\nSite Reliability Engineer\nProfessional Summary', context).full_name).toBeNull();
  });

  it('a LinkedIn profile copied into a document, each line written twice, is read once', () => {
    const lines = ['Minnie Roe', 'Sr. System Reliability EngineerSr. System Reliability Engineer', 'Experience', 'Senior System Engineer', 'University of Washington', 'Nov 2005 - Feb 2022'];
    expect(parseCv(lines.join('\n'), context).headline).toBe('Sr. System Reliability Engineer');
  });

  it('names as Word templates set them: a label parted from its name by tabs, "Resume of", a surname that is also a trade above the title', () => {
    const tabbed = parseCv('PERSONAL DETAILS\nName\t\t\t\tDamien Le Grand\nAddress\t\t\t143 Maine ave, New York, NY 10026\nTelephone\t\t\t890-545-0401\nPROFILE\nCertified electrician.', context);
    expect(tabbed.full_name).toBe('Damien Le Grand');
    expect(parseCv('RECRUITMENT & SALES MANAGEMENT PROFESSIONAL\nRESUME OF MS LISA SHAW\nTrail, North Carolina • Email: firstname@example.org\nPROFESSIONAL PROFILE', context).full_name).toBe('Lisa Shaw');
    const miller = parseCv('Jason Miller\nAmazon Associate\nProfile\nExperienced Amazon Associate with five years in a shipping yard.', context);
    expect(miller).toMatchObject({ full_name: 'Jason Miller', headline: 'Amazon Associate' });
    expect(parseCv('Josef Miller\nTech Support Executive - Teleperformance for Microsoft\nJaipur, Rajasthan', context).full_name).toBe('Josef Miller');
    // A title over a title is no name: the line's words other than the trade are an occupation's.
    expect(parseCv('Registered Nurse\nICU Nurse\nProfile', context).full_name).toBeNull();
    expect(parseCv('Pastry Baker\nHead Baker\nProfile', context).full_name).toBeNull();
  });

  it('names: below headings set in the largest type, with initials run together, or without the space between the words', () => {
    const headingsLargest = { largest: ['PROFILE', 'PROFESSIONAL EXPERIENCE', 'SAMA SOURCE', 'EDUCATION'], headings: [] };
    const cv = parseCv('COLLINS OTIENO AGWINGI\n+254713078025\ncollosalla@example.org\nPROFILE\nReliable data analyst.\nPROFESSIONAL EXPERIENCE\nSAMA SOURCE\nData Analyst', { ...context, layout: headingsLargest });
    expect(cv.full_name).toBe('Collins Otieno Agwingi');
    expect(parseCv('H.M. KWON\nsc21h2k@example.ac.uk\nEDUCATION', context).full_name).toBe('H.M. Kwon');
    expect(parseCv('BishalKarki\n[Kapan, Kathmandu]\n[bishalkarki6@example.org]\nPersonal Profile', context).full_name).toBe('Bishal Karki');
    // Spanish CVs head their summary "Perfil Profesional": no name rather than the heading (five words are more than a name is read with).
    expect(parseCv('Selvin Pedro David Ordoñez Garcia\nCorreo: [sordonez@example.org]\nPerfil Profesional\nDesarrollador web.', context).full_name).toBeNull();
  });
});

describe('French CVs of designed templates (fictional people in the layouts of real ones)', () => {
  it('singular headings ("LANGUE", "CENTRE D’INTÉRÊTS", "CONTACTS") head their sections: a heading is no place', () => {
    const cv = parseCv(
      ['KOUAME ANGE MARC', 'Technicien Informatique', 'CONTACTS', '+225 07 68 12 42 34', 'E-MAIL', 'ange.kouame@example.org', 'LANGUE', 'Français : Excellent', 'Anglais : Technique', 'CENTRE D’INTÉRÊTS', 'Sport et lecture'].join('\n'),
      context,
    );
    expect(cv).toMatchObject({ full_name: 'Kouame Ange Marc', location: null });
    expect(cv.languages.map((language) => language.code)).toEqual(['fr', 'en']);
  });

  it('a town the gazetteer lacks, written without its hyphens beside its postcode or with its postcode in brackets', () => {
    const sidebar = ['CONTACT', '07 83 39 46 01', 'lina.rami@example.org', '69220 Belleville en Beaujolais', 'PROFIL', 'Étudiante en informatique.'];
    expect(parseCv(['Lina Rami', ...sidebar].join('\n'), context).location).toBe('Belleville en Beaujolais');
    const form = ['Simon Carel', 'CONTACT', 'Téléphone :', '06 95 33 62 81', 'Adresse :', '156 chemin de la Lande,', 'Barry d’Islemade (82290)', 'LANGUES', 'Anglais (C2)'];
    expect(parseCv(form.join('\n'), context).location).toBe("Barry d'Islemade");
  });

  it('names as designed templates set them: letter-spaced in mixed case, stacked on two lines, beside the title over link labels', () => {
    const sidebarFirst = ['CONTACT', '07 83 39 46 02', 'linaramos@example.org', 'PROFIL', 'Étudiante en informatique.', 'L i n a R A M O S', 'EXPÉRIENCES PROFESSIONNELLES'];
    expect(parseCv(sidebarFirst.join('\n'), { ...context, layout: { largest: ['L i n a R A M O S'], headings: [] } }).full_name).toBe('Lina Ramos');
    const stacked = ['EL MANSOURI', 'SALMA-ZINEB', 'Full Stack Developer &', 'Bachelor Européen en', 'informatique', '+212 652927351', 'selmansouri@example.org', 'EDUCATION', '2023 UX/UI Design'];
    const cv = parseCv(stacked.join('\n'), { ...context, layout: { largest: ['EL MANSOURI', 'SALMA-ZINEB'], headings: [] } });
    expect(cv).toMatchObject({ full_name: 'El Mansouri Salma-Zineb', headline: 'Full Stack Developer & Bachelor Européen en informatique' });
    const besideTitle = ['Karim SALL Data scientist Researcher (R&D)', 'ksall@example.org 0627487764 Paris, France LinkedIn', 'GitHub Website', 'PROFIL'];
    expect(parseCv(besideTitle.join('\n').replace('ksall@', 'mksall@'), context)).toMatchObject({ full_name: 'Karim Sall', headline: 'Data scientist Researcher (R&D)' });
    // A name drawn letter by letter at uneven gaps, which the summary then states: "Je m'appelle …".
    const stated = ['Développeur web fullstack - Graphiste', 'B e n s a l e m Y o u s sef', '', "Je m’appelle Youssef Bensalem", 'Je suis développeur web fullstack et graphiste', 'COMPÉTENCES', 'HTML/CSS'];
    expect(parseCv(stated.join('\n'), context).full_name).toBe('Youssef Bensalem');
    expect(parseCv(['Hi there!', 'My name is Grace Tan, a designer based in Lisbon.', 'EXPERIENCE'].join('\n'), context).full_name).toBe('Grace Tan');
  });

  it('names written as people write them: the surname in lower case in the largest type, a full stop after it, a handle twice is none', () => {
    const sidebar = ['Profile', 'Final-year computer science student.', 'Contact', 'EMAIL:', 'Lungilehappiness8@example.org', 'SKILLS', 'Java', 'Lungile sibitani', 'johannesburg/pretoria', 'EDUCATION'];
    expect(parseCv(sidebar.join('\n'), { ...context, layout: { largest: ['Lungile sibitani'], headings: [{ text: 'Profile', size: 16 }, { text: 'Lungile sibitani', size: 48 }] } }).full_name).toBe('Lungile Sibitani');
    const fullStop = 'Contact Me\nchase.c96@example.org\nMolena, GA\nSkills\nLinux\nChase Corbin.\nExperience';
    expect(parseCv(fullStop, { ...context, layout: { largest: ['Chase Corbin.'], headings: [] } }).full_name).toBe('Chase Corbin');
    expect(parseCv('C L EMENCE´ B OIS\nAdresse: 75013 Paris\nclemence.bois@example.eu\nFORMATION', context).full_name).toBe('Clemence Bois');
    const handles = ['Igor Duarte Gomes', 'Front-End Developer', 'Igordgomes@example.org  +351 928 095 537  Portugal', 'IgorDGomes  Igordgomes', 'Career Objective'];
    expect(parseCv(handles.join('\n'), context).full_name).toBe('Igor Duarte Gomes');
  });

  it('ranges written with days, the year once at the end ("10 juillet au 29 septembre 2023"), or the day run into the month', () => {
    const cv = parseCv(
      ['Marc Kone', 'marc.kone@example.org', 'EXPERIENCES PROFESSIONNELLES', 'GS2E, 10 juillet au 29 Septembre 2023 : stage de soutenance', 'Groupe Défis, 1er octobre 2023 au 30Septembre', '2024 : stage de perfectionnement'].join('\n'),
      context,
    );
    expect(cv.experiences.map(({ start, end }) => [start, end])).toEqual([
      ['2023-07', '2023-09'],
      ['2023-10', '2024-09'],
    ]);
    expect(cv.total_years_experience).toBe(1);
    expect(parseCv('Marc Kone\nEXPÉRIENCE\nStage, du 12 novembre au 3 février 2024', context).experiences[0]).toMatchObject({ start: '2023-11', end: '2024-02' });
  });

  it('a skills line that ends with a country’s name is no place: Aruba is a brand of network switches', () => {
    const cv = parseCv(['Georges Tallis', 'Technicien informatique', 'Réseau', "Installations & Configuration d'infrastructure réseau, Aruba, Cisco.", 'georges.tallis@example.org', '06 01 86 21 56', 'LEVALLOIS PERRET'].join('\n'), context);
    expect(cv.location).toBe('LEVALLOIS PERRET');
  });
});

describe('a work history written twice', () => {
  it('lists each job once, as some resume builders export it twice', () => {
    const history = ['Work History', 'Software Developer , 12/2015 to 12/2020', 'Company Name – City , State', 'Computer Engineer Intern , 06/2013 to 09/2013', 'Company Name – City'];
    const cv = parseCv(['SOFTWARE DEVELOPER', ...history, 'Education', 'Bachelor of Science : Computer Engineering , 06/2015', ...history].join('\n'), context);
    expect(cv.experiences?.map((job) => `${job.title} ${job.start}`)).toEqual(['Software Developer 2015-12', 'Computer Engineer Intern 2013-06']);
    expect(cv.total_years_experience).toBe(5);
  });
});

describe('dates alone on their line, as US Word resumes set them', () => {
  it('a job\'s "Highlights" label stays in the job; "Highlights" after the jobs, over no more dates, heads skills', () => {
    const jobs = ['Maya Okafor', 'WORK EXPERIENCE', 'Senior Data Engineer, Northwind Logistics', 'March 2021 - Present', 'Own the shipment events platform.', 'HIGHLIGHTS', 'Led the migration of the warehouse to Snowflake', 'Data Engineer, Bluefin Analytics', 'June 2018 - February 2021', 'Built ingestion pipelines.', 'HIGHLIGHTS', 'Wrote and maintained 60 Airflow pipelines', 'EDUCATION', 'Master of Science, 2016 - 2018'];
    const cv = parseCv(jobs.join('\n'), context);
    expect(cv.experiences?.map((job) => [job.title, job.start, job.end])).toEqual([
      ['Senior Data Engineer', '2021-03', null],
      ['Data Engineer', '2018-06', '2021-02'],
    ]);
    expect(cv.total_years_experience).toBe(8);
    const skillsAfter = ['Pat Lee', 'Experience', 'Chef, Bistro 21, 2015 - 2020', 'Highlights', 'Menu planning, Food safety, Inventory control', 'Education', 'Culinary Institute, 2012 - 2014'];
    expect(skillNames(parseCv(skillsAfter.join('\n'), context))).toEqual(expect.arrayContaining(['Menu planning', 'Inventory control']));
  });

  it("employers and schools set in the headings' type, over their dates, head their entries, not sections of their own", () => {
    const lines = ['Maya Okafor', 'Experience', 'Northwind Logistics', 'mars 2021 - Present', 'Senior Data Engineer', 'Own the shipment events platform.', 'Bluefin Analytics', 'juin 2018 - février 2021', 'Data Engineer', 'Education', 'University of Illinois Chicago', '2016 - 2018', 'Master of Science', 'Research Interests', 'Stream processing'];
    const headings = ['Experience', 'Northwind Logistics', 'Bluefin Analytics', 'Education', 'University of Illinois Chicago', 'Research Interests'].map((text) => ({ text, size: 12 }));
    const cv = parseCv(lines.join('\n'), { ...context, layout: { largest: ['Maya Okafor'], headings } });
    expect(cv.experiences?.map((job) => [job.start, job.end])).toEqual([
      ['2021-03', null],
      ['2018-06', '2021-02'],
    ]);
    expect(cv.total_years_experience).toBe(8);
  });

  it("dates over the employer over the title, a job's bullets above the next job's dates (JSON Resume's themes)", () => {
    const cv = parseCv(
      ['Maya Okafor', 'maya.okafor@example.com', 'Work', '2021-03-01 - present', 'Northwind Logistics', 'Senior Data Engineer', '- Moved nightly batch jobs to streaming with Kafka', '- Led the migration of the warehouse to Snowflake', '2018-06-01 - 2021-02-28', 'Bluefin Analytics', 'Data Engineer', '- Wrote and maintained 60 Airflow pipelines', 'Education', '2016-08-01 - 2018-05-31', 'University of Illinois Chicago'].join('\n'),
      context,
    );
    expect(cv.experiences?.map((job) => [job.title, job.company, job.start, job.end])).toEqual([
      ['Senior Data Engineer', 'Northwind Logistics', '2021-03', null],
      ['Data Engineer', 'Bluefin Analytics', '2018-06', '2021-02'],
    ]);
    expect(cv.total_years_experience).toBe(8);
  });

  it('months with two-digit years ("04/06 – Present", "03/97 – 03/06") are a range', () => {
    const cv = parseCv(['ChiChi L. Nnyamah', 'WORK EXPERIENCE', '04/06 – Present - Senior Software Engineer', 'Pentacle Corporation – Vernon Hills, IL', '03/97 – 03/06\tSenior Information Specialist', 'Electronic Data Systems – Houston, TX'].join('\n'), context);
    expect(cv.experiences?.map((job) => [job.title, job.start, job.end])).toEqual([
      ['Senior Software Engineer', '2006-04', null],
      ['Senior Information Specialist', '1997-03', '2006-03'],
    ]);
    expect(cv.total_years_experience).toBe(29);
  });

  it('a comma between the month and the year ("May, 2011 – Present", "Août 2024 – Septembre, 2024")', () => {
    const cv = parseCv(['Rod Colbert', 'Professional Experience', 'Consultant', 'Wauconda, IL\t\t\tMay, 2011 – Present', 'Stagiaire développeur', 'Data Research Lab  Août 2024 – Septembre, 2024'].join('\n'), context);
    expect(cv.experiences?.map((job) => [job.start, job.end])).toEqual([
      ['2011-05', null],
      ['2024-08', '2024-09'],
    ]);
  });

  it('clubs under "Leadership & Activities" and projects under "Projets personnels" are no jobs', () => {
    const jobs = (heading: string) => parseCv(['Sam Lee', 'Experience', 'Data Analyst, Acme, Jan 2023 - Present', heading, 'President, Chess Club, Sep 2015 - May 2019'].join('\n'), context).experiences?.length;
    expect(jobs('Leadership & Activities')).toBe(1);
    expect(jobs('Projets personnels')).toBe(1);
    expect(jobs('Selected Projects')).toBe(1);
  });

  it('a product\'s versions are no job\'s years: "from SQL Server 2000 to 2005", "Microsoft Office 2003-2008"; a food server\'s dates are', () => {
    const cv = parseCv(
      ['Murali K', 'Professional Experience', 'Bronx-Lebanon Hospital Center, NY APR’09-TILL DATE', 'Sr SQL BI Developer', 'Migrated the data from SQL Server 2000 to 2005.', 'Installed end user software (Microsoft Office 2003-2008 including Outlook).', 'Company Name City , State Server 01/2017 to 12/2017'].join('\n'),
      context,
    );
    expect(cv.experiences?.map((job) => `${job.start}-${job.end}`)).toEqual(['2009-04-null', '2017-01-2017-12']);
  });

  it('a column that stacks a range\'s start over its end, without a dash, dates the entry; the title under the employer\'s line is the title', () => {
    const cv = parseCv(
      [
        'Matteo Gassend',
        'Work Experience',
        '07/2023 Agiltech | Marseille - France',
        'Present SOFTWARE ENGINEER',
        '• Bluetooth plugin development for Android',
        'STACK : PHP / Symfony / Docker / Gitlab',
        '09/2021 Epitech Technology | Moulins - France',
        '05/2023 PEDAGOGICAL MANAGER',
        '• Wrote and taught the web course syllabus',
        '06/2018 SIELT Srl | Torino - Italie',
        'à ce jour DEVELOPPEUR FULLSTACK',
      ].join('\n'),
      context,
    );
    expect(cv.experiences.map((job) => [job.title, job.company, job.start, job.end])).toEqual([
      ['SOFTWARE ENGINEER', 'Agiltech', '2023-07', null],
      ['PEDAGOGICAL MANAGER', 'Epitech Technology', '2021-09', '2023-05'],
      ['DEVELOPPEUR FULLSTACK', 'SIELT Srl', '2018-06', null],
    ]);
    // June 2018 to today (June 2026), the others inside it.
    expect(cv.total_years_experience).toBe(8);
    // Two summers, one season each, are two jobs; two starts one above the other, the later first, two entries.
    const jobs = (lines: string[]) => parseCv(['Léa Roux', 'Expérience', ...lines].join('\n'), context).experiences.map((job) => `${job.start}..${job.end}`);
    expect(jobs(['Été 2010 Charpentier, CMI Jannon', 'Été 2011 Releveuse de compteurs, Enedis'])).toEqual(['2010-06..2010-08', '2011-06..2011-08']);
    expect(jobs(['03/2021 Data analyst, Globex', '01/2020 Analyst, Initech'])).not.toContain('2021-03..2020-01');
  });

  it('a range left open at the head of an entry runs to today, or to the month it names further on; a year before an achievement is none', () => {
    const jobs = (lines: string[]) => parseCv(['Florian Hébert', 'Expérience professionnelle', ...lines].join('\n'), context).experiences?.map((job) => `${job.title} ${job.start}-${job.end}`);
    expect(jobs(['06/2022 – Bioinformatics Engineer, Stilla Technologies, Villejuif', '11/2019 – 06/2022 Ingénieur R&D Data Scientist, Microbs, Rennes'])).toEqual(['Bioinformatics Engineer 2022-06-null', 'Ingénieur R&D Data Scientist 2019-11-2022-06']);
    expect(jobs(['SEPT 2012- Instructor/After School Program Specialist, Idyllwild Elementary School JAN 2013'])).toEqual(['Instructor/After School Program Specialist 2012-09-2013-01']);
    expect(jobs(['2014 - Completed S1 at 105.69% Celebrex, 108.13% Flector Patch'])).toEqual([]);
  });

  it('head the entry below them when the line above is the last job\'s prose; a short line above is still the title', () => {
    const lines = [
      'Work History',
      '09/2015 to 03/2016',
      'Accountant Company Name – City, State',
      'Reconciled the general ledger and prepared monthly financial statements for review.',
      '09/2014 to 09/2015',
      'Administrative Specialist II Company Name – City, State',
      'Kept the vendor files.',
      'Auditor II',
      '04/2005 to 09/2014',
    ];
    expect(parseCv(lines.join('\n'), context).experiences?.map((job) => job.title)).toEqual(['Accountant', 'Administrative Specialist II', 'Auditor II']);
  });

  it('the end of a sentence that wrapped onto a line of its own is the last job\'s prose, however short: the entry is below the dates', () => {
    const lines = [
      'Experience',
      'Park Ranger 05/2017 to 10/2017',
      'The position requires skills in carpentry, plumbing, masonry and heavy equipment operation, as well as those of a',
      'mechanic.',
      '05/2016 to 10/2016',
      'Conservation Technician Wildlife Trust - Boise , ID',
      'Kept the trails open.',
    ];
    expect(parseCv(lines.join('\n'), context).experiences?.map((job) => job.title)).toEqual(['Park Ranger', 'Conservation Technician']);
  });
});

describe('labels around dates and addresses', () => {
  it('"From:" before dates is no title: the entry\'s head is, above its description', () => {
    const cv = parseCv(['Adrian Storr', 'Work Experience:', 'Golf Club of Purchase : Course Management', 'From: 2012 – Present', 'CUT for Kings, Baltimore, Maryland', 'Co-Owner responsible for transformation of store space.', 'From: 2007-2010', 'Education:'].join('\n'), context);
    expect(cv.experiences?.map((job) => [job.title, job.start, job.end])).toEqual([
      ['Golf Club of Purchase : Course Management', '2012', null],
      ['CUT for Kings', '2007', '2010'],
    ]);
  });

  it('an address labelled after the e-mail on its line; not "Email address:" nor a preferred work location', () => {
    const location = (line: string) => parseCv(`Md. Anisur Rahaman Shaon\nContact No:+8801322-041485\n${line}`, context).location;
    expect(location('E-mail: anisurrahman57136@gmail.com Address: 166,Gazipur-1700, Dhaka.')).toBe('Dhaka');
    expect(location('Email address: b2rlichev@abv.bg')).toBeNull();
    expect(location('Preferred Work Location : Selangor')).toBeNull();
  });

  it('an initial run into the name, and a town joined to its six-digit PIN, as Indian CVs write them', () => {
    expect(parseCv('A.Aishwarya\n5A/453,Caldwell Colony,4thstreet East,\nTuticorin-628008\nPROFILE', context)).toMatchObject({ full_name: 'A. Aishwarya', location: 'Tuticorin' });
    expect(parseCv('Ravi Kumar\nChennai 600028\nPROFILE', context).location).toBe('Chennai');
  });
});

describe('entries that label their fields, as staffing agencies\' and Indian IT resumes do', () => {
  it('Client: and Position: under the dates, on their line, or around a Period: line', () => {
    const jobs = (lines: string[]) => parseCv(['Vasanth Baskaran', 'Employment History', ...lines].join('\n'), context).experiences?.map((job) => `${job.title} @ ${job.company} ${job.start}-${job.end}`);
    expect(jobs(['July 2011 - Present', 'Client: Synovate (IPSOS) Inc', 'Position: .Net Consultant', 'Environment: C#, ASP.NET, SQL Server', 'Location: Chicago, IL.', 'January 2010 - June 2011', 'Client: United Health Care', 'Position: Microsoft Consultant'])).toEqual([
      '.Net Consultant @ Synovate (IPSOS) Inc 2011-07-null',
      'Microsoft Consultant @ United Health Care 2010-01-2011-06',
    ]);
    expect(jobs(["Client: Constellation Brands Inc Location: Newyork, NY December' 21 – Current", 'Role: Senior IT Consultant', 'Client: Sears outlet Location: Hoffman Estates, IL Jan 2018 – Nov 2021', 'Role: Senior IT Consultant'])).toEqual([
      'Senior IT Consultant @ Constellation Brands Inc 2021-12-null',
      'Senior IT Consultant @ Sears outlet 2018-01-2021-11',
    ]);
    expect(jobs(['Company : Accenture India', 'Period : From April 10 to till date', 'Role : Team Leader', 'Solution Environment : Windows 2008, Hyper-V'])).toEqual(['Team Leader @ Accenture India 2010-04-null']);
    // A labelled employer is named without the place after it.
    expect(jobs(['Client : Proactive Technical Services, San Jose, CA', 'Role : .Net developer', 'Period : Feb 2010 to Apr 2011'])).toEqual(['.Net developer @ Proactive Technical Services 2010-02-2011-04']);
    expect(jobs(['Employer: MADHUVAN, INC. [Tampa, FL]', "Role: .Net Developer Aug' 06 – Apr' 07"])).toEqual(['.Net Developer @ MADHUVAN, INC. 2006-08-2007-04']);
    // The employer on the dates' line, the title labelled under it.
    expect(jobs(['Flagstar Bank – Troy, MI January 2011- Present', 'Role: Java Developer', 'Project: DMS (Document Management System)'])).toEqual(['Java Developer @ Flagstar Bank 2011-01-null']);
  });

  it('an "Environment:" line whose end wraps is neither a heading nor the next job\'s title', () => {
    const cv = parseCv(
      ['Devi Mani', 'PROFESSIONAL EXPERIENCE', 'CDW Corporation, Vernon Hills, IL\tOct 10 – Sep 11', 'SSIS/SSRS Developer', 'Created SSIS packages to extract data from Excel files.', 'Environment: MS SQL Server 2008 Enterprise Edition, SSIS 2005, Windows NT, ETL', 'Tools.', 'Lincoln Financial Group, Market Street, PA\tMar 10 – Aug 10', 'Senior SQL Server Developer', 'Deployed the reports in the Report Server.', 'Environment: MS SQL Server 2008 Enterprise Edition.', 'Schering Plough, NJ\tNov 05 – Sep 06', 'SQL Server Developer', 'Collected requirements specifications.'].join('\n'),
      context,
    );
    expect(cv.experiences.map((job) => `${job.title} @ ${job.company}`)).toEqual(['SSIS/SSRS Developer @ CDW Corporation', 'Senior SQL Server Developer @ Lincoln Financial Group', 'SQL Server Developer @ Schering Plough']);
  });

  it('a description after the label is no company, and a month with an apostrophe before its year is a date', () => {
    const cv = parseCv(['Shri Kumar', 'Professional Experience', 'Employer: MELALEUCA, INCORPORATION [Idaho Falls, ID]', "Role: Sr. .Net Developer Feb' 10 – Till Date", 'Company Name City, State Consultant 06/2015 to Current', 'Client: An international chain of convenience stores)'].join('\n'), context);
    expect(cv.experiences?.[0]).toMatchObject({ title: 'Sr. .Net Developer', company: 'MELALEUCA, INCORPORATION', start: '2010-02', end: null });
    expect(cv.experiences?.[1]).toMatchObject({ title: 'Consultant', company: null });
  });
});

describe('skill lists as people write them', () => {
  it('a category label set off by a bullet is no skill, Eclipse is the IDE, a LinkedIn language level is no skill', () => {
    const cv = parseCv(
      ['Alex Toub', 'Skills', 'Programming • Swift (iOS) , Java , Bash , PostgreSQL .', 'Developer Tools: Git, Eclipse, Jira', 'Functional Programming, Haskell, Elm', 'Languages English (Full professional proficiency) | French (Native)'].join('\n'),
      context,
    );
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['Swift', 'Java', 'Bash', 'PostgreSQL', 'Git', 'Eclipse', 'Jira', 'Functional Programming', 'Haskell']));
    expect(skillNames(cv)).not.toEqual(expect.arrayContaining(['Programming']));
    expect(skillNames(cv).filter((name) => /proficiency|ECLiPSe/.test(name))).toEqual([]);
  });

  it('a full list takes the software its jobs name, written as a name, up to fifteen; a security clearance is no TypeScript', () => {
    const list = 'Python, Flask, Django, React, JavaScript, PostgreSQL, AWS, Docker, Git, CI/CD, Agile, MySQL';
    const cv = parseCv(['Jane Doe', 'Skills', list, 'Experience', 'Senior Software Engineer - TechCorp', 'June 2022 - Present', '• Managed deployment pipelines on AWS using Docker and Jenkins.', '• Improved sales conversion with the marketing team.', '• Monitoring sales performance and networking with clients.', '• Holds an active TS/SCI clearance.'].join('\n'), context);
    expect(skillNames(cv)).toContain('Jenkins');
    // What the jobs name in passing, or as ordinary words, is no tool of theirs.
    expect(knownAs(skillNames(cv)).filter((name) => ['Sales', 'Monitoring', 'Networking'].includes(name))).toEqual([]);
    expect(knownAs(skillNames(cv))).not.toContain('TypeScript');
  });

  it('how a language is known and a fragment cut at a function word are no skills', () => {
    const cv = parseCv(['Cléophée Robin', 'Compétences', 'Anglais : lu, parlé, écrit', 'Outils : Git, LaTeX, Strong, Fort', 'Skills', 'Unit testing, daily and, debugging of, Docker'].join('\n'), context);
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['Git', 'LaTeX', 'Unit Testing', 'Docker']));
    expect(skillNames(cv).filter((name) => /^(?:lu|parlé|écrit|Strong|Fort)$|\s(?:and|of)$/.test(name))).toEqual([]);
  });

  it('a link\'s path, a job\'s own fields and a month are no skills, where a skills section runs on into the jobs', () => {
    const cv = parseCv(
      ['Ryan Barron', 'Skills', 'Python, Go, SQL', 'Source code to this CV: https://github.com/ryanbeerbarron/CV', 'Technologies:', '.NET 3.0, ASP.NET, WCF, SSIS', 'Client: Applebees', 'Position: Senior Consultant', 'Founders Insurance: www.foundersinsurance.com Sep, 2008-Oct 2009'].join('\n'),
      context,
    );
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['Python', 'Go', 'SQL', 'ASP.NET', 'WCF']));
    expect(skillNames(cv).filter((name) => /ryanbeerbarron|^CV$|Applebees|Senior Consultant|^Sep$/.test(name))).toEqual([]);
  });
});

describe("resumes labelled by others (dotin's resume set): skill lists, names, places, phones and headings", () => {
  it('"Skill Set" and "Programming Languages" head skill lists', () => {
    const cv = parseCv(['Von Rao', 'Atlanta, GA', 'SKILL SET', 'Programming Languages', 'C, C++, Java, Assembly (Intel x86)', 'Shell Scripting(bash), Perl'].join('\n'), context);
    expect(cv.full_name).toBe('Von Rao');
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['C', 'C++', 'Java', 'Assembly', 'Bash', 'Perl']));
  });

  it("Indeed's durations in brackets, wrapped across lines, are no skills: no LESS from \"(Less than\"", () => {
    const cv = parseCv(['Jo Park', 'SKILLS', 'ANDROID (Less than 1 year), Git (Less than 1 year), HTML (Less than 1 year), PHP (Less than', '1 year), SQL (Less than 1 year), C++ (3 years)'].join('\n'), context);
    expect(skillNames(cv)).toEqual(['Android', 'Git', 'HTML', 'PHP', 'SQL', 'C++']);
  });

  it('a contact line that a skills heading above the name took in gives no skill', () => {
    const cv = parseCv(['Skills', 'TypeScript', 'Python', 'AMINE KAMAL', 'Montreal • 514-661-0893 • m.amine.kamal@outlook.com', 'Software Developer'].join('\n'), context);
    expect(skillNames(cv)).toEqual(['TypeScript', 'Python']);
  });

  it('what the candidate does in a language is no skill: "English: Reading, Writing, & Speaking"', () => {
    const cv = parseCv(['Abdul Karim', 'Skills', 'Data entry and Microsoft word.', 'English: Reading, Writing, & Speaking'].join('\n'), context);
    expect(skillNames(cv).filter((name) => /Reading|Writing|Speaking/.test(name))).toEqual([]);
  });

  it('a sentence among the items names only tools written as tools: no Word in "the first word emphasized"', () => {
    const cv = parseCv(
      ['Johnny Coder', 'Skills', 'first-lang: Here, we have an itemization, where we only want the first word of the items emphasized.', 'Databases: Hands on experience on Mysql and Postgresql databases administration.'].join('\n'),
      context,
    );
    expect(knownAs(skillNames(cv))).not.toContain('Microsoft Word');
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['MySQL', 'PostgreSQL']));
  });

  it('a form\'s "PERSONAL DETAILS" first, then "Name:", gives the name', () => {
    const cv = parseCv(['CURRICULUM VITAE', 'PERSONAL DETAILS:', 'Name: Azzie Woodrow Gaylord', 'Nationality: Greek', 'Telephone: 0044 (0) 1236456789'].join('\n'), context);
    expect(cv.full_name).toBe('Azzie Woodrow Gaylord');
  });

  it('a ZIP+4 code is no phone number, and "New York USA" is a state and its country', () => {
    const cv = parseCv(['Melani Feil', 'University Communications, University at Buffalo, Buffalo, New York USA 14260-7015', 'Ph: (123)345-7890'].join('\n'), context);
    expect(cv.phone).toBe('(123)345-7890');
    expect(cv.location).toBe('Buffalo, New York, USA');
  });

  it('"CAREER SERVICES EXPERIENCE" and "STUDENT AFFAIRS EXPERIENCE", a field\'s own in capitals, head jobs', () => {
    const cv = parseCv(
      ['Lynn Zemlak', 'EDUCATION', 'M.S. College Student Personnel, June 2015', 'CAREER SERVICES EXPERIENCE', 'Career Advisor, Loyola University, Chicago, IL', 'August 2014 - Present', 'STUDENT AFFAIRS EXPERIENCE', 'Resident Director, DePaul University', 'April 2010 - June 2012'].join('\n'),
      { ...context, now: new Date('2019-01-01T00:00:00Z') },
    );
    expect(cv.experiences.map((job) => job.start)).toEqual(['2014-08', '2010-04']);
    expect(cv.total_years_experience).toBe(6);
  });

  it('an acronym that is also a town is no place before words that say none: "SOA, WebLogic and MFT Module."', () => {
    const cv = parseCv(['Lupe Ankunding', 'Have total work experience of 2.5 years on Oracle Fusion Middleware -', 'SOA, WebLogic and MFT Module.', '', 'Bilaspur, Chhattisgarh - Email me on Indeed: lupe@example.com'].join('\n'), context);
    expect(cv.location).toBe('Bilaspur, Chhattisgarh');
  });

  it('places in a skills list are where, not what: "Project Bluelight, Chicago, IL", countries visited', () => {
    const cv = parseCv(
      ['Clair Ratke', 'Skills', 'Final Cut Pro, Avid Media Composer, Project Bluelight, Chicago, IL, Dataiku', 'Travel: Germany, England, France, Italy', 'Enterprise, Lotus Notes, Reading'].join('\n'),
      context,
    );
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['Final Cut Pro', 'Project Bluelight', 'Dataiku']));
    expect(skillNames(cv).filter((name) => /Chicago|^IL$|Germany|England|France|Italy/.test(name))).toEqual([]);
    // A town's name alone in a list may be a word: nothing beside it says where.
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['Enterprise', 'Reading']));
  });
});

describe("dates as dotin's labelled resumes write them", () => {
  const jobs = (line: string) => parseCv(['Jane Roe', 'Experience', 'Test Analyst', line].join('\n'), context).experiences.map(({ start, end }) => `${start}..${end}`);

  it('"May 2014 onwards" and "2000 till date" run to the present', () => {
    expect(jobs('May 2014 onwards')).toEqual(['2014-05..null']);
    expect(jobs('2000 till date')).toEqual(['2000..null']);
  });

  it('a day after the month is no year: "Feb 24 to Apr 11 2017", "March 3, 2015 - June 30, 2018"', () => {
    expect(jobs('Worked at Tata Consultancy Services, Hyderabad from Feb 24 to Apr 11 2017')).toEqual(['2017-02..2017-04']);
    expect(jobs('March 3, 2015 - June 30, 2018')).toEqual(['2015-03..2018-06']);
    expect(jobs('Apr 11, 2017 to present')).toEqual(['2017-04..null']);
    // Two digits after both months, and no year after them, are still years, as before a full one.
    expect(jobs('Jan 15 - Sep 15')).toEqual(['2015-01..2015-09']);
    expect(jobs('AXA Technology Services, Bangalore   Nov 06 to April 2008')).toEqual(['2006-11..2008-04']);
  });

  it("a client's history in a project description is no job: \"Since 1923, Novo Nordisk…\"", () => {
    const cv = parseCv(['Jane Roe', 'Experience', 'Test Analyst', 'May 2010 to September 2010', 'Project Description:', 'Novo Nordisk is a healthcare company. Since 1923, Novo', 'Nordisk has been committed to people with diabetes.'].join('\n'), context);
    expect(cv.experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2010-05..2010-09']);
    expect(cv.total_years_experience).toBe(0);
  });
});

describe('a field whose reading throws', () => {
  it('is left empty and reported; the other fields are still read', () => {
    // A gazetteer that fails on every lookup: the place cannot be read, nor the name (a name's line is checked for a town).
    const broken = new Proxy(context.places, {
      get: (target, key, receiver) => {
        const value = Reflect.get(target, key, receiver);
        return typeof value === 'function'
          ? () => {
              throw new Error('gazetteer unavailable');
            }
          : value;
      },
    });
    const failed: string[] = [];
    const text = ['Claire Dubois', 'claire.dubois@exemple.fr · 06 12 34 56 78', 'Lyon, France', 'Compétences', 'Python, SQL, Excel'].join('\n');
    const cv = parseCv(text, { ...context, places: broken, onFieldError: (field) => failed.push(field) });
    expect(failed).toEqual(expect.arrayContaining(['full_name', 'location']));
    expect(cv).toMatchObject({ full_name: null, email: 'claire.dubois@exemple.fr', phone: '+33612345678', location: null });
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['Python', 'SQL']));
    // Read with a working gazetteer, the same CV gives its name and place, and nothing is reported.
    expect(parseCv(text, { ...context, onFieldError: (field) => failed.push(`again ${field}`) })).toMatchObject({ full_name: 'Claire Dubois', location: 'Lyon, France' });
    expect(failed.filter((field) => field.startsWith('again'))).toEqual([]);
  });
});

describe('CVs beside portfolios, French and English (fictional people in the layouts of real ones)', () => {
  it('a name before an emoji and a phone, a double surname joined by an en dash, a given name and a surname in two sizes of large type', () => {
    const emoji = parseCv(['📍 Valence, France', 'Pascal Moreau 📞 06.11.22.33.44', 'Directeur technique ✉ moreau@example.org', 'EXPÉRIENCE'].join('\n'), context);
    expect(emoji).toMatchObject({ full_name: 'Pascal Moreau', headline: 'Directeur technique', location: 'Valence, France' });
    expect(parseCv(['LUCAS FERRAND–MOLINA', 'Élève-ingénieur en HPC', 'l.ferrand.molina@example.org', 'EXPÉRIENCE PROFESSIONNELLE'].join('\n'), context).full_name).toBe('Lucas Ferrand-Molina');
    const sidebarFirst = ['CONTACT', '+33 6 34 53 27 31', 'leaduchemin@example.org', 'Annecy, France', 'SKILLS', 'HTML, CSS, PHP', 'LÉA', 'DUCHEMIN', 'Computer Science', 'Student', 'PROFILE'];
    const sizes = { largest: ['DUCHEMIN'], headings: [{ text: 'LÉA', size: 32 }, { text: 'DUCHEMIN', size: 40 }, { text: 'Computer Science', size: 18 }, { text: 'Student', size: 18 }] };
    expect(parseCv(sidebarFirst.join('\n'), { ...context, layout: sizes }).full_name).toBe('Léa Duchemin');
    // Two words in large type that the e-mail does not both spell are no name: a skill's heading over a given name.
    const notSpelled = { largest: ['Abhijith'], headings: [{ text: 'Bootstrap', size: 14 }, { text: 'Abhijith', size: 14 }] };
    const skillsFirst = ['abhijithb151@example.org', 'SKILLS', 'HTML', 'CSS', 'JavaScript', 'React', 'Node.js', 'MongoDB', 'Git', 'Bootstrap', 'Abhijith'];
    expect(parseCv(skillsFirst.join('\n'), { ...context, layout: notSpelled }).full_name).not.toBe('Bootstrap Abhijith');
  });

  it('two columns\' French headings side by side in the largest type are no name, and a timeline\'s year is no postcode', () => {
    const lines = ['MARGOT', 'LEFEBVRE', 'Freelance diplômée en développement web tel. — 06 14 45 64 95', 'contact@margot-web.example', 'EXPÉRIENCES COMPÉTENCES', '2025 Application Web — Atelier Type Langue Français', 'Conception et développement frontend'];
    const layout = { largest: ['MARGOT', 'LEFEBVRE', 'EXPÉRIENCES COMPÉTENCES'], headings: [{ text: 'MARGOT', size: 16 }, { text: 'LEFEBVRE', size: 16 }, { text: 'EXPÉRIENCES COMPÉTENCES', size: 16 }] };
    const cv = parseCv(lines.join('\n'), { ...context, layout });
    expect(cv.full_name).not.toBe('Expériences Compétences');
    expect(cv).toMatchObject({ phone: '+33614456495' });
    expect(cv.location).not.toBe('Application Web');
  });

  it('a CV with no title under the name is headed by its latest job; a job under "Experience", a summary sentence or a line of tools is no headline', () => {
    const jobs = ['Experience', 'Junior Accountant', 'Acme Corp', 'Jan 2015 - Dec 2018', 'Senior Accountant', 'Globex', 'Jan 2019 - Present'];
    expect(parseCv(['Maria Lopez', 'maria.lopez@example.org', ...jobs].join('\n'), context).headline).toBe('Senior Accountant');
    const sentence = 'Experienced accountant looking for a full time position in a growing firm';
    expect(parseCv(['Maria Lopez', sentence, 'maria.lopez@example.org', ...jobs].join('\n'), context).headline).toBe('Senior Accountant');
    expect(parseCv(['Maria Lopez', 'Tax Accountant', 'maria.lopez@example.org', ...jobs].join('\n'), context).headline).toBe('Tax Accountant');
    // The tools a header sets after the title as tags are no part of it; a tool that names the post is.
    expect(parseCv(['John Doe', 'Data Analyst GCP Python SQL Tableau', 'john.doe@me.org'].join('\n'), context).headline).toBe('Data Analyst');
    expect(parseCv(['John Doe', 'Java Spring Developer', 'john.doe@me.org'].join('\n'), context).headline).toBe('Java Spring Developer');
    expect(parseCv(['Jane Doe', 'jane@example.org', 'Experience', 'Agile PM C++ R OpenGL Boost MySQL PostgreSQL JIRA', 'Sep 2013 - Present'].join('\n'), context).headline).toBeNull();
  });

  it('a short title opening the profile section past the contact lines is the headline; a summary sentence wrapped there is not', () => {
    const contacts = ['Moussa Diallo', 'Poitiers, France | +33 7 44 88 59 14', 'www.linkedin.com/in/mdiallo'];
    const jobs = ['Experience', 'Data Analyst', 'Globex', 'Jan 2019 - Present'];
    expect(parseCv([...contacts, 'PROFILE', 'Data Scientist · ML Engineer', 'Passionate about data.', ...jobs].join('\n'), context).headline).toBe('Data Scientist · ML Engineer');
    expect(parseCv([...contacts, 'Profil', 'Comptable', 'Dix ans en cabinet.', ...jobs].join('\n'), context).headline).toBe('Comptable');
    expect(parseCv(['Maria Lopez', 'maria@example.org', 'Profile', 'Seasoned accountant with ten years', 'in audit and tax.', ...jobs].join('\n'), context).headline).toBe('Data Analyst');
  });

  it('a town by its own name (Warszawa, København), and a town under the name that is no title', () => {
    const polish = parseCv(['Jan Nowak', 'Warszawa', 'linkedin.com/in/jannowak', 'Experience', 'Test Engineer', 'Acme Polska', 'Mar 2023 - Present'].join('\n'), context);
    // The town is no title: the headline is the job still running.
    expect(polish).toMatchObject({ full_name: 'Jan Nowak', location: 'Warszawa', headline: 'Test Engineer' });
    expect(parseCv('Freja Holm\nKøbenhavn\nfreja.holm@example.org', context).location).toBe('København');
    expect(parseCv('Jan Kowalski\nKraków\nExperience\nTester, Acme, 2019 - 2021', context).headline).toBeNull();
  });

  it('a title over its employer over dates that a profile site follows with their length, or with the place', () => {
    const exported = ['Experience', 'Test Engineer', 'Acme Polska', 'Mar 2017 - Mar 2023 (6 years 1 month)', '- Wrote protocol tests', 'Software Tester', 'Acme Polska', 'Aug 2016 - Feb 2017 (7 months)', '- Ran manual test cases'];
    expect(parseCv(['Jan Nowak', ...exported].join('\n'), context).experiences).toMatchObject([
      { title: 'Test Engineer', company: 'Acme Polska', start: '2017-03', end: '2023-03' },
      { title: 'Software Tester', company: 'Acme Polska', start: '2016-08', end: '2017-02' },
    ]);
    const placed = parseCv(['Joseph Kamau', 'WORK EXPERIENCE', 'Repair Technician', 'Bits & Bytes', 'January 2021 - February 2022 / New York, NY', 'Installed software'].join('\n'), context);
    expect(placed.experiences).toMatchObject([{ title: 'Repair Technician', company: 'Bits & Bytes', start: '2021-01', end: '2022-02' }]);
  });

  it('a range whose dash is a non-breaking hyphen, as LaTeX fonts set it', () => {
    const cv = parseCv(['Oumaima Benali', 'Expériences Professionnelles', 'Ingénieure Digital et Innovation Juil 2023 \u2011 Aujourd\u2019hui', 'Stagiaire en Programmation Fév 2022 \u2011 Juil 2022'].join('\n'), context);
    expect(cv.experiences).toMatchObject([{ start: '2023-07', end: null }, { start: '2022-02', end: '2022-07' }]);
  });

  it('a column of dates too narrow for its ranges, each of its lines read with the entry beside it', () => {
    const english = parseCv(
      [
        'Timo Durand',
        'Work experience',
        'From February Mobile and Web development',
        '2023 to June Watt Analytics Vienna, Austria (remote).',
        '2023 Remote contract following my internship.',
        'From June 2021 Internship - Next.js development',
        'to July 2021 LBKE - Montpellier, France (remote).',
        'Development of an open-source framework.',
      ].join('\n'),
      context,
    );
    expect(english.experiences).toMatchObject([
      { title: 'Mobile and Web development', start: '2023-02', end: '2023-06' },
      { start: '2021-06', end: '2021-07' },
    ]);
    const french = parseCv(
      ['Timo Durand', 'Expériences professionnelles', "D'octobre 2022 à Stage - Développement mobile et web", 'février 2023 Watt Analytics Vienne, Autriche.', 'Depuis juillet Barman', '2024 Campings, bars et hôtels.'].join('\n'),
      context,
    );
    expect(french.experiences).toMatchObject([
      { start: '2022-10', end: '2023-02' },
      { title: 'Barman', start: '2024-07', end: null },
    ]);
    // A place between two ranges is no part of either.
    const places = parseCv(['Hassan Oulcaid', 'Expériences', 'Montreuil, FRANCE', 'Jan. 2025 – Actuellement', 'Paris, FRANCE', 'Jan. 2024 – Sep. 2024'].join('\n'), context);
    expect(places.experiences).toMatchObject([{ start: '2025-01', end: null }, { start: '2024-01', end: '2024-09' }]);
  });

  it('a sentence whose last word wraps onto a line of its own ("projects.") does not end the jobs', () => {
    const cv = parseCv(
      ['Nadeesha Perera', 'WORK EXPERIENCE', 'Lecturer', 'Metro Campus Dec 2014 – Dec 2017', '- Supervising students for their final year software', 'projects.', 'Lecturer', 'University of Kandy Feb 2014 - Nov 2014', '- Marking papers'].join('\n'),
      context,
    );
    expect(cv.experiences).toHaveLength(2);
    expect(cv.total_years_experience).toBe(3);
  });

  it('a label in small letters inside a job ("projects:") does not end the jobs', () => {
    const cv = parseCv(
      ['Dale Boyd', 'Experience', 'Company Name February 2012 to Current Superintendent', 'projects:', '"Dermcare": (Interior Renovation)', 'Supervised a team of subcontractors.', 'Company Name February 2010 to February 2012 Permit runner', 'Installed signs.'].join('\n'),
      context,
    );
    expect(cv.experiences).toHaveLength(2);
  });

  it('job titles in the headings\' type stay jobs, two columns\' headings on one line are headings, a heading run into its entry stays one', () => {
    const lines = [
      'Lucas Ferrand',
      'EXPÉRIENCE PROFESSIONNELLE',
      'Stagiaire – Data Scientist',
      'DGAC, Pôle Data',
      'Juin 2025 - Août 2025',
      'Stagiaire – Manufacturing Engineering',
      'TE Connectivity',
      'Juin 2024 - Août 2024',
      'LEADERSHIP President, Robotics Club',
      'Janvier 2023 - Mai 2026',
      'FORMATIONS \u0013 COMPÉTENCES',
      'Classe préparatoire – MPSI – PSI. Python R SQL',
      'CPGE Lakanal, Sceaux – 2021 - 2023 Git',
    ];
    const type = (text: string) => ({ text, size: 12 });
    const layout = { largest: [], headings: ['EXPÉRIENCE PROFESSIONNELLE', 'Stagiaire – Data Scientist', 'Stagiaire – Manufacturing Engineering', 'LEADERSHIP President, Robotics Club', 'FORMATIONS \u0013 COMPÉTENCES'].map(type) };
    const cv = parseCv(lines.join('\n'), { ...context, layout });
    expect(cv.experiences).toMatchObject([
      { start: '2025-06', end: '2025-08' },
      { start: '2024-06', end: '2024-08' },
    ]);
    expect(cv.total_years_experience).toBe(0);
  });

  it('jobs a season alone dates, a heading wrapped after the first entry, the languages under the contacts', () => {
    const lines = [
      'Félix Chen',
      'felix.chen@example.org',
      'Langues : français (parlé, écrit), anglais (parlé, écrit) et mandarin (parlé)',
      'Expérience',
      'Développeur Full-stack Été 2019',
      'professionnelle',
      'Banque Laurentide, Montréal (Stage)',
      'Développeur Full-stack Été 2018',
      'Agence Orange Tango, Montréal (Stage)',
    ];
    const type = (text: string) => ({ text, size: 13.7 });
    const cv = parseCv(lines.join('\n'), { ...context, layout: { largest: ['Félix Chen'], headings: ['Expérience', 'professionnelle'].map(type) } });
    expect(cv.experiences).toMatchObject([
      { title: 'Développeur Full-stack', start: '2019-06', end: '2019-08' },
      { title: 'Développeur Full-stack', start: '2018-06', end: '2018-08' },
    ]);
    expect(cv.languages.map((language) => language.code)).toEqual(['fr', 'en', 'zh']);
  });
});

describe('French CVs people publish on GitHub, read by hand (fictional people in their layouts)', () => {
  it('a name beside a label, a name in small capitals set apart, an accent LaTeX put after the surname', () => {
    expect(parseCv('Olivier BICHLER Date of birth: March 30, 1985\nolivier.bichler@example.fr', context).full_name).toBe('Olivier Bichler');
    expect(parseCv('92500 Rueil-Malmaison\nAntoine DE R OQUEMAUREL\nDéveloppeur logiciel antoine.job@roquemaurel.example', context).full_name).toBe('Antoine De Roquemaurel');
    const cv = parseCv('Attila NEMET´\nContact Information\nEmail: attila.nemet@example.org\nSummary\nSenior telecom and software engineering professional with 20+ years of international experience.', context);
    expect(cv).toMatchObject({ full_name: 'Attila Nemet', headline: null });
  });

  it('the name in a heading\'s type below a sidebar, spelled by the e-mail', () => {
    const lines = ['PROGRAMMATION', 'Python, C, Git', 'LANGUES', 'Français Natif', 'CONTACT', 'vincent.trelat@example.net', 'VINCENT TRÉLAT', 'Ingénieur spécialisé en méthodes formelles', 'FORMATION'];
    const headings = [{ text: 'PROGRAMMATION', size: 17.2 }, { text: 'VINCENT TRÉLAT', size: 12 }, { text: 'FORMATION', size: 17.2 }];
    expect(parseCv(lines.join('\n'), { ...context, layout: { largest: ['FORMATION', 'PROGRAMMATION'], headings } }).full_name).toBe('Vincent Trélat');
  });

  it('a qualified experience heading that names the employer, an icon before the dates, a town before the title, a company before it', () => {
    const lines = [
      'Attila Nemet',
      'attila.nemet@example.org',
      'Selected Work Experiences with Ericsson',
      '\u0088 Apr 2015 – Apr 2023, Budapest: Business Analyst / Software Tester',
      '– Worked on mass configuration concepts.',
      'Cayan — Principal Software Engineer 2012–2015',
    ];
    expect(parseCv(lines.join('\n'), context).experiences).toMatchObject([
      { title: 'Business Analyst / Software Tester', company: null, start: '2015-04', end: '2023-04' },
      { title: 'Principal Software Engineer', company: 'Cayan', start: '2012', end: '2015' },
    ]);
  });

  it("headings written short (DEGREES, PROFESSIONAL EXP, EXPÉRIENCES PRO, PROJETS PERSO), emoji between an address's pieces, a word broken at a list's line end", () => {
    const english = ['Thomas Lepoix', 'thomas.lepoix@example.org', 'DEGREES', '2017 - 2019', 'Embedded systems Master', 'PROFESSIONAL EXP', 'June 2021 - December 2021', 'Developer (C++), Altran'];
    expect(parseCv(english.join('\n'), context).total_years_experience).toBe(0);
    const french = ['Thomas Lepoix', 'EXPÉRIENCES PRO', 'Juin 2019 - Février 2020', 'Développeur back-end (C++), DMIC', 'PROJETS PERSO', 'Octobre 2014 - Présent', 'Qucs-RFlayout, logiciel libre'];
    expect(parseCv(french.join('\n'), context).experiences).toMatchObject([{ start: '2019-06', end: '2020-02' }]);
    const address = ['David CARAYON', "🏠 8 Lotissement L'entrada 33650 Cabanac-et-Villagrains 🎂 15/10/1994", '(+33) 6 64 66 90 60 🖂 david.carayon@example.org', 'Expériences', 'Statisticien Bordeaux, France'];
    expect(parseCv(address.join('\n'), context).location).toMatch(/^Cabanac-et-Villagrains/i);
    const skills = ['Léa Roy', 'Compétences', 'CMS et intégration de thèmes : Word-', 'press, Magento 2, Symfony (Twig)', 'Savoir-être : esprit d\'équipe, decision-', 'making, autonomie'];
    expect(skillNames(parseCv(skills.join('\n'), context))).toEqual(expect.arrayContaining(['WordPress', 'Magento 2', 'decision-making']));
  });

  it('a name in capitals on one line read in its own order, whatever the e-mail\'s; a boulevard named after its kind, a postcode written with a space, a floor', () => {
    const cv = parseCv(['GASPARD ROE', '32, célibataire', '111 boulevard Robert Schuman, 44300 Nantes', 'Email : roe.gaspard@example.org'].join('\n'), context);
    expect(cv).toMatchObject({ full_name: 'Gaspard Roe', location: 'Nantes' });
    expect(parseCv('Aurélien Cecille\ncecille.aurelien@example.org', context).full_name).toBe('Aurélien Cecille');
    expect(parseCv('Mathieu Gaborit\nDOCTORANT\n20 rue de Carnac, 1er étage, 72 190 Coulaines, France', context).location).toBe('Coulaines, France');
  });

  it('schooling and posts under one heading: the posts are the jobs, the degrees and the years of them are not', () => {
    const lines = [
      'Justine Roe',
      'justine.roe@example.org',
      'FORMATION ET PARCOURS PROFESSIONNEL',
      'ATER\t2020-2021',
      'Université Gustave Eiffel, LIGM, Champs-sur-Marne',
      'Demi-ATER\t2019-2020',
      'Université Paris-Saclay, LRI, Orsay',
      'Doctorat en Combinatoire algébrique et monitorat\t2016-2019',
      'M2 Algèbre Appliquée (Magistère de Mathématiques)\t2015-2016',
      'L3 et M1 Mathématiques Fondamentales et Appliquées\t2012-2014',
      '“Classe préparatoire” (CPGE) MPSI-MP\t2010-2012',
      'Lycée du Parc, Lyon',
    ];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences?.map(({ title }) => title)).toEqual(['ATER', 'Demi-ATER']);
    expect(cv.total_years_experience).toBe(2);
  });

  it('a caveat in brackets after a heading; categories a spaced dash sets off before their lists', () => {
    const lines = [
      'Hélène ROE',
      'T +33650782197 B helene.roe@example.com',
      'Experience (non exhaustive / summarized, more info on my website )',
      'Paris, France\tInternship at Dassault Systèmes',
      '9/2024 – 3/2025\tGenerated a procedural global cloud cover for a planetary environment.',
      'Echirolles, France\tInternship at Eviden Atos',
      '5/2023 – 8/2023\tAdded visual effects to an application.',
      'Skills',
      'Languages - French (mothertongue), English (C1, fluent), Spanish (B1), Japanese',
      'Programming languages - C, C++, Python, Java, Rust',
      'APIs - OpenGL, CUDA, OpenMP, MPI',
      'MS Office - Word, Excel, PowerPoint',
    ];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences).toHaveLength(2);
    expect(cv.languages).toEqual([{ code: 'fr', level: 'native' }, { code: 'en', level: 'C1' }, { code: 'es', level: 'B1' }, { code: 'ja', level: null }]);
    const names = skillNames(cv);
    expect(names).toEqual(expect.arrayContaining(['C++', 'Python', 'OpenGL', 'MPI', 'MS Office', 'Excel']));
    expect(names).not.toEqual(expect.arrayContaining(['Programming languages']));
    expect(names.filter((name) => /^(?:apis|mothertongue|french)$/i.test(name))).toEqual([]);
    // A bracket that lists is no caveat: the line is a list of skills.
    expect(headingOf('Computer skills (spread sheet, AccountCom, Internet, Word, PrintShop)')).toBeNull();
  });
});

describe("a parser's edge-case resumes and printed profiles (fictional people)", () => {
  it('an internationalised e-mail, an employer named with an ordinary word before the title, languages after the skills on their line', () => {
    const lines = [
      'FRANÇOIS MÜLLER-SØNDERGAARD',
      'françois.müller@société.fr | +33 6 12 34 56 78 | Paris, France',
      'EXPÉRIENCE PROFESSIONNELLE',
      'Société Générale | Architecte Logiciel | Paris | 2019 - Présent',
      'COMPÉTENCES',
      'Langages: Python, Java, C++ | Langues: Français (natif), Anglais (courant), Español (básico)',
    ];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.email).toBe('françois.müller@société.fr');
    expect(cv.experiences).toMatchObject([{ title: 'Architecte Logiciel', company: 'Société Générale', start: '2019', end: null }]);
    expect(skillNames(cv)).toEqual(['Python', 'Java', 'C++']);
    expect(cv.languages.map((language) => language.code)).toEqual(['fr', 'en', 'es']);
  });

  it('a profile copied as text names its person after its label; a link there is no name', () => {
    const dump = ['='.repeat(70), 'LINKEDIN PROFILE: Marcus Johnson', '='.repeat(70), 'HEADLINE:', 'Engineering Manager | Engineering | Boston, MA', 'ABOUT:', 'Engineering Manager with 9 years leading teams.'];
    expect(parseCv(dump.join('\n'), context).full_name).toBe('Marcus Johnson');
    const link = ['LinkedIn profile: linkedin.com/in/marcus-johnson', 'Camille Martin', 'Data Analyst'];
    expect(parseCv(link.join('\n'), context).full_name).toBe('Camille Martin');
  });

  it('a languages list wrapped onto the next line, with levels in Spanish; the next label is a list of its own', () => {
    const lines = [
      'FRANÇOIS MÜLLER',
      'COMPÉTENCES',
      'Langages: Python, Java | Langues: Français (natif), Anglais (courant), Allemand',
      '(intermédiaire), Español (básico)',
      'Outils: Docker, Git',
    ];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.languages).toEqual([
      { code: 'fr', level: 'native' },
      { code: 'en', level: 'C1' },
      { code: 'de', level: 'B1' },
      { code: 'es', level: 'A2' },
    ]);
    const twoLists = parseCv(['Camille Martin', 'Skills', 'Languages: English (native), French,', 'Tools: Docker, Git'].join('\n'), context);
    expect(twoLists.languages).toEqual([{ code: 'en', level: 'native' }, { code: 'fr', level: null }]);
  });

  it('a qualified experience heading of a trade, a skill written with a slash, a skills heading joined to another', () => {
    const nurse = ['Priya Sharma', 'Clinical Experience', 'Charge Nurse, Intensive Care Unit', 'Seton Medical Center | Austin, TX | 2016 - 2024', 'Skills', 'Product: User Research, A/B Testing, SQL'];
    const cv = parseCv(nurse.join('\n'), context);
    expect(cv.total_years_experience).toBe(8);
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['A/B Testing', 'SQL']));
    expect(skillNames(cv)).not.toContain('B Testing');
    const leader = ['Marcus Chen', 'Skills & Recognition', 'Leadership: Board Presentations, M&A Due Diligence, P&L Ownership'];
    expect(skillNames(parseCv(leader.join('\n'), context))).toEqual(expect.arrayContaining(['Board Presentations', 'P&L Ownership']));
    const tags = ['Marcus Chen', 'Skills', 'Go-to-Market Strategy · Stakeholder Management · Board Presentations', 'Data-Driven Decision Making · Vendor Relations'];
    expect(skillNames(parseCv(tags.join('\n'), context))).toEqual(expect.arrayContaining(['Go-to-Market Strategy', 'Data-Driven Decision Making', 'Vendor Relations']));
  });

  it("a printed profile's jobs: the title, the employer's initial in place of its logo, the employer, the dates", () => {
    const lines = ['Marcus Chen', 'Experience', 'Vice President, Product Management', 'M', 'Meta', 'Jan 2020 - Present • 5 yrs', 'Menlo Park, California', 'Leading the AI consumer products.'];
    expect(parseCv(lines.join('\n'), context).experiences).toMatchObject([{ title: 'Vice President, Product Management', company: 'Meta', start: '2020-01', end: null }]);
  });

  it('a name of five words in the largest type, as Spanish names are written', () => {
    const lines = ['Selwins Pedro David Ordoñez Galicia', 'Ciudad de Guatemala, Guatemala', 'Correo: sordonezgalici@example.com | Teléfono: 4371-7214 |', 'Perfil Profesional', 'Desarrollador web.'];
    const cv = parseCv(lines.join('\n'), { ...context, layout: { largest: [lines[0]!, 'Perfil Profesional'], headings: [] } });
    expect(cv).toMatchObject({ full_name: 'Selwins Pedro David Ordoñez Galicia', location: 'Ciudad de Guatemala, Guatemala' });
  });
});

describe('places a CV states away from a contact line of its own (fictional people in the layouts of real ones)', () => {
  it('a street written with its number after the name, as continental Europe writes it, before the postcode and town', () => {
    expect(parseCv('Karen Holm\nkaren.holm@example.org\n+45 42 43 58 00\nVestergårds Alle 91, 8362 Hørning\nProfile', context).location).toBe('Hørning');
    expect(parseCv('Maria Rossi\nVia Roma 10, 20121 Milano | maria@example.org', context).location).toBe('Milano');
  });

  it('"Current Location:" among a staffing resume\'s fields under the summary, after the job type on its line', () => {
    const lines = ['RAJ PATEL', 'raj.patel@example.org', 'Objective', 'Java lead developer with ten years in banking.', 'Job Type:\tC2C Current Location: Wilmington, DE', 'Position:\tJava Developer'];
    expect(parseCv(lines.join('\n'), context).location).toBe('Wilmington, DE');
  });

  it("the current job's town, last on its line, stands in when the CV gives no place of its own", () => {
    expect(parseCv('Jo Lee\njo@example.org\nExperience\nSoftware Engineer, Google, London 2019 - Present', context).location).toBe('London');
    // "Since September" over its year, as a narrow date column wraps it.
    const wrapped = ['Jonathan Moreau', 'jonathan@example.org', 'Experience', 'Since September R&D engineer, Easyvirt, Nantes.', '2020 Member of the research and development team.'];
    expect(parseCv(wrapped.join('\n'), context).location).toBe('Nantes');
    // A past job's town is not the candidate's; nor is a tool that is also a town's name.
    expect(parseCv('Jo Lee\njo@example.org\nExperience\nSoftware Engineer, Google, London 2015 - 2019', context).location).toBeNull();
    expect(parseCv('Jo Lee\njo@example.org\nExperience\nDeveloper, Acme, Java, Spring 2019 - Present', context).location).toBeNull();
    // Nor an employer's acronym that a village shares (Nus, in the Aosta Valley); a city's name in capitals is a town.
    expect(parseCv('Jo Lee\njo@example.org\nExperience\nResearch Collaborator, CoSI Lab, NUS Aug 2025 - Present', context).location).toBeNull();
    expect(parseCv('Jo Lee\njo@example.org\nExperience\nAnalyst, Acme, LYON Aug 2025 - Present', context).location).toBe('LYON');
  });

  it('"Title, Company (City, ST) (2021–Present)": the employer without its bracketed town, which stands in for the candidate\'s', () => {
    const lines = ['Maria Garcia', 'maria.garcia@proton.me', 'Experience', 'NLP Engineer, DialogWorks (Toronto, ON) (2021–Present)', '• Deployed models.', 'Data Analyst, RetailCorp (Mexico City, MX) (2018–2021)'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv).toMatchObject({ location: 'Toronto, ON', total_years_experience: 8 });
    expect(cv.experiences).toMatchObject([
      { title: 'NLP Engineer', company: 'DialogWorks', start: '2021', end: null },
      { title: 'Data Analyst', company: 'RetailCorp', start: '2018', end: '2021' },
    ]);
    // A city-state in brackets after the employer is the town; a past job's town is still none.
    expect(parseCv('Liu Wei\nliu@example.org\nExperience\nSenior Data Engineer, Streamlytics (Singapore) (2020–Present)', context).location).toBe('Singapore');
    expect(parseCv('Liu Wei\nliu@example.org\nExperience\nData Engineer, QuantX (Beijing) (2017–2020)', context).location).toBeNull();
  });

  it('Polish and Portuguese postcodes before the town, a postcode and town ending a line two columns share, a mobility line', () => {
    expect(parseCv('Andrzej Nowak\nStudent informatyki\n33-100 Tarnów\nTel. +48 725 313 336', context).location).toBe('Tarnów');
    // The Portuguese postcode is no phone number; the town is one the gazetteer does not hold.
    const europass = ['Rui Maia', 'Rua Michel Giacometti N21 2D 2835-138 - Baixa da Banheira', '+351 913 387 023'];
    expect(parseCv(europass.join('\n'), context)).toMatchObject({ location: 'Baixa da Banheira', phone: '+351913387023' });
    const columns = ['Pierre Roussel', 'Diplômé en développement web, je cherche une alternance. contact@example.fr', 'supports [IA, design génératif, …]. 31500 Toulouse', 'EXPÉRIENCES'];
    expect(parseCv(columns.join('\n'), context).location).toBe('Toulouse');
    expect(parseCv('Laura Petit\nCOORDONNÉES\n06 66 43 96 69\nMobilité : Nantes et ses alentours', context).location).toBe('Nantes');
    // A town the gazetteer does not hold, then its province, before the country.
    expect(parseCv('Enzo Marín\nSaenz Peña - Chaco, Argentina\n(+54) 1165930666', context).location).toBe('Saenz Peña, Argentina');
  });
});

describe('headings as people type them', () => {
  it('a job title that opens on an acronym, in the headings\' type, stays in its job; the latest one heads the CV', () => {
    const lines = ['CATHERINE STARK', 'catherinestark@email.com', 'SKILLS', 'Python', 'AWS DevOps Engineer', 'WORK EXPERIENCE', 'AWS DevOps Engineer', 'S&P Global', 'April 2019 - current / Birmingham, AL', '· Built workflows.', 'AWS DevOps Engineer', 'Jefferson Frank', 'June 2016 - March 2019 / Tuscaloosa, AL'];
    const headings = [{ text: 'CATHERINE STARK', size: 33.7 }, ...['SKILLS', 'AWS DevOps Engineer', 'WORK EXPERIENCE', 'AWS DevOps Engineer', 'AWS DevOps Engineer'].map((text) => ({ text, size: 15.5 }))];
    const cv = parseCv(lines.join('\n'), { ...context, layout: { largest: ['CATHERINE STARK'], headings } });
    expect(cv.experiences).toMatchObject([
      { title: 'AWS DevOps Engineer', company: 'S&P Global', start: '2019-04', end: null },
      { title: 'AWS DevOps Engineer', company: 'Jefferson Frank', start: '2016-06', end: '2019-03' },
    ]);
    expect(cv).toMatchObject({ headline: 'AWS DevOps Engineer', total_years_experience: 10 });
    // An employer named after its field, then the post.
    expect(parseCv('Cody Roe\nExperience\nMarsshine Engineering, Office Manager\nSep. 2015 – Aug. 2019', context).experiences).toMatchObject([{ title: 'Office Manager', company: 'Marsshine Engineering' }]);
  });

  it('a long heading one letter off a known one, in the type of the known ones, heads its section; a label in the body does not', () => {
    const lines = ['Lamine Ndao', 'lamine@example.org', 'FORMATION', 'Master Big Data, Télécom Paris 2019 - 2021', 'EPÉRIENCES PROFESSIONNELLES', 'Data scientist, Lineact', '2022 – present | Paris, France', 'CONNAISSANCE', 'Python, PySpark, SAS'];
    const headings = ['FORMATION', 'EPÉRIENCES PROFESSIONNELLES', 'CONNAISSANCE'].map((text) => ({ text, size: 13 }));
    const cv = parseCv(lines.join('\n'), { ...context, layout: { largest: ['Lamine Ndao'], headings } });
    expect(cv.experiences).toMatchObject([{ title: 'Data scientist', company: 'Lineact', start: '2022', end: null }]);
    expect(cv.total_years_experience).toBe(4);
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['Python', 'PySpark', 'SAS']));
    // "ACHIEVEMENT:" in the body's type, one letter off "Achievements", is a job's own label: the jobs after it stay jobs.
    const jobs = ['Pat Lee', 'Experience', 'SALES MANAGER Sep 2011 to Sep 2013', 'ACHIEVEMENT:', 'Grew the territory.', 'PROJECT MANAGER Aug 2005 to May 2008'];
    expect(parseCv(jobs.join('\n'), { ...context, layout: { largest: ['Pat Lee'], headings: [{ text: 'Experience', size: 13 }] } }).experiences).toHaveLength(2);
  });

  it('headings real CVs write that the parser did not know: a skill list, tools in French, executive jobs, an education of Indian CVs, an ampersand', () => {
    // "SKILL AND COMPETENCES" over a Word CV's list; "CAREER" / "HIGHLIGHTS", one heading wrapped, whose dated job heads are no skills.
    const word = ['Cliff Ondari', 'OBJECTIVE', 'A recent graduate in Electrical Engineering.', 'SKILL AND COMPETENCES', 'KiCad, Proteus, MATLAB', 'CAREER', 'HIGHLIGHTS', 'Product Associate | M-Kopa Limited | February 2024 - Present', 'Associate | Capital Spot Limited | October 2023 – January 2024'];
    const wordSkills = skillNames(parseCv(word.join('\n'), context));
    expect(wordSkills).toEqual(expect.arrayContaining(['KiCad', 'Proteus', 'MATLAB']));
    expect(wordSkills).not.toEqual(expect.arrayContaining(['M-Kopa Limited']));
    expect(wordSkills).not.toEqual(expect.arrayContaining(['Capital Spot Limited']));
    // "OUTILS INFORMATIQUES" after the summary: rated tools read as a list, not only those prose would find.
    const outils = ['Abou Diallo', 'A PROPOS DE MOI', 'Étudiant en dernière année.', 'OUTILS INFORMATIQUES', 'Python: Flask ○ ○ ○', 'SPARQL ○ ○ ○', 'Scilab/Matlab ○ ○ ○', 'LANGUES', 'Français'];
    expect(skillNames(parseCv(outils.join('\n'), context))).toEqual(expect.arrayContaining(['Flask', 'SPARQL', 'Scilab', 'MATLAB']));
    // A product's versions in a skills list are no job's dates: the list is read.
    const versions = ['Pat Lee', 'Skills', 'Applications: MS Office Suite 2000-2016, GroupWise, Novell'];
    expect(skillNames(parseCv(versions.join('\n'), context))).toEqual(expect.arrayContaining(['GroupWise', 'Novell']));
    // "Executive Experience" heads the jobs: the presidency dated under it is one, and counts.
    const executive = ['Pat Lee', 'Education', 'Florida International University 1984 Bachelors Degree', 'Executive Experience', 'Hotel, Restaurant & Marina PRESIDENT May 1979 to October 2010'];
    expect(parseCv(executive.join('\n'), context).experiences).toHaveLength(1);
    // "Autre expérience de travail" heads jobs; "informatique" under "Technicien spécialisé en", and "software" under
    // "lifecycle management methodologies and", finish the line above: no skills heading, so the jobs after them count.
    const other = ['Cédrik Letarte', 'Expérience professionnelle', '05/2022 - 09/2023,', 'Technicien spécialisé en', '01/2024 - 04/2024', 'informatique', 'Installé des postes.', 'Developer, Axa', 'May 2013 – August 2013', 'Worked with its methodologies and', 'software', 'Analyst, Axa', 'May 2012 – April 2013', 'Autre expérience de travail', 'Commis aux 05/2019 - 05/2020', 'produits laitiers'];
    expect(parseCv(other.join('\n'), context).experiences.map((job) => job.start)).toEqual(['2022-05', '2024-01', '2013-05', '2012-05', '2019-05']);
    // "EDUCATIONAL QUALIFICATION", "Licenses & Certifications", "Parcours scolaire", "Awards and Honours", "Project Experience":
    // a degree's, a scholarship's or a project's dates under them are no job.
    for (const heading of ['EDUCATIONAL QUALIFICATION', 'Licenses & Certifications', 'Scolaire', 'Parcours scolaire', 'Awards and Honours', 'Project Experience']) {
      const lines = ['Ravi Kumar', 'Experience', 'Developer, Infosys', 'June 2019 - Present', heading, 'B.Tech, Anna University', '2013 - 2017'];
      expect(parseCv(lines.join('\n'), context).experiences, heading).toHaveLength(1);
    }
  });
});

describe("a staffing firm's client in brackets under the job's title", () => {
  it('is neither a heading, though in the headings\' size, nor the head of the entry', () => {
    const lines = ['Samantha Reed', 'sam@example.org', 'EXPERIENCE', 'Software Test Engineer | Actalent', '(Trane Technologies)', '12/2021 – 4/2022', 'Investigate and manage lab test requests', 'Mathematics Tutor | Kilgore College', '8/2011 – 4/2020', 'Projects'];
    const headings = ['EXPERIENCE', '(Trane Technologies)', 'Projects'].map((text) => ({ text, size: 14 }));
    const cv = parseCv(lines.join('\n'), { ...context, layout: { largest: ['Samantha Reed'], headings } });
    expect(cv.experiences).toMatchObject([
      { title: 'Software Test Engineer', company: 'Actalent', start: '2021-12', end: '2022-04' },
      { title: 'Mathematics Tutor', company: 'Kilgore College', start: '2011-08', end: '2020-04' },
    ]);
    expect(cv.total_years_experience).toBe(9);
  });
});

describe("Reactive Resume's entries: the employer, the title, the place, then the dates", () => {
  it('the place over the dates is neither title nor employer; the employer is the line over the title', () => {
    const lines = ['Jordan Lee', 'jordan@example.org', 'Experience', 'Creative Solutions Inc.', 'Senior Web Developer', 'San Francisco, CA', 'January 2019 to Present', 'Spearheaded the redesign of the main product website.', 'TechAdvancers', 'Web Developer', 'San Jose, CA', 'June 2016 to December 2018', 'Built the company\'s client dashboards.'];
    expect(parseCv(lines.join('\n'), context).experiences).toMatchObject([
      { title: 'Senior Web Developer', company: 'Creative Solutions Inc.', start: '2019-01', end: null },
      { title: 'Web Developer', company: 'TechAdvancers', start: '2016-06', end: '2018-12' },
    ]);
    // An employer that a town shares its name with ("Meta") stays the employer; "Remote" under an intern's title is no employer.
    const profile = ['Marcus Chen', 'Experience', 'Vice President, Product Management', 'M', 'Meta', 'Jan 2020 - Present', 'Menlo Park, California'];
    expect(parseCv(profile.join('\n'), context).experiences).toMatchObject([{ title: 'Vice President, Product Management', company: 'Meta' }]);
    const remote = ['Ndu Mbeki', 'Experience', 'Remote', 'Frontend Developer Intern', 'September 2024 - February 2025'];
    expect(parseCv(remote.join('\n'), context).experiences).toMatchObject([{ title: 'Frontend Developer Intern', company: null }]);
  });
});

describe('a job whose dates stand between its title and its employer', () => {
  const jobsOf = (lines: string[]) => parseCv(['Jane Doe', 'jane@example.org', 'Experience', ...lines, 'Education', 'BS Accounting 2001'].join('\n'), context).experiences!.map((job) => [job.title, job.company, job.start, job.end]);

  it('an employer whose name ends as an organisation\'s is no title, whatever trade a word of it names ("Kenya Commercial Bank")', () => {
    expect(jobsOf(['HR Officer', 'Safaricom PLC', 'January 2020 – Present', 'HR Assistant', 'Kenya Commercial Bank', 'March 2017 – December 2019'])).toEqual([
      ['HR Officer', 'Safaricom PLC', '2020-01', null],
      ['HR Assistant', 'Kenya Commercial Bank', '2017-03', '2019-12'],
    ]);
  });

  it('a voluntary post among the jobs counts no years: "Bénévolat : …", "(volunteer)"; a Volunteer Coordinator is paid', () => {
    const years = (lines: string[]) => parseCv(['Fatou Diop', 'fatou@example.org', 'Expériences', ...lines].join('\n'), context).total_years_experience;
    expect(years(['Chargée de communication, Orange — 2019 à 2024', 'Bénévolat : Croix-Rouge, 2014 – 2016'])).toBe(5);
    expect(years(['Communications Officer, Orange, 2019 – 2024', 'Tutor (volunteer), Red Cross, 2014 – 2016'])).toBe(5);
    expect(years(['Volunteer Coordinator, Red Cross, 2014 – 2016', 'Communications Officer, Orange, 2019 – 2024'])).toBe(7);
  });

  it("the title over the employer and its town over the dates, as Word templates set them; the employer, its town, then the title on one line", () => {
    expect(jobsOf(['Executive Assistant', 'Airbus, Toulouse', 'March 2018 – Present', 'Managed diaries.', 'Sales Assistant', 'Manitou, Ancenis', 'Sept 2014 – Feb 2018'])).toEqual([
      ['Executive Assistant', 'Airbus', '2018-03', null],
      ['Sales Assistant', 'Manitou', '2014-09', '2018-02'],
    ]);
    expect(jobsOf(['Assistante de direction', 'Airbus Atlantic – Saint-Nazaire', 'Mars 2018 – Aujourd’hui'])).toEqual([['Assistante de direction', 'Airbus Atlantic', '2018-03', null]]);
    expect(jobsOf(['Amazon, Leeds – Warehouse Operative – 2019 to present', 'Picking and packing.', 'Tesco Distribution, Wakefield – Warehouse Assistant – 2015 to 2019'])).toEqual([
      ['Warehouse Operative', 'Amazon', '2019', null],
      ['Warehouse Assistant', 'Tesco Distribution', '2015', '2019'],
    ]);
  });

  it('the title before the dates, the employer and its town after them', () => {
    expect(jobsOf(['Staff Accountant 04/2006 to 09/2016 Deloitte Boston , MA', 'Managed the annual property tax cycle.', 'Customer Care Consultant January 2002 to April 2003 Wells Fargo - Denver , CO', 'Processed requests for loans.'])).toEqual([
      ['Staff Accountant', 'Deloitte', '2006-04', '2016-09'],
      ['Customer Care Consultant', 'Wells Fargo', '2002-01', '2003-04'],
    ]);
    expect(jobsOf(['Software Engineer Jan 2020 - Present Google Mountain View, CA', 'Data Analyst 2017 - 2020 ABC Company New York, NY'])).toEqual([
      ['Software Engineer', 'Google', '2020-01', null],
      ['Data Analyst', 'ABC Company', '2017', '2020'],
    ]);
    // Dates inside a note are no parting: "(Remote)", a course's sessions.
    expect(jobsOf(['Fullstack Developer Sept 2023 - Present (Remote)'])[0]![1]).toBeNull();
  });

  it('the employer and its town on the line under the title and dates; a job listed twice keeps its employer', () => {
    expect(jobsOf(['Media Specialist Mar 2017 to Oct 2017', 'Beacon Media - Austin , TX', 'Developed weekly social programming.', 'TABS Teacher , 07/2016 to 06/2017', 'Riverside School District – Denver, CO', 'Taught a district program.'])).toEqual([
      ['Media Specialist', 'Beacon Media', '2017-03', '2017-10'],
      ['TABS Teacher', 'Riverside School District', '2016-07', '2017-06'],
    ]);
    // A description's first line that ends with a town is no employer.
    expect(jobsOf(['Media Specialist Mar 2017 to Oct 2017', 'Managed the social media accounts in Austin, TX'])[0]![1]).toBeNull();
    expect(jobsOf(['Sales Coordinator 12/2012 to 07/2014', 'Sales Coordinator 12/2012 to 07/2014', 'Beacon Media - Austin , TX'])).toEqual([['Sales Coordinator', 'Beacon Media', '2012-12', '2014-07']]);
  });

  it('the employer, its town, then the title, on the dates\' line or under the dates', () => {
    expect(jobsOf(['Wells Fargo Boston , MA Certified Senior Teller 07/2012 to 05/2013', 'Maintained cash limits and issued cashier checks to customers.', '03/1998 - 07/2002', 'Beacon Health - Austin , TX Licensed Clinical Social Worker/Care Coordinator', 'Conducted assessments.'])).toEqual([
      ['Certified Senior Teller', 'Wells Fargo', '2012-07', '2013-05'],
      ['Licensed Clinical Social Worker/Care Coordinator', 'Beacon Health', '1998-03', '2002-07'],
    ]);
  });

  it('a template\'s blanks left as written, as LiveCareer\'s anonymised resumes print them: "Company Name" is no employer nor part of a title, "City , State" no town', () => {
    expect(
      jobsOf([
        'Company Name City , State Federal Grain Inspector 06/2014 to Current',
        'Graded wheat and corn samples.',
        'Technology Analyst 01/2012 to 05/2013 Company Name',
        'Ran the reports.',
        'Company Name Finance Analyst 03/2010 to 12/2011',
        'Closed the books.',
        'Mechanical Engineering Intern 06/2009 to 07/2009 Company Name State',
        'Learned how the engines of fixed and rotary wing aircraft work.',
        '09/2008 to 03/2009',
        'Accountant Company Name - City , State',
      ]),
    ).toEqual([
      ['Federal Grain Inspector', null, '2014-06', null],
      ['Technology Analyst', null, '2012-01', '2013-05'],
      ['Finance Analyst', null, '2010-03', '2011-12'],
      ['Mechanical Engineering Intern', null, '2009-06', '2009-07'],
      ['Accountant', null, '2008-09', '2009-03'],
    ]);
  });

  it('the title, then the employer, before the town: the title ends with its post, a grade or a way of working stays in it', () => {
    expect(jobsOf(['Territory Manager Acme Supply - Denver , CO 04/2012 - 11/2013', 'Established a new territory for the company.', '08/2016 to 06/2017', 'ELA Teacher Riverside Middle School - Denver, CO'])).toEqual([
      ['Territory Manager', 'Acme Supply', '2012-04', '2013-11'],
      ['ELA Teacher', 'Riverside Middle School', '2016-08', '2017-06'],
    ]);
    expect(jobsOf(['Sales Associate II Macys - Denver , CO 04/2012 - 11/2013'])[0]![1]).toBeNull();
    expect(jobsOf(['Développeur Freelance Paris, France 2013 - 2015'])[0]![1]).toBeNull();
  });
});

describe('a name set twice atop the page', () => {
  it('the second is no headline, though Smith and Pastor name trades', () => {
    for (const name of ['Jonathan Pastor', 'Jonathan Smith']) {
      const cv = parseCv([name, name, `E-mail : jonathan@example.org`, 'Born on : 05/09/1987', 'Education'].join('\n'), context);
      expect(cv).toMatchObject({ full_name: name, headline: null });
    }
    expect(parseCv('Jonathan Smith\nJonathan Smith\nData Engineer\njonathan@example.org', context).headline).toBe('Data Engineer');
  });
});

describe("a document's title atop the page", () => {
  it('"Resume" over the name is the title of the page, not the summary\'s heading: the contact lines under it are read', () => {
    const lines = ['Resume', 'Abhinav Kumar', '8700547180', 'Dwarka Sector 26, New Delhi', 'Career Objective', 'A motivated graduate seeking an opportunity to learn.'];
    expect(parseCv(lines.join('\n'), context)).toMatchObject({ full_name: 'Abhinav Kumar', phone: '+918700547180', location: 'New Delhi' });
    // The document's word beside the name, before it with a dash or after it.
    expect(parseCv('CV – Aras Bražiūnas, PS 4gr.\naras@example.org\nEducation', context).full_name).toBe('Aras Bražiūnas');
    expect(parseCv('Sasid Resume\nsasid@example.com | +91 98765 43210\nEXPERIENCE', context).full_name).toBe('Sasid');
    // A school's town under "Studies" is no address, though a quarter before its city is.
    expect(parseCv(['Alex Martin', 'alex@example.org', 'Studies', '2014 - 2019', 'IT engineering studies,', 'EPITA, Paris'].join('\n'), context).location).toBeNull();
  });
});

describe("places as Indian and American addresses write them (dotin's labelled resumes)", () => {
  it('an Indian state after its town, a wrapped last word of a sentence that a town shares, a street ending with its quarter', () => {
    const indeed = ['Sheldon Goodwin', 'SQL and MSBI Developer with experience in Azure SQL and Data Lake', 'store.', '', 'Hyderabad, Telangana - Email me on Indeed: sheldon@example.org'];
    expect(parseCv(indeed.join('\n'), context).location).toBe('Hyderabad, Telangana');
    expect(parseCv('Anil Thakur\nKullu, Himachal Pradesh\nanil@example.org', context).location).toBe('Kullu, Himachal Pradesh');
    expect(parseCv('Wilmer Kristan\n2136 G Street NW, Washington, DC 20052\nwilmer@example.org', context).location).toBe('Washington, DC');
    // A house number and a street named without its kind, over the town, its state and ZIP: no postcode before a town.
    const street = ['Anthony Roe', 'Service Industry Professional', '1210 Spring Valley', 'Carmel, IN 46032', '(317) 555 0199', 'a.roe@example.net', 'PROFESSIONAL SUMMARY'];
    expect(parseCv(street.join('\n'), context).location).toBe('Carmel, IN');
  });

  it('"Objective: To obtain a Catering/Sales Marketing position." under the contact lines is no headline', () => {
    const cv = parseCv(['John Cody Rowe', '121 Heights Drive Clinton, MS, 39056', '(601) 555-0143 | cody.rowe@example.com', 'Objective: To obtain a Catering/Sales Marketing position.', 'Proficiencies:', 'Microsoft Word, Excel, Event Management.', 'Experience:', 'Catering Sales Coordinator, Acme Events, 2019 - 2022'].join('\n'), context);
    expect(cv.headline).not.toMatch(/Objective/);
  });

  it('a contact line parted by slashes, whose address is on a state route: the town, and the phone after the ZIP code', () => {
    const cv = parseCv(['Top of Form', '', 'Alex Rowe', '', 'rowe.92@example.edu / 3818 St Rt 133 Williamsburg, OH 45176 / 513-555-0142', '', 'OBJECTIVE'].join('\n'), context);
    expect(cv).toMatchObject({ location: 'Williamsburg, OH', phone: '+15135550142' });
  });
});

describe("a job's length and how it was worked, beside its dates", () => {
  it('"(1 an 5 mois)" is left out whole, and a place with its way of working is no employer', () => {
    const lines = ['Nicolas Zilli', 'Lyon, France • nicolas@example.org', 'EXPÉRIENCES PROFESSIONNELLES', 'Lead Mobile Engineer  —  Tennaxia', "Décembre 2024 – Aujourd'hui (1 an 5 mois)   |   Lyon", 'Premier ingénieur mobile de la société.', 'Mobile Engineer  —  CVDesignR', 'Janvier 2024 – Mai 2024 (5 mois)   |   France — Remote', 'Une application de recrutement.', 'Ingénieur backend, Badakan', 'Février 2022 – Décembre 2023 (1 an 10 mois)', 'Développeur, Acme', 'Mars 2019 – Janvier 2022 (2 années)'];
    expect(parseCv(lines.join('\n'), context).experiences).toMatchObject([
      { title: 'Lead Mobile Engineer', company: 'Tennaxia', start: '2024-12', end: null },
      { title: 'Mobile Engineer', company: 'CVDesignR', start: '2024-01', end: '2024-05' },
      { title: 'Ingénieur backend', company: 'Badakan', start: '2022-02', end: '2023-12' },
      { title: 'Développeur', company: 'Acme', start: '2019-03', end: '2022-01' },
    ]);
  });

  it('a French month abbreviated with its full stop and a comma after it ("janv., 2020", JSON Resume\'s themes)', () => {
    const lines = ['Camille Lefèvre', 'camille.lefevre@exemple.fr', 'Work Experience', 'Chargée de recrutement IT, Talentia Conseil', 'janv., 2020 - Present', 'Assistante ressources humaines, Groupe Vallée', 'sept., 2017 - déc., 2019'];
    expect(parseCv(lines.join('\n'), context).experiences).toMatchObject([
      { company: 'Talentia Conseil', start: '2020-01', end: null },
      { company: 'Groupe Vallée', start: '2017-09', end: '2019-12' },
    ]);
  });

  it('a length alone after the dates, an icon between them, is no employer (JSON Resume\'s elegant theme)', () => {
    const lines = ['Maya Okafor', 'maya.okafor@example.com', 'Work Experience', 'Data Engineer, Bluefin Analytics', 'Jun, 2018 - Feb, 2021 \u0000 2 years 9 months', 'Built ingestion pipelines.', 'Data Analyst Intern, City of Chicago', 'Jun, 2017 - Aug, 2017   3 months'];
    expect(parseCv(lines.join('\n'), context).experiences).toMatchObject([
      { title: 'Data Engineer', company: 'Bluefin Analytics', start: '2018-06', end: '2021-02' },
      { title: 'Data Analyst Intern', company: 'City of Chicago', start: '2017-06', end: '2017-08' },
    ]);
  });
});

describe('jobs listed as bullets, each with its dates', () => {
  it('a bullet that names a job under a heading, or under another dated bullet, is an entry of its own', () => {
    const lines = ['Asmaa Kishk', 'asmaa@example.org', 'Previous Experience', '• Software Engineer Intern, Albanian ELmarsos, April 2022 until', 'now.', '• Public Relations, Dar El-Iman Islamic World Travel, (2018 – 2019).', '• Researcher, Gulf Thought Center, (2014 – 2016).'];
    expect(parseCv(lines.join('\n'), context).experiences).toMatchObject([
      { title: 'Software Engineer Intern', company: 'Albanian ELmarsos', start: '2022-04', end: null },
      { title: 'Public Relations', company: 'Dar El-Iman Islamic World Travel', start: '2018', end: '2019' },
      { title: 'Researcher', company: 'Gulf Thought Center', start: '2014', end: '2016' },
    ]);
    // The bullet before the dates, and the colon after them; the employer before a hyphen and the title.
    const french = ['Benoît Matthai', 'benoit@example.org', 'Expériences', '● Novembre 2017 - Novembre 2019 : Alternant développeur iOS chez Accengage', '○ Contributions au SDK iOS natif.'];
    expect(parseCv(french.join('\n'), context).experiences).toMatchObject([{ title: 'Alternant développeur iOS', company: 'Accengage', start: '2017-11', end: '2019-11' }]);
    const board = ['Dana Whitfield', 'dana@example.org', 'BOARD POSITIONS', '• MongoDB (NYSE: MDB) - Independent Director, 2018 - Present', '• HashiCorp (NASDAQ: HCP) - Independent Director, 2017 - 2019'];
    expect(parseCv(board.join('\n'), context).experiences).toMatchObject([
      { title: 'Independent Director', company: 'MongoDB (NYSE: MDB)', start: '2018', end: null },
      { title: 'Independent Director', company: 'HashiCorp (NASDAQ: HCP)', start: '2017', end: '2019' },
    ]);
  });

  it('dates at the right of the first bullet under a job still date that job', () => {
    const lines = ['Sam Cole', 'sam@example.org', 'Experience', 'Software Engineer, Acme', '• Built the billing service and its tests 2019 – 2021', '• Moved the team to continuous delivery'];
    expect(parseCv(lines.join('\n'), context).experiences).toMatchObject([{ title: 'Software Engineer', company: 'Acme', start: '2019', end: '2021' }]);
    expect(parseCv(['Ava Stone', 'ava@example.org', 'Experience', 'Boots - Customer Advisor - (June 2019 - September 2019)'].join('\n'), context).experiences).toMatchObject([{ title: 'Customer Advisor', company: 'Boots' }]);
  });
});

describe("the marks a CV sets before a job's title", () => {
  it('are not part of the title, and an employer of marks alone is none', () => {
    const lines = ['Sihem Ohsin', 'sihem@example.org', 'Experience', '>> E-Business Consultant, VirtuA Agency, 2020 – 2022', '🚧 Data Analyst | Banco San Juan SA', 'Aug 2016 - Present', '.Net developer, Acme 📅 Jan 2014 - Dec 2015'];
    expect(parseCv(lines.join('\n'), context).experiences).toMatchObject([
      { title: 'E-Business Consultant', company: 'VirtuA Agency', start: '2020', end: '2022' },
      { title: 'Data Analyst', company: 'Banco San Juan SA', start: '2016-08', end: null },
      { title: '.Net developer', company: 'Acme', start: '2014-01', end: '2015-12' },
    ]);
  });
});

describe('headings drawn with a rule or written as markdown', () => {
  it('"Education ____" and "#Education" still head the studies: a diploma is no job', () => {
    const ruled = ['Graham Walsh', 'graham@example.org', 'Experience ________________________________________________________________', 'Van Driver, Clare Distribution Services', '10/2022 - Present', 'Education ________________________________________________________________', 'Professional Diploma University College Dublin Dublin/ Ireland 09/2022 - 08/2023'];
    expect(parseCv(ruled.join('\n'), context).experiences).toMatchObject([{ title: 'Van Driver', company: 'Clare Distribution Services', start: '2022-10' }]);
    const markdown = ['Earle White', 'earle@example.org', '#Experience', 'Personal project / Lead Developer', '2018 - Present', '#Education', 'Seneca College / Bachelor degree', '2014 - 2018'];
    expect(parseCv(markdown.join('\n'), context).experiences?.map((job) => job.start)).toEqual(['2018']);
  });
});

describe('a school as the employer', () => {
  it('"Lincoln High School" beside the dates is where the teacher under them taught, not a title', () => {
    const lines = ['Jane Doe', 'jane@example.org', 'WORK HISTORY', 'Lincoln High School | Portland, OR | 2015 - 2023', 'AP Psychology & Social Studies Teacher', 'Taught five sections a year.'];
    expect(parseCv(lines.join('\n'), context).experiences).toMatchObject([{ title: 'AP Psychology & Social Studies Teacher', company: 'Lincoln High School', start: '2015', end: '2023' }]);
  });
});

describe('contacts broken by a narrow column', () => {
  it('an e-mail broken after its dot or inside its ending is read whole, and its name found by it', () => {
    const sidebar = ['PROFILE', 'Final-year computer science student.', 'CONTACT', 'EMAIL:', 'Lungilehappiness8@gmail.', 'com', 'LUNGILE', 'SIBITANI', 'REFERENCES', 'Mr. Vuyisile Memani (Lecturer)', 'Email: MemaniV@tut.ac.za'];
    expect(parseCv(sidebar.join('\n'), context)).toMatchObject({ email: 'lungilehappiness8@gmail.com', full_name: 'Lungile Sibitani' });
    expect(parseCv(['Akash Krishna', '99447-18690', 'akkrish157@gmail.co', 'm', 'SKILLS', 'React'].join('\n'), context).email).toBe('akkrish157@gmail.com');
    // A LinkedIn icon's "in" under a whole address is not its ending; nor is a letter that makes no common one.
    expect(parseCv(['Ana Ruiz', 'ana@gmail.com', 'in', 'SKILLS'].join('\n'), context).email).toBe('ana@gmail.com');
    expect(parseCv(['Ana Ruiz', 'ana@yahoo.fr', 'm', 'SKILLS'].join('\n'), context).email).toBe('ana@yahoo.fr');
    expect(parseCv(['Ana Ruiz', 'Write to ana@gmail.com.', 'in', 'SKILLS'].join('\n'), context).email).toBe('ana@gmail.com');
  });

  it('an address under its label, broken inside a word, runs on to its town; "Adresse" without a colon before a number is a label', () => {
    const wrapped = ['Ahmad Abu Bakr', 'CONTACT', 'Address:', 'House No 82 Street No 3', 'Abu-Bakr Block Sector H-', '13 Islamabad', 'Phone:', '03066940541'];
    expect(parseCv(wrapped.join('\n'), context)).toMatchObject({ location: 'Islamabad', phone: '+923066940541' });
    expect(parseCv(['Ayoub Jaziri', 'Adresse 12 Rue Ben Alaya El Kef', 'Tél 22 333 444'].join('\n'), context).location).toBe('El Kef');
  });

  it('a place under the name, written with a slash, is no headline', () => {
    const lines = ['CONTACT', 'lungile.sibitani@example.org', 'LUNGILE', 'SIBITANI', 'JOHHANESBURG/PRETORIA', 'EDUCATION', 'Diploma in Computer Science'];
    expect(parseCv(lines.join('\n'), context).headline).toBeNull();
  });
});

describe('a bulleted skills list wrapped by its column', () => {
  it('a bullet cut after a comma or inside brackets goes on on the next line, whatever its first letter', () => {
    const lines = ['Guna Sekar', 'guna@example.org', 'SKILLS', '• Cloud: Amazon Redshift, AWS.', '• Practices: Data Cleaning, Agile (Scrum, Sprint', 'Planning), CRISP-DM,', 'User Acceptance Testing.', '• Tools: Tableau'];
    const skills = parseCv(lines.join('\n'), context).skills.map((skill) => skill.name);
    expect(skills).toEqual(expect.arrayContaining(['Scrum', 'Sprint Planning', 'User Acceptance Testing', 'Tableau']));
    expect(knownAs(skills)).not.toContain('Sprint');
  });
});

describe('skills set one a line under their categories (JSON Resume themes printed by Chrome)', () => {
  it('the items the taxonomy does not know are kept from a run of names, not from a run of qualities or a wrapped cell', () => {
    const french = ['Camille Lefèvre', 'camille.lefevre@exemple.fr', 'Compétences', 'Recrutement', 'Avancé', 'Sourcing', 'LinkedIn Recruiter', 'Excel', 'Workday', 'SAP SuccessFactors', 'Intermédiaire', 'Paie'];
    expect(skillNames(parseCv(french.join('\n'), context))).toEqual(expect.arrayContaining(['LinkedIn Recruiter', 'Workday']));
    const qualities = ['Pat Lee', 'pat.lee@example.com', 'Skills', 'Cheerful and energetic', 'Communication', 'Dependable and engaging', 'Teamwork oriented', 'Natural leader'];
    const fromQualities = skillNames(parseCv(qualities.join('\n'), context));
    expect(fromQualities).toContain('Communication');
    expect(fromQualities).not.toContain('Natural leader');
    const wrapped = ['Pat Lee', 'pat.lee@example.com', 'Skills', 'Budgeting &', 'Operational', 'Excel', 'Team-', 'Building', 'Accounting', 'Payroll'];
    const fromWrapped = skillNames(parseCv(wrapped.join('\n'), context));
    expect(fromWrapped).not.toContain('Operational');
    expect(fromWrapped).not.toContain('Building');
    // A heading in capitals the parser does not know ends the run, and a Word table's field labels are no items.
    const capitals = ['Pat Lee', 'pat.lee@example.com', 'Skills', 'Excel', 'Tableau', 'Looker Studio', 'SOCIETIES & EXTRACURRICULARS', 'Role', 'Team Lead', 'Responsibilities'];
    const fromCapitals = skillNames(parseCv(capitals.join('\n'), context));
    expect(fromCapitals).toContain('Looker Studio');
    expect(fromCapitals.filter((name) => /SOCIETIES|^Role$|Responsibilities/.test(name))).toEqual([]);
    // A table's categories set one a line ("Hardware" / "Réseau" / "Gestion") do not make the list full: the tools the jobs name still count.
    const categories = ['Jérémy Collin', 'jeremy@example.fr', 'COMPÉTENCES TECHNIQUES', 'Hardware', 'Microsoft', 'Linux', 'Réseau', 'Sécurité', 'Programmation', 'Mail', 'Monitoring', 'Cluster', 'Virtualisation', 'Gestion', 'EXPÉRIENCE PROFESSIONNELLE', 'Administrateur système, Acme', 'Janvier 2015 à Mai 2016', 'Serveurs sous Ubuntu et Red Hat, bases MySQL.'];
    expect(skillNames(parseCv(categories.join('\n'), context))).toEqual(expect.arrayContaining(['Ubuntu', 'MySQL']));
  });

  it('an icon glyph that maps to no text, before an item, is no part of it', () => {
    const lines = ['Camille Lefèvre', 'camille.lefevre@exemple.fr', 'Skills', 'Outils', '\u0000 Excel', '\u0000 Workday', '\u0000 SAP SuccessFactors'];
    expect(skillNames(parseCv(lines.join('\n'), context))).toEqual(expect.arrayContaining(['Excel', 'Workday']));
  });

  it('a "Languages" category over Python is part of the skills list; over English it heads the spoken languages', () => {
    const lines = ['Maya Okafor', 'maya.okafor@example.com', 'Skills', 'Languages', 'Python', 'SQL', 'Scala', 'Data', 'Apache Spark', 'Apache Airflow', 'dbt', 'Kafka', 'Languages', 'English', 'Native speaker', 'French'];
    const cv = parseCv(lines.join('\n'), context);
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['Python', 'Apache Spark', 'dbt', 'Kafka']));
    expect(cv.languages.map((language) => language.code)).toEqual(['en', 'fr']);
  });
});

describe('a name whose space the PDF lost', () => {
  it('its capitals break the words when the e-mail spells it whole, or spells the given name and the initial', () => {
    const layout = (name: string) => ({ largest: [name], headings: [] });
    const whole = ['Contact', 'bishalluitel@example.com', 'BishalLuitel', 'Web Developer'];
    expect(parseCv(whole.join('\n'), { ...context, layout: layout('BishalLuitel') }).full_name).toBe('Bishal Luitel');
    const initial = ['contact', '69100, Villeurbanne', 'alexisd61@example.com', 'AlexisDuque', 'PhD - Director of Research'];
    expect(parseCv(initial.join('\n'), { ...context, layout: layout('AlexisDuque') }).full_name).toBe('Alexis Duque');
    // The given name alone in the e-mail confirms nothing: "alexis@" is anyone's.
    const givenOnly = ['contact', 'alexis@example.com', 'AlexisDuque', 'PhD - Director of Research'];
    expect(parseCv(givenOnly.join('\n'), { ...context, layout: layout('AlexisDuque') }).full_name).not.toBe('Alexis Duque');
  });
});

describe('French addresses on one line with what follows them', () => {
  it('a town between its postcode and its country, dashes between them; a personal detail run on after the country', () => {
    const dashes = parseCv('Noah Cherel\n14, rue Cassini - 06300 Nice - France\nnoah.cherel@example.eu\nExpérience', context);
    expect(dashes.location).toBe('Nice, France');
    const runOn = parseCv('Olivier Bichler\tDate of birth: March 30, 1985\n57 200 Blies-Guersviller, France\tNationality: French\nolivier.bichler@example.fr', context);
    expect(runOn.location).toBe('Blies-Guersviller, France');
  });
});

describe('addresses as forms and themes set them', () => {
  it("a form's labels each on a line over its value: the address ends at the next label, and the town is under its own", () => {
    const form = (street: string, town: string) => parseCv(`Maya Okafor\nContact\nEmail\nmaya@example.com\nAddress\n${street}\nPostal Code & City\n${town}\nRegion\nIL\nWork Experience`, context);
    expect(form('1450 W Randolph St', '60607 Chicago').location).toBe('Chicago');
    expect(form('12 rue Duguesclin', '69003 Lyon').location).toBe('Lyon');
  });

  it('a French street line that ends in its town, its region and country after it or under it, gives the town; a street named after a town does not', () => {
    expect(parseCv('Camille Lefèvre\n12 rue Duguesclin Lyon Auvergne-Rhône-Alpes 69003 FR\ncamille@exemple.fr', context).location).toBe('Lyon');
    expect(parseCv('CAMILLE LEFÈVRE\n12 RUE DUGUESCLIN LYON\nAUVERGNE-RHÔNE-ALPES\n69003 FR\ncamille@exemple.fr', context).location).toBe('LYON');
    expect(parseCv('Camille Lefèvre\n12 rue Victor Hugo\n75016 Paris\ncamille@exemple.fr', context).location).toBe('Paris');
  });
});

describe('headings with the count of their entries', () => {
  it('"Work Experience(3)" and "Education(1)" head their sections: a degree under the second is no job', () => {
    const cv = parseCv('Maya Okafor\nmaya@example.com\nWork Experience(1)\nMar 2021 - Mar 2024\nData Engineer\nNorthwind Logistics\nEducation (1)\nAug 2016 - May 2018\nMaster of Science Computer Science', { ...context, now: new Date('2026-11-01') });
    expect(cv.experiences.map(({ title }) => title)).toEqual(['Data Engineer']);
    expect(cv.total_years_experience).toBe(3);
  });
});

describe('jobs whose every line is a bullet, as Word CVs set them', () => {
  it('dates that open a bulleted line head a job of their own; a title in the first bullet under the dated employer is the title', () => {
    const french = parseCv(
      ['Bastien Roy', 'bastien@exemple.fr', 'EXPERIENCE PROFESSIONNELLE', '• Avril - Juin 2017 : Stage Développeur mobile chez Dièse Telecom', "• Réalisation d'une application mobile iOS (VoIP, interphonie)", "• Avril - Juillet 2016 : Stage à l'ENSG (IGN)", "• Poursuite d'une application Web"].join('\n'),
      context,
    );
    expect(french.experiences.map(({ title }) => title)).toEqual(['Stage Développeur mobile', "Stage à l'ENSG (IGN)"]);
    const english = parseCv(['Alex Kranig', 'alex@example.com', 'Experience', "Bill's Superette, Andover, MN. 02/2018 – 08/2019.", '• Shift Supervisor.', '• Duties involved handling customer complaints.'].join('\n'), context);
    expect(english.experiences.map(({ title, company }) => [title, company])).toEqual([['Shift Supervisor.', "Bill's Superette"]]);
  });
});

describe('a head as one-page themes set it', () => {
  it('"Name, Title" on one line gives the title alone as the headline; "60607 Chicago IL US" under the street gives the town, its state and country', () => {
    const cv = parseCv('Maya Okafor, Senior Data Engineer\nmaya.okafor@example.com | (312) 555-0147\n1450 W Randolph St\n60607 Chicago IL US\nSUMMARY\nData engineer.', context);
    expect(cv).toMatchObject({ full_name: 'Maya Okafor', headline: 'Senior Data Engineer', location: 'Chicago, IL, US' });
    expect(parseCv('Maya Okafor\n1450 W Randolph St 60607 Chicago IL US\nmaya.okafor@example.com', context).location).toBe('Chicago, IL, US');
  });
});

describe("skill groups' names set like their items", () => {
  it('"Data" over its tools, one a line or in a grid\'s cells, is no skill; "programming" in a list of commas still is', () => {
    const names = (text: string) => parseCv(`Maya Okafor\nmaya@example.com\nSkills\n${text}`, context).skills.map(({ name }) => name);
    const oneALine = names('Languages\nPython\nSQL\nScala\nData\nApache Spark\ndbt\nKafka');
    expect(oneALine).toEqual(expect.arrayContaining(['Python', 'dbt', 'Kafka']));
    expect(oneALine).not.toContain('Data');
    expect(names('Languages\tData\tBackend\nPython\tdbt\tKoa')).not.toContain('Data');
    expect(names('presentations, programming, reception, Excel')).toContain('programming');
  });
});

describe('sub-headings set in a type of their own', () => {
  it("a skill group named as a section is (\"Languages\" over Python) does not make its type the headings': \"Orchestration\" in that type ends no section", () => {
    const lines = ['Maya Okafor', 'maya@example.com', 'Work Experience', 'Data Engineer, Northwind, 2021 - 2024', 'Skills', 'Languages', 'Python, SQL, Scala', 'Orchestration', 'Apache Airflow, dbt, Dagster', 'Education', 'MSc Computer Science'];
    const headings = [...['Work Experience', 'Skills', 'Education'].map((text) => ({ text, size: 24 })), ...['Languages', 'Orchestration'].map((text) => ({ text, size: 16 }))];
    const cv = parseCv(lines.join('\n'), { ...context, layout: { largest: ['Maya Okafor'], headings } });
    expect(cv.skills.map(({ name }) => name)).toEqual(expect.arrayContaining(['Python', 'dbt', 'Dagster']));
  });
});

describe("Word's bullets, as Word and LibreOffice print them to PDF", () => {
  const skillsOf = (lines: string[]) => skillNames(parseCv(['Abhiram Sreekumar', 'abhiram@example.org', ...lines].join('\n'), context));

  it("Symbol's bullet before a tab is a bullet: the list it opens wraps onto the next line", () => {
    const skills = skillsOf(['Skills', '\uF0B7\tProgramming & Data Analysis: Python (Pandas, NumPy, Seaborn,', 'Matplotlib), SQL (PostgreSQL)', '\uF0B7\tTools: Jupyter, Git']);
    expect(knownAs(skills)).toEqual(expect.arrayContaining(['Python', 'pandas', 'NumPy', 'Seaborn', 'Matplotlib', 'SQL', 'PostgreSQL', 'Jupyter', 'Git']));
  });

  it("a skills section's bulleted items are its skills, qualities and names no taxonomy knows too; its group's name is none", () => {
    expect(skillsOf(['Skills', '\uF0B7\tFocused', '\uF0B7\tKeen observer', 'Education'])).toEqual(['Focused', 'Keen observer']);
    expect(skillsOf(['Technical Skills', 'Virtualization', '• Hyper-V Administration', '• SCVMM', '• VMware GSX Server'])).toEqual(['Hyper-V Administration', 'SCVMM', 'VMware GSX Server']);
    // Without bullets, a run of phrases is a list only when written as names are and the taxonomy knows one of them.
    expect(skillsOf(['Skills', 'Focused', 'Keen observer', 'Education'])).toEqual([]);
  });

  it('a second level\'s "o", and items set in capitals after their bullet, are items', () => {
    expect(skillsOf(['Skills', 'o Generative AI', 'o Multi-tasking'])).toEqual(['Generative AI', 'Multi-tasking']);
    expect(knownAs(skillsOf(['SKILLS', '◦ WINDOWS', '◦ ECLIPSE', '◦ PYCHARM', 'EDUCATION']))).toEqual(['Microsoft Windows', 'Eclipse IDE', 'PYCHARM']);
    expect(knownAs(skillsOf(['Core strengths', 'Project Management ▪ Risk Assessment ▪ Data Analysis']))).toEqual(['Project Management', 'Risk Assessment', 'Data Analysis']);
  });

  it('a heading with a remark in brackets after it is that heading; a line of grades wrapped under a sentence is none', () => {
    expect(headingOf('Employment History (Reverse chronological order)')).toBe('experience');
    expect(headingOf('Work Experience(3)')).toBe('experience');
    expect(headingOf('Experience (9-12)')).toBeNull();
    // Headings French CVs write for their jobs and their qualities.
    for (const jobs of ['Expériences significatives', 'Expériences clés', 'Principales expériences', 'Expériences récentes', 'Key Experience']) expect(headingOf(jobs)).toBe('experience');
    expect(headingOf('Qualités personnelles')).toBe('skills');
    const significant = parseCv(['Sophie Martin', 'Expériences significatives', 'Comptable – Fiducial, Mérignac', '2015 – 2020', 'Qualités', 'Rigueur, Autonomie, Esprit d’équipe'].join('\n'), context);
    expect(significant).toMatchObject({ total_years_experience: 5, experiences: [{ title: 'Comptable', company: 'Fiducial' }] });
    const cv = parseCv(['Usha Subramaniam', 'Technical Skills', '• Software Quality Assurance', '• Mentoring', 'Employment History (Reverse chronological order)', 'Infotech Enterprises, Noida\t2005 - 2011', '• Prepared execution plan', '• Role in QMS'].join('\n'), context);
    expect(skillNames(cv)).toEqual(['Software Quality Assurance', 'Mentoring']);
  });
});

describe('job heads as Word CVs write them, and as their PDFs wrap them', () => {
  const jobs = (lines: string[]) => parseCv(['Thomas Limmer', 'thomas@example.org', 'EXPERIENCE', ...lines].join('\n'), context).experiences?.map((job) => `${job.title} @ ${job.company} ${job.start}`);

  it('"Company, Town, ST - Title" over the dates, whole or wrapped before its last word', () => {
    expect(jobs(['Straus Family Creamery, Petaluma, CA - ACCOUNTS RECEIVABLES', 'SPECIALIST', '01/2019 to Current', '• Processing incoming payments.', 'Squeeze Media, Orem, Utah — Business Development Representative', 'August 2021 - January 2023', 'I worked with companies.'])).toEqual([
      'ACCOUNTS RECEIVABLES SPECIALIST @ Straus Family Creamery 2019-01',
      'Business Development Representative @ Squeeze Media 2021-08',
    ]);
  });

  it('a state alone beside the dates, a trainer, and an employer whose name ends "Inc." over a wrapped first bullet', () => {
    expect(jobs(['Assistant Fitness Manager, 24 Hour Fitness', 'Mar 2016 - Apr 2020, TX', '• Maintain strong client relationships.', 'Master Trainer, 24 Hour Fitness', 'Jun 2014 - Mar 2016, TX'])).toEqual([
      'Assistant Fitness Manager @ 24 Hour Fitness 2016-03',
      'Master Trainer @ 24 Hour Fitness 2014-06',
    ]);
    expect(jobs(['Senior Software Engineer | Tech Solutions Inc.', 'Jan 2021 - Present', '- Developed and maintained scalable web applications using Flask and', 'React.', 'Junior Developer | StartUp Hub', 'June 2018 - Dec 2020'])).toEqual([
      'Senior Software Engineer @ Tech Solutions Inc. 2021-01',
      'Junior Developer @ StartUp Hub 2018-06',
    ]);
  });

  it("a bulleted entry that Symbol's bullet opens, its parts set apart by bars, under the heading", () => {
    expect(jobs(['\uF0B7 Mentor | CA | Contributor @GirlScriptSummerOfCode\t(May 2023 to Aug 2023)', '\uF0D8 Implemented features and mentored 10+ new contributors.'])).toEqual(['Mentor @ CA 2023-05']);
    expect(jobs(['\uF0B7\tEssex Carers Network (2022-Present) – A varied role encompassing the setup and', 'spreadsheets to enhance efficiency and automation.', '\uF0B7\tRose Builders (2019-2022)– Accounts Assistant', 'Working mainly on the purchase ledger side.'])[1]).toBe('Accounts Assistant @ Rose Builders 2019');
  });

  it("the end of the last job's Environment: list, wrapped over the next employer's dates, is not that job's title", () => {
    expect(jobs(['Fidelitone Logistics, Wauconda, IL\tOct 2011 – Present', 'Senior ETL Developer/DBA', 'Environment:', 'MS SQL Server 2005/2008, SSRS, SSIS, CozyRoc, C#, VB.Net, Office 2007 bundle, Windows XP, Windows 2003', 'Server', 'Sally Beauty, Denton, TX\tMar 2010 – Sept 2011', 'MS SQL Server Consultant', 'Responsibilities:'])).toEqual([
      'Senior ETL Developer/DBA @ Fidelitone Logistics 2011-10',
      'MS SQL Server Consultant @ Sally Beauty 2010-03',
    ]);
  });
});

describe('a sidebar read after the main column', () => {
  it('without an e-mail, the place is read around the phone number, not from a job', () => {
    const cv = parseCv(
      ['Ankon Choudhury', 'Skilled in competitive programming.', 'EXPERIENCE', 'Codeforces, Remote — Competitive Programmer', 'May 2020 - PRESENT', 'Solved 1000+ coding problems.', 'PROJECTS', 'Spondon — Android App', 'An android application to track blood pressure.', 'Room no- 105, Fazlul Haque Hall,', 'Khulna University of Engineering &', 'Technology, Khulna, Bangladesh', '+880 1894604792, +8801793425032', 'SKILLS', '• C++'].join('\n'),
      context,
    );
    expect(cv).toMatchObject({ location: 'Khulna, Bangladesh', phone: '+8801894604792' });
  });
});

describe("a narrow column's job titles, set in the headings' type", () => {
  it('a title wrapped over two lines above its employer and dates stays in the jobs', () => {
    const lines = ['Joseph Sigawa', 'sigawajoseph1@email.com', 'WORK EXPERIENCE', 'Senior Project', 'Manager', 'Karibuwebdev', 'February 2020 - current /', 'Mombasa, KE', 'Accomplished most recent projects', 'Computer Expert and', 'Repair Technician', 'Fakhri Bits & Byrtes', 'January 2021 - February 2022 / New York, NY', 'EDUCATION', 'Technical University of Mombasa', 'September 2017 - April 2021'];
    const headings = ['WORK EXPERIENCE', 'Senior Project', 'Manager', 'Karibuwebdev', 'Computer Expert and', 'Repair Technician', 'Fakhri Bits & Byrtes', 'EDUCATION'].map((text) => ({ text, size: 11 }));
    const cv = parseCv(lines.join('\n'), { ...context, layout: { largest: ['Joseph Sigawa'], headings } });
    expect(cv.experiences?.map((job) => `${job.company} ${job.start}`)).toEqual(['Karibuwebdev 2020-02', 'Fakhri Bits & Byrtes 2021-01']);
    expect(cv.total_years_experience).toBe(6);
  });
});

describe('contact lines of Sri Lankan graduates\' CVs (fictional people in the layouts of real ones)', () => {
  it('a house number written "No." before the village and the town, a contact line whose columns a tab parts (not a justified line\'s words), a pin icon read as a letter', () => {
    const numbered = ['ERANDHI PERERA', 'Software Engineer', '+94 76 555 0101 | +94 70 555 0102\t+94 33 555 0103\tNo.91, Bemmulla, Gampaha.', 'linkedin.com/in/erandhi\tgithub.com/erandhi\terandhi@example.com', 'ABOUT', 'Fresh IT graduate.'];
    expect(parseCv(numbered.join('\n'), context).location).toBe('Gampaha');
    const tabbed = ['Denuwan Silva', 'Software Engineer', '+94 76 555 0104\tdenuwan@example.com\tDenuwan-Silva', 'Denu1\tDenuwan Silva\tAmbalangoda', 'A motivated IT graduate.'];
    expect(parseCv(tabbed.join('\n'), context).location).toBe('Ambalangoda');
    const justified = ['Ana Gómez', 'Teacher', '+57 300 555 0101', 'Microbiología.\tBuenos\tAires,\tArgentina.\tVol.42\t(2)\t118pag.\tComunicación\ten\tCongreso'];
    expect(parseCv(justified.join('\n'), context).location).toBeNull();
    const pinned = ['WARUNI PERERA\t+94 71 555 0106', 'waruni@example.com', 'SOFTWARE ENGINEER', 'm Rathnapura, Sri Lanka', 'Profile', 'A dedicated IT undergraduate.'];
    expect(parseCv(pinned.join('\n'), context).location).toBe('Rathnapura, Sri Lanka');
  });

  it('a range written year first, "2024 May - 2024 Nov", "2024 April - Present", dates a job', () => {
    const lines = ['Hareen Silva', 'Associate Quality Assurance Engineer', 'hareen@example.com', 'WORK EXPERIENCE', 'Software Engineer Intern\t2024 May - 2024 Nov', 'jWare Automation (Pvt) Ltd', 'SLT MOBITEL - HEAD QUARTERS\t2025 April - Present', 'QA Engineer', 'EDUCATION', 'University of Moratuwa\t2021 - 2025'];
    const cv = parseCv(lines.join('\n'), { ...context, now: new Date('2026-11-15T00:00:00Z') });
    expect(cv.experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2024-05..2024-11', '2025-04..null']);
    expect(cv.total_years_experience).toBe(2);
  });

  it('the name in the second column, under a sidebar whose LinkedIn address wraps on its last word, keeps the title under it', () => {
    const lines = ['+94 76 555 0105', 'denuwan@example.com', 'Moratuwa', 'linkedin.com/in/denuwan-', 'avishka', 'TECHNICAL SKILLS', 'Java', 'Python', '', 'DENUWAN AVISHKA', 'Quality Assurance Engineer', 'ABOUT ME', 'A motivated IT undergraduate.', 'EXPERIENCE', 'March 2024 - August 2024', 'Software Engineering Intern - Persistent Systems'];
    const cv = parseCv(lines.join('\n'), { ...context, layout: { largest: ['DENUWAN AVISHKA'], headings: [] } });
    expect(cv).toMatchObject({ full_name: 'Denuwan Avishka', headline: 'Quality Assurance Engineer' });
  });
});

describe('Word CVs of Hong Kong and Singapore firms, set as forms (fictional people in the layouts of real ones)', () => {
  it('"Name in English" labels the name; a field\'s label and value beside it ("Marital Status  Married") are no name', () => {
    const lines = ['RÉSUMÉ', '', 'PERSONAL DETAILS', '', 'Name in English\tChan Mei Ling', '', 'Sex\tFemale', '', 'Date of Birth\t17 October 1980', '', 'Marital Status\tMarried ', '', 'Address\tFlat B, 23/F, Block 1', 'Tsuen Wan, N.T.', '', 'Mobile\t+852 9555 0101', 'E-mail\tmeiling@example.com', '', 'WORKING EXPERIENCE', 'Jan 2015 – Present\tPersonal Assistant, Acme Holdings Ltd'];
    expect(parseCv(lines.join('\n'), context).full_name).toBe('Chan Mei Ling');
    const unlabelled = lines.filter((line) => !line.startsWith('Name in English'));
    expect(parseCv(unlabelled.join('\n'), context).full_name).not.toBe('Marital Status Married');
  });

  it('a job\'s row of cells, the section\'s heading in the first and the town in another, names neither as the employer', () => {
    const lines = ['Alex Lai', 'alex@example.com', 'EDUCATION\tSaint Mary College of California, Moraga, CA\t\tMay 2013', 'Bachelors of Science in Business Administration', 'EXPERIENCE\tLighthorse Asset Management Ltd. \t  Hong Kong\t\t           \t         December 2016 – Present', 'Hedge Fund Investor Relations ', '• Reports directly to the COO on investor relations.', 'Bloomberg L.P.\t\t\t\tHong Kong\t\t             February 2014 – November 2016', 'Institutional Sales – Covering Tier 1 Investment Banks, Private Wealth and Asset Management Firms', '• Identified clients\' needs.'];
    const jobs = parseCv(lines.join('\n'), context).experiences;
    expect(jobs[0]).toMatchObject({ title: 'Hedge Fund Investor Relations', company: 'Lighthorse Asset Management Ltd.', start: '2016-12' });
    expect(jobs.map((job) => job.company)).not.toContain('Hong Kong');
  });

  it('the last bullet of the job above an employer\'s dated line is not its title; the line under it is', () => {
    const lines = ['Alex Lai', 'alex@example.com', 'EXPERIENCE', 'Lighthorse Asset Management Ltd. | December 2016 – Present', 'Hedge Fund Investor Relations', '• Reports directly to the COO on investor relations.', 'Bloomberg L.P. | February 2014 – November 2016', 'Institutional Sales', '• Identified needs.'];
    expect(parseCv(lines.join('\n'), context).experiences.map(({ title, company }) => `${title} @ ${company}`)).toEqual(['Hedge Fund Investor Relations @ Lighthorse Asset Management Ltd.', 'Institutional Sales @ Bloomberg L.P.']);
  });

  it('"Name : WONG, Mei-yi Kelly", the surname first before a comma; the name after "Curriculum Vitae" and its rule', () => {
    const form = ['CONFIDENTIAL', '', 'CURRICULUM VITAE', '', 'Name\t:\tWONG, Mei-yi Kelly', '', 'Contact info\t:\t9555 0102', '\t\tkelly@example.com (email)', '', 'WORKING EXPERIENCE'];
    expect(parseCv(form.join('\n'), context).full_name).toBe('Mei-Yi Kelly Wong');
    const ruled = ['Curriculum Vitae__________________\t\t\t\tVivien Lam', '', 'PERSONAL INFORMATION', '', 'Mobile Phone No', '', '9555 0103', '', 'Email Address', '', 'vivien@example.com'];
    expect(parseCv(ruled.join('\n'), context).full_name).toBe('Vivien Lam');
  });
});

describe('dates and headings as US and Indian Word resumes write them (fictional people in the layouts of real ones)', () => {
  it('a month and its year parted by a slash ("June/2017") date the jobs, the current one to the present', () => {
    const lines = ['Nicholas Rowe', 'Cookeville, Tennessee 38506 • 931-555-0172 • nick@example.com', 'Experience Highlights', 'Averitt Express, Cookeville, TN, Programmer/Analyst, June/2017 – Present', 'Worked on a team of programmers.', 'Twin Lakes Co-op, Gainesboro, TN Network Support Specialist (Internship), May/2014 – July/2014', 'Shadowed network engineers.'];
    const cv = parseCv(lines.join('\n'), { ...context, now: new Date('2026-11-15T00:00:00Z') });
    expect(cv.experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2017-06..null', '2014-05..2014-07']);
    expect(cv.total_years_experience).toBe(9);
  });

  it('a day written as an ordinal before the month, "16th Jan 2015 – 31st Dec 2016", as Indian CVs write it', () => {
    const lines = ['Shital Rao\t\tMobile: +65-9555-0123', 'Email: shital@example.com', 'Professional Experience', 'SAP MM Consultant, Catalyzt Infotech (20th Feb 2016 – 31st Dec 2016)', 'Trainee, Tata Teleservices Ltd (16th Jan 2015 – 15th Feb 2016)'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2016-02..2016-12', '2015-01..2016-02']);
    expect(cv.total_years_experience).toBe(2);
    const told = ['Accountant', 'July 2012 to October 2015 Company Name - City , State', 'I have worked at Shantilal Gala & Company (Nairobi, Kenya) which is an Audit firm, since 2nd July 2012.'];
    expect(parseCv(['Jane Roe', 'Experience', ...told].join('\n'), context).experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2012-07..2015-10']);
  });

  it('"Experience Highlights" after the education heads the jobs', () => {
    const lines = ['Nicholas Rowe', 'Cookeville, Tennessee 38506 • 931-555-0172 • nick@example.com', 'Educational Background', 'The Full Stack Developer Bootcamp, Nashville Software School, Nashville, Tennessee – 2017', 'Experience Highlights', 'Averitt Express, Cookeville, TN, Programmer/Analyst, June/2017 – Present', 'Worked on a team of programmers.'];
    const cv = parseCv(lines.join('\n'), { ...context, now: new Date('2026-11-15T00:00:00Z') });
    expect(cv.experiences.map(({ company, start }) => `${company} ${start}`)).toEqual(['Averitt Express 2017-06']);
  });
});

describe("a Word CV's dated appointments, each a bullet that a tab parts from its title (fictional people in the layouts of real ones)", () => {
  it('each appointment keeps its own title, not the one above it', () => {
    const bulleted = parseCv(['Richard Roe', 'EMPLOYMENT', '•\tAssociate Dean College of Engineering (COE), UW: for Research and Faculty Affairs, (2014-17); for Research and Graduate Studies (2013-14).', '', '•\tAssociate Chair for Research, UW Mech. Eng. Dept., (2010-2013)', '', '•\tProfessor, Mech. Eng. Dept., UW (2005 onwards)', '', '•\tAssociate Professor, Mech. Eng. Dept., UW (2000-2005) \t          '].join('\n'), context);
    expect(bulleted.experiences.map(({ title, start }) => `${title} ${start}`)).toEqual(['Associate Dean College of Engineering (COE) 2014', 'Associate Chair for Research 2010', 'Professor 2005', 'Associate Professor 2000']);
  });
});

describe('French CVs sent through a job board (fictional people in the layouts of real ones)', () => {
  it('months abbreviated with a full stop and two-digit years ("Mai.23 – Sept.24", "Août 15 – Janv. 17", "Janv. 2017 – Nov.19") date every job', () => {
    const lines = ['Christine Roe', '06 80 80 62 83', 'christine.roe@example.fr', 'Fontenay-Le-Fleury 78 330', 'EXPERIENCES PROFESSIONNELLES', 'Mai.23 – Sept.24 :\tComptabilité – recouvrement B2B', 'BOUYGUES TELECOM\tPortefeuille Grands comptes', 'Janv. 2017 – Nov.19 :\tGestionnaire Appel d’offre - ADV EXPORT', 'Août 15 – Janv. 17 :\tChargée de recouvrement B2B – France', 'Mars.12-Déc.12 :\tChargée de comptabilité fournisseur B2B', 'Mai 10 – Déc.11 :\tGestionnaire de recouvrement et contentieux B2B'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2023-05..2024-09', '2017-01..2019-11', '2015-08..2017-01', '2012-03..2012-12', '2010-05..2011-12']);
    expect(cv.total_years_experience).toBe(8);
    // A French postcode in two groups after its town.
    expect(cv.location).toBe('Fontenay-Le-Fleury');
  });

  it('dates alone over each title, with no heading above them and ticked qualities before them, date the titles under them', () => {
    const lines = ['Mme Clémentine Roe', 'Lot le Bosquet, 11170 PEZENS', 'clementine.roe@example.fr', 'Valeurs personnelles', '✓ Réactive', '✓ Discrète', '', 'Mars 2022 à Février 2025', 'Gérante de structure de service à la personne (11-Carcassonne)', 'Nov. 2013 à Sept 2021', 'Directrice de structure d’aide à domicile (11 - Carcassonne)', 'Juin 2011 – Août 2012', 'Responsable de secteur : fonction de direction au sein d’une association de service d’aide et d’accompagnement à', 'domicile. (11 - Carcassonne)', 'Août 2008 - Juin 2009', 'Responsable de secteur (31 - Toulouse)'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ title, start }) => `${start} ${title}`)).toEqual([
      '2022-03 Gérante de structure de service à la personne',
      "2013-11 Directrice de structure d'aide à domicile",
      // A head too long for a title reads as prose; under its dates, in turn with the entries above, it is this entry's.
      "2011-06 Responsable de secteur : fonction de direction au sein d'une association de service d'aide et d'accompagnement à",
      '2008-08 Responsable de secteur',
    ]);
  });
});

describe("French engineering and business students' CVs (fictional people in the layouts of real ones)", () => {
  it('a given name that is also a town\'s, stacked over the surname in large type, is read with it ("NATHAN" over "ONGOLO ZOGO")', () => {
    const text = ['+33 6 24 49 20 91', 'ongolonathan@example.fr', 'Nathan Ongolo Zogo', 'LANGUES', 'Français (langue maternelle)'].join('\n');
    expect(parseCv(text, { ...context, layout: { largest: ['NATHAN', 'ONGOLO ZOGO'], headings: [] } }).full_name).toBe('Nathan Ongolo Zogo');
    // A double surname typed with two hyphens between spaces, in large type, is no name of its own: the contact's line spells it whole.
    const dashed = ['CONTACT', '+33 6 51 11 40 11', 'alexandreforestierforay@example.fr', 'Alexandre Forestier Foray', 'SKILLS'].join('\n');
    const largest = ['ALEXANDRE', 'FORESTIER -- FORAY', 'Étudiant en ingénierie', 'mathématique'];
    expect(parseCv(dashed, { ...context, layout: { largest, headings: [] } }).full_name).toBe('Alexandre Forestier Foray');
  });

  it('places: the country before the town, a saint\'s town abbreviated after its postcode, and no town spelled by a sentence\'s words', () => {
    const place = (line: string) => parseCv(['Jeanne Roe', 'jeanne.roe@example.fr', line, 'EDUCATION'].join('\n'), context).location;
    expect(place('France : Bourg-en-Bresse')).toBe('Bourg-en-Bresse, France');
    expect(place('• Lieu-dit 1, La Roche Guet, 79700 St Amand-sur-Sèvre - France')).toBe('St Amand-sur-Sèvre, France');
    expect(place('Saint Louis, MO')).toBe('Saint Louis, MO');
    expect(place('+33 7 86 94 69 40 – paul.roe@example.fr – Boulogne- Billancourt, France')).toBe('Boulogne-Billancourt, France');
    // "or AI" holds the letters of Orai, a town in India; "le Havre" keeps its particle in small letters.
    const sentence = parseCv(['Charles Roe', 'I am looking for an internship in data science, or AI.', 'CONTACT', '14, rue Pierre et Marie Curie', '54500 Vandoeuvre-lès-Nancy', '06 80 77 63 36', 'charles.roe@example.fr'].join('\n'), context);
    expect(sentence).toMatchObject({ location: 'Vandoeuvre-lès-Nancy', phone: '+33680776336' });
    expect(place('le Havre')).toBe('le Havre');
  });

  it('"Education | France" and "Experience | France" head their sections; a stay abroad is no job', () => {
    const lines = ['Emmanuel Roe', 'emmanuel.roe@example.fr', 'Education | France', 'Mines Nancy University | MSc level in Civil Engineering | 2021 - Current', 'Conservatoire Darius Milhaud | 2005 - 2020', 'Experience | France', 'Financial Audit Intern | September 2023 - March 2024', 'Event Manager | 2022 - 2023', '2009 - 2019 : Séjours réguliers à l’étranger'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ title, start }) => `${title} ${start}`)).toEqual(['Financial Audit Intern 2023-09', 'Event Manager 2022']);
    expect(cv.location).toBeNull();
    expect(cv.total_years_experience).toBe(1);
  });

  it('"MES EXPÉRIENCES" and "EXPÉRIENCES COMPLÉMENTAIRES" head jobs; "02/01 au 30/06/2024" and "06 au 08/2023" date them', () => {
    const lines = ['Arthur Roe', 'arthur.roe@example.fr', 'MES EXPÉRIENCES', 'TECHNICIEN STAGIAIRE – FOURNIER GROUPE', 'De mars à juillet 2022, Thônes', '▪ Service : Qualité Production', 'STAGE Marketing : 02/01 au 30/06/2024', 'EXPÉRIENCES COMPLÉMENTAIRES', '- THE KOOPLES – 06 au 08/2023 – Paris', 'MES FORMATIONS', '2019 – 2022 : Licence de Droit'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2022-03..2022-07', '2024-01..2024-06', '2023-06..2023-08']);
    expect(cv.total_years_experience).toBe(1);
    // A range's first month at a line's end, its year and the rest of the range on the next line.
    const wrapped = ['Léa Roe', 'lea.roe@example.fr', 'EXPÉRIENCES PROFESSIONNELLES', 'Assistante manager', 'La Folle Adresse - Concept store (Wimereux 62) de septembre', '2020 à août 2022'];
    expect(parseCv(wrapped.join('\n'), context).experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2020-09..2022-08']);
  });

  it('headings as these students write them; an everyday word wrapped alone in small letters is none', () => {
    expect(['MES EXPÉRIENCES', 'EXPÉRIENCE PROFESSIONNELS', 'PROFESSIONAL EXPERIENCES & PROJECTS', 'MA FORMATION', 'LANGUAGE', 'COMPÉTENCE', 'P A S S I O N S', 'É X P É R I E N C E C A R I T A T I V E', 'TRAVAIL ASSOCIATIF', 'PROJETS UNIVERSITAIRES', 'Portfolio'].map(headingOf)).toEqual([
      'experience', 'experience', 'experience', 'education', 'languages', 'skills', 'interests', 'other', 'other', 'other', 'other',
    ]);
    expect(headingOf('portfolio')).toBeNull();
    // Associative work is no professional experience: the years count the job only.
    const lines = ['Alexandre Roe', 'alexandre.roe@example.fr', 'EXPÉRIENCE PROFESSIONNELLE', 'Consultant junior chez SpringFive', 'Juin 2023 - Décembre 2023', 'TRAVAIL ASSOCIATIF', 'Président du club de musique', '2021 - 2023'];
    expect(parseCv(lines.join('\n'), context)).toMatchObject({ total_years_experience: 0, headline: 'Consultant junior' });
  });

  it('jobs each dated by a year alone, where no job has a range, are jobs of no length', () => {
    const lines = ['Maximilien Roe', 'maximilien.roe@example.fr', 'FORMATION', '2021-2024\tEcole d’ingénieur - ESME', 'EXPÉRIENCES PROFESSIONNELLES', '2023\tStage technicien en laboratoire - Lactips', 'Développement de formulations', '2022\tStage ouvrier de fabrication - JVD'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ title, company, start }) => `${title} @ ${company} ${start}`)).toEqual(['Stage technicien en laboratoire @ Lactips 2023', 'Stage ouvrier de fabrication @ JVD 2022']);
    expect(cv.total_years_experience).toBe(0);
  });

  it('a surname stacked over the given name in capitals is put in the e-mail\'s order', () => {
    const text = ['DUVAUCHELLE', 'ILONA', 'Étudiante en 3ème année de communication', 'INFOS', '06.95.14.16.33 Lille, France', 'ilona.duvauchelle@example.fr', 'COMPÉTENCES'].join('\n');
    expect(parseCv(text, { ...context, layout: { largest: ['DUVAUCHELLE', 'ILONA'], headings: [] } }).full_name).toBe('Ilona Duvauchelle');
  });

  it('a sentence that a list\'s commas cut leaves no words of its own among the skills', () => {
    const lines = ['Amaury Roe', 'amaury.roe@example.fr', 'Experience', 'Administrative and sales assistant, Vodafone', 'Jun 2022 - Aug 2022', 'Proficiency of technical-commercial skills (via training), in particular by', 'encouraging customers to make 24-month commitments', 'Proficiency in customer tracking software (CRM, ERP, GLPI), tools that are', 'essential for customer follow-up, with', 'Skills', 'Excel, PowerPoint, Salesforce', 'DJing at Mines Nancy, house, tech house and techno'];
    const skills = skillNames(parseCv(lines.join('\n'), context));
    expect(skills).toEqual(expect.arrayContaining(['Excel', 'PowerPoint', 'Salesforce', 'CRM', 'ERP']));
    for (const words of ['via training', 'in particular by', 'tools that are', 'with', 'DJing at Mines Nancy']) expect(skills).not.toContain(words);
    // "niveau moyen", a level in French, is none either.
    const levelled = skillNames(parseCv(['Marie Roe', 'marie.roe@example.fr', 'Compétences', 'CAO : SolidWorks, AutoCAD, niveau moyen'].join('\n'), context));
    expect(levelled).toEqual(expect.arrayContaining(['SolidWorks', 'AutoCAD']));
    expect(levelled).not.toContain('niveau moyen');
  });

  it('a driving licence under the name is no title', () => {
    const cv = parseCv(['57100 Thionville, France', '+33 7 70 77 07 95', 'hugo.roe@example.fr', 'Roe Hugo', 'Permis B', 'Compétences', '•\tPython'].join('\n'), context);
    expect(cv.headline).toBeNull();
  });
});

describe('Word CVs beside portfolios and the PDFs made of them (fictional people in the layouts of real ones)', () => {
  it('"CURRICULUM VITAE (CV)" names the document, not Cabo Verde; a post office box is no phone number', () => {
    const titled = parseCv(['CURRICULUM VITAE (CV)', 'Dimas Roe', 'Email : dimas.roe@example.com', 'No. HP : 087735607690', 'PROFESSIONAL SUMMARY'].join('\n'), context);
    expect(titled.location).toBeNull();
    const boxed = parseCv(['CURRICULUM VITAE', 'BRIAN ROE', 'P.O BOX 1967-30200 KTL KENYA', 'MOBILE: 0706033970', 'EMAIL : brian.roe@example.com'].join('\n'), context);
    expect(boxed).toMatchObject({ phone: '+254706033970', location: 'KTL KENYA' });
  });

  it('a town then its country without a comma is a place', () => {
    const place = (line: string) => parseCv(['Amina Roe', 'amina.roe@example.com', line, 'EXPERIENCE'].join('\n'), context).location;
    expect(place('Kitale Kenya')).toBe('Kitale, Kenya');
    expect(place('Lyon France')).toBe('Lyon, France');
    expect(place('Cape Town South Africa')).toBe('Cape Town, South Africa');
    expect(place('Ready to move to France')).toBeNull();
  });

  it('a degree read among the jobs, as a template whose headings stand apart sets it, is no job', () => {
    const lines = ['ABUBAKR ROE', 'abubakr.roe@example.com', 'About Me', 'Experience', 'Education', 'Language', 'Uzbek: Native', 'English: Intermediate B2', 'Abubakr Roe', 'I am a precise and organized person.', 'Metal Decor Business Ltd 2018-2019', 'Accountant', '·Responsible for salary calculation', 'Vistula University in Warsaw 2020-2024', 'Bachelor in Computer Engineering', 'Academic Lyceum under Kokand State Pedagogical Institute', '2016-2019', 'Upper Secondary School Diploma in Exact Science'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ title }) => title)).toEqual(['Accountant']);
    expect(cv.total_years_experience).toBe(1);
  });

  it('"NAME: Gift" over "SURNAME: Roe" is the whole name; an ORCID is no phone number', () => {
    const form = ['CURRICULUM VITAE', 'PERSONAL DETAILS', 'NAME:                                 Gift', 'SURNAME:                         Roe', 'DATE OF BIRTH:                19th June, 1996.', 'EMAIL: gift.roe@example.com'];
    expect(parseCv(form.join('\n'), context).full_name).toBe('Gift Roe');
    const researcher = ['GABRIEL ROE', 'gabriel.roe@example.es', 'ID\tORCID: 0000-0001-7304-458X', 'Doctor en Farmacia · ORCID: 0000-0001-7304-458X'];
    expect(parseCv(researcher.join('\n'), context).phone).toBeNull();
  });

  it('an academic CV: "2025-" then a post is the current post; publications and work in progress date no jobs', () => {
    const lines = ['Derek Roe', 'derek.roe@example.edu', 'EMPLOYMENT', '2025- \t\tAssistant Professor, Department of Political Science, Bucknell University', '2023-2025\tPostdoctoral Fellow, Department of Political Science, Emory University', 'Volunteering', '2014- Lead over 250 volunteers at the food bank'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ title, start, end }) => `${title} ${start}..${end}`)).toEqual(['Assistant Professor 2025..null', 'Postdoctoral Fellow 2023..2025']);
    const papers = ['Jennifer Roe', 'Ph.D. Candidate in Sociology | University of Arizona', 'jennifer.roe@example.edu', 'SELECTED PUBLICATIONS', '2023 Roe, Jennifer. "Undue Burdens: State Abortion Laws in the U.S., 1994-2022." Journal of Health Politics 48(4).', 'WORK IN PROGRESS', 'Roe, Jennifer. "Blurred Boundaries: Cesarean Disparities in Border Counties, 2010-2020." Under Review.'];
    expect(parseCv(papers.join('\n'), context).total_years_experience).toBeNull();
  });

  it('"E-mail" joined to the address is no part of it; a line of qualities names no town; a post office box is no home address', () => {
    expect(parseCv(['Contact', 'Mobile +212 7 06 09 24 22', 'E-mailsaad.roe405@example.com', 'Adresse Casablanca, Maroc'].join('\n'), context).email).toBe('saad.roe405@example.com');
    const qualities = ['Lisa ROE', '2nd year Student at ENSG – Géomatique', 'Lively – Conscientious – Enthusiastic – Demanding – Te a m player - Commited', 'CONTACT', '+33 06 95 32 63 90', '4 rue du chemin vert', '92130 Issy-les-Moulineaux', 'lisa.roe@example.fr'];
    expect(parseCv(qualities.join('\n'), context).location).toBe('Issy-les-Moulineaux');
    const addresses = ['SAMPLE TWO PAGE TEACHER RESUME', 'Walter Roe', 'E-mail: walter.roe@example.net', 'Local Address', '2201 Wildquail Circle', 'Birmingham, AL 35229', 'Permanent Address', 'P.O Box 816', 'New South, NC 27509', 'Career Objective: To teach at the elementary level'];
    expect(parseCv(addresses.join('\n'), context).location).toBe('Birmingham, AL');
  });

  it("skills' labels (\"Programming Languages:\") in the type of the entries' titles do not make those titles headings", () => {
    const lines = ['AYOUB ROE', 'ayoub.roe@example.com', 'FORMATIONS', 'ENSEEIHT (N7) : Engineering cycle in Computer Science and', 'Telecommunications', 'N7 Toulouse\t2025-2028', 'Preparatory Classes (CPGE)', 'Mohammed V Maths-Physique (MP)\t2023- 2025', 'EXPÉRIENCES PROFESSIONNELLES', 'N7 Consulting', 'Member–N7 Consulting\tSeptember 2025', 'Bakery EL-Assil', 'Pastry chef : EL-Assil |\tJune 1, 2022 – July 30, 2022', 'TECHNICAL SKILLS', 'Programming Languages:', 'Python\tSQL', 'Soft skills:', 'Teamwork'];
    const heading = (text: string, size: number) => ({ text, size });
    const headings = [heading('FORMATIONS', 14), heading('Telecommunications', 10), heading('EXPÉRIENCES PROFESSIONNELLES', 14), heading('N7 Consulting', 10), heading('Bakery EL-Assil', 10), heading('TECHNICAL SKILLS', 14), heading('Programming Languages:', 10), heading('Soft skills:', 10)];
    const cv = parseCv(lines.join('\n'), { ...context, layout: { largest: ['AYOUB ROE'], headings } });
    expect(cv.experiences.map(({ start }) => start)).toEqual(['2022-06']);
  });

  it('a heading the parser does not know, in the largest type with the known ones, is no name', () => {
    const lines = ['Engel Roe', 'Max-Planck Institute for Software Systems (MPI-SWS)', 'D-66123 Saarbrücken - Allemagne', 'office.c346@example.org', 'Current Position', 'Since oct. 2018 Post-doctoral researcher', 'Education', '2015-2018 PHD student at IRISA Rennes', 'Teaching', 'Computer skills', 'Languages'];
    const headings = ['Current Position', 'Education', 'Teaching', 'Computer skills', 'Languages'].map((text) => ({ text, size: 12 }));
    const cv = parseCv(lines.join('\n'), { ...context, layout: { largest: ['Current Position', 'Education'], headings } });
    expect(cv.full_name).toBe('Engel Roe');
  });

  it('an address labelled among personal details far down the CV is the place; a birth date written with spaces is no phone', () => {
    const sidebar = ['CONTACT', '+91 95607 74981', 'sumi.roe@example.com', 'EDUCATION', '2015', 'M.A. Economics', 'IT SKILLS', 'Python', 'PERSONAL DETAILS', 'Languages Known:', 'English, Hindi', 'Location:', 'Delhi', 'SUMI ROE', 'WORK EXPERIENCE', 'EasyRewardz | Nov 2019 - Sep 2021', 'Data Analyst'];
    expect(parseCv(sidebar.join('\n'), context).location).toBe('Delhi');
    const form = ['Working Experience', 'Tai Siu Roe, Sandy         Mobile: 9738732012      Email: sandy.roe@example.com', '04/2013 – present\tExecutive Assistant to Senior Managing Director', 'Information', 'Address : Flat H, 9/F, Mascot Mansion, No. 1 Tin Heung Street, Kwun Tong, Kowloon, HK', 'Date of Birth:  25 / 05 / 1974 \t\tPlace of Birth:  Hong Kong'];
    expect(parseCv(form.join('\n'), context)).toMatchObject({ location: 'Kowloon, HK', phone: '9738732012' });
  });

  it("a field's experience joined by an ampersand heads jobs; volunteering or community service qualifying it heads none", () => {
    expect(['SALES & MARKETING EXPERIENCE', 'LEADERSHIP & VOLUNTEER EXPERIENCE', 'LEADERSHIP AND VOLUNTEER EXPERIENCE', 'COMMUNITY SERVICE EXPERIENCE', 'CAREER SERVICES EXPERIENCE'].map(headingOf)).toEqual(['experience', 'other', 'other', 'other', 'experience']);
    const lines = ['Jordan Roe', 'jordan.roe@example.com', 'SALES & MARKETING EXPERIENCE', 'Sales Associate, Acme Stores', 'June 2022 - June 2024', 'LEADERSHIP AND VOLUNTEER EXPERIENCE', 'Volunteer Coordinator, Food Bank', 'January 2015 - December 2021'];
    expect(parseCv(lines.join('\n'), context).total_years_experience).toBe(2);
  });
});

describe('French CVs published as Mon_CV.pdf and MonCV.pdf, read by hand (fictional people in their layouts)', () => {
  it('a year after its month ending a line is no postcode, its month in words or digits: the line under it is no town', () => {
    const lines = ['Alex Roe', 'alex.roe@example.fr – alexroe.github.io', '+33 (0) 6 66 21 84 84', 'Dual citizenship British-French', 'Updated in October 2025', 'CURRENT POSITION', 'Centre for Research on Social Inequalities (CRIS), Sciences Po\tSeptember 2025 - August 2028', 'PhD candidate'];
    expect(parseCv(lines.join('\n'), context).location).toBeNull();
    // Its month in digits: "seit 10.2025" over a degree, "08.2019–06.2022" over a heading, where no section is known.
    const german = ['Lukas Roe', 'lukas.roe@example.de', 'Bildung', 'Hochschule Musterstadt\tseit 10.2025', 'Informatik M.Sc.', 'Schwerpunkt: Autonome Systeme'];
    expect(parseCv(german.join('\n'), context).location).toBeNull();
    const norwegian = ['Ola Roe', 'Tlf.:\t90123456', 'UTDANNING', '08.2019–06.2022', 'ERFARING', 'Butikkmedarbeider'];
    expect(parseCv(norwegian.join('\n'), context).location).toBeNull();
  });

  it("France Travail's CV: a training opened by its year, its school under it, then a job's years over its post", () => {
    const lines = ['Cedric Roe', 'En formation CDA Java - Simplon/DSI', 'cedric.roe@example.fr', 'EXPÉRIENCES', '2023 - Formation CDA Java', 'Simplon/DSI', '2022 - Formation CIF', 'Simplon', '2001 - 2021', 'Agent généraliste magasins', 'Ets LEGRAND Antibes', '2000 - 2001', 'Electricien de maintenance', 'Armée de Terre', 'FORMATIONS', '2012 - CACES R389 cat 1-3-5'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ title, start, end }) => `${title} ${start}..${end}`)).toEqual(['Agent généraliste magasins 2001..2021', 'Electricien de maintenance 2000..2001']);
  });

  it('"Mon parcours" after the jobs\' own heading is the schooling; alone, it heads the jobs', () => {
    const lines = ['Son Roe', 'son.roe@example.fr', 'Expériences professionnelles', 'Développeur Java – Actil (Groupe APICIL)', 'Lyon | Déc. 2024 – Aujourd’hui', 'Projets personnels', 'Générateur de livres', 'Mon parcours', 'INSA Lyon – Télécommunications, Services et Usages', 'Lyon | Sept. 2019 – Juil. 2024', 'Mes hobbies', 'La course à pied'];
    expect(parseCv(lines.join('\n'), context).experiences.map(({ title }) => title)).toEqual(['Développeur Java']);
    const path = ['Léa Roe', 'lea.roe@example.fr', 'Mon parcours', 'Comptable – Fiducial', 'Lyon | Sept. 2019 – Juil. 2024', 'Formation', 'BTS Comptabilité'];
    expect(parseCv(path.join('\n'), context).experiences.map(({ title }) => title)).toEqual(['Comptable']);
  });

  it("schools dated in a cell of their own, where the jobs' heading heads none, are no jobs", () => {
    const lines = ['ANAS', 'ROE', 'Étudiant en ingénierie', 'anas.roe@example.fr', 'Éxpériences Professionnelles', 'Projets académiques', 'Octobre 2025\t2025-2026', 'Création d’un site web personnel', 'Education', 'Lycée Moulay Al Hassan Tanger\t2023-2024', 'CPGE MPSI', 'Centre CPGE Tétouan\t2024-2025', 'CPGE MP', 'ENSEEIHT\t2025-2028', 'Ingénieur N7 spécialisé en informatique'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences).toEqual([]);
    expect(cv.total_years_experience).toBeNull();
  });

  it("the jobs' heading joined to another that a word qualifies, or long and in capitals, heads the jobs", () => {
    expect(['Expérience & Projets Principaux', 'Experience & Main Projects', 'RELEVANT PROFESSIONAL AND ASSOCIATIVE EXPERIENCE AND SKILLS', 'VOLUNTEER EXPERIENCE AND LEADERSHIP'].map(headingOf)).toEqual(['experience', 'experience', 'experience', 'other']);
    const lines = ['Leonardo Roe', 'leonardo.roe@example.fr', 'Formation', '• Université Paris-Saclay\tOrsay, France', 'M1 Mathématiques Appliquées, voie Statistiques\t2020 – 2021', 'Expérience & Projets Principaux', '• Stage de recherche - Laboratoire Jacques Louis Lions (Sorbonne Université)\tParis, France', '- Sous la supervision du chercheur Mario Sigalotti\tJan. 2020 - Juillet 2020', '• Assistant d’enseignement - Unicamp\tCampinas, Brésil', '- Responsable de donner des cours supplémentaires d’analyse\tFév. 2017 - Dec. 2018'];
    expect(parseCv(lines.join('\n'), context).experiences.map(({ start }) => start)).toEqual(['2020-01', '2017-02']);
  });

  it('a monogram before the name is no part of it; after a house number and its comma, a name no gazetteer holds is a street', () => {
    expect(parseCv(['KR Kevin Roe', 'STAGIAIRE DÉVELOPPEUR WEB', '0608238896 | E : kevin.roe@example.fr'].join('\n'), context).full_name).toBe('Kevin Roe');
    const lines = ['ALI ROE', 'Data scientist', '@ ali.roe@example.com\t 514-261-9750\t# 2730, Goyer, Canada', 'COMPÉTENCES', 'Python', 'Stage en Science des données', 'Ciena', 'Jan 2024 – juin 2024\t* Montréal', '* Montréal, Canada'];
    expect(parseCv(lines.join('\n'), context).location ?? '').not.toContain('Goyer');
  });

  it("a certificate's credential ID is no phone; a number the head writes the North American way wins over one far below", () => {
    const lines = ['ALI ROE', 'Data scientist', '@ ali.roe@example.com\t 514-261-9750', 'COMPÉTENCES', 'Python', 'CERTIFICATIONS', 'Azure AI Fundamentals', '• Credential ID : 994962910'];
    expect(parseCv(lines.join('\n'), context).phone).toBe('+15142619750');
    expect(parseCv(['Léa Roe', 'lea.roe@example.fr', 'CERTIFICATIONS', '• Credential ID : 994962910'].join('\n'), context).phone).toBeNull();
  });

  it('a heading that names the jobs after another section, letter-spaced around an ampersand, heads the jobs, though it names the schooling too', () => {
    expect(['R É A L I S A T I O N S & E X P É R I E N C E', 'Réalisations & Expérience professionnelle', 'Formation & Expérience', 'Objectifs', 'Objectifs professionnels'].map(headingOf)).toEqual(['experience', 'experience', 'experience', 'summary', 'summary']);
    const lines = ['K A L E B', 'R O E', 'kaleb.roe@example.fr', 'R É A L I S A T I O N S & E X P É R I E N C E', 'P R O F E S S I O N N E L L E', '-Création de site web - gestion de club sportifs par une mairie.', 'Stage développeur web, Acme\t(Mai 2022 - Juin 2023)'];
    expect(parseCv(lines.join('\n'), context).total_years_experience).toBe(1);
  });

  it("the current job's place: after a range that ends today on its line, or on the line above a current job further down", () => {
    const altacv = ['Marie Roe', 'marie.roe@example.com', 'EXPERIENCE', 'Ph.D. candidate in Maths and Computer Science', 'CentraleSupélec, Université Paris-Saclay', ' Oct 2016 – Ongoing\t½ Gif-sur-Yvette,France', '• Convergence study of a new optimization algorithm'];
    expect(parseCv(altacv.join('\n'), context).location).toBe('Gif-sur-Yvette, France');
    const deeper = ['Francis Roe', 'DOCTORANT EN ACTUARIAT', '514-913-4929 | francis.roe@example.com', 'Expérience', 'Compétition montréalaise en science des données\tMontréal', 'CO-ORGANISATEUR\tSeptembre 2021 – Mai 2022', 'Congrès Canadien des Étudiants en Statistique\tVirtuel', 'COPRÉSIDENT DU COMITÉ DE TRADUCTION\tSeptembre 2020 – Mai 2021', 'Université du Québec à Montréal\tMontréal', 'AUXILIAIRE D’ENSEIGNEMENT\tSeptembre 2015 – Présent'];
    expect(parseCv(deeper.join('\n'), context)).toMatchObject({ location: 'Montréal', phone: '+15149134929' });
    // A job's town abroad reads no number of the head as valid: the number written the North American way is read as one.
    const abroad = ['Martin Roe', 'www.martinroe.com • 936-714-5772 • martin.roe@example.com', 'Experiences & Achievements', 'Mosaic Media Group, Los Angeles, California', '2nd Assistant Producer  1/2016 – 5/2016', 'Nunez NFE, Bratislava, Slovakia', 'Screenwriter/Director, 1/2015 – Present'];
    expect(parseCv(abroad.join('\n'), context)).toMatchObject({ location: 'Bratislava, Slovakia', phone: '+19367145772' });
  });

  it("a student's jobs each dated by a year alone in the line's last cell", () => {
    const lines = ['Lamine Roe', 'lamine.roe@example.sn', 'EXPÉRIENCE PROFESSIONNELLE', 'Stage à ATECH CYBERSÉCURITÉ\t2025', 'Solutions web personnalisées pour particuliers et PME', 'Employé comptable (Odoo ERP) chez FISAFI MARKET\t2026', 'FORMATION', '2021 - 2022', 'Baccalauréat Série s2'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ title, start }) => `${title} ${start}`)).toEqual(['Stage à ATECH CYBERSÉCURITÉ 2025', 'Employé comptable (Odoo ERP) 2026']);
    expect(cv.total_years_experience).toBe(0);
  });
});

describe('twins and versions of real CVs read against each other (fictional people in their layouts)', () => {
  it('a year after a word that dates it ending a line is no postcode: the heading under it is no town', () => {
    const lines = ['Hector Roe\thector.roe@example.fr', 'DOB March 25th 1996\t+33 6 99 47 93 49', '• English level C2 certified Cambridge Advanced Grade A in 2016', 'Doctorate Thesis', 'Types-based static resource analysis\tSorbonne Université'];
    expect(parseCv(lines.join('\n'), context).location).toBeNull();
  });

  it('a name broken after its double hyphen, as French registers write a double surname, is read whole, and the title under it still heads the CV', () => {
    const lines = ['Thomas Roe--', 'Larcher', "Élève Ingénieur à l'ENSEEIHT", 'Toulouse', '0781890966', 'thomas.roelarcher@example.fr', 'Profils'];
    // Both lines in the largest type, as the PDF sets them.
    const layout = { largest: lines.slice(0, 2), headings: [] };
    expect(parseCv(lines.join('\n'), { ...context, layout })).toMatchObject({ full_name: 'Thomas Roe--Larcher', headline: "Élève Ingénieur à l'ENSEEIHT" });
  });

  it("an e-mail broken after a hyphen of its domain, a line of icons between, is read whole (a French university's student addresses)", () => {
    const text = 'Philomène Roe\nphilomene.roe1@etu.univ-\n\uE0AC\nlorraine.fr\nEXPÉRIENCES';
    expect(parseCv(text, context).email).toBe('philomene.roe1@etu.univ-lorraine.fr');
  });

  it('a month glued to its year ("Sept.2023-" over "Sept.2024") dates its job; "Juil.2018 et" over "Juil.2020" is two summers; an engineer\'s training is schooling', () => {
    const lines = ['Clément Roe', 'clement.roe@example.fr', 'EXPÉRIENCES PROFESSIONNELLES', 'Sept.2023-\tIngénieur IA pour modèles physiques', 'Sept.2024\tTotalEnergies', 'Pau, France\tOptimisation avec des modèles d’IA', 'Juil.2018 et\tAuxiliaire de vacances', 'Juil.2020\tBNP Paribas', 'Pau, France\tAccueil des clients', 'EDUCATION', '2019-2023\tEngineer training in IT and Telecommunications', 'Toulouse,\tENSEEIHT'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ title, start, end }) => `${title} ${start}..${end}`)).toEqual(['Ingénieur IA pour modèles physiques 2023-09..2024-09']);
    expect(cv.total_years_experience).toBe(1);
  });

  it('"Autres centres d\'intérêt", more of a section the parser knows, heads it: associations dated there are no jobs', () => {
    expect(["AUTRES CENTRES D'INTÉRÊT", 'Other interests', 'Autres compétences', 'Other languages', 'OTHER QUALIFICATIONS', 'Autres'].map(headingOf)).toEqual(['interests', 'interests', 'skills', 'languages', null, null]);
    const lines = ['Lisa Roe', 'lisa.roe@example.fr', 'EXPERIENCE PROFESSIONNELLE', '05.2023 – 08.2023 Stage à la Direction de l’Enfance de l’Eurométropole de Strasbourg', "AUTRES CENTRES D'INTÉRÊT", 'Présidente de l’association Les Engagés – 2021-2022', 'Bénévole à la Croix-Rouge française – 2017-2021'];
    expect(parseCv(lines.join('\n'), context)).toMatchObject({ total_years_experience: 0, experiences: [{ start: '2023-05', end: '2023-08' }] });
  });

  it('"Holidays" over "since 2019" in a column of dates is a job of each holiday, not one running since 2019', () => {
    const lines = ['Lisa Roe', 'lisa.roe@example.fr', 'WORK EXPERIENCE', '05.2022 –\tInternship at the French National Institute of Geography (IGN)', '07.2022\t- Carried out the survey of a bridge (1 week)', 'Holidays\tCamp leader in Leisure Center and Holiday Camp with CLAVIM, the association of the City of Issy-les-', 'since 2019\tMoulineaux (France) which focuses on Culture, Leisure, game activities'];
    expect(parseCv(lines.join('\n'), context).total_years_experience).toBe(0);
    // A job held since then is still one.
    const running = ['Lisa Roe', 'lisa.roe@example.fr', 'WORK EXPERIENCE', 'Camp director', 'since 2019\tLeisure Center of Issy-les-Moulineaux'];
    expect(parseCv(running.join('\n'), context).total_years_experience).toBe(7);
  });

  it("an icon font's glyph read as a closing bracket before a title is no part of it", () => {
    const lines = ['Ufuk Roe', 'ufuk.roe@example.fr', 'EXPERIENCE', '] Research Intern – Nokia Bell Labs, 04/2024 – 09/2024', '] Software Developer – LIP6 Research Lab, 04/2023 – 04/2024'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ title }) => title)).toEqual(['Research Intern', 'Software Developer']);
    expect(cv.headline).toBe('Research Intern');
  });

  it('two months over their year, as Awesome-CV sets them, date the entry beside them; a store named after a season is its employer', () => {
    const lines = ['Moussa Roe', 'moussa.roe@example.fr', 'EXPÉRIENCES PROFESSIONNELLES', 'Mars - Sept\tCDD : Data Scientist', '2024\tSAFT · Poitiers, France', '• Tableaux de bord Power BI', 'Feb - April\tPrintemps\tParis, France', '2022\tJunior Consultant', '• A benchmark of NFT practices'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2024-03..2024-09', '2022-02..2022-04']);
    expect(cv.experiences[1]).toMatchObject({ title: 'Junior Consultant', company: 'Printemps' });
  });
});

describe("CVs named 'Curriculum Vitae' (fictional people in the layouts of real ones)", () => {
  it("a form's labels set as a bulleted list, and a nurse's credentials after her name, leave the name alone", () => {
    expect(parseCv(['Curriculum Vitae', '• Name :  Nadia Mohammed Roe', '• Age : 20', '• Skills :', '• * Music producer'].join('\n'), context).full_name).toBe('Nadia Mohammed Roe');
    expect(parseCv(['Curriculum Vitae', 'Jasmine Roe BSN, RN, OCN', 'Atlanta, Georgia', 'jasmine.roe@example.com'].join('\n'), context).full_name).toBe('Jasmine Roe');
  });

  it("a heading after Word's rule of underscores, and 'Leadership & Management Experience', head jobs", () => {
    const lines = ['Jasmine Roe', 'jasmine.roe@example.com', 'Certifications', 'Oncology Nursing Certification Corporation (ONCC)', 'Oncology Certified Nurse 2021 - present', '______________________________ Professional Work Experience', '2020 - Present\tAdvance Nurse Scholar, Winship Cancer Institute, Atlanta, Georgia', '______________________________', 'Leadership & Management Experience', '2014 – 2020\tUnited States Air National Guard – Staff Sergeant, Logistics Planner, Pittsburgh, PA'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2020..null', '2014..2020']);
    expect(cv.total_years_experience).toBe(12);
  });

  it('"(December 2020 -)" under a title dates the current job', () => {
    const lines = ['Tom Roe', 'tom.roe@example.co.uk', 'Employment History', 'Maths Tutor, Prime Tuition Hounslow', '(December 2020 -)', '• Tutoring maths to students', 'Tennis Coaching Assistant, The Park Club', '(October 2016 - July 2017)', '• Worked with qualified coaches'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ title, start, end }) => `${title} ${start}..${end}`)).toEqual(['Maths Tutor 2020-12..null', 'Tennis Coaching Assistant 2016-10..2017-07']);
  });

  it("'Positions Held' heads jobs, dated by a column whose ranges break after their dash; fellowships are no jobs", () => {
    const lines = ['Dan Roe', 'dan.roe@example.com', 'Positions Held', 'November\tHarvard School of Medicine Department of Neurobiology', '2024 - Present Research Fellow in Neurobiology', 'May-\tBrandeis University Department of Biology', 'October 2024\tPostdoctoral Associate', 'Jan 2016-\tUniversity of Minnesota Department of Integrative Biology', 'August 2017\tResearch Assistant', 'Fellowships & Awards', 'Sept 2019-\tEndowed Fellowship in Neuroscience and Biomedical', 'Sept 2020\tSciences'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2024-11..null', '2024-05..2024-10', '2016-01..2017-08']);
    expect(['Positions Held', 'Academic Appointments', 'Fellowships & Awards', 'ENTREPRENEURIAL INITIATIVE'].map(headingOf)).toEqual(['experience', 'experience', 'other', 'experience']);
  });

  it("a referee's e-mail and number, after the jobs, are not the candidate's; a sidebar's 'References' over the main column's head is no referee", () => {
    const lines = ['Sajjad Roe (PhD)', 'Quantitative geneticist', 'Experience', 'Research Geneticist, USDA, Beltsville, MD\t2022 - Present', 'References', 'Dr. Romdhane Rekaya, Professor', 'Athens, GA 30602', 'Phone: (706) 555-0949', 'Email: rrekaya@example.edu'];
    expect(parseCv(lines.join('\n'), context)).toMatchObject({ full_name: 'Sajjad Roe', email: null, phone: null });
    // The head's own line, repeated under the referees, is still the candidate's.
    const repeated = ['Kim Roe', 'Traralgon VIC 3844', 'email: kim.roe@example.com', 'Experience', 'Teacher, Traralgon Primary School\t2013 - current', 'Referees', 'Ms Ann Lee, Principal', 'email: kim.roe@example.com'];
    expect(parseCv(repeated.join('\n'), context).email).toBe('kim.roe@example.com');
    const sidebar = ['Skills', 'HTML5, JavaScript', 'References', 'Available upon request', 'John Roe', 'Web Developer', 'Pleasantville, CA 94588\t(555) 123-4567\tjohn.roe@example.com', 'Experience', 'Creative Solutions Inc.\tJanuary 2019 to Present', 'Senior Web Developer'];
    expect(parseCv(sidebar.join('\n'), context).email).toBe('john.roe@example.com');
  });

  it("': Address :', a colon left of a form's label, still gives the town", () => {
    const lines = ['Name :  Somesh Roe', ': Address : 42/1 Bhawanipur colony near new golden school ,Annapurna road Indore,MP', ': Contact : 8817701703', ' : mail : somesh.roe@example.com', 'CAREER OBJECTIVE:'];
    expect(parseCv(lines.join('\n'), context).location).toMatch(/^Indore\b/);
  });

  it("a heading misspelt in capitals in a Word file ('EXPERIENCE PROFESSIONNNELLE') heads the jobs after awards", () => {
    const lines = ['Alban Roe', 'alban.roe@example.com', 'PRIX ET DISTINCTIONS', 'ECO Awards, Prix des meilleurs jeunes activistes pour l’environnement, 2024', 'EXPERIENCE PROFESSIONNNELLE', 'Agence béninoise pour l’Environnement\tjanvier 2026- présent', 'Stage professionnel', 'AGF International\tseptembre 2025- novembre 2025', 'Relai HSE'];
    expect(parseCv(lines.join('\n'), context).experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2026-01..null', '2025-09..2025-11']);
  });

  it("'ENTREPRENEURIAL INITIATIVE' heads the business its author ran", () => {
    const lines = ['Palkin Roe', 'palkin.roe@example.edu', 'EDUCATION', '2019 - 2022\tUniversity of Delhi\tDelhi, India', 'ENTREPRENEURIAL INITIATIVE', 'May 2020 –\tAesthetics with Palkin, Innovative & Sustainable Gifting\tDelhi, India', 'Apr 2023\tFounder & Content Creator'];
    expect(parseCv(lines.join('\n'), context)).toMatchObject({ total_years_experience: 3, experiences: [{ title: 'Founder & Content Creator', start: '2020-05', end: '2023-04' }] });
  });
});

describe("academic CVs (fictional people in the layouts of real ones)", () => {
  it("'University Experience' heads the posts; grants, talks and articles under headings of their own are no jobs", () => {
    const lines = ['Curriculum Vitae', 'Dr. Nick Roe', 'Associate Professor', 'Education', '• PhD, Arizona State University, Sociology, 2011', 'University Experience', '• Associate Professor, University of Arizona, 2022 – present', '• Assistant Professor, Texas State University, 2016 – 2022', '• Research Assistant, Arizona State University, 2008 – 2011', 'Grants and Contracts', 'Funded External Grants and Contracts', '1. Roe, N. (PI). Dietary patterns and cognition. National Institute on Aging, $34,665. (Funded: February 1, 1998 - August 31, 1999).', 'Invited Talks, Lectures, and Presentations', '1. “Cohort trends.” Population Research Colloquium, 1995 – 1996.'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences.map(({ title }) => title)).toEqual(['Associate Professor', 'Assistant Professor', 'Research Assistant']);
    expect(cv.total_years_experience).toBe(13);
    expect(['Refereed Journal Articles', 'Press Coverage', 'Main Recognitions:', 'Quarterly reports and presentations', 'Grants Manager', 'Key Achievements:'].map(headingOf)).toEqual(['other', 'other', 'other', null, null, null]);
  });

  it("a publication's DOI, whole or broken after a dot, and a link broken inside its path are no phone numbers", () => {
    const lines = ['Nick Roe', 'nick.roe@example.edu', 'Publications', '1. Roe, N. (2018). Diet and cancer. Journal of Geriatric Oncology, 9, 1-5. 10.1016/j.jgo.2017.10.004', '2. Roe, N. (2011). DUI recidivism. Drug and Alcohol Dependence, 118(2). https://doi.org/10.1016/j.drugalcdep.', '2011.05.006 (Impact factor, 2011: 3.383).', 'Press Coverage', '1. Media coverage. https://oxfordjournals.altmetric.com/details/', '129352660/news'];
    expect(parseCv(lines.join('\n'), context).phone).toBeNull();
    // A whole link over the phone leaves the phone alone.
    expect(parseCv(['Peter Roe', 'https://peter-roe.example.app/', '0799 555 724\tpeter.roe@example.com\tNairobi, Kenya'].join('\n'), context).phone).toBe('+254799555724');
  });

  it("'Name | CV' over the address: CV is the document, not Cape Verde", () => {
    const lines = ['Benjamin Roe | CV', 'Benjamin Roe', 'Duckworth Lab', 'University of Pennsylvania', '3675 Market St., Philadelphia, PA.', 'benjamin.roe@example.edu'];
    expect(parseCv(lines.join('\n'), context).location).toBe('Philadelphia, PA');
  });
});

describe('Word resumes beside portfolios (fictional people in the layouts of real ones)', () => {
  it('a name with what it is called in brackets before a separator, and one typed in lower case with a middle initial', () => {
    expect(parseCv(['Tan Weiming (Ray) | Singaporean', '+65 9555 7248 | ray.tan@example.com', 'Personal Summary', 'A developer.'].join('\n'), context).full_name).toBe('Tan Weiming');
    expect(parseCv(['Sinkor', 'Monrovia, 1000', '+231 555 110 368', 'samuelroe71@example.com', 'samuel k roe', 'Objective'].join('\n'), context).full_name).toBe('Samuel K Roe');
  });

  it("a soft hyphen inside an e-mail, and '(813)-555-0138', are read whole", () => {
    const cv = parseCv(['C H A R L E S   R O E', 'c\u00AD_roe@example.edu | (813)-555-0138 | 2401 Longview Street Austin, Texas 78705'].join('\n'), context);
    expect(cv).toMatchObject({ email: 'c_roe@example.edu', phone: '+18135550138' });
  });

  it('the title under the name, before the state where it is held, is no town', () => {
    const lines = ['D A V I D  R O E', 'Full-Stack Software Engineer · Colorado / Remote', 'david.roe@example.com · 385-555-0102', 'S U M M A R Y', 'Full-stack engineer.'];
    expect(parseCv(lines.join('\n'), context).location).toBe('Colorado');
  });

  it("a post's year left open after it, a comma after the months of a stacked range, a day after a month", () => {
    const academic = ['Richard Roe', 'richard@example.com', 'Experience (since 2000)', 'University of Westminster, London', 'Professor of Economic Evaluation, Westminster Business School\t2017 –', 'Principal Research Fellow\t2008 – 2016'];
    expect(parseCv(academic.join('\n'), context).experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2017..null', '2008..2016']);
    const stacked = ['Brian Roe', 'brian@example.com', 'Experience', 'Mar, 2008-', 'Sept,2008', 'Financial Analyst Intern', 'Jun, 2007- ', 'Mar,2008', 'Part-time Assistant'];
    expect(parseCv(stacked.join('\n'), context).experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2008-03..2008-09', '2007-06..2008-03']);
    const days = ['Vivien Roe', 'vivien@example.com', 'WORKING EXPERIENCE', 'Jan, 2009 – March 30,2017', 'BNP Paribas HK', 'May 2007 – Dec25, 2008 /contract', 'Morgan Stanley HK'];
    expect(parseCv(days.join('\n'), context).experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2009-01..2017-03', '2007-05..2008-12']);
  });
});

describe('more Word resumes beside portfolios (fictional people in the layouts of real ones)', () => {
  it('a margin heading in capitals wrapped over two lines, the first job beside its first word', () => {
    const lines = ['Ioan Roe', 'ioan.roe@example.com', 'EDUCATION\tUppsala University\t2014 – 2016', 'RELEVANT\tAIESEC Sweden\t2012 – present', 'EXPERIENCE', 'Digital Marketing Assistant / Web Developer', 'MBT Austria\t2011 – 2012', 'Marketing Communications Specialist'];
    expect(parseCv(lines.join('\n'), context).experiences.map(({ company, start, end }) => `${company} ${start}..${end}`)).toEqual(['AIESEC Sweden 2012..null', 'MBT Austria 2011..2012']);
  });

  it('a given name over a surname that shares its line with the town; a number with a spaced dash', () => {
    const lines = ['JAYLEN\t\t\t', 'ROE\t\t\t\tHuntsville, Texas', '\t\t(805) 350 - 8275  jaylenchef12@example.com', 'Work Experience', 'Lifeguard'];
    expect(parseCv(lines.join('\n'), context)).toMatchObject({ full_name: 'Jaylen Roe', location: 'Huntsville, Texas', phone: '+18053508275' });
  });

  it("the country before the town ('Maroc,Tiflet', 'USA, Austin'); a dash that sets the title off from the name", () => {
    expect(parseCv(['Jihane Roe', 'jihane.roe@example.com', '0638785449', 'Maroc,Tiflet', 'EXPERIENCE PROFESSIONNELLE'].join('\n'), context).location).toBe('Tiflet, Maroc');
    expect(parseCv(['Sam Roe', 'sam.roe@example.com', 'USA, Austin', 'Experience'].join('\n'), context).location).toBe('Austin, USA');
    expect(parseCv(['IKRAM ROE\t+33 6 55 93 78 50', '', '— EMBEDDED SYSTEM ENGINEER', 'PROFESSIONAL PROFILE', 'Embedded systems engineer.', 'ikram.roe@example.com'].join('\n'), context).headline).toBe('EMBEDDED SYSTEM ENGINEER');
  });

  it("a certificate under 'Autre expérience' is no job; a letter-spaced address; an initial run onto the name's end", () => {
    const other = ['Ismaïl Roe', 'ismail.roe@example.com', 'Expérience Professionnelle', 'Assistant de recherche\t02/2025 - 07/2025', 'Autre expérience', 'Responsable Informatique, Unipoly\t2024-2025', 'Certificat d’études musicales, Piano Classique\t2009-2022', 'J’ai suivi des cours de piano au Conservatoire de musique de Genève.'];
    expect(parseCv(other.join('\n'), context).experiences.map(({ title }) => title)).toEqual(['Assistant de recherche', 'Responsable Informatique']);
    const spaced = ['R I C H A R D  R O E', '1 9 9 5 E C O A L T O N R D 8 9 - 1 0 2 , B O U L D E R , C O 8 0 0 2 7', '8 0 1 - 5 5 5 - 1 7 4 1 • r . r o e @ e x a m p l e . c o m', 'EDUCATION'];
    expect(parseCv(spaced.join('\n'), context).location).toBe('BOULDER, CO');
    expect(parseCv(['THILAGARAJ.K\t3/173, Astalakshmi Avenue,', 'Email id: tk.roe@example.com\tParthasarathy Nagar, Manapakkam,', 'Phone No.:+919698120906\tChennai-600125.', 'Objective'].join('\n'), context).full_name).toBe('Thilagaraj K');
  });

  it("'GIS Work and Experience', a field's work in title case, heads jobs; 'Customer Experience' does not", () => {
    const lines = ['Kyle Roe', 'kyle.roe@example.com', 'Education', 'Bachelor of Science in Meteorology (University of South Alabama)', 'Degree Completed: Fall 2011', 'GIS Work and Experience', 'GIS Analyst: Montgomery, AL (Dixie Electric Cooperative) (Oct 2018 – Current)', 'GIS Technician: Fort Rucker, AL (CALIBRE SYS Inc.) (May 2012 – December 2012)'];
    expect(parseCv(lines.join('\n'), context).experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2018-10..null', '2012-05..2012-12']);
    expect(['Nursing Work Experience', 'Customer Experience'].map(headingOf)).toEqual(['experience', null]);
  });

  it("a name whose first word is a trade ('Hunter') is confirmed by an e-mail of its initials, a middle one between", () => {
    const lines = ['Hunter Roe ', 'Pass Christian, MS ', 'Phone: 228-555-3677 | Email: hrr2509@example.com', 'LinkedIn: click here | GitHub: click here', 'Summary', 'Software developer.'];
    expect(parseCv(lines.join('\n'), context)).toMatchObject({ full_name: 'Hunter Roe', headline: null });
  });

  it("a trade's name confirmed by the initials before the surname; a surname of two joined is no trade; the surname first, in title case, a part of the e-mail", () => {
    const trade = ['HUNTER KASTNER ', 'Lawton, OK 73507 |C: 580-555-1082 | hwkastner@example.com ', 'A dedicated and focused college student.'];
    expect(parseCv(trade.join('\n'), context).full_name).toBe('Hunter Kastner');
    const joined = ['Kirkland, WA 98033', '425-555-3453', 'Ianaac4@example.com', 'Ian Fleshman-Cooper', 'Summary', 'Customer service lead.'];
    expect(parseCv(joined.join('\n'), context).full_name).toBe('Ian Fleshman-Cooper');
    const surnameFirst = ['Zareno, John Arthuro P.\t', 'Arellano st. Dagupan City Panggasinan', 'Jope.zareno.up@example.com', '09325429106'];
    expect(parseCv(surnameFirst.join('\n'), context).full_name).toBe('John Arthuro P. Zareno');
  });

  it("a middle initial in capitals that the e-mail keeps apart stays apart; the contacts a text box puts after the schooling give their own town, not the school's", () => {
    expect(parseCv('LUIS F ROE \nFULL STACK SOFTWARE DEVELOPER\n(850) 555-2258 ⋄ luis.f.roe@example.com  ⋄ LinkedIn', context).full_name).toBe('Luis F Roe');
    const lines = ['Lynn', 'O’Roe', 'Experience', 'December 1999–Present', 'President • CEO • Affordable Fence and Gates', 'Education', 'Arizona State University, Tempe, AZ', '\t', 'Tucson, AZ', '\t520-555-5966', '\tlroe@example.com'];
    expect(parseCv(lines.join('\n'), context).location).toBe('Tucson, AZ');
  });

  it("a letter-spaced name beside a title, broken where a name of the e-mail ends; an employer's name is no person's; a range whose dash the font lost; a postcode no number", () => {
    const spaced = ['S A H E E D R O E Y E\tSYSTEMS AND SECURITY ADMINISTRATOR', '347-555-7563 | saheed.ayobami@example.com |\t| Kansas City, Missouri', 'Q U A L I F I C A T I O N S', '▪ Solid knowledge of Windows Server.'];
    expect(parseCv(spaced.join('\n'), context).full_name).toBe('Saheed Roeye');
    const headless = ['EXPERIENCE:', 'T. Rowe Price Associates, Portfolio Investment Analyst, Baltimore, MD, April 2022 to Present', '• Create R packages.'];
    expect(parseCv(headless.join('\n'), context).full_name).toBeNull();
    const dashless = ['Andrew Roe', 'androe@example.com', 'EDUCATION AND EXPERIENCE', 'DOG STAR TECHNOLOGIES\tAtlanta, GA', 'Project Scientist\t2015 present', '● Designed an interface for pre processing data', 'EMORY UNIVERSITY\tAtlanta, GA', 'Ph.D. Graduate Student\t2008 2013'];
    expect(parseCv(dashless.join('\n'), context).experiences?.map(({ start, end }) => `${start}..${end}`)).toEqual(['2015..null', '2008..2013']);
    const postcode = ['PATRICK ROE', 'Data Scientist', 'PERSONAL', 'Contact\tFloringasse 5, 69117 Heidelberg, DE', 'Phone: +49 177 85 44 151', 'E-Mail: patrick.roe@example.com'];
    expect(parseCv(postcode.join('\n'), context).phone).toBe('+491778544151');
  });

  it("a form's labels on lines of their own: the name under 'NAME'; 'DOB' over the date of birth is no village", () => {
    const form = ['CURRICULUM VITAE', 'Personal Details', 'NAME', 'GEOFFREY G. ROE', 'PHONE NO :', '0729555608', 'SEX', 'Male', 'E-MAIL', 'geoffrey.roe@example.com', 'DOB', '07/05/1986', 'NATIONALITY', 'Kenyan', 'ID NO.', '25951808'];
    const cv = parseCv(form.join('\n'), context);
    expect(cv).toMatchObject({ full_name: 'Geoffrey G. Roe', location: null });
    expect(cv.phone).toMatch(/729555608$/);
  });

  it('a name stacked in the largest type, the e-mail spelling one word of a line', () => {
    const lines = ['NGUYEN', 'NGHIEM THANG', 'SENIOR FULL-STACK', 'SOFTWARE ENGINEER', 'thang029023@example.com', 'PROFESSIONAL SUMMARY', 'Engineer.'];
    const layout = { largest: ['NGUYEN', 'NGHIEM THANG'], headings: [] };
    expect(parseCv(lines.join('\n'), { ...context, layout }).full_name).toBe('Nguyen Nghiem Thang');
  });

  it("a trade's surname after a given name the e-mail shortens; a bar without spaces after the name", () => {
    const baker = ['Matthew Baker', 'Kansas City, MO | (913) 555-9770 | mattbakerk@example.com | LinkedIn | Portfolio', 'Experience', 'PHP Developer\tNov 2021 – Present'];
    expect(parseCv(baker.join('\n'), context).full_name).toBe('Matthew Baker');
    const bar = ['NFOR MIRIAM ROE | Student', '', 'SULAIMANU ADAMU ROE| Ingénieur mécatronique', 'Douala, Littoral, Cameroun| +237680065161', 'Sulaimanuadamuroe144@example.com | www.linkedin.com/in/sulaimanu-adamu-roe', 'PROFIL PROFESSIONNEL'];
    expect(parseCv(bar.join('\n'), context)).toMatchObject({ full_name: 'Sulaimanu Adamu Roe', headline: 'Ingénieur mécatronique' });
  });

  it("a handle in small letters on a sidebar's line is no letter-spaced name, though the e-mail's parts spell it", () => {
    const lines = ['Contact Me', '+923032804856', 'shaxad.roe@example.com', 'shaxad.netlify.app', '143/03, Creek Road, Karachi', 'Shaxadroe', 'Education', 'Fazaia Inter College', '', 'Shehzad Roe', 'MERN Stack Developer', 'Work Experience', 'MarsoTech', 'ASP.NET Developer', 'March 2019 - April 2020'];
    const layout = { largest: ['Shehzad Roe'], headings: [] };
    expect(parseCv(lines.join('\n'), { ...context, layout }).full_name).toBe('Shehzad Roe');
  });

  it("'Full name' in sentence case before the name in a table's cell; 'Academic and Research Appointments' heads the jobs", () => {
    const form = ['Curriculum Vitae', 'Personal details', 'Full name\tMarcin Roe', 'Date of birth\t4 May 1993', 'Communicators\t+48 731 233 890', 'E-mail\tmarcin@example.pl'];
    expect(parseCv(form.join('\n'), context).full_name).toBe('Marcin Roe');
    const academic = ['Rekha Roe', 'Email: rekha@example.in', 'Academic and Research Appointments', 'NISER, Bhubaneswar, India (Nov 2022 - present).Assistant Professor.', 'University of Edinburgh, UK(2020-2022).Postdoctoral Research Associate.', 'Education', '2011-2016 Integrated PhD in Mathematics, Chennai'];
    expect(parseCv(academic.join('\n'), context).experiences?.map(({ start, end }) => `${start}..${end}`)).toEqual(['2022-11..null', '2020..2022']);
  });

  it('a stale year left between a range\'s start and "present" ends nothing: the job goes on', () => {
    const lines = ['Clayton Roe', 'clayton.roe@example.com', 'PROFESSIONAL EXPERIENCE', 'AtoB, Tier 2 Support\tSan Francisco, CA Dec. 2021-2020-present.', 'Develop new processes.', 'Warrior Made, Customer Experience Support\tSanta Cruz, CA Feb. 2020-Dec. 2021'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences?.map(({ start, end }) => `${start}..${end}`)).toEqual(['2021-12..null', '2020-02..2021-12']);
    expect(cv.total_years_experience).toBe(6);
  });

  it('a middle initial and the surname under the given names are the name; years a slash apart, more than a school year, a range', () => {
    const designed = ['Maria Divina', 'M. Roe', '(+63) 929 - 555 - 8535', 'divina.roe@example.com', 'Objective:', 'Seeking an opportunity.', 'Work Experience', 'Crew Leader 2019 - Present'];
    expect(parseCv(designed.join('\n'), context)).toMatchObject({ full_name: 'Maria Divina M. Roe', headline: 'Crew Leader' });
    const slashed = ['ROE Adrien', '06.95.55.87.21\tadrien.roe@example.fr', 'Expérience professionnelle', "2020/2022: travail en alternance en tant qu'électrotechnicien chez KEM ONE", 'Formation', '2019/2020: BTS électrotechnique'];
    expect(parseCv(slashed.join('\n'), context).experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2020..2022']);
  });

  it("a contact's cell beside a stacked name's line is none of it; a given name above in smaller type, which the e-mail opens with", () => {
    const cells = ['dariohj1998@example.com', 'Dario\t+52 1 55 48 11 90 02', 'HERRERA JIMENO\tdariohj.com', 'Education', 'Instituto Politécnico Nacional\tFebruary 2018 - July 2023'];
    const cellsLayout = { largest: ['Dario\t+52 1 55 48 11 90 02', 'HERRERA JIMENO\tdariohj.com'], headings: [] };
    expect(parseCv(cells.join('\n'), { ...context, layout: cellsLayout })).toMatchObject({ full_name: 'Dario Herrera Jimeno', location: null });
    const above = ['Dario', 'Herréra Jiménez', 'P R O F I L', 'En recherche d’un poste de développeur mobile.', 'CONTACT', 'darioh52@example.com'];
    expect(parseCv(above.join('\n'), { ...context, layout: { largest: ['Herréra Jiménez'], headings: [] } }).full_name).toBe('Dario Herréra Jiménez');
    // A third word stacked under two, which the e-mail spells with them.
    const three = ['TOMAS', 'ANDREI', 'POPESCU', 'Final Year Computer', 'Science Student', 'tomas.andrei.popescu@example.com'];
    expect(parseCv(three.join('\n'), { ...context, layout: { largest: ['TOMAS', 'ANDREI'], headings: [] } }).full_name).toBe('Tomas Andrei Popescu');
    // In capitals and larger type, which the e-mail ends with.
    const capitals = ['KOFFI', 'MBALA NZUZI', 'Ingénieur Logiciel', 'C O N T A C T', '+243 981 234 567', 'mbalanzuzikoffi@example.com'];
    expect(parseCv(capitals.join('\n'), { ...context, layout: { largest: ['KOFFI'], headings: [] } }).full_name).toBe('Koffi Mbala Nzuzi');
  });

  it('a name in small letters run together, which two parts of the e-mail spell; a known heading is spelled by no initials', () => {
    const joined = ['about', '12 avenue Aristide Briand', '35000 Rennes', 'roubet.marwan@example.com', '+33 6 0330 5677', 'languages', 'French – Native', 'English – Proficient', 'Japanese – Notions', 'marwanroubet', 'Experience', 'Software engineer at Ubisoft, 2016 - 2020'];
    expect(parseCv(joined.join('\n'), { ...context, layout: { largest: ['marwanroubet'], headings: [] } }).full_name).toBe('Marwan Roubet');
    const initials = ['Dept. of Mathematics, Office 2-334', 'Rafael Grau\tMIT, Cambridge, MA 02139', '(+1) 210 555 0805', 'rgi@example.edu', 'Curriculum Vitae', 'Research Interests', 'Nonlinear Dispersive PDEs.', 'Education', '2015 - Present PhD Candidate in Mathematics.'];
    const headings = [{ text: 'Rafael Grau', size: 33.9 }, { text: 'Research Interests', size: 14.3 }, { text: 'Education', size: 14.3 }];
    expect(parseCv(initials.join('\n'), { ...context, layout: { largest: ['Rafael Grau'], headings } }).full_name).toBe('Rafael Grau');
  });

  it("the name in a line's first cell, a summary beside it; a town before its state written with its word; a long heading in capitals", () => {
    const beside = ['Alexis Tremblay\tFrench Engineer with 3-year experience in web devel-', 'Nantes, France\topment looking to work abroad.', '+33 6 21 83 50 27\tOrganised, open-minded.', 'tremblay.alexis@example.com', 'Experience and education', 'Full-stack web developer, sept 2018'];
    expect(parseCv(beside.join('\n'), context).full_name).toBe('Alexis Tremblay');
    const nigerian = ['Princewill Roe', '| Address: 1, Behind Ido Country Plaza, Ilado, Off Badagry Express Way, Badagry, Lagos State. | Phone no: 081-3744-5867 | Email: princewill@example.com', 'Summary', 'A web developer.'];
    expect(parseCv(nigerian.join('\n'), context).location).toBe('Badagry, Lagos');
    const french = ['POCH', 'SARAH', 'sarah.roe@example.fr', 'FORMATION', 'Licence Informatique', '2018-2021', 'EXPERIENCE PROFESSIONNELLE ET ENGAGEMENT CITOYEN', 'Stage de Master au sein de l’équipe EO Analytics', 'Mai 2022- Septembre 2022', 'Cheftaine de compagnie - Guides et Scouts d’Europe', 'Depuis 2018', 'COMPÉTENCES', 'Python, Java'];
    expect(parseCv(french.join('\n'), context).experiences.map(({ start, end }) => `${start}..${end}`)).toEqual(['2022-05..2022-09', '2018..null']);
  });

  it("an employer that shares a lone town's name is no place where the job's next line names a town with its state; an address closes on its town and state", () => {
    const ford = ['CHRISTINE ROE', 'christine.roe@example.com | (626) 555-8105', 'EXPERIENCE', 'Ford – Associate Interiors Mechanical Design Engineer\tMay 2024 – Present', 'Advanced EV Development\tIrvine, California', '▪ Owning design of center console', 'Associate Prototype Engineer\tJuly 2023 – May 2024'];
    expect(parseCv(ford.join('\n'), context).location).toBe('Irvine, California');
    const address = ['RESUME', 'Address:', 'Door No:3-822/2,', 'Krishna Nagar,', 'Nulkapet, Tadepalli', 'Guntur, Andhra Pradesh', 'Name: Padala Roe', 'Email: padala.roe@example.com', 'CAREER OBJECTIVE:', 'To gain practical experience.'];
    expect(parseCv(address.join('\n'), context).location).toBe('Guntur, Andhra Pradesh');
    // A sidebar's narrow column wraps it over four lines before the next label, the town on the third.
    const sidebar = ['Dinesh Roe', 'Intern - A*STAR', 'Contact', 'Address', '12-34, 101 Jurong', 'Avenue 5.', 'Singapore, Jurong,', '600101', 'Phone', '9123 4567', 'E-mail', 'dinesh.roe@example.edu'];
    expect(parseCv(sidebar.join('\n'), context)).toMatchObject({ location: 'Singapore', phone: '+6591234567' });
    // A British close, a street of its own kind, before its town, and the county with the postcode under them.
    expect(parseCv('Sam Roe\nsam.roe@example.com\n7 Larch Close, Maldon\nEssex, CM9 4AB\nPROFILE', context).location).toBe('Maldon');
  });

  it('a surname that is a trade, confirmed by an e-mail of the surname and a number, or of the given name and surname without the middle one', () => {
    const numbered = ['FELIX BARBER, PH.D.', 'ASSISTANT PROFESSOR OF MICROBIOLOGY, THE OHIO STATE UNIVERSITY', 'barber.527@example.edu | +1 (617) 555-1685', 'EDUCATION', 'HARVARD UNIVERSITY\tCambridge, MA, USA'];
    expect(parseCv(numbered.join('\n'), { ...context, layout: { largest: numbered, headings: [] } }).full_name).toBe('Felix Barber');
    const middle = ['FELIX JOSEPH BARBER', 'POSTDOCTORAL RESEARCH ASSOCIATE, ROJAS LAB, NEW YORK UNIVERSITY', 'felixbarber@example.edu | https://felixbarber.github.io', 'EDUCATION'];
    expect(parseCv(middle.join('\n'), { ...context, layout: { largest: middle, headings: [] } }).full_name).toBe('Felix Joseph Barber');
  });

  it("a Dutch postcode, an Iranian one of ten digits and an Indian one after a dash leave the town, and the phone follows the country", () => {
    const dutch = ['Anisha Roe', 'Jordaanstroom 69, 2721 BG, Zoetermeer | 06 87598238 | anisha.roe@example.nl', 'Personalia', 'Opleiding'];
    expect(parseCv(dutch.join('\n'), context)).toMatchObject({ location: 'Zoetermeer', phone: '+31687598238' });
    const iranian = ['ROE, Babak', 'E-mail address:\t\tbabak.roe@example.com', 'Address: \t\t\tUnit 12, N50, Amini alley, Younesyan st, ', '                 \t\t\tDamavand ave, Tehran 1731783685', 'Phone numbers: \t\t+98-21-77991579'];
    // The postcode, read as a Tehran number, gives way to the number the head labels; a referee's labelled number does not.
    expect(parseCv(iranian.join('\n'), context)).toMatchObject({ location: 'Tehran', phone: '+982177991579' });
    const referee = ['CONTACT', '+94 77 555 0625', 'pasindu.roe@example.com', 'Pasindu Roe', 'Galle', 'TECHNICAL SKILLS', 'Java', 'REFEREES', 'Mr. Chathura Roe', 'Senior Technical Lead', 'Email : chathura@example.com', 'Telephone No. : +94 77 555 2841', 'EXPERIENCE', 'Software Engineer at Creative Software'];
    expect(parseCv(referee.join('\n'), context).phone).toBe('+94775550625');
    const indian = ['CURRICULUM VITAE', 'ANKAN ROE', 'Address:\t19/4 Sahapur Colony (West), Plot - 141,', 'New Alipore, Kolkata - 700053,', 'West Bengal, India', 'Telephone:\t+91 8697797274', 'Email:\tankan.roe@example.com'];
    expect(parseCv(indian.join('\n'), context).location).toBe('Kolkata, West Bengal, India');
  });

  it("a generic mailbox on a domain of the person's name confirms it; a sentence's end above a sidebar's contacts is no place", () => {
    const generic = ['Contrat de professionnalisation', 'informatique', 'Formation', 'DUT Informatique', 'ULCO (Calais) - 2016-2018', 'Compétences', 'Git', 'Maxime roe', '19 ans', 'Permis B', 'contact@maxime-roe.fr', '+33 6.19.01.59.88'];
    expect(parseCv(generic.join('\n'), context).full_name).toBe('Maxime Roe');
    const sidebar = ['Clément Roe', 'Senior Software Developer', 'Expérience Professionnelle', 'Cosmo Tech, Lyon — Développeur', 'Mai 2014 – Fev. 2017', 'Formation & Recherche', 'Université de Lyon, Lyon — DUT Informatique', 'J’ai validé mon diplôme avec un stage de trois mois à l’université de Staffordshire', 'à Stoke-on-Trent (UK).', '06 75 63 35 63', 'clement.roe@example.com', 'github.com/croe'];
    expect(parseCv(sidebar.join('\n'), context)).toMatchObject({ location: null, phone: '+33675633563' });
  });

  it("a LinkedIn profile's export, machine-translated: the place under the name and the headline, after the sidebar's skills", () => {
    const linkedIn = ['Machine Translated by Google', 'Contact', '0638653350 (Portable)', 'mohamed.roe@example.com', 'www.linkedin.com/in/mohamed-roe', 'Principales compétences', 'Python (langage de programmation)', 'AWS Lambda', 'Mohamed Roe', 'Ingénieur logiciel chez Ntt Data', 'Agadir, Souss Massa, Maroc', 'Résumé', 'Je suis un développeur web.', 'Expérience', 'NTT DATA Maroc', 'Ingénieur logiciel', "Février 2023 Aujourd'hui (9 mois)", 'Maroc'];
    expect(parseCv(linkedIn.join('\n'), { ...context, layout: { largest: ['Mohamed Roe'], headings: [] } })).toMatchObject({ location: 'Agadir', phone: '+212638653350' });
  });

  it("a name stacked in the first cells of the largest type, beside the jobs' column, which the e-mail spells surname first", () => {
    const lines = ['EXPERIENCE', 'Freelancer', 'Upwork | Août 2022-En cours', 'Mohamed\tStage de la conservation foncière et du cadastre', 'BOURRIZ\tANCFCC', 'Fès, Fès-Meknès, Maroc | septembre 2022', 'A PROPOS', 'Étudiant en ingénierie topographique.', 'CONTACT', '+212 660465254', 'Bourrizmohamed@example.ma'];
    const largest = ['EXPERIENCE', 'MES COMPETENCES', 'Numériques', 'Mohamed\tStage de la conservation foncière et du cadastre', 'BOURRIZ\tANCFCC', 'A PROPOS'];
    const headings = [{ text: 'EXPERIENCE', size: 16 }, { text: 'BOURRIZ\tANCFCC', size: 16 }, { text: 'A PROPOS', size: 16 }];
    expect(parseCv(lines.join('\n'), { ...context, layout: { largest, headings } }).full_name).toBe('Mohamed Bourriz');
  });

  it('where the candidate was born is no place of residence', () => {
    const french = ['Adam Roe', '• Né le 30 août 2003 à Ain El Hammam (Algérie)', '• Nationalités : française et algérienne', '• Courriel : adam.roe@example.com', 'Formation', 'Licence de mathématiques'];
    expect(parseCv(french.join('\n'), context).location).toBeNull();
    const english = ['Justine Roe', 'justine.roe@example.org', 'Born 21/10/1992 in Montpellier (France)', 'OVERVIEW', 'PhD in combinatorics.'];
    expect(parseCv(english.join('\n'), context).location).toBeNull();
  });

  it("a nickname in quotes inside the name, particles beyond four words, a form's 'Postal Code, City' label", () => {
    const quoted = ['Alex “Seoung Yeon” Roe\t1305 S Michigan Avenue #1604', 'Programmer\tChicago, Illinois, 60605', '(773)555-6211', 'alexroe@example.com', 'Skills', 'C#, C++, Python'];
    const layout = { largest: ['Alex “Seoung Yeon” Roe\t1305 S Michigan Avenue #1604', 'Programmer\tChicago, Illinois, 60605'], headings: [] };
    expect(parseCv(quoted.join('\n'), { ...context, layout }).full_name).toBe('Alex Roe');
    const particles = ['REY ALLEN REYES DE LA ROE', 'E-mail: reyallen@example.com', 'Address: 25 Highfield Park Drive, Dartmouth, NS, B3A4S2', 'Objective', 'A college student.'];
    expect(parseCv(particles.join('\n'), { ...context, layout: { largest: particles.slice(0, 3), headings: [] } }).full_name).toBe('Rey Allen Reyes De La Roe');
    const form = ['Curriculum Vitae', 'Philippe Roe', 'PERSONAL INFORMATION', 'Address ', 'Paukenstraat 2', 'Postal Code, City ', '1312 WL, Almere (the Netherlands)', 'E-mail', 'philippe.roe@example.com'];
    expect(parseCv(form.join('\n'), context).location).toBe('Almere, the Netherlands');
  });

  it("a preprint's arXiv identifier is no phone number", () => {
    const before = ['Mara Roe', 'Recherche', 'Monographe, première version sur arXiv:2412.03588', '+33689614708 • mara.roe@example.org', 'Formation', 'Doctorat de mathématiques'];
    expect(parseCv(before.join('\n'), context).phone).toBe('+33689614708');
    const none = ['MELINDA ROE, PH.D.', 'Astrophysicist, University of Wisconsin–Madison', 'mroe@example.edu', 'Publications', 'O’Shea, T., Roe, M. et al. Shooting for the Stars, 2025, ApJ, 995, 1. [2510.26881]', 'Hwang, S., Roe, M. [arXiv preprint arXiv:2509.01966, September 2, 2025]'];
    expect(parseCv(none.join('\n'), context).phone).toBeNull();
  });
});

describe('CVs read by hand in a sixty-second session (fictional people in the layouts of real ones)', () => {
  it("a Portuguese postcode, hyphened, after an institute and its street: the town, and the postcode is no phone; a grant's number is none either", () => {
    const porto = ['Rui Roe', ' CAUP, Rua das Flores, 4150-999 Porto, Portugal\t rui.roe@example.pt\t 0000-0003-1234-567X', 'Short Bio', 'I am a postdoctoral researcher.', 'Experience', 'Instituto de Astrofísica, Post-doctoral researcher\tNov 2024 – present'];
    expect(parseCv(porto.join('\n'), context)).toMatchObject({ location: 'Porto, Portugal', phone: null });
    const grant = ['Ana Roe', 'ana.roe@example.org', 'Projects', 'Software for a solar telescope, funded by an ERC project, grant number 101099999, Faculdade de Ciências'];
    expect(parseCv(grant.join('\n'), context).phone).toBeNull();
  });

  it("an Indian town the gazetteer does not hold, its taluk's mark and its PIN written in two groups", () => {
    const lines = ['RESUME', 'P.Roe,', 'D\\O K. Roe,', '12\\3B, NORTH STREET,', 'KEELAPAVOOR,', 'TENKASI(TK)-627 811,', 'TENKASI(DIST).', 'EMAIL ID:p.roe@example.com', 'MOBILE NUMBER: 8344800000', 'OBJECTIVE:'];
    expect(parseCv(lines.join('\n'), context).location).toBe('TENKASI');
  });

  it("a column that stacks each range's end over its start, beside the entry's title and its first bullet", () => {
    const lines = ['Alejandra ROE', 'Engineer and software developer', 'PROFESSIONAL EXPERIENCE', 'Present\tSoftware Engineer, ACME TECNOLOGÍA S.A.', 'August 2021\t∠ Help develop microservices.', 'August 2021\tDeveloper/Senior Developer, NORTHWORKS S.R.L.', 'June 2020\t∠ Perform work in different projects.', 'May 2020\tFull-Stack Developer, BETA S.A.S.', 'February 2019\t∠ Development of web pages.', 'CERTIFICATIONS', 'AWS CERTIFIED DEVELOPER\t2020'];
    expect(parseCv(lines.join('\n'), context).total_years_experience).toBe(7);
    // "Present" as a sentence's verb over a dated line is no range's end.
    const verb = ['Jo Roe', 'EXPERIENCE', 'Analyst, Beta Corp\tJan 2024 – Present', 'Present findings to the board.', 'March 2015\tMarch 2015 cohort of the analysts’ programme'];
    expect(parseCv(verb.join('\n'), context).total_years_experience).toBe(2);
  });

  it("a number written without a trunk 0 or a country code, in a CV that names no country, is kept as written, not read as French", () => {
    const polish = ['PIOTR', 'ROE', 'CONTACT', 'Phone: 601 555 123', 'E-mail address: piotr.roe@example.com', 'LANGUAGES', 'Polski - Native (C2)', 'HARD SKILLS', 'JavaScript'];
    expect(parseCv(polish.join('\n'), context)).toMatchObject({ phone: '601 555 123', whatsapp_number: null });
    // Far from the e-mail, in a sidebar under the schooling: kept as written too.
    const sidebar = ['Javier Roe', '', 'javier@example.es', 'Abstract', 'Quantitative biologist.', 'Work experience', '2016 – Developer at Acme', 'Education', '2004-2011 – Licenciado en Biología', '', '677 12 34 56\tj.roe', 'Competencias', 'Python'];
    expect(parseCv(sidebar.join('\n'), context)).toMatchObject({ phone: '677 12 34 56', whatsapp_number: null });
    // Written the French way, it is still read as French.
    expect(parseCv(['Léa Roe', 'lea.roe@example.fr', '06 12 34 56 78', 'Expérience'].join('\n'), context).phone).toBe('+33612345678');
  });

  it("the document's language under its title is no name; markets and languages by their codes, and a stacked name's cells, are no place", () => {
    const version = ['CURRICULUM VITAE', 'English Version', 'Iker Roe Medina', 'Born the 3rd of May 1975 in Xalapa, Veracruz, Mexico.', 'Studies', '2013\tSeminar, Mexico city'];
    expect(parseCv(version.join('\n'), context).full_name).toBe('Iker Roe Medina');
    const markets = ['OMAR ROE', 'Technical Business Development / Account Manager · MENA · CIS · EN · AR · RU', 'omar.roe@example.com', 'WhatsApp +7 996 555 0123', 'PROFILE'];
    expect(parseCv(markets.join('\n'), context).location).toBeNull();
    const stacked = ['Viktor\t_ADDRESS_', '! +420 000 000 000', 'Bálint\t" _email_', 'viktor-balint', 'Curriculum Vitae\tOnline CV', 'Work experience', 'Acme Central Europe\t2022–Present', 'Automation Specialist'];
    const layout = { largest: ['Viktor', 'Bálint'], headings: [{ text: 'Viktor', size: 33.9 }, { text: 'Bálint', size: 33.9 }, { text: 'Work experience', size: 14.3 }] };
    expect(parseCv(stacked.join('\n'), { ...context, layout })).toMatchObject({ full_name: 'Viktor Bálint', location: null });
  });

  it("a banner before a name in capitals, a stray plus before a French number, a town written with its accents, a US area code before a slash", () => {
    const banner = ['Curriculum Vitae JANE DE ROE', 'Personal information / data', 'Mobile \t\t0176 / 75391234', 'Email \t\tjane.roe@example.com', 'Address\tKönigstraße 1, 70173 Stuttgart, Germany'];
    expect(parseCv(banner.join('\n'), context).full_name).toBe('Jane De Roe');
    // Mâcon, written with its circumflex, is the French town, not Macon, Georgia, a larger one; and the number is French.
    const student = ['M A L O  R O E', 'E T U D I A N T', 'C O N T A C T', '+ 07 67 45 00 00', 'malo.roe@example.com', '51 rue des Lilas, Mâcon', 'F O R M A T I O N S'];
    expect(parseCv(student.join('\n'), context)).toMatchObject({ phone: '+33767450000', location: 'Mâcon' });
    expect(context.places.parse('Mâcon').country).toBe('FR');
    expect(context.places.parse('Macon').country).toBe('US');
    const slash = ['Evan Roe', 'evan.roe@example.edu', '214/555-0142', 'EDUCATION', 'Texas A&M University, College Station, TX\tJanuary 2021 - Present'];
    expect(parseCv(slash.join('\n'), context).phone).toBe('+12145550142');
  });

  it("a year after a word under a school's line is no town before its postcode; a town in small letters under a postcode alone is one", () => {
    const graduated = ['Nathan', 'Roe', 'EXPERIENCE', 'Acme, Remote - Senior Customer Operations Specialist', 'January 2022 - Present', 'EDUCATION', 'Riverside College, Springfield, IL — History', 'Graduated 2014', 'Focus: Quantitative Research Methods', '', '(805) 555-0142', 'nathan.roe@example.com', 'SKILLS'];
    expect(parseCv(graduated.join('\n'), context).location).not.toBe('Graduated');
    const village = ['Informations', 'âge :', '20 ans', 'Téléphone:', '06 86 85 00 00', 'Email:', 'jules.roe@example.com', 'Adresse:', '1 place de la Mairie', '59680', 'Ferrière la petite', 'Mobilité :', 'Permis B'];
    expect(parseCv(village.join('\n'), context).location).toBe('Ferrière la petite');
  });

  it("a form's given name and surname after their labels and a tab; a town before its postcode and a comma, over a heading", () => {
    // A surname of several words and particles, longer than a name unlabelled may be.
    const form = ['PROFIL', 'Prénom\tBaptiste', 'Nom de famille\tMoreau de Valbonnais d’Arnoville', 'Téléphone\t07.12.34.56.78', 'Adresse email\tbaptiste.roe@example.com', 'À LA RECHERCHE D’EMPLOIS', 'Expériences\tCompétences'];
    expect(parseCv(form.join('\n'), context)).toMatchObject({ full_name: "Baptiste Moreau de Valbonnais d'Arnoville", location: null });
    const village = ['HUGO', 'ROE', '18 ans, véhiculé, Permis', 'Etudiant de BUT Informatique', '07 67 37 00 00', 'hugo.roe@example.com', '236 chemin des Prés,', 'Senonnes, 53390', 'LANGAGES', 'Anglais (courant)'];
    expect(parseCv(village.join('\n'), context).location).toBe('Senonnes');
  });

  it("a number grouped as no French number is, where the CV names no country, is kept as written; a range a bullet's sentence runs through dates no job", () => {
    const australian = ['Liam Roe', 'Mobile: 0411 555 123', 'Email: liam.roe@example.com', 'PROFESSIONAL SUMMARY', 'A second-year Computer Science student.'];
    expect(parseCv(australian.join('\n'), context)).toMatchObject({ phone: '0411 555 123', whatsapp_number: null });
    const bullet = ['Mandy Roe', 'mandy.roe@example.com', 'EXPERIENCE', 'Undergraduate Research Assistant\tJune 2022 – May 2023', 'The University of Texas at Austin', '• Performed strontium isotope chemistry in a clean lab', '• Inventoried field records and sampling data from 1994 to present, organizing physical samples, field notebooks, and', 'an Access database for archival purposes'];
    expect(parseCv(bullet.join('\n'), context).total_years_experience).toBe(1);
  });

  it("AltaCV's calendar icon, read as a letter before the dates, is neither the job's title nor its employer", () => {
    const lines = ['BRUNA ROE', 'Electrical Engineer | Telecommunications | Software', '@ bruna.roe@example.com\t* São Paulo-SP, Brazil', 'EXPERIENCE', 'Software Developer', 'Robotics Team', 'z April/2019 – November/2022', '• Software development for a robotics team.', 'Junior Software Developer', 'Acme Rail', 'z February/2023 – Present', '• Software for train supervision.'];
    const cv = parseCv(lines.join('\n'), context);
    expect(cv.experiences?.map(({ title, company }) => [title, company])).toEqual([['Software Developer', 'Robotics Team'], ['Junior Software Developer', 'Acme Rail']]);
  });
});

describe('CVs of a sixty-third reading, English CVs of portfolios (fictional people in the layouts of real ones)', () => {
  it('a name a bullet parts from the contacts on its line, and a labelled name after an icon and a full-width colon', () => {
    const bulleted = ['● Sanne Bakker ● (+31) 612345678 ● Portfolio: www.example.com', 'Work Experience', 'Acme NLG\tOnline, September 2022 – April 2023', 'Data Science Thesis Internship'];
    expect(parseCv(bulleted.join('\n'), context).full_name).toBe('Sanne Bakker');
    // "RESUME" under "MY" reads as the French heading for a summary: the form's field is read under it all the same.
    const form = ['MY', 'RESUME', '\uE60E Name： KALTOUMA ABAKAR SALEH', '\uE60F Phone： 008613012345678', '', '\uE610 Email： ksaleh@example.org', '', 'KALTOUMA ABAKAR', 'SALEH', ' Education', 'Sep 2020 - Present\tTongji University'];
    expect(parseCv(form.join('\n'), context).full_name).toBe('Kaltouma Abakar Saleh');
  });

  it("a German house number after its street, then the postcode, is no phone; a town and its country joined by an en dash", () => {
    const german = ['Max Mustermann', 'Curriculum Vitae', 'Persönliche Daten', 'geboren 3. Mai 1980, Berlin', '', 'Lindenstr. 21 – 69117 Heidelberg', ' +49 (0) 176 5550 1234 • # max@example.org'];
    expect(parseCv(german.join('\n'), context)).toMatchObject({ phone: '+4917655501234', location: 'Heidelberg' });
    const valbonne = ['Li Wei', 'Telephone:+33612345678', 'Email:liwei@example.org', 'Address:12 Route des Lucioles', '06560 Valbonne–France', 'Education', '10/2017-Now Polytech'];
    expect(parseCv(valbonne.join('\n'), context).location).toBe('Valbonne, France');
    // Not inside an e-mail whose hyphen the PDF draws as an en dash.
    const email = ['Li Wei', ' Li–Na@example.edu.cn ·  (+86) 186-5555-0123 ·', 'Education', '10/2017-Now Polytech'];
    expect(parseCv(email.join('\n'), context).location).toBeNull();
  });

  it('a spaced-out name the e-mail writes surname first; a given name in the largest type over its surname, after a sidebar', () => {
    const turned = ['S A N N A L I N D Q V I S T', '', 'C O N T A C T', '+46 701234567', 'Stockholm, SE', 'lindqvistsanna@example.com', 'E D U C A T I O N', 'BERGHS SCHOOL', 'Growth Marketing', '2025-2026'];
    expect(parseCv(turned.join('\n'), context).full_name).toBe('Sanna Lindqvist');
    const sidebar = ['CONTACT ME', '+34 600 555 188', 'ferranroe@example.com', 'Sabadell, Barcelona, 08201', 'EDUCATION', "Bachelor's Degree in Video Game Development", '2022-2026 CITM - UPC', 'SKILLS', 'Time management', 'FERRAN', 'ROE', 'Game Producer', 'I am a Game Producer with experience leading teams.'];
    expect(parseCv(sidebar.join('\n'), { ...context, layout: { largest: ['FERRAN'], headings: [] } }).full_name).toBe('Ferran Roe');
  });

  it('a street and its house number, then the country and a note, are no town; a country code in brackets before a trunk in brackets is kept whole', () => {
    const street = ['Ion Roe', 'Date of birth: 14/07/2003', 'Email address: ion.roe@example.org', 'Address: Libertatii 12, Moldova (Home)', 'EDUCATION AND TRAINING', '01/10/2021 – CURRENT Iasi, Romania'];
    expect(parseCv(street.join('\n'), context).location).toBeNull();
    const bracketed = ['Diego Roe', '(+52)(044)5512345678\tdiego.roe@example.org', 'EXPERIENCE'];
    expect(parseCv(bracketed.join('\n'), context).phone).toBe('(+52)(044)5512345678');
  });

  it("two given names over a surname in the largest type; a French form's \"Nom\" that holds the whole name; a banner \"for\" the name", () => {
    const stacked = ['ANA MARIA', 'KOVALENKO', 'Director of Informatics', 'Acme Biosystems Inc.', '100 Main Street, Springfield, Ohio 45501', 'amk@example.com', 'EMPLOYMENT', '2024-\tDirector of Informatics'];
    expect(parseCv(stacked.join('\n'), { ...context, layout: { largest: ['ANA MARIA', 'KOVALENKO'], headings: [] } }).full_name).toBe('Ana Maria Kovalenko');
    const form = ['Curriculum vitae', 'Informations personnelles', 'Nom Luc Roe', 'Date de naissance 3 mars 1990', 'Addresse Rue du Lac 7, 1700 Fribourg', 'Téléphone +41 76 555 51 05', 'E-mail lroe@example.fr', 'Profil personnel'];
    expect(parseCv(form.join('\n'), context)).toMatchObject({ full_name: 'Luc Roe', location: 'Fribourg' });
    const banner = ['Curriculum Vitae for Tiago Roe Lima', "Master's Student in Applied Physics", 'Université de Lille', 'troe@example.com', 'Education'];
    expect(parseCv(banner.join('\n'), context).full_name).toBe('Tiago Roe Lima');
  });

  it("a contact line with an icon font's letter is no spaced-out name; a postcode and its town over the town's département", () => {
    const contacts = ['LENA MARCHAL', 'Étudiante en Master 1 – Ingénierie informatique', '@ lenamarchal7@example.com\t +32 470 12 34 56\tï lenamarchal', '§ lenamarchal7\t lenamarchal7.example.io/Portfolio\t* Namur', 'Profil'];
    expect(parseCv(contacts.join('\n'), { ...context, layout: { largest: ['LENA MARCHAL'], headings: [] } }).full_name).toBe('Lena Marchal');
    const departement = ['Hugo Roe', '23 years old', '5 rue des Lilas', '86100 Châtellerault', 'Vienne, FRANCE', 'hugo.roe@example.com', 'EDUCATION', '• 2018 – Present : Engineering'];
    expect(parseCv(departement.join('\n'), context).location).toBe('Châtellerault');
  });

  it("a spaced-out name whose e-mail shortens the given name; a heading's words stacked in a margin are no place", () => {
    const shortened = ['C O N T A C T', '(+358) 040 1234 567', 'katroo@example.com', 'Tampere, Finland', 'S K I L L S', 'Texturing'];
    expect(parseCv(shortened.join('\n'), { ...context, layout: { largest: ['K A T A R I I N A R Ö Ö'], headings: [] } }).full_name).toBe('Katariina Röö');
    // Not a middle initial between words in small letters, which the e-mail leaves out.
    const initial = ['Sinkor', 'Monrovia, 1000', '+231 555 110368', 'samuelroe71@example.com', '', 'samuel k roe', 'PROFESSIONAL SUMMARY'];
    expect(parseCv(initial.join('\n'), context).full_name).toBe('Samuel K Roe');
    const margin = ['Jean Roe\tAugust 2026', '', 'CONTACT', 'INFORMATION', 'RESEARCH', 'INTERESTS', 'CURRENT', 'EDUCATION', 'PROFESSIONAL', 'EXPERIENCE', 'PUBLICATIONS', 'jean.roe@example.org'];
    expect(parseCv(margin.join('\n'), context).location).toBeNull();
  });

  it("a double surname the e-mail shortens, in a sidebar's heading type; a local part wrapped over its domain; a student's post is no name", () => {
    const sidebar = ['A propos de moi', 'Trois ans en cabinet, je cherche une alternance.', 'Expériences', 'Gestionnaire de paie Mars 2021 à ce jour', 'Groupe Acme à Lille', 'Formations', 'Licence RH 2020', 'Divers', 'Lison', 'Roe-Fournier', 'Contrat en', 'alternance', 'Contact', '06 12 34 56 78', 'lison.roe@example.com'];
    const layout = { largest: ['Lison', 'Roe-Fournier', 'Contact'], headings: ['A propos de moi', 'Expériences', 'Formations', 'Divers', 'Lison', 'Roe-Fournier', 'Contrat en', 'alternance', 'Contact'].map((text) => ({ text, size: 14 })) };
    expect(parseCv(sidebar.join('\n'), { ...context, layout }).full_name).toBe('Lison Roe-Fournier');
    const wrapped = ['Contact', '06 12 34 56 78', 'roe.marieclai', 're@example.fr', '1, place de l’Église', '33000 Bordeaux', 'Logiciels'];
    expect(parseCv(wrapped.join('\n'), context).email).toBe('roe.marieclaire@example.fr');
    // Not a site's address over the e-mail.
    const site = ['Marc Roe', '24 ans, développeur depuis 5 ans', 'marcroe.sh', 'contact@marcroe.sh', 'Compétences'];
    expect(parseCv(site.join('\n'), context).email).toBe('contact@marcroe.sh');
    const student = ['jroe@example.com', ' 2 Allée de Fontainebleau,', 'Aubervilliers', 'Permis B', 'Étudiant BTS SIO SLAM – Recherche', 'Alternance Développeur Web 2025/2026', 'Compétences'];
    expect(parseCv(student.join('\n'), { ...context, layout: { largest: ['Étudiant BTS SIO SLAM – Recherche', 'Alternance Développeur Web 2025/2026'], headings: [] } }).full_name).toBeNull();
  });

  it("a Dutch CV's schooling under its own heading is no work", () => {
    const dutch = ['Daan Roe', 'Email: daan.roe@example.com', 'Telefoon: +31 6 12345678', 'WERKERVARING', '-\tStage bij Acme Research', 'Ik ben vanaf februari 2025 aan het stagelopen bij Acme Research.', 'OPLEIDING', '-\tROC Midden', '2021 – 2025', 'Software Development MBO niveau 4', '-\tLyceum Zwolle', '2015 – 2021', 'INTERESSES'];
    expect(parseCv(dutch.join('\n'), context).total_years_experience).toBeNull();
  });

  it('a labelled name whose later words were typed in small letters', () => {
    const form = ['Curriculum Vitae (CV)', '', 'Personal Information', '', 'Name:  Hodan said warsame', 'Address:  Bosaso, Puntland, Somalia', 'Phone: [+252-090-5551234]', 'Email: [hodan.roe@example.com]', '', 'Career Objective'];
    expect(parseCv(form.join('\n'), context).full_name).toBe('Hodan Said Warsame');
  });

  it("the schooling's heading beside the skills' heading: the degree's dates are no job", () => {
    const lines = ['Ali Roe', 'Computer Science Student', 'Hydra, Algiers, Algeria', 'Third-year Computer Science student.', 'EDUCATION\tTECHNICAL SKILLS', 'B.Sc. Computer Science (3rd Year)\tProgramming Languages', 'USTHB – University of Science &\t– C', 'Technology\t– Java', '2023 – Present · Algiers, Algeria\t– Python', 'Relevant Coursework :\t– SQL', 'PROJECTS', '– Git & GitHub'];
    expect(parseCv(lines.join('\n'), context)).toMatchObject({ total_years_experience: null, experiences: [] });
  });

  it('a range whose parts a bar sets apart, alone on its line; an academic CV\'s affiliations as its jobs', () => {
    const barred = ['Jane Roe', 'IT Technician', 'EXPERIENCE', 'JAN 2024 | CURRENT', 'Acme | IT Support; Service Desk', 'JAN 2022 | DEC 2023', 'Acme | Service Desk Internship'];
    expect(parseCv(barred.join('\n'), context).experiences?.map(({ start, end }) => [start, end])).toEqual([['2024-01', null], ['2022-01', '2023-12']]);
    // Not a line whose cells the reader joined with a bar: "summer of 2011⇥June - July 2011" is one summer.
    const summer = ['Jane Roe', 'RESEARCH EXPERIENCE', 'Evaluation of dust events during summer of 2011\tJune - July 2011', 'Oceanography Laboratory'];
    expect(parseCv(summer.join('\n'), context).experiences?.map(({ start, end }) => [start, end])).toEqual([['2011-06', '2011-07']]);
    const academic = ['Jean Roe | Curriculum Vitae', 'jean.roe@example.edu', 'Education', 'Ph.D. in Mathematics\tUniversität Leipzig', 'Random walks on lattices\t11/2017', 'Current affiliation', 'Lecturer\tAcme University', 'Research group: Algebra\t05/2024 - present', 'Past affiliations', 'Postdoctoral researcher\tLund University', 'Research group: Probability\t09/2018 - 04/2024', 'Research interests', 'Random matrices.'];
    expect(parseCv(academic.join('\n'), context).total_years_experience).toBe(7);
  });
});

describe('CVs of a sixty-fourth reading, Word resumes that job-application tools keep (fictional people in the layouts of real ones)', () => {
  it("a form's name with an initial glued to it or a nickname in brackets; a surname in small letters the e-mail confirms; a photo's blank is no name", () => {
    const form = (name: string) => parseCv(`${name}\n\nGMAIL: kroe11@example.com\n\nMOBILE.NO: 7000000001\n\nCAREER OBJECTIVE:\nTo seek a good position`, context).full_name;
    expect(form('NAME: K.RAVINDRA')).toBe('K. Ravindra');
    expect(form('Name: Dana (Dee) Roe')).toBe('Dana Roe');
    // The civility "M." before a whole name is still no part of it.
    expect(form('Name: M. Jean Roe')).toBe('Jean Roe');
    const lowerSurname = ['Gurmeet roe', '', '12 Rue Fictive, Montreal, QC', 'Email :-   gurmeet77@example.com', 'Cell:-    5145550134', 'Summary:-'];
    expect(parseCv(lowerSurname.join('\n'), context).full_name).toBe('Gurmeet Roe');
    // Not a sentence in small letters whose first word the e-mail does not spell.
    expect(parseCv(['Seeking new challenges', 'gurmeet77@example.com'].join('\n'), context).full_name).toBeNull();
    const photo = ['RESUME', '\tANIL', 'PHOTO', 'Address: H.NO.45 Sector 3, Hisar ,', 'Haryana,125000', 'Email ID : anilroe11@example.com', 'CAREER OBJECTIVE:'];
    expect(parseCv(photo.join('\n'), context).full_name).toBeNull();
  });

  it('a labelled address in small letters names its town so; a house number is no town', () => {
    const address = ['Anil Roe', 'Contact No: +91 99000 11122', 'Address', 'H.no-45/7,near shiv mandir,model town,rohtak', 'Skills'];
    expect(parseCv(address.join('\n'), context).location).toBe('Rohtak');
  });

  it('years a summary states as total experience, where no job is dated', () => {
    const summary = ['Sam Roe', 'Mobile: 09800011122', 'Professional Summary', '• 11 years of total experience as a developer and team lead', 'Skills', 'Python, SQL'];
    expect(parseCv(summary.join('\n'), context).total_years_experience).toBe(11);
  });

  it("languages a form's row labels as known, under a personal profile; foreign languages as a heading; a strength heading in the singular", () => {
    const form = ['Asha Roe', 'asha.roe@example.com', 'PERSONAL PROFILE', 'Date of Birth : 01-Jan-2000', 'Languages Known : Tamil, English, Malayalam', 'DECLARATION'];
    expect(parseCv(form.join('\n'), context).languages).toEqual([{ code: 'ta', level: null }, { code: 'en', level: null }, { code: 'ml', level: null }]);
    const table = ['Ivan Roe', 'ivan.roe@example.com', 'Foreign Languages', 'English\tIntermediate', 'Skills', 'JavaScript'];
    expect(parseCv(table.join('\n'), context).languages).toEqual([{ code: 'en', level: 'B1' }]);
    const strength = ['Asha Roe', 'asha.roe@example.com', 'EDUCATIONAL DETAILS:', 'HSC\tRoe Girls School\tState Board\t2020\t80.5', 'KEY STRENGTH:', '• Good communication skill.'];
    expect(skillNames(parseCv(strength.join('\n'), context))).toContain('Communication');
  });

  it("a skills table's column labels are no skills", () => {
    const table = ['Ivan Roe', 'ivan.roe@example.com', 'Skills', 'Skills\tExperience, years\tLevel\tLast used, year', 'JavaScript\t7\tAdvanced\t2021', 'PHP (Laravel)\t1\tIntermediate\t2021'];
    expect(skillNames(parseCv(table.join('\n'), context))).toEqual(['JavaScript', 'PHP', 'Laravel']);
  });

  it("a job's employer alone on the line over the title and its dates, or under them, without the place or the way of working beside it", () => {
    const jobs = (lines: string[]) => parseCv(['Sarah Roe', 'sarah@example.com', 'EXPERIENCE', ...lines, 'EDUCATION', 'BS, State University, 2017'].join('\n'), context).experiences?.map(({ title, company }) => [title, company]);
    const over = ['Northwind\tRemote', 'Senior Engineer\t2020 - Present', '• Architected a distributed system', 'Globex Invest\tMoscow', 'Software Engineer\t2017 - 2020', '• Built pipelines'];
    expect(jobs(over)).toEqual([['Senior Engineer', 'Northwind'], ['Software Engineer', 'Globex Invest']]);
    const under = ['Senior Engineer\t2020 - Present', 'Initech – Mumbai', '• Architected a distributed system', 'Software Engineer\t2017 - 2020', 'Acme Solutions (Remote)', '• Built pipelines', 'Software Intern\t2015 - 2016', 'Roe Soluciones | Full-time | Mexico', '• Tested'];
    expect(jobs(under)).toEqual([['Senior Engineer', 'Initech'], ['Software Engineer', 'Acme Solutions'], ['Software Intern', 'Roe Soluciones']]);
  });

  it("a name over a page's number; a given name or a surname that is a trade, over the first heading; a one-word name the e-mail opens with", () => {
    const header = ['Dara Roe (Dee)                                               Page 1/2 ', 'Somerville, MA 02145 | (516) 555-0129 | daraz@example.com ', 'SUMMARY', 'Data scientist.'];
    expect(parseCv(header.join('\n'), context).full_name).toBe('Dara Roe');
    const top = (name: string, email = 'mason3val@example.com') => parseCv([name, 'EDUCATION', 'University of California, Santa Barbara', email].join('\n'), context).full_name;
    expect(top('MASON ROE')).toBe('Mason Roe');
    expect(top('MILES BAKER', 'milesb@example.com')).toBe('Miles Baker');
    // A trade's title over the first heading stays none, and so does a line the e-mail does not spell a word of.
    expect(top('LINE COOK', 'cookjobs@example.com')).toBeNull();
    expect(top('Head Chef', 'chefroe@example.com')).toBeNull();
    expect(top('PRESCHOOL TEACHER')).toBeNull();
    expect(top('MILES BAKER')).toBeNull();
    const oneWord = ['Anvita', 'LinkedIn: https://www.linkedin.com/in/anvita-roe\tEmail:anvita.roe@example.com', 'SKILLS', 'Languages:\tC++, JavaScript'];
    expect(parseCv(oneWord.join('\n'), context).full_name).toBe('Anvita');
  });

  it("headings with an aside in square brackets; an employer and a title a dash parts, the town beside them", () => {
    const asides = ['Vikram Roe', 'vroe@example.com', 'Education [For Learning How To Do Things Properly]', '[2018-22] PhD (AI & Intelligent Systems) – Roe University', '[2014-17] M.C.A. – Acme University', 'Work Experience [Corporate]', 'Senior Engineer @Northwind', 'February 2023 – May 2026', 'Skills [Relevant Ones]', 'React Native, TypeScript'];
    const cv = parseCv(asides.join('\n'), context);
    expect(cv.total_years_experience).toBe(3);
    expect(skillNames(cv)).toEqual(expect.arrayContaining(['React Native', 'TypeScript']));
    const dashed = ['Dana Roe', 'roe@example.com', 'Work', 'Northwind – Senior Software Engineer\tMadison, WI; June 2023 – Present', '▪\tArchitected a library.'];
    expect(parseCv(dashed.join('\n'), context).experiences?.map(({ title, company }) => [title, company])).toEqual([['Senior Software Engineer', 'Northwind']]);
    // A firm's division beside it is no post: the title is under the line.
    const division = ['Jo Roe', 'jo@example.com', 'EXPERIENCE', 'Globex Capital\tInvestment Banking Division\tNew York, NY\t2021 - Present', 'Associate', '• Managed client relationships'];
    expect(parseCv(division.join('\n'), context).experiences?.map(({ title, company }) => [title, company])).toEqual([['Associate', 'Globex Capital']]);
  });

  it("a name whose space a Word run left out; an Indian address's village mark is no name and a PIN's label no town", () => {
    expect(parseCv(['LukasRoe', 'Web Developer', 'Profile:', 'I am a web developer.', 'SKILLS:', '• HTML/HTML5', 'chattadev@example.com'].join('\n'), context).full_name).toBe('Lukas Roe');
    const indian = ['Vill Rampur, Teh Mandi, HP, India, ', '                  Pincode-176000', '+91-8900011122', 'kavya.15bcs17@example.com', 'Kavya', 'EDUCATIONAL QUALIFICATIONS'];
    expect(parseCv(indian.join('\n'), context)).toMatchObject({ full_name: null, location: null });
  });
});

describe('CVs of a sixty-fifth reading, static/CV.pdf of portfolios and French-English pairs (fictional people in the layouts of real ones)', () => {
  it('names beside a title in a cell of their own, before a description in small letters, run together, or above the headings in their type', () => {
    const besideTitle = ['Ravi Roe\tDEEP LEARNING ENGINEER', 'Keen data professional.', 'kumarravirroe@example.com\t+91 90000 00000', 'WORK EXPERIENCE:'];
    const largestCells = { largest: ['Ravi Roe\tDEEP LEARNING ENGINEER'], headings: [] };
    expect(parseCv(besideTitle.join('\n'), { ...context, layout: largestCells }).full_name).toBe('Ravi Roe');
    expect(parseCv(['Hugo Roe computer science student', '4 rue de la Paix, 75002 Paris', 'hugo.roe@example.com', 'WORK EXPERIENCE'].join('\n'), context).full_name).toBe('Hugo Roe');
    expect(parseCv(['MathisRoe\t# mroe@example.com', 'Embedded Linux Software Engineer', 'Skills'].join('\n'), { ...context, layout: { largest: ['MathisRoe'], headings: [] } }).full_name).toBe('Mathis Roe');
    // The name is set in the headings' type, above the first of them, after a sidebar of contacts.
    const sidebar = ['Mechatronics engineer', 'CONTACT', 'Location : Voronezh, Russia', 'Email :\tdoe.mech@example.com', 'MUKENDI ROE PAUL', 'Date of birth: May 3, 1991', 'EDUCATION', '2020 - 2022', 'Master of Mechatronics'];
    const inHeadingsType = { largest: ['MUKENDI ROE PAUL', 'Mechatronics engineer', 'EDUCATION', 'CONTACT'], headings: [] };
    expect(parseCv(sidebar.join('\n'), { ...context, layout: inHeadingsType }).full_name).toBe('Mukendi Roe Paul');
  });

  it("a town alone between an entry's head and its dates; a month misspelt; a link's label under a street address", () => {
    const stacked = ['Ravi Roe', 'ravi@example.com', 'Experience:', 'Data Analyst', 'Northwind', 'Pune', '2022 – Present', '• Designed dashboards.'];
    expect(parseCv(stacked.join('\n'), context).experiences?.map(({ title, company }) => [title, company])).toEqual([['Data Analyst', 'Northwind']]);
    const misspelt = ['Jo Roe', 'jo@example.com', 'EXPERIENCE', 'Web Developer', 'Freelance Project', ' March 2018 – Febuary 2019', 'Rebuilt a website.'];
    const cv = parseCv(misspelt.join('\n'), context);
    expect(cv.experiences?.map(({ start, end }) => [start, end])).toEqual([['2018-03', '2019-02']]);
    expect(cv.total_years_experience).toBeLessThanOrEqual(1);
    const linkUnderAddress = ['KARI ROE', 'PHONE', '+358401234567', 'EMAIL', 'kari.roe@example.com', 'ADDRESS', 'Kauppakatu 3 B 12', 'LinkedIn', 'GitHub', 'SKILLS & LANGUAGES'];
    expect(parseCv(linkUnderAddress.join('\n'), context).location).toBeNull();
  });

  it("a French street named after a town is none of the address's towns; a road's number with its full stop is no phone number", () => {
    const avenue = ['Anil Roe', 'Profile', 'Name:\tAnil Roe', 'Address:\t8 avenue La Bruyere', 'Créteil, 94000', 'Languages:\tEnglish (C2 level)', 'Phone:\t+33 7 67 00 00 11'];
    expect(parseCv(avenue.join('\n'), context).location).toBe('Créteil');
    const road = ['Paul Roe', 'CONTACT', 'Tel. 06.00.00.00.18', '12 RD 901. 59140 Dunkerque', 'paul.roe@example.com', 'COMPÉTENCES'];
    expect(parseCv(road.join('\n'), context).location).toBe('Dunkerque');
  });

  it('a one-word name beside its phone number; a place beside the dates with the way of working or the kind of post', () => {
    expect(parseCv(['RAVI\t+91 90000 11111', 'FRONTEND DEVELOPER raviroe.it@example.com', 'Pune, Maharashtra'].join('\n'), context).full_name).toBe('Ravi');
    const remote = ['Tom Roe', 'EXPERIENCE', 'Frontend Developer', 'Northwind.org', '03/2024 - Present\tRemote - United States', '• Built a platform.', 'Web Developer', 'Acme House', '2021 - 2022\tRemote - Colombia', '• Built a booking site.'];
    expect(parseCv(remote.join('\n'), context).experiences?.map(({ title, company }) => [title, company])).toEqual([['Frontend Developer', 'Northwind.org'], ['Web Developer', 'Acme House']]);
    const kind = ['Jo Roe', 'WORK EXPERIENCE', 'DevOps Engineer', 'Northwind', '03/2023 - 05/2023\tMultan, Punjab, Pakistan\tType: Internship', 'Completed an internship on real projects with cloud services.'];
    expect(parseCv(kind.join('\n'), context).experiences?.map(({ title, company }) => [title, company])).toEqual([['DevOps Engineer', 'Northwind']]);
  });

  it("a French vocational-training heading heads schooling; Google Docs' em dash glued to the place; a form's personal details are no skills", () => {
    const training = ['Yoni Roe', 'yoni.roe@example.com', 'EXPÉRIENCE PROFESSIONNELLE', 'Animateur de colonie de vacances', 'Camp de scoutisme | Juillet 2020 - Août 2020', '- Gestion de la vie quotidienne du camp', 'FORMATION PROFESSIONNELLE', 'BUT Informatique', 'IUT de Montreuil | 2021 - Aujourd’hui', 'Classe préparatoire', 'Lycée Roe | 2017 - 2020'];
    expect(parseCv(training.join('\n'), context).total_years_experience).toBe(0);
    const glued = ['Fay Roe', 'fay@example.com', 'EXPERIENCE', 'Northwind, Sofia— Software Developer', 'MAY 2023 - PRESENT', 'Developing and maintaining software applications for the platforms.', 'Roe Academy, Enugu— Frontend Development Tutor', 'JUNE 2021 - PRESENT', 'Teaching.'];
    expect(parseCv(glued.join('\n'), context).experiences?.map(({ title, company }) => [title, company])).toEqual([['Software Developer', 'Northwind'], ['Frontend Development Tutor', 'Roe Academy']]);
    const details = ['Modou Roe', 'modou@example.com', 'Compétences', 'HTML & CSS', 'JavaScript', 'Python', 'Situation matrimoniale : Célibataire', 'Lieu de naissance : Thiès, Sénégal', 'Nationalité : Sénégalaise'];
    const names = parseCv(details.join('\n'), context).skills.map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['JavaScript', 'Python']));
    expect(names).not.toEqual(expect.arrayContaining(['Célibataire']));
    expect(names.some((name) => /Sénégal|Thiès/.test(name))).toBe(false);
  });

  it("the document's title that holds the name is no headline; an address's ward whose number the line broke off is no town", () => {
    const titled = parseCv(['Resume - Hari Roe', 'Contact Information:', '• Email: hari@example.com', 'SKILLS', 'React'].join('\n'), context);
    expect(titled).toMatchObject({ full_name: 'Hari Roe', headline: null });
    const ward = ['Linh Roe', 'Contact Information', 'Email', 'linh.roe@example.com', 'Address', '17 Le Loi Street, Ward', '3, 5 District, HCM City', 'Phone', '(+84) 399000000'];
    expect(parseCv(ward.join('\n'), context).location).toBe('HCM City');
  });
});

describe('CVs of a sixty-sixth reading, static/Resume.pdf of portfolios (fictional people in the layouts of real ones)', () => {
  const jobs = (lines: string[]) => parseCv(lines.join('\n'), context).experiences?.map(({ title, company }) => [title, company]);

  it('an employer, a comma, then the post on the dates\' line; an employer, its place or way of working, a colon, then the post', () => {
    const comma = ['Vic Roe', 'vic@example.com', 'EXPERIENCE', '12Bright, Software engineering intern- New York, USA\tSep 2024 – Present', '● Segmented documents.', 'Roe Center for Cybersecurity, Researcher - Abu Dhabi, UAE\tJan 2023 – Present', '● Researched patches.'];
    expect(jobs(comma)).toEqual([['Software engineering intern', '12Bright'], ['Researcher', 'Roe Center for Cybersecurity']]);
    // Not a title that says its post before a firm whose name says a trade: "End of Studies Internship, Northwind Engineering Services".
    const internship = ['Ali Roe', 'ali@example.com', 'EXPERIENCE', 'End of Studies Internship, Northwind Engineering Services\tMarch 2025 – Present', '• Built a test bench.'];
    expect(jobs(internship)).toEqual([['End of Studies Internship', 'Northwind Engineering Services']]);
    const colon = ['Cid Roe', 'cid@example.com', 'EXPERIENCE', 'Odense Institute, Denmark: Guest Researcher\tMay 2025 – July 2025', '• Developed a language.', 'Northwind Pte Ltd., Remote: Software Engineer\tFebruary 2024 – September 2024', '• Wrote contracts.'];
    expect(jobs(colon)).toEqual([['Guest Researcher', 'Odense Institute'], ['Software Engineer', 'Northwind Pte Ltd.']]);
  });

  it('a title with a dash glued to it, an at sign glued to the employer, an employer then a colon, and bulleted heads over their dates', () => {
    const glued = ['Ana Roe', 'ana@example.com', 'EXPERIENCE', 'RESEARCH ASSISTANT- Roe Research Labs (Particle Research)\tSep 2023 – Sep 2024', '• Trained models.', '2022 -\tSDE II @Northwind', 'Present\t• Led teams.'];
    expect(jobs(glued)).toEqual([['RESEARCH ASSISTANT', 'Roe Research Labs (Particle Research)'], ['SDE II', 'Northwind']]);
    const colon = ['Ravi Roe', 'ravi@example.com', 'INTERNSHIP', 'Northwind IT and Hardware Tech Pvt Ltd: Software Engineer Intern, Aug 2023 – Feb 2024.', '➢ Worked on Python.'];
    expect(jobs(colon)).toEqual([['Software Engineer Intern', 'Northwind IT and Hardware Tech Pvt Ltd']]);
    const bulleted = ['Devi Roe', 'devi@example.com', 'Experience: 4 Years', '● Northwind IT Innovations, Bengaluru: Software Engineer', 'MARCH 2022 - PRESENT', '● Roe Enterprises, Bengaluru: Junior Software Developer', 'OCT 2020 - MARCH 2022', 'Achievements:'];
    expect(parseCv(bulleted.join('\n'), context).experiences?.map(({ title, company, start }) => [title, company, start])).toEqual([['Software Engineer', 'Northwind IT Innovations', '2022-03'], ['Junior Software Developer', 'Roe Enterprises', '2020-10']]);
  });

  it('an address broken after its at sign, a nickname in square brackets, and the way a job was worked beside its title or employer', () => {
    const sidebar = ['Abhi Roe', 'Contact', 'Mobile no', '+91 90000 11111', 'Email', 'abhi.roe007@', 'example.com', 'Languages', 'English'];
    expect(parseCv(sidebar.join('\n'), context).email).toBe('abhi.roe007@example.com');
    expect(parseCv(['[tom] Tomás Ruiz Roe', 'Berlin, Germany', 'tom@example.com', 'About:'].join('\n'), context).full_name).toBe('Tomás Ruiz Roe');
    const worked = ['Adi Roe', 'adi@example.com', 'EXPERIENCE', 'Globex Labs\tJaipur, India', 'DATA SCIENTIST\tFeb. 2021 - Jun. 2022', '• Containerized the codebase.', 'Northwind\tJaipur, India', 'MACHINE LEARNING ENGINEER – FULL-TIME\tFeb. 2020 - Jan. 2021', '• Led the gait test.'];
    expect(jobs(worked)).toEqual([['DATA SCIENTIST', 'Globex Labs'], ['MACHINE LEARNING ENGINEER', 'Northwind']]);
    const remote = ['Aditya Roe', 'aditya@example.com', 'EXPERIENCE', 'Northwind India, Remote - Mobile Developer', 'March 2022 - SEPTEMBER 2022', '● API Integration', 'Globex.dev , Remote - Mobile Developer', 'SEPTEMBER 2022 - PRESENT', '● State Management'];
    expect(jobs(remote)).toEqual([['Mobile Developer', 'Northwind India'], ['Mobile Developer', 'Globex.dev']]);
  });

  it('heads parted by // or a middle dot, a role alone after the title, commas and places in brackets, and towns run together with the employer', () => {
    const separated = ['Luke Roe', 'luke@example.com', 'EXPERIENCE', 'Online Tutor // The Roe Review\tSep 2023 – Nov 2024', '• Tutored.', 'Roe Process Service Inc · Operations Manager/Process Server\tMar. 2005 to May 2020', '• Served.'];
    expect(jobs(separated)).toEqual([['Online Tutor', 'The Roe Review'], ['Operations Manager/Process Server', 'Roe Process Service Inc']]);
    const role = ['Yi Roe', 'yi@example.com', 'WORK EXPERIENCE', 'Software Development Engineer, Intern, JD(Northwind.com, Inc.)\t05/2022 - 09/2022', '- Built a flash sale.'];
    expect(jobs(role)).toEqual([['Software Development Engineer, Intern', 'JD(Northwind.com, Inc.)']]);
    const nested = ['Bea Roe', 'bea@example.com', 'EXPERIENCE', 'Northwind', 'Software Engineer Intern (Sunnyvale, ca (remote from Waltham, ma))\tJune 2020–August 2020', '• Automated topics.'];
    expect(jobs(nested)).toEqual([['Software Engineer Intern', 'Northwind']]);
    const town = ['Ahmed Roe', 'ahmed@example.com', 'EXPERIENCE', 'Fullstack Web Developer', 'Northwind', 'Oct 2021 – Feb 2022 | Zaporizhzhia, Ukraine', '• Developed a learning platform.'];
    expect(jobs(town)).toEqual([['Fullstack Web Developer', 'Northwind']]);
    // Not "Red Hat" nor "Bank of America", whose last words name places too.
    const runTogether = ['Ben Roe', 'ben@example.com', 'EXPERIENCE', 'Globex Software Inc.\tNew Brunswick, Canada', 'Full Stack Web Developer\tJun 2016 - Jul 2017', '• Built a portal.', 'Red Hat\tRaleigh, NC', 'DevOps Engineer\tJan 2014 - May 2016', '• Automated builds.', 'Bank of America, Plano, TX', 'Analyst\tJan 2012 - Dec 2013', '• Reported.'];
    expect(jobs(runTogether)).toEqual([['Full Stack Web Developer', 'Globex Software Inc.'], ['DevOps Engineer', 'Red Hat'], ['Analyst', 'Bank of America']]);
  });

  it("an address's label without its colon before a town in a state of India, a town under the name, and how a job was worked alone after its dates", () => {
    const address = ['KEVIN ROE', 'Instrumentation And Automation Engineer', 'Address Chennai, TN, 600017\tLinkedIn https://www.linkedin.com/in/kroe/', 'Phone 918800000041', 'E-mail kroe@example.com'];
    expect(parseCv(address.join('\n'), context)).toMatchObject({ location: 'Chennai, TN', phone: '+918800000041' });
    expect(parseCv(['Aakash Roe', 'Edmonton, AB', '587-555-0120 • aroe@example.com', 'EXPERIENCE', 'Software Engineering Intern\tSep 2023 – Present'].join('\n'), context).headline).toBe('Software Engineering Intern');
    const remote = ['Umesh Roe', 'umesh@example.com', 'Experience', 'Northwind – Content Developer', 'Jul 2025 - Dec 2025 - Remote', '◦ Authored challenges.', 'Globex – Web Developer Intern', 'May 2025 - Jun 2025 - Remote', '◦ Built a shop.'];
    expect(jobs(remote)).toEqual([['Content Developer', 'Northwind'], ['Web Developer Intern', 'Globex']]);
  });
});

describe('CVs of a sixty-seventh reading, public/resume.pdf of portfolios (fictional people in the layouts of real ones)', () => {
  const jobs = (lines: string[]) => parseCv(lines.join('\n'), context).experiences?.map(({ title, company }) => [title, company]);

  it('a town after a dot, a dash or a semicolon beside the title is no employer, nor a way of working or a region beside the title part of it', () => {
    const dotted = ['Shiv Roe', 'shiv@example.com', 'WORK EXPERIENCE', 'Northwind Galaxy', 'Business Analytics Intern • Noida\t04/2025 - 06/2025', '● Extracted datasets.'];
    expect(jobs(dotted)).toEqual([['Business Analytics Intern', 'Northwind Galaxy']]);
    const semicolon = ['Kiran Roe', 'kiran@example.com', 'Work Experience', 'Full Stack Software Developer | Northwind Global Pty Ltd; Adelaide\tJan 2023 – Present', '▪ Rebuilt three products.'];
    expect(jobs(semicolon)).toEqual([['Full Stack Software Developer', 'Northwind Global Pty Ltd']]);
    const beside = ['Sam Roe', 'sam@example.com', 'Experience', "Students' Chapter of Roe Institute\tOctober 2025 – Present", 'Full Stack Engineer\tRemote', '• Developing applications.', 'Globex On Campus\tSeptember 2024 – Present', 'Full Stack Engineer & Web-Dev Co-Lead\tWest Bengal, India', '• Leading projects.'];
    expect(jobs(beside)).toEqual([['Full Stack Engineer', "Students' Chapter of Roe Institute"], ['Full Stack Engineer & Web-Dev Co-Lead', 'Globex On Campus']]);
  });

  it('a role alone and its field under the employer and its town; the tools after the title; ways of working said in more words', () => {
    const field = ['Priya Roe', 'priya@example.com', 'Experience', 'Globex - A Northwind Company\tPune, Maharashtra', 'Intern - Data Engineering\tJuly 2025 – Sept 2025', '• Built pipelines.'];
    expect(jobs(field)).toEqual([['Intern - Data Engineering', 'Globex - A Northwind Company']]);
    const tools = ['Oli Roe', 'oli@example.com', 'Experience', 'Software Development Intern | VueJs, WCAG, Java (SpringBoot), MySQL\tApr. 2025 – Aug. 2025', 'Northwind — Full-time\tMontréal, QC', '• Enhanced accessibility.'];
    expect(jobs(tools)).toEqual([['Software Development Intern', 'Northwind']]);
    const remote = ['Oli Roe', 'oli@example.com', 'Experience', 'Software Developer | React JS, GraphQL, Python\tMar. 2023 – Apr. 2025', 'Globex — Full-time\tRemote/ Seattle, WA', '• Developed front ends.', 'Web Development Intern | NextJs, Python\tJan. 2024 – Jun. 2024', 'Roe College — Full-time\tKalakankar, India', '• Redesigned a site.'];
    expect(jobs(remote)).toEqual([['Software Developer', 'Globex'], ['Web Development Intern', 'Roe College']]);
    const first = ['Eli Roe', 'eli@example.com', 'EXPERIENCE', 'Founder & CTO — Roeware · roeware.dev', '2025 – Present · Remote-first', '• Architected a SaaS.'];
    expect(jobs(first)).toEqual([['Founder & CTO', 'Roeware']]);
    const working = ['Jul Roe', 'jul@example.com', 'WORK EXPERIENCE', 'Full Stack Web Developer', 'Utopia Labs', '06/2021 - Present,\tPart-Time Remote Working', 'Web company based in Canada'];
    expect(jobs(working)).toEqual([['Full Stack Web Developer', 'Utopia Labs']]);
    const above = ['Ani Roe', 'ani@example.com', 'Experience', 'Northwind Labs\tRemote', 'Systems Engineer - III\tDec 2024 - Present', '• Building a bridge.', '• Built the metrics', 'pipeline.', 'Globex Protocol\tRemote', 'Frontend Engineer\tSep 2023 - Sep 2024', '• Developed an explorer.'];
    expect(jobs(above)).toEqual([['Systems Engineer - III', 'Northwind Labs'], ['Frontend Engineer', 'Globex Protocol']]);
    expect(jobs(['Ank Roe', 'ank@example.com', 'Experience', 'Full Stack Developer - Intern\tJan 2021 - Feb 2021', '◦ Created a dashboard.'])).toEqual([['Full Stack Developer - Intern', null]]);
    // A support tier's post (L1), which France's first year of a licence also writes, under the town after the employer's dash.
    const tier = ['Jon Roe', 'WORK EXPERIENCE', 'L1 network engineer', 'Globex -  Mumbai, Maharashtra -', 'February 2017 to Present', 'associated with Globex on the role of Roe Labs', 'EDUCATION'];
    expect(jobs(tier)).toEqual([['L1 network engineer', 'Globex']]);
    const glued = ['Sai Roe', 'sai@example.com', 'EXPERIENCE', 'Web Developer Intern |Northwind | Remote\tJul 2024 - Aug 2024', '• Built a shop.', 'Intern - Graphic Designer, Roe Brains', '08/2022 – 10/2022 | New-Delhi', '• Designed posters.', 'Full Stack Intern at Globex.io', 'Remote (Noida) | March 2026 - April 2026', '• Reduced jitter.', 'Society of Roe Engineers (SRE) |Chapter Vice President\tAug 2023 – Present', '• Led events.'];
    expect(jobs(glued)).toEqual([['Web Developer Intern', 'Northwind'], ['Intern - Graphic Designer', 'Roe Brains'], ['Full Stack Intern', 'Globex.io'], ['Chapter Vice President', 'Society of Roe Engineers (SRE)']]);
    const city = ['Avi Roe', 'avi@example.com', 'Experience', 'Software Developer\tJan 2025 - Present', 'Northwind Softech Pvt. Ltd.', '• Built pages.', 'Globex Technology Pvt. Ltd , Pune\tFeb 2024 - Aug 2024', 'Learned and applied core AWS services.'];
    expect(jobs(city)?.[1]).toEqual([null, 'Globex Technology Pvt. Ltd']);
  });

  it('a given name the e-mail shortens before the other names run together, letter-spaced headings and a name the e-mail ends', () => {
    const shortened = ['MEENAKSHI ROE NAIR', 'West Lafayette, IN | +1 (765) 555-0100 | meena.roenair@example.com', 'EDUCATION'];
    expect(parseCv(shortened.join('\n'), context).full_name).toBe('Meenakshi Roe Nair');
    const spaced = ['I N F O', 'PHONE', '(613) 555-0142', 'EMAIL', 'xyjmorrow@example.com', 'L I N K S', 'LinkedIn', 'S K I L L S', 'JavaScript', '', 'A S H M O R R O W', 'SOFTWARE ENGINEER', 'E M P L O Y M E N T  H I S T O R Y'];
    expect(parseCv(spaced.join('\n'), context).full_name).not.toBe('Info Phone');
    expect(parseCv(spaced.join('\n'), { ...context, layout: { largest: ['A S H M O R R O W'], headings: [] } }).full_name).toBe('Ash Morrow');
  });
});

describe('CVs of a sixty-eighth reading, assets/Resume.pdf and public/Resume.pdf of portfolios (fictional people in the layouts of real ones)', () => {
  const read = (lines: string[]) => parseCv(lines.join('\n'), context);
  const jobs = (lines: string[]) => read(lines).experiences?.map(({ title, company, start, end }) => [title, company, start, end]);

  it("an employer alone above its post, though its state's code names a post too (PA), and a post that a town shares its name with", () => {
    const lines = ['Dee Roe', 'dee@example.com', 'WORK EXPERIENCE', 'Northwind Transit Club\tPittsburgh, PA', 'Officer\tMarch 2023 - Present', '• Connect students with companies.', 'Globex Outreach\tPittsburgh, PA', 'President\tAugust 2021 - Present', '• Design curricula.'];
    expect(jobs(lines)).toEqual([
      ['Officer', 'Northwind Transit Club', '2023-03', null],
      ['President', 'Globex Outreach', '2021-08', null],
    ]);
  });
  it('a club under "Community Engagement" is no job', () => {
    const lines = ['Dee Roe', 'dee@example.com', 'WORK EXPERIENCE', 'Initech Motors Inc\tKnoxville, TN', 'Engineering Intern\tJune 2021 - July 2021', '• Wrote procedures.', 'COMMUNITY ENGAGEMENT', 'Northwind Transit Club\tPittsburgh, PA', 'Officer\tMarch 2016 - Present', '• Connect students with companies.'];
    expect(jobs(lines)).toEqual([['Engineering Intern', 'Initech Motors Inc', '2021-06', '2021-07']]);
    expect(read(lines).total_years_experience).toBe(0);
  });

  it('the year, then the season, before the employer and the title', () => {
    const lines = ['Zane Roe', 'zane@example.com', 'Work Experience:', '2014 Summer\tNorthwind Parcel Services (NPS), Mahwah, New Jersey\tBusiness Intelligence Intern', 'Automated business reports.', '2013 Winter\tGlobex Innovations, Jersey City, New Jersey\tWeb Dev Intern', 'Developed e-commerce websites.'];
    expect(jobs(lines)).toEqual([
      ['Business Intelligence Intern', 'Northwind Parcel Services (NPS)', '2014-06', '2014-08'],
      ['Web Dev Intern', 'Globex Innovations', '2013-01', '2013-02'],
    ]);
  });

  it("a table of studies under \"Academic Details\" is no job", () => {
    const lines = ['Ana Roe', 'ana@example.com', 'ACADEMIC DETAILS', 'Year\tDegree/Exam\tInstitute\tGPA/Marks(%)', 'Oct,2021-present\tB. TECH in Computer Science Roe University, Dehradun\t8.62/10', '2021\t12th, C.B.S.E\tNorthwind Vidyalaya\t86.7%', 'PROJECTS', '• A responsive website.'];
    expect(read(lines).experiences).toEqual([]);
  });

  it("an employer's full stop, and the dots LaTeX leads to the dates with, are not its name's", () => {
    const lines = ['Sid Roe', 'sid@example.com', 'Experience', 'July 2023– Associate ML Scientist-I, Northwind AI.', 'Present { Engaged in detecting pests.', 'Senior developer @ Globex Bioinformatics Institute . . . . . . . . . . . . oct 2020 — oct 2022', '— Maintained a web service.', 'Intern, Initech Corp.\tMay 2019 - Aug 2019'];
    expect(jobs(lines)).toEqual([
      ['Associate ML Scientist-I', 'Northwind AI', '2023-07', null],
      ['Senior developer', 'Globex Bioinformatics Institute', '2020-10', '2022-10'],
      ['Intern', 'Initech Corp.', '2019-05', '2019-08'],
    ]);
  });

  it('a column of dates that writes the year, then the month, the start over the end', () => {
    const lines = ['Dil Roe', 'dil@example.com', 'Work History', '2019-09 -\tIntern', '2020-01\tNorthwind - LABS, Singapore, Singapore', '1. Designed a name card scanner.', 'Self Employed', 'Skills'];
    expect(jobs(lines)?.[0]).toEqual(['Intern', 'Northwind - LABS', '2019-09', '2020-01']);
    const current = ['Siv Roe', 'siv@example.com', 'Work History', '2018-10\tWeb Developer', 'Current\tGlobex Internet, Dharmapuri', '• Exceeded goals.', 'Education'];
    expect(jobs(current)?.map(([, , start, end]) => [start, end])).toEqual([['2018-10', null]]);
  });

  it('a member is a post; a bar glued on both sides parts the employer from it; the team after the post is neither', () => {
    const member = ['Jon Roe', 'jon@example.com', 'Experience', 'Northwind Co. | Food Team Member | August 2021 - August 2023', '●\tOrdered fresh goods.', 'Front-end|Frontend Developer at Globex – Sep 2023 thru Mar 2024', 'Built a game.', 'Pi Beta Roe | Member\tJan 2022 - Present', '● Organised events.'];
    expect(jobs(member)?.map(([title, company]) => [title, company])).toEqual([['Food Team Member', 'Northwind Co.'], ['Front-end|Frontend Developer', 'Globex'], ['Member', 'Pi Beta Roe']]);
    const experience = ['Jon Roe', 'jon@example.com', 'Experience', 'Globex Guild | Community Member\tMay 2024 – Present', '● Mentored.', 'Initech|Community Member\tDec 2023 – Present', '● Attended.'];
    expect(jobs(experience)?.map(([title, company]) => [title, company])).toEqual([['Community Member', 'Globex Guild'], ['Community Member', 'Initech']]);
    const team = ['Aay Roe', 'aay@example.com', 'EMPLOYMENT', 'Northwind, Software Engineering Intern - Observability, New York\tJune 2020 - Aug. 2020', 'Designed a metrics typeahead.'];
    expect(jobs(team)).toEqual([['Software Engineering Intern', 'Northwind', '2020-06', '2020-08']]);
  });

  it('a city alone after the title, in a cell of its own, and an area named after its city, are no part of the title or the employer', () => {
    const cell = ['Aar Roe', 'aar@example.com', 'Internship', 'Globex – Propulsion Systems Centre (GPSC)\tOct 2024 – Present', 'Intern – AI/ML\tThiruvananthapuram', '• Building a retrieval system.', 'Initech Industrial Training\tMay 2024 – Jul 2024', 'Trainee\tBangalore', '• Built a model.', 'Roe Analytics\tJan 2023 - Dec 2023', 'Software Engineer\tMobile', '• Built apps.'];
    expect(jobs(cell)?.map(([title]) => title)).toEqual(['Intern – AI/ML', 'Trainee', 'Software Engineer Mobile']);
    const named = ['Dee Roe', 'dee@example.com', 'Experience', 'Roe Lab\tJan 2020 – Present', 'Graduate Research Intern, NU Boston', '• Built a robot.'];
    expect(jobs(named)?.[0]?.[0]).toBe('Graduate Research Intern, NU Boston');
    const area = ['Aak Roe', 'aak@example.com', 'INTERNSHIP EXPERIENCE', 'Northwind Snap, San Francisco Bay Area, CA', 'Full Stack Engineer\tJune 2019 - Present', '•\tDevelop features.', 'Globex University\tJan. 2026 – May 2026', 'Teaching Assistant - CS 5800 (Algorithms)\tSilicon Valley, CA', '• Hold office hours.'];
    expect(jobs(area)?.map(([title, company]) => [title, company])).toEqual([['Full Stack Engineer', 'Northwind Snap'], ['Teaching Assistant - CS 5800 (Algorithms)', 'Globex University']]);
  });

  it("the document's name after the person's and a colon; the employer's lab between it and the post", () => {
    const named = ['Ali Roe: Summary Curriculum Vitae', 'Department of Mathematics\tPhone: (+44) 141 548 3801', 'Education', 'Ph.D. Roe University, Mathematics (1991)'];
    expect(read(named).full_name).toBe('Ali Roe');
    const lab = ['Ali Roe', 'ali@example.com', 'Experience', 'Globex University, NLP Lab – NLP researcher\tTehran, Iran — Jan. 2020 – Aug. 2020', '• Implemented a question-answering system.'];
    expect(jobs(lab)).toEqual([['NLP researcher', 'Globex University', '2020-01', '2020-08']]);
    const advisor = ['Ali Roe', 'ali@example.com', 'Experience', 'Graduate Student Researcher\tWaterloo, ON, Canada', 'ROE UNIVERSITY - DATA SYSTEMS GROUP, ADVISOR: PROF. JO ROE\tSep. 2018 - Dec. 2019', '• Built a keyword spotter.'];
    expect(jobs(advisor)?.map(([title, company]) => [title, company])).toEqual([['Graduate Student Researcher', 'ROE UNIVERSITY']]);
  });

  it("a zero between the plus and the country code; AltaCV's town and country without a comma; a summer internship; the supervisor after the post", () => {
    expect(read(['Lin Roe', 'Lin Roe | lin@example.edu | +01 6087338085', 'Education']).phone).toBe('+16087338085');
    const alta = ['Bad Roe', 'bad@example.com', 'EXPERIENCE', 'Northwind, MACHINE INTELLIGENCE RESEARCHER', '� Jan 18 - Mar 19\t� Cairo Egypt', '∠ Conduct research on fingerprints.'];
    expect(jobs(alta)).toEqual([['MACHINE INTELLIGENCE RESEARCHER', 'Northwind', '2018-01', '2019-03']]);
    // An employer named after a town, then its country's code, stays the employer.
    const coded = ['Jo Roe', 'jo@example.com', 'Expérience', 'Août 2011 – Janvier 2012: ATHENA CI', '➢ Développeur d’application (stagiaire).'];
    expect(jobs(coded)?.[0]?.[1]).toBe('ATHENA CI');
    const summer = ['Chu Roe', 'chu@example.com', 'Experience', 'Summer Internship | Initech Aircraft Corp. of China | Shanghai, CN June 2017 - Aug 2017', '· Designed a robot arm.'];
    expect(jobs(summer)).toEqual([['Summer Internship', 'Initech Aircraft Corp. of China', '2017-06', '2017-08']]);
    const supervised = ['Muf Roe', 'muf@example.com', 'RESEARCH EXPERIENCE', 'Globex Institute\tChicago, IL', 'Student Researcher, advised by Prof. Ali Roe\tAug 2020 - Oct 2021', '• Working with researchers.'];
    expect(jobs(supervised)).toEqual([['Student Researcher', 'Globex Institute', '2020-08', '2021-10']]);
  });
});

describe('CVs of a sixty-ninth reading, public/CV.pdf of portfolios (fictional people in the layouts of real ones)', () => {
  const read = (lines: string[]) => parseCv(lines.join('\n'), context);
  const jobs = (lines: string[]) => read(lines).experiences?.map(({ title, company, start, end }) => [title, company, start, end]);

  it('a name of three words in a cell beside the title is the whole first cell', () => {
    const cv = read(['Jane Ann Roe\tMERN Stack Developer', 'CONTACT', 'Phone: +977-9812345678\tAddress: Bhaktapur', 'Email: jar9491@gmail.com']);
    expect(cv).toMatchObject({ full_name: 'Jane Ann Roe', headline: 'MERN Stack Developer' });
  });

  it("a hobby that a village shares its name with is no place; a post box's letters are no town; a block's letters before the town are none", () => {
    expect(read(['TAM ROE', 'HOBBIES', 'Story Writer', 'Gaming', '+91 9812345670', 'tam.roe@example.edu']).location).toBeNull();
    expect(read(['Ibra Roe', 'CT 2206, Rabat, Morocco', 'PB. 12050', '+212 612345678', 'ibra@example.ma']).location).toBe('Rabat, Morocco');
  });

  it("a link's possessive is no town; the name that opens the personal details; a cover letter's greeting is no name", () => {
    expect(read(['Abdou Roe, Economiste-Statisticien', '# abdou.roe@example.com\tï Abdou Roe', ' Mon Portfolio numérique\t§ Mon GitHub', '', 'EXPERIENCE PROFESSIONNELLE']).location).toBeNull();
    const details = read(['Curriculum vitae', 'Software Engineer Trainee', 'Personal details', 'Omar Zayd ROE', 'omar.roe@example.ch', '+41 79 123 45 67', 'Route du Lac 12', '1026 Echandens, Lausanne', 'Languages', 'English']);
    expect(details).toMatchObject({ full_name: 'Omar Zayd Roe', headline: 'Software Engineer Trainee' });
    // Its letters spaced out over two lines, the name as the letter's signature writes it says where the words break; with
    // the cover letter's greeting no name, nothing else names it.
    const letter = read(['T H U L A N I Q U E N TO N', 'R O E B E R G', 'Dear', 'Re c r u t e r s', 'The below CV detail all about me as a candidate. If you', 'choose to interview and hire me, it would be my great honor', 'to serve, learn and receive growth at your service. I will make', 'myself available to meet you at your earliest convenience.', 'Sincerely.', 'Thulani Quenton Roeberg', 'P E R S O N A L', 'I N F O R M AT I O N', 'Contacts\tAddress', '(+27)72-123-4567\t12 Roe Road', 'thulaniquenton86@example.com\tBlock L', 'Soshanguve, Pretoria', '0152']);
    expect(letter.full_name).toBe('Thulani Quenton Roeberg');
    const signed = read(['T H A N D I J O N A S', 'R O E B E R G', 'Dear', 'Re c r u t e r s', 'The below CV detail all about me as a candidate.', 'Sincerely.', 'Thandi Jonas Roeberg', 'P E R S O N A L', 'Contacts\tAddress', '(+27)72-123-4567\t12 Roe Road', 'thandijonas86@example.com\tBlock L', 'Soshanguve, Pretoria']);
    expect(signed.full_name).toBe('Thandi Jonas Roeberg');
  });

  it("the line under an address's label is no name; a country code in brackets without its plus", () => {
    const address = read(['CONTACT', 'EMAIL:', 'adi.roe2000@example.com', 'PHONE:', '+91 9812345678', 'ADDRESS:', 'East Lane, Globex Road', 'Patna, Bihar, 800004', 'EDUCATION', 'GLOBEX INSTITUTE OF', 'TECHNOLOGY']);
    expect(address).toMatchObject({ full_name: null, location: 'Patna, Bihar' });
    expect(read(['Adnan Roe', 'Lebanese|adnan.roe@example.com|(961)-81-123456|LinkedIn: Adnan Roe', 'EDUCATION']).phone).toBe('+96181123456');
  });

  it("'About' heads the summary; an icon pdf.js could not map parts the name from the e-mail; an ampersand is no word of a title beside the name", () => {
    const about = read(['Owen Baker', 'About', 'Expert compiler engineer.', ' English, French\t owen@baker.example\t baker.example', ' UK, Aus, Ire\t +353 85 123 4567', 'Experience']);
    expect(about.full_name).toBe('Owen Baker');
    expect(read(['Cecília Roe � croe@cmat.example.pt � � � � � � �', 'Ph.D in Mathematics', 'SYNOPSIS', 'The present document.']).full_name).toBe('Cecília Roe');
    const beside = read(['Ben Roe Principal Systems Architect & Technical Mentor', 'Level 12, 64 York St, Sydney 2000', '+61 418 123 456', 'ben@example.org', 'EXECUTIVE SUMMARY Systems Thinker.']);
    expect(beside).toMatchObject({ full_name: 'Ben Roe', headline: 'Principal Systems Architect & Technical Mentor' });
  });

  it("a Belgian firm's number is no phone; a place of residence is the candidate's place", () => {
    expect(read(['CV Frida Roe', 'Personal', 'First name:\tFrida', 'Last name:\tRoe', 'Company:\tGlobex (BE 0649.800.228, https://globex.example)', 'Competences']).phone).toBeNull();
    expect(read(['Frida Roe', 'frida@example.be', 'Date of birth: 04/06/1986', 'Place of residence: Gent', 'Competences']).location).toBe('Gent');
  });

  it('months and years a spaced slash parts; the country and the town a dash parts, beside the dates', () => {
    const cv = read(['Afi Roe', 'afi@example.com', 'WORK EXPERIENCE', 'Technical Support Field Engineer', 'Globex Company', '02 / 2015 - 12 / 2017\tIraq - Erbil', '● Design Project']);
    expect(cv.experiences?.map(({ title, company, start, end }) => [title, company, start, end])).toEqual([['Technical Support Field Engineer', 'Globex Company', '2015-02', '2017-12']]);
    expect(cv.total_years_experience).toBe(2);
  });

  it("a French post at its employer before a colon, under its dates; a French internship over its employer's line", () => {
    const colon = ['Lar Roe', 'lar@example.com', 'Expériences', '2024 -2025', 'Développeur Web/App chez Northwind :', '• Intégration de sites web sous PrestaShop.'];
    expect(jobs(colon)).toEqual([['Développeur Web/App', 'Northwind', '2024', '2025']]);
    const internship = ['Abd Roe', 'abd@example.com', 'EXPERIENCE', 'STAGE EN DÉVELOPPEMENT WEB', 'GLOBEX SOLUTIONS (2023 -2025)', 'Développement d’une plateforme web pour la', 'gestion des retours utilisateurs.'];
    expect(jobs(internship)).toEqual([['STAGE EN DÉVELOPPEMENT WEB', 'GLOBEX SOLUTIONS', '2023', '2025']]);
  });
});

describe('CVs of a seventieth reading, Resume.docx of portfolios (fictional people in the layouts of real ones)', () => {
  const read = (lines: string[]) => parseCv(lines.join('\n'), context);
  const jobs = (lines: string[]) => read(lines).experiences?.map(({ title, company, start, end }) => [title, company, start, end]);

  it("a Word template's footer sets the number between the handle and a link, far from the head; not a paper's number by its link", () => {
    const footer = ['OBJECTIVE', 'An IT professional with 6+', 'years of experience.', 'SKILLS', 'Java and SQL.', 'NEDROE@EXAMPLE.CO', 'M', 'NED ROE', 'IT PROFESSIONAL | GITHUB: HTTPS://GITHUB.COM/NEDROE', 'EXPERIENCE', 'CONSULTANT • GLOBEX SYSTEMS • MAR 2013 – AUG', '2018', 'EDUCATION', 'HIGH SCHOOL DIPLOMA • MAY 2011 • NORTHWIND HIGH SCHOOL', '@NEDROE\t801-555-2790\tHTTPS://WWW.LINKEDI', 'N.COM/IN/NED-ROE/'];
    expect(read(footer)).toMatchObject({ full_name: 'Ned Roe', phone: '+18015552790' });
    const paper = ['Marie Roe', 'marie@example.org', 'PUBLICATIONS', 'Roe M. and Poe B. Plos Pathogen, 19 (4),', 'e1012345, (2023). https://doi.org/10.1371/journal.ppat.1012345 — github.com/mroe/data'];
    expect(read(paper).phone).toBeNull();
  });

  it('a dash labels the number as a colon would, before a student number in brackets', () => {
    const cv = read(['Asha Roe', '(21234567)', '4 BBA A', 'Mobile – 9812345670', 'Email – asha.roe@example.in', 'Personal Profile Statement –']);
    expect(cv.phone).toBe('9812345670');
  });

  it("a field's experience with a hyphenated word and a field's projects head sections: their lines are no skills", () => {
    const cv = read(['Jack Roe', 'Minneapolis, MN ● jack@example.com ● (952) 555-0142', 'PROGRAMMING AND TECHNICAL SKILLS:', 'Languages: C++, Python, Java', 'COMPUTER SCIENCE-RELATED EXPERIENCE:', 'Programming Teacher Internship\t June - August 2024', 'Plymouth, Minnesota', '• Led programming classes.', 'COMPUTER SCIENCE PROJECTS:', 'TicTacToe Game', '• Accessible on Portfolio Website', 'ADDITIONAL EXPERIENCE:', 'Meat Clerk', 'Fresh Thyme, St. Louis Park, MN\tJanuary 2025 - Present']);
    expect(skillNames(cv)).toEqual(['C++', 'Python', 'Java']);
    expect(jobs(['Jack Roe', 'jack@example.com', 'SKILLS', 'Python', 'COMPUTER SCIENCE-RELATED EXPERIENCE:', 'Teaching Assistant, Computer Science Department\tJanuary - May 2024', 'Northwind University, Collegeville, MN'])).toEqual([['Teaching Assistant', 'Computer Science Department', '2024-01', '2024-05']]);
    expect(headingOf('DIRECTOR OF SPECIAL PROJECTS')).toBeNull();
  });

  it('names after a hyphenated "Curriculum-Vitae", a "Candidate name" label, or a label whose initial runs into the name', () => {
    const banner = read(['CURRICULUM-VITAE', 'ARUN ROE', '12-34', 'Madurai Distrit,', 'Tamil Nadu, India.', 'Ph: +91 9812345678', 'w-mail :  arun@example.com', 'OBJECTIVE:']);
    expect(banner).toMatchObject({ full_name: 'Arun Roe', location: 'Tamil Nadu, India' });
    expect(read(['Resume', 'Candidate name :  Nila Roe', 'Mobile No. :            9812345678', 'Email ID :  nila@example.com', 'CAREER OBJECTIVE', 'ACADEMICS', 'Graduation Details']).full_name).toBe('Nila Roe');
    expect(read(['RESUME', 'PERSONAL PROFILE', 'Name\t\t\t:S.Azim Roe\t\t\t', 'Date of Birth\t\t: 19.08.2003', 'Email ID\t :azim@example.com']).full_name).toBe('S. Azim Roe');
  });

  it("an address's label broken from its word is no place of the e-mail's label under it", () => {
    const cv = read(['ARUN ROE', 'Tamil Nadu, India.', 'w-mail :  arun@example.com', 'OBJECTIVE:', 'To secure a job.', 'PERSONAL DETAILS', 'Gender\t:\tmale', '      Permanent   ', 'Address      ', '      Email\t:\tarun@example.com', ' Mobile\t:\t+91 9812345678', '\tDECLARATION']);
    expect(cv.location).toBe('Tamil Nadu, India');
  });

  it("a street's name, its kind last, is no town where the address names none", () => {
    expect(read(['Sid Roe', 'Home Address: \t\t sid@example.com \t\t Phone Numbers:', '1649 Juniper Pine Circle\t\t http://www.example.edu/~sid/\t Home: (770)-555-0442', 'Objective:', 'To obtain an internship.']).location).toBeNull();
    expect(read(['RESUME', 'Name\t:S.Azim Roe', 'Permanent Address      :No:7A,Old Mill Road,', 'Email ID\t:azim@example.com']).location).toBeNull();
  });

  it("a number a narrow column broke after a hyphen is read whole, not two numbers so joined; a link's last digits are no postcode", () => {
    expect(read(['About me', 'Hello! My name is Fedor.', 'Contact', 'Phone Number: +7 (995) 555-', '31-91', 'Email: fedor@example.com']).phone).toBe('+79955553191');
    expect(read(['NOM : ROE', 'PRENOM : ALI', 'TELEPHONE : 91234567-', '81234567', 'E-MAIL :', 'ali.roe@example.com']).phone).toBe('91234567');
    const sidebar = ['NGUYEN VAN ROE', 'FRONTEND DEVELOPER INTERN', 'I want to work and learn.', 'Email', 'roe@example.com', 'Website', 'https://www.facebook.com/roe2512', 'Phone', '0912 345 678', 'Address'];
    expect(read(sidebar).location).toBeNull();
  });

  it("a trade between two names the e-mail spells one of is a name; a profile's label before a name is no place", () => {
    const between = read(['ALI BAKER ROE', '+44 7900 123456; A.ROE5@EXAMPLE.AC.UK, LIVERPOOL, UNITED KINGDOM', 'PROFESSIONAL STATEMENT', '• Driven.']);
    expect(between).toMatchObject({ full_name: 'Ali Baker Roe', headline: null });
    expect(read(['HEAD BAKER ROE', '+44 7900 123456; roe@example.org', 'PROFILE']).full_name).toBeNull();
    expect(read(['RAVI', '+1 (812)-555–0149; ravi@example.com; LinkedIn: Ravi Roe, United States.', 'EDUCATION']).location).toBe('United States');
  });
});

describe('CVs of a seventy-first reading, resume.docx of portfolios (fictional people in the layouts of real ones)', () => {
  const read = (lines: string[]) => parseCv(lines.join('\n'), context);
  const jobs = (lines: string[]) => read(lines).experiences?.map(({ title, company, start, end }) => [title, company, start, end]);

  it("a bullet's sentence wrapped after a determiner is no heading: the jobs under it still count", () => {
    const lines = ['Jane Roe', 'jane@example.com', 'EXPERIENCE', 'Globex Services\tNov 2016 – May 2018', 'HR Coordinator', '•\tConduct phone interviews to screen candidates and properly assess their', 'qualifications', '•\tDocument candidate details.', 'Northwind Bank', '2012-2014', 'Fraud Data Analyst', '•\tReviewed alerts.'];
    expect(jobs(lines)).toEqual([
      ['HR Coordinator', 'Globex Services', '2016-11', '2018-05'],
      ['Northwind Bank', null, '2012', '2014'],
    ]);
    expect(read(lines).total_years_experience).toBe(3);
  });

  it('an address said to be the one above, or a landmark the house stands near, is no town', () => {
    const above = read(['ARUN ROE', '12-34 ROSE BHAVAN,', 'Tamil Nadu, India.', 'Ph: +91 9812345678', 'OBJECTIVE:', 'To secure a job.', 'PERSONAL DETAILS', 'Permanent Address              :  above adress']);
    expect(above.location).toBe('Tamil Nadu, India');
    const near = read(['B.ROE', 'B. Tech Computer Science & Engineering', 'Contact no : +91 9812345678', 'E-mail: roe@example.com', 'Personal Details', 'Address             :   Rosenagar,near hanuman temple,S/Andaman,A&N Islands']);
    expect(near).toMatchObject({ full_name: 'B. Roe', location: 'Rosenagar' });
  });

  it("a town before its state's code in brackets, and an initial run into a name in capitals", () => {
    expect(read(['RAVI ROE', 'Near Shiv Temple ,', 'Roe Building, Village: Roepur,', 'Fazilka. 152123 ( PB)', '(M) 9812345678']).location).toBe('Fazilka');
    expect(read(['K.MEERA', 'B.E Computer Science', 'meera@example.com']).full_name).toBe('K. Meera');
  });

  it("a phone's last digits written with dots, or a timeline's year alone, are no postcode over a town", () => {
    const cv = read(['Nat Roe', 'Experience Designer, Educator', 'nat@example.com | http://example.com', '530.555.6348', 'Exhibitions', 'Year', '2017', 'Exhibit Title', 'Exhibit One', 'Venue', 'Northwind Gallery']);
    expect(cv.location).toBeNull();
  });

  it('a Philippine city written with its word, after quarters the gazetteer does not hold', () => {
    expect(read(['JOSE ROE', '📫 #006 Roe Village, Tiptop, Pacdal, Baguio City', '🕿 09155550138', 'EDUCATIONAL ATTAINMENT']).location).toBe('Baguio City');
    expect(read(['Profile', 'A web developer.', 'Contact', 'Address:', 'Roe Street, Block 7, Tumana, Marikina City', 'Phone:', '09475550131', 'Jose Roe', 'Skills', '• C#']).location).toBe('Marikina City');
    expect(read(['Jon Roe', '2501 N. Roe Ave. #466 Oklahoma City, OK 73106 | 123-555-7890 | jon@example.com', 'OBJECTIVE']).location).toBe('Oklahoma City, OK');
  });

  it('seminars and trainings attended are no skills', () => {
    const cv = read(['Jose Roe', 'jose@example.com', 'SKILLS AND QUALIFICATIONS', '• Knowledgeable in programming language: Python, Java', 'SEMINARS and TRAININGS ATTENDED', '• Facilitator for the Team Building', 'October 24-25', 'High Acres Camp, Sablan, Benguet']);
    expect(skillNames(cv)).toEqual(['Python', 'Java']);
  });

  it("names a template sets apart: the two first names the e-mail spells before a third, a monogram's, a middle initial's stop set apart", () => {
    expect(read(['OMAR ROE  BASSO \tFULL STACK WEB DEVELOPER', 'omarroe2015@example.com | GitHub | LinkedIn', 'SUMMARY', 'I am a Tech enthusiast.'])).toMatchObject({ full_name: 'Omar Roe Basso', headline: 'FULL STACK WEB DEVELOPER' });
    const monogram = read(['LR', 'SUMMARY', 'I am a senior mobile developer.', 'Skills ', '• Javascript', '• PHP', 'Li Roe', 'Full stack developer', 'WORK Experience', 'Globex, Inc, Atlanta, GA', 'Full stack Developer 2018.6-2023.8']);
    expect(monogram).toMatchObject({ full_name: 'Li Roe', headline: 'Full stack developer' });
    expect(skillNames(monogram)).toEqual(['JavaScript', 'PHP']);
    expect(read(['CV', 'SUMMARY', 'I build models for clients.', 'Skills', '• Python', 'Charles Vane', 'WORK Experience']).full_name).toBeNull();
    expect(read(['Robert W . Roe Jr.', 'Cape Coral, Florida 33993', 'Home: (239)555-0174', 'SUMMARY']).full_name).toBe('Robert W. Roe Jr.');
  });

  it("a Word resume's link labels in brackets after the town, and a number's groups parted by no-break spaces", () => {
    expect(read(['Jim Roe', 'Jim Roe', '12 Roe Ln, NE', 'Los Lunas, NM 87031 [Linkedin] [Portfolio]', '505-555-0183', 'jim@example.com']).location).toBe('Los Lunas, NM');
    expect(read(['Sam Roe', '', 'sam.roe@example.com,\u00a00491\u00a0570\u00a0156,\u00a0www.linkedin.com/in/sam\u2011roe , https://roe.me/', '', 'career profile']).phone).toBe('0491 570 156');
  });

  it('"Job" over "RESUME" is the document\'s title, not a given name nor a French village', () => {
    const cv = read(['Job', '   RESUME', 'Harjot', 'Roe', 'OBJECTIVE ', 'My objective is to find a part time job.', '\t\tPHONE', '(905) 555 0146', '\t\tEMAIL', 'theharjotroe@example.com']);
    expect(cv).toMatchObject({ full_name: 'Harjot Roe', location: null });
    expect(read(['Harjot Roe', 'OBJECTIVE', 'To find a job.', 'ADDRESS', '25 Roe Crescent ', 'Brampton, Ontario', 'Canada', 'PHONE', '(905) 555 0146', 'EMAIL', 'theharjotroe@example.com']).location).toBe('Brampton, Ontario');
    expect(read(['Harjot Roe', 'theharjotroe@example.com', 'ADDRESS', '25 Roe Crescent ']).location).toBeNull();
  });

  it("an Australian state's short name after the town, and a Singapore block's number before it", () => {
    const cv = read(['Jai Roe', '\t\tJai Roe', 'Address: 12 Roe Avenue, Tweed Heads West, NSW, 2485', 'Mobile: 0491 570 156', 'Email: jai@example.com', 'Executive Summary']);
    expect(cv).toMatchObject({ location: 'Tweed Heads West, NSW', phone: '+61491570156' });
    expect(read(['Hao Roe', 'Blk 12, #03-1234, Singapore 330012', 'hao@example.com | +65 9123 4567', 'Objective']).location).toBe('Singapore');
  });
});

describe('CVs of a seventy-second reading, moncv.pdf of French portfolios (fictional people in the layouts of real ones)', () => {
  const read = (lines: string[]) => parseCv(lines.join('\n'), context);

  it('a town and its quarter parted by a slash or a dash, and no heading under an empty address', () => {
    expect(read(['PROFIL', 'Développeuse web.', 'Adresse', 'THIES/ Roeville1', 'PORFOLIO', 'https://roe.github.io/', 'LANGUES', 'FRANÇAIS', 'AMINA ROE']).location).toBe('THIES');
    expect(read(['AMINA ROE', 'amina@example.com', 'Adresse', 'LANGUES', 'FRANÇAIS']).location).toBeNull();
    expect(read(['COORDONNÉES', '655-55-01-23', 'paul.roe@example.com', 'Yaoundé - Roeville', 'LANGUES', 'Français', 'ROE PAUL'])).toMatchObject({ location: 'Yaoundé', phone: '+237655550123' });
    expect(read(['OBI ROE', 'Address:\tCONTACT/ EMAIL:', '4B Roe Street, Coal Camp\t+234-8165550123', 'Enugu State.\tobi.roe@example.com', 'CAREER OBJECTIVE:']).location).not.toBe('CONTACT');
  });

  it("a surname in capitals run into the given name, and a French form's name under its label on two lines", () => {
    expect(read(['ROEJean-Christophe', '', 'É T U D I A', '06 12 34 56 78', 'jean-christophe.roe@example.com', 'Paris 75013', 'S K I L L S', 'Git']).full_name).toBe('Jean-Christophe Roe');
    const form = read(['DÉVELOPPEUR', 'FULL STACK', 'Nom et Prénoms :', 'ROE Yao Paul', 'Marc Junior', 'Date de naissance :', '07/02/2001', 'Adresse : Katiola', 'Adresse Email :', 'roey123@example.com']);
    expect(form.full_name).toBe('Yao Paul Marc Junior Roe');
    expect(read(['NAME', 'JOHN G. ROE', 'Software Engineer', 'john@example.com']).full_name).toBe('John G. Roe');
  });

  it('an e-mail and a phone beside letter-spaced dates in the next cell', () => {
    const cv = read(['L A R O E  L I N A', 'Recherche stage', '7 A V R I L 2 0 2 6 - 2 9 M A I 2 0 2 6 Contact\t06 12 34 56 78 lina.roe66@example.com', 'EXPÉRIENCE PROFESSIONNELLE']);
    expect(cv).toMatchObject({ email: 'lina.roe66@example.com', phone: '+33612345678' });
    expect(read(['Nat Roe', 'nat@example.com', 'PROFESSIONAL EXPERIENCE', 'LECTURER\tGlobex College of the Arts\t2017-present', 'GRADUATE ASSISTANT\tGlobex Institute\t2 0 1 4 - 2 0 1 7', 'EDUCATION']).experiences?.map((job) => job.start)).toEqual(['2017', '2014']);
  });

  it("a heading in a margin beside its first entry's title, not an entry's own word beside its dates", () => {
    const cv = read(['Généré par', 'samir@example.com | France | 0612345678', 'Samir Roe', 'Expériences\tPréparateur de commande - CDI', '06/2020 - 09/2020 , Globex - Oran', 'Caissier - CDI', '06/2023 - 08/2023 , Globex - Oran', 'Formations\tBAC générale', "09/2021 - 06/2023 , Lycée Roe - Oran", 'Licence mathématiques', "09/2024 - Aujourd'hui , Université de Nîmes - Nîmes"]);
    expect(cv.experiences?.map((job) => job.title)).toEqual(['Préparateur de commande - CDI', 'Caissier - CDI']);
    expect(cv.total_years_experience).toBe(0);
    const stage = read(['ERIC ROE', 'eric@example.com', 'EXPÉRIENCES PROFESSIONNELLES', 'STAGE\t2025', 'Informatique', 'Globex - Allemagne - 8 semaines', 'FORMATION']);
    expect(stage.experiences).toHaveLength(1);
    const projects = read(['Dan Roe', 'dan@example.com', 'Education', 'Globex University, Durham, NC', 'Ph.D. Statistical Science\t2019-', 'Software\tRoeSIR (R/C++)\tBeta testing', 'Experience\tIndividual project, user friendly implementation of the method developed in a paper', 'Roe Solver (C)\t2016-2018', 'International collaboration.']);
    expect(projects.experiences).toEqual([]);
  });

  it('a heading of capitalised words with its own stop, under a paragraph that ends without one', () => {
    const cv = read(['BEN ROE', 'EMAIL : ben.roe@example.com', 'Core Competence', 'I am a motivated person possessing excellent communication skills and quick to learn', 'Education Background.', '2014 to 2021\t: GLOBEX UNIVERSITY OF AGRICULTURE AND TECH', 'Qualification\t: Bachelor in Mathematics and Computer Science', '2010-2013\t\t: ROE SECONDARY SCHOOL', 'Skills and Abilities.', '• Python']);
    expect(cv).toMatchObject({ experiences: [], total_years_experience: null });
  });

  it("an e-mail broken after a later label's first letter", () => {
    expect(read(['Chloé Roe', 'Etudiante en sciences du numérique', ' chloe.roe@etu.i', 'np-roe.fr', ' 06 12 34 56 78', 'Langues']).email).toBe('chloe.roe@etu.inp-roe.fr');
  });

  it("a degree read as the employer under a heading that holds studies and jobs is no job; an internship's certificate link is", () => {
    const cv = read(['David Roe, PhD', 'david@example.com', 'ÉTUDES & EXPÉRIENCES PROFESSIONNELLES', 'Stage postdoctoral | 2022/09 - 2024/07 | Globex University', 'Superviseur : Leo Roe', 'Co-fondateur / scientifique des données | 2020/10 -  présent | Roe Inc.', 'Doctorat en océanographie | 2014 - 2020 | Université du Québec à Rimouski', 'Superviseurs : Phil Roe & Dom Roe', 'Maîtrise en géographie | 2009 - 2012 | Université Concordia', 'Superviseurs : Jo Roe']);
    expect(cv.total_years_experience).toBe(5);
    const internship = read(['Axel Roe', 'me@example.com | +4512345678', 'Experience', 'Frontend Developer Internship | Certificate\tJul 2023 – Current', 'Globex Simplified', '• Built a carousel.']);
    expect(internship.experiences).toHaveLength(1);
  });

  it("a letter-spaced surname over the given name, a title beside the surname, in the e-mail's order", () => {
    expect(read(['R O E B E R\tRÉALISATRICE/MONTEUSE', 'A N G È L E', 'Diplômée en études cinématographiques.', '', 'angele.roeber@example.com', '06 12 34 56 78', 'PARIS 75011', 'COMPÉTENCES', 'Photoshop']).full_name).toBe('Angèle Roeber');
  });

  it('a street on the label\'s line goes on to the postcode and town under it', () => {
    expect(read(['Arthur Roe', 'Age : 25', 'Location : 12 AV Gén S. Patton\tPhD Student in Computer Science', '35000 Rennes, France', 'Mail : arthur.roe@example.com', 'Education']).location).toBe('Rennes, France');
  });
});

describe('CVs of a seventy-third reading: portfolios\' French and English twins, and Word CVs (fictional people in their layouts)', () => {
  const read = (lines: string[], largest?: string[]) => parseCv(lines.join('\n'), largest ? { ...context, layout: { largest, headings: [] } } : context);

  it('a street, a dash and its town, a ZIP label wrapped after the country', () => {
    expect(read(['PAULO ROE', 'Double Degree Student', 'Contact', 'paulo.roe@example.com', '12 Rue des Lilas - Gif-sur-Yvette, France - ZIP', 'Code 91190', 'Hard Skills']).location).toBe('Gif-sur-Yvette, France');
  });

  it("a letter-spaced name in capitals after a sidebar read first, in smaller type than the title: the e-mail's words", () => {
    const sidebar = ['C O N T A C T', '06.12.34.56.78', 'lucas.roe@example.com', '12 route des Prés', '74000 Annecy', 'H A R D S K I L L S', 'Langages : C#, JavaScript', 'Frameworks : Angular, Node.js', 'Outils : Git, Jira', 'L A N G U E S', 'Anglais (B2)', ''];
    expect(read([...sidebar, 'L U C A S  R O E', 'É T U D I A N T I N G É N I E U R', 'E X P É R I E N C E P R O F E S S I O N N E L L E', 'Développeur Web (Stage)'], ['É T U D I A N T I N G É N I E U R']).full_name).toBe('Lucas Roe');
  });

  it('a given name in capitals over the surname the e-mail spells, set in the largest type after a sidebar', () => {
    const sidebar = ['PROFIL', 'Récemment diplômée en génie logiciel, je suis', 'une développeuse full stack passionnée.', 'FORMATION', 'Licence en informatique', 'Sept 2016 - Juin 2019 I Globex', 'Master en génie logiciel', 'Sept 2019 - Sept 2021 I Globex', 'Projet de fin d’études :', 'Un portail web pour un ministère.', ''];
    const lines = [...sidebar, 'J E A N N E', 'R O E B E R', 'INGÉNIEURE LOGICIEL', 'EXPÉRIENCES PROFESSIONNELLES', 'CONTACT', 'Email : roeber.workspace@example.com'];
    expect(read(lines, ['R O E B E R']).full_name).toBe('Jeanne Roeber');
  });

  it("a template's placeholder brackets left around the name", () => {
    expect(read(['[Ada Jane Roe]', 'Contact Information:', '• Email: ada.roe@example.com', '• Phone: 08012345678']).full_name).toBe('Ada Jane Roe');
  });

  it("an icon font's calendar read as a letter before a job's dates is no title", () => {
    const cv = read(['Pablo Roe', 'pablo@example.com', 'EXPÉRIENCE PROFESSIONNELLE', 'Développeur Logiciel', 'Globex', 'z Sept 2023 – Décembre 2023\t* Medellín, Colombie', '• Développement d’un site web']);
    expect(cv.experiences).toMatchObject([{ title: 'Développeur Logiciel', company: 'Globex', start: '2023-09', end: '2023-12' }]);
  });

  it("a resume builder's 'Details' heading over the contacts, in the name's type, is no part of the name; a title letter-spaced without its words' breaks is none", () => {
    const lines = ['Ravi Roe', 'S E N I O R F U L L S T A C K D E V E L O P E R', 'Details', 'Pune, Maharashtra', '+91 8012345678', 'ravi.roe@example.com', 'Links', 'Education', 'B.Sc. IT, Globex College, Pune. (2016)'];
    expect(read(lines, ['Ravi Roe', 'Details', 'Links', 'Education'])).toMatchObject({ full_name: 'Ravi Roe', headline: null });
  });

  it("a heading whole in capitals ('À PROPOS DE MOI') is no heading before a name", () => {
    const sidebar = ['À PROPOS DE MOI', 'Je suis étudiante en Licence 1', "d'informatique à Globex, passionnée par le", 'développement logiciel et les technologies.', "Je suis actuellement à la recherche d'un", 'stage à Paris après avoir terminé ma', 'première année à Globex, où je poursuis', 'un Bachelor spécialisé en informatique', 'enseigné en anglais.', 'LANGUAGES', 'Anglais : Intermédiaire', 'Russe : Langue maternelle', 'Français : Débutant', ''];
    // "R", the largest type's third line, is a monogram's letter.
    const rest = ['OLGA', 'ROE', 'Étudiante en informatique à Globex', 'R', 'ÉDUCATION', "Globex – École d'Ingénierie", 'Bachelor en Informatique (Diplôme prévu en 2028)', '2025 – 2028', 'COMPÉTENCES', 'C++\tPython\tC#', 'CONTACT', '06 12 34 56 78', 'Olgaro2006@example.com', '75011 Roeville, Paris'];
    expect(read([...sidebar, ...rest], ['OLGA', 'ROE', 'R']).full_name).toBe('Olga Roe');
  });

  it("'Stack technique' over a job's tools, the next job's dates further down, is no skills heading", () => {
    const job = (dates: string, employer: string, title: string) => [dates, `${employer} l Lyon 69003`, title, 'Développement de nouvelles fonctionnalités.', 'Stack technique', 'PHP · Symfony · MySQL'];
    const cv = read(['Karim Roe', 'karim@example.com', 'EXPÉRIENCES PROFESSIONNELLES', ...job('Sept 2021- Présent', 'Globex', 'Développeur Fullstack'), ...job('Juin 2019- Sept 2021', 'Initech', 'Développeur fullstack'), ...job('Jan 2016 - Aout 2018', 'Roe SA', 'Développeur Frontend'), 'COMPÉTENCES', 'Docker']);
    expect(cv.experiences?.map((job) => job.start)).toEqual(['2021-09', '2019-06', '2016-01']);
  });

  it("'Based in' a town, then the next sentence on the same line", () => {
    expect(read(['Hugo Roe', 'Front-end developer', 'Based in Montpellier. Notice period: 2 months\thugo@example.com', 'Experience']).location).toBe('Montpellier');
  });
});

describe('CVs of a seventy-fourth reading: portfolios\' Word résumés and their PDFs (fictional people in their layouts)', () => {
  const read = (lines: string[], largest?: string[]) => parseCv(lines.join('\n'), largest ? { ...context, layout: { largest, headings: [] } } : context);

  it("a profile's handles under the contacts, which spell the e-mail, are no name", () => {
    const lines = ['Ananda Roe Kumar Vijay', 'Business Analyst', 'anandaroekv3@example.com\t+49 1512 3456789\tHauptstraße 5, Berlin, Germany', 'ananda-roe-kv\tAnandaRoeKV', 'PROFILE'];
    expect(read(lines, ['Ananda Roe Kumar Vijay', 'Business Analyst']).full_name).toBe('Ananda Roe Kumar Vijay');
  });

  it("a form's bulleted name field, the template's brackets left around the name", () => {
    const cv = read(['Personal Information', '• Name: [Udo Kumar Roe]', '• Contact Details: +977 9812345678, gmail: udoroe25@example.com', '2. Educational Background']);
    expect(cv.full_name).toBe('Udo Kumar Roe');
  });

  it('the third of three names, in the largest type, though a small town shares it, is no town', () => {
    const lines = ['JOHN-EMEKA ROEBER', 'KENNEDY', 'Frontend Developer (React, React Native & Three.js)', 'roeberjohn@example.com | Portfolio | LinkedIn | GitHub', 'SUMMARY', 'Creative frontend developer.'];
    expect(read(lines, ['JOHN-EMEKA ROEBER', 'KENNEDY'])).toMatchObject({ full_name: 'John-Emeka Roeber Kennedy', location: null });
  });

  it('a name beside its title on the largest type\'s line, the surname a part of an e-mail that gives another given name', () => {
    const lines = ['Minjun Roe Full Stack Engineer', 'Experience', 'Full Stack Engineer · Globex\tMar. 2022 – Feb. 2024', '~ Built the web app', 'Education', 'daniel.mjn.roe@example.com'];
    expect(read(lines, ['Minjun Roe Full Stack Engineer']).full_name).toBe('Minjun Roe');
  });

  it('the country, then the town, then a link\'s label on the contact line', () => {
    expect(read(['Anil Roe', 'anilroe@example.com  |  India, Kolkata  |  LinkedIn  |  GitHub  |  Portfolio', 'CAREER OBJECTIVE']).location).toBe('Kolkata, India');
    // Not what a link's label leaves after the country, though Link is a town's name.
    expect(read(['Kiran Roe', 'India | 9000012345 | kroe@example.com | LinkedIn Link| Github Link', 'EDUCATION']).location).toBe('India');
  });

  it("a degree written short on the title's line, its field's letters a country's code, is no town", () => {
    const lines = ['ANITA ROE', 'Full Stack & Mobile Developer | B.Tech (IT), 2025 | React · Next.js', 'Delhi NCR, India • +91-7800012345 • anita.roe@example.com', 'PROFESSIONAL SUMMARY'];
    expect(read(lines).location).toBe('Delhi NCR, India');
  });

  it("a test's score out of its maximum is no phone number", () => {
    expect(read(['Name: Zhi Roe', 'Email: zhi.roe@example.com', 'TOEIC (English ability): 810/1000', 'Education']).phone).toBeNull();
  });

  it("'Carrier Objective', a heading's misspelling, is no headline", () => {
    expect(read(['Rahul Roe', 'Carrier Objective', 'To obtain a challenging entry-level work as a web developer.', 'Education']).headline).toBeNull();
  });

  it("a table's 'Marks' column is no town; a middle initial between two full stops", () => {
    const cv = read(['Rohan .K. Roe', 'H.No.4 Globex apartment 7, Roe society , Navrangpura', 'Email:- rroe00@example.com     Date of Birth:- 3rd March, 2000', 'EDUCATION', 'Year\tDegree and University\tMarks', '2020\tBE, Globex Institute of Technology\t8.1 CGPA']);
    expect(cv).toMatchObject({ full_name: 'Rohan K. Roe', location: null });
  });

  it("a form's name up to the next column's field, and its 'Region' field", () => {
    const cv = read(['Personal Details', 'Name : Abebe Roe \t\t\tMobile number :  0911000123', 'Email :  abebe123@example.com\t\tRegion: Ethiopia, Addis Abeba', 'Experience']);
    expect(cv).toMatchObject({ full_name: 'Abebe Roe', location: 'Addis Abeba, Ethiopia', phone: '+251911000123' });
  });

  it("two words in capitals stacked in the largest type keep their order, whichever way an e-mail runs them together", () => {
    expect(read(['AZIZ', 'ROEVSKY', 'Tashkent, Uzbekistan | roevskyazizbek7@example.com', 'ABOUT ME'], ['AZIZ', 'ROEVSKY']).full_name).toBe('Aziz Roevsky');
  });

  it('a name in capitals surname first, in the order the CV writes it plainly', () => {
    const lines = ['Contacts', '+33 7 00 00 00 00', 'tomroe3@example.com', '62300 Lens', 'Tom Roewicz', 'Hard-Skills', 'Java', 'Python'];
    expect(read(lines, ['ROEWICZ TOM']).full_name).toBe('Tom Roewicz');
  });

  it('a degree written with its stops after the name is no state', () => {
    expect(read(['Michael Roe, M.S.', 'Mobile: 706-555-0100 | Email: mroe96@example.com', 'SUMMARY', 'Technical professional.'])).toMatchObject({ full_name: 'Michael Roe', location: null });
  });

  it('the name before a title in brackets, which the e-mail does not spell', () => {
    expect(read(['Ajay Roe (Web Designer)', '13 Globex nagar, indore (M.P)', 'Ph. No: +91 7000012345', 'E-mail : ajrshm11@example.com', 'CAREER OBJECTIVE']).full_name).toBe('Ajay Roe');
  });

  it('a name in small letters in the largest type, the given name the mailbox at the surname\'s domain', () => {
    expect(read(['baptiste', 'X S T A T E', 'A B O U T M E', 'I am a full stack web developer.', 'roeber', 'baptiste@roeber.fr'], ['roeber', 'baptiste']).full_name).toBe('Baptiste Roeber');
    expect(read(['baptiste\troeber', 'C O N S U L T A N T', 'P R O F I L', 'Je suis développeur web.', 'baptiste@roeber.fr'], ['baptiste\troeber']).full_name).toBe('Baptiste Roeber');
  });

  it("a product's versions in brackets after its servers are no job's years; a range whose dash has a cell of its own", () => {
    const servers = read(['Nico Roe', 'nico@example.com', 'EXPÉRIENCES', 'Ingénieur Systèmes et Réseaux', 'Globex SàRL', '09/2018 - 08/2024\tGenève, Suisse', 'Administration de serveurs Windows (2003 à 2016).', 'FORMATION']);
    expect(servers).toMatchObject({ total_years_experience: 6, experiences: [{ start: '2018-09', end: '2024-08' }] });
    const cells = read(['James Roe', 'jroe@example.com', 'WORK EXPERIENCE', 'Statistical Programmer, Roe Ltd, London\t01/2016\t–\t05/2017', 'EDUCATION', 'BSc']);
    expect(cells.experiences).toMatchObject([{ title: 'Statistical Programmer', company: 'Roe Ltd', start: '2016-01', end: '2017-05' }]);
  });

  it('a name in capitals whose given name ends with a part of the e-mail (its short form) is not broken there', () => {
    expect(read(['ELIZABETH ROE', 'Front-End Software Developer', 'Brighton, CO | (720) 555-0100 | roebuck.beth@example.com | LinkedIn', 'SUMMARY']).full_name).toBe('Elizabeth Roe');
  });

  it("a name run together on the document's first line, a word of it in the e-mail; a surname in capitals before its comma, which the e-mail holds", () => {
    expect(read(['TundeKolaRoewe', 'Lagos, Nigeria', 'roewetunda@example.com | +234 803 000 0000', 'PROFESSIONAL SUMMARY']).full_name).toBe('Tunde Kola Roewe');
    expect(read(['ROEKPOR, CALEB CHIDI', 'Mobile: +2348030000000 | Email: roekporcaleb@example.com', 'PROFILE SUMMARY']).full_name).toBe('Caleb Chidi Roekpor');
  });

  it("an employer's 'AI' after a word that names a town is no country's code (Anguilla's)", () => {
    const lines = ['Kevin Roe', 'k.roe@example.com | 412-555-0100', 'WORK EXPERIENCE', 'Software Engineer Apprentice, Argo AI, Pittsburgh, PA\t10/21- Present', '• Built the labelling tools'];
    expect(read(lines).location).toBe('Pittsburgh, PA');
  });

  it("'Professional qualification' heads the schooling, whose dated lines are no jobs", () => {
    expect(read(['Ajay Roe', 'ajay@example.com', 'PROFESSIONAL QUALIFICATION', '• Intermediate from Globex Higher Secondary School (M.P.) during 2006-2008 with 50%.', 'TECHNICAL PROFICIENCY', 'HTML']).experiences).toEqual([]);
  });

  it("a labelled address whose street's kind comes first ('av.'), the town in the next column's line", () => {
    const lines = ['KOFI ROE', 'Portfolio : roe.example.com\tAdresse : 1200 av. Roeland', 'Courriel :kroe@example.com\tMontréal', 'OBJECTIF'];
    expect(read(lines).location).toBe('Montréal');
  });
});

describe('CVs of a seventy-fifth reading: portfolios\' CVs in public/docs and public/assets (fictional people in their layouts)', () => {
  const read = (lines: string[], largest?: string[]) => parseCv(lines.join('\n'), largest ? { ...context, layout: { largest, headings: [] } } : context);

  it('a surname that the e-mail spells with one letter changed is not broken where their ends agree', () => {
    expect(read(['ANDREY', 'ROEKOVSKY', 'SOFTWARE ENGINEER', '+7 (913) 555-00-04', 'ROECOVSKY.AND@EXAMPLE.COM', 'SKILLS']).full_name).toBe('Andrey Roekovsky');
  });

  it("contacts parted by a syllabics dot ('ᐧ'), which reads as a letter", () => {
    expect(read(['Olamide Roe', 'olamide@example.com ᐧ +234 90 5555 7166 ᐧ Lagos, Nigeria', 'LinkedIn ᐧ Github ᐧ Portfolio', 'EXPERIENCE']).location).toBe('Lagos, Nigeria');
  });

  it("two months that share a year, an arrow between them ('Juin → août 2021')", () => {
    const cv = read(['Donald Roe', 'donald@example.com', 'EXPERIENCE PROFESSIONNELLE', 'Stagiaire – assistant', 'Juin → août 2021', 'Globex Logistic / Douala, Cameroun', 'FORMATION']);
    expect(cv.experiences).toMatchObject([{ start: '2021-06', end: '2021-08' }]);
    expect(cv.experiences?.[0]?.company).not.toBe('Juin →');
  });

  it("a Brussels commune, its name broken at its hyphen by a narrow column", () => {
    const lines = ['JULIEN ROE', 'Network Administrator', 'julien.roe@example.com', 'Avenue Roeland, 12 .1200 Woluwe-', 'Saint-Lambert', '+32 499 00 00 00', '14 Jan, 2000', 'OBJECTIVE'];
    expect(read(lines).location).toBe('Woluwe-Saint-Lambert');
    expect(read(['Ana Roe', 'ana@example.com', 'Rue Roeland 12, 1050 Ixelles']).location).toBe('Ixelles');
  });

  it('two given names in capitals over a surname of three letters, in the largest type, with no e-mail', () => {
    expect(read(['PROFILE', 'I am an IT enthusiast.', 'SALMA NOUR', 'DIA', 'FULL-STACK DEVELOPER', 'WORK EXPERIENCE'], ['SALMA NOUR', 'DIA']).full_name).toBe('Salma Nour Dia');
  });

  it("a name letter-spaced whole, the e-mail holding the surname's initial and the middle name", () => {
    const lines = ['ABILITIES', 'Software Developer', 'Web Dev(HTML,CSS,JS)', 'Mail', 'r d o g u k a n @ e x a m p l e . c o m', '', 'G Ü R K A N D O Ğ U K A N R O E B U R T', 'SUMMARY'];
    expect(read(lines).full_name).toBe('Gürkan Doğukan Roeburt');
  });

  it('a parental break on the work history counts no years of experience', () => {
    const lines = ['Claire Roe', 'claire@example.com', 'EXPÉRIENCES', 'COMPTABLE GÉNÉRAL', 'Globex | Juillet 2008 - Mai 2013', "PAUSE PARENTALE | 2018 - aujourd'hui", 'DIPLÔMES ET FORMATIONS'];
    expect(read(lines).total_years_experience).toBe(4);
  });

  it('a word wrapped from the address line above, in small letters, is no town (Side is one in Turkey)', () => {
    const lines = ['Ehsan Roe', 'CONTACT', 'Nationality: Bangladeshi', 'Roepur, Roepur upzilla', 'side, Kaliganj', '9400 Satkhira, Bangladesh', 'ehsan@example.com', '(+880) 1711000000', 'WORK EXPERIENCE'];
    expect(read(lines).location).toBe('Kaliganj');
  });

  it("under a street line that ends with its postcode, the text's next line, not the nearest to the contacts", () => {
    const lines = ['Ludo Roe', 'MON PARCOURS', 'Passionné par le web.', 'MES COMPÉTENCES', 'React', 'Trello', 'TRAVAILLONS ENSEMBLE', 'Telephone: 0692.00.00.00', 'Email: ludo@example.com', 'LinkedIn: Ludo Roe', '12 Chemin des Lilas 97421', 'La rivière Saint-Louis', 'LANGUES'];
    expect(read(lines).location).not.toBe('Trello');
  });

  it("'Free State' is a province's whole name, not a town's with its state's word", () => {
    expect(read(['Jean-Luc Roe', '3rd Year student', 'Contact', 'Tel: 078 555 0100', 'Email: jlroe@example.com', 'Free State, South Africa', 'Education']).location).toBe('Free State, South Africa');
  });

  it('a middle initial with its full stop in a letter-spaced name, the e-mail holding the initial and the surname', () => {
    expect(read(['H A R S H A N k. R O E B L A', '`', 'hroebla@example.edu', 'Quantum Computing, Quantum Optics.']).full_name).toBe('Harshan K. Roebla');
  });

  it("LinkedIn's short form ('in/handle') on the contact line is a link, the country beside it the place", () => {
    const cv = read(['Karan Roe', 'India\tkaran@example.com\t9812300000\tin/karanroe\tkaranroe.github.io/portfolio/', 'Age: 23', 'SUMMARY', 'AI graduate.']);
    expect(cv).toMatchObject({ location: 'India', phone: '+919812300000' });
  });

  it("a university's name is no town (University is one in Florida), and a citation's volume and pages no phone", () => {
    const lines = ['Verity Roe', 'Email: v.roe@example.edu — Github: https://github.com/vroe', 'Profile', 'I am a research scientist.', 'Experience', '2024-present Yale University, USA, Associate Research Scientist, Globex Lab', 'Publications', 'Nature 593(7858)266-269 https://doi.org/10.1038/s00000-021-00000-x', 'Nature 610 154-160 doi:https://doi.org/10.1038/s00000-022-00000-3', 'Cell 184(1), 0.1016/j.cell.2020.11.020.'];
    expect(read(lines)).toMatchObject({ location: null, phone: null });
    expect(read(['Siwon Roe', '+1 213-555-0142, +82 010-5555-0100 | siwon@example.edu | https://roe.example.com', 'Research Fields']).phone).toBe('+12135550142');
  });

  it("a month and its year joined by a hyphen ('Mar-2019', 'Septembre-2018')", () => {
    expect(read(['Ravi Roe', 'ravi@example.com', 'Experience', 'Developer at Globex', 'Mar-2019 - Present', 'Education']).experiences).toMatchObject([{ start: '2019-03', end: null }]);
    const french = read(['Jean Roe', 'jean@example.com', 'Expérience', 'Développeur', 'Septembre-2018 - Actuellement', 'Jobber en rénovation', 'Avril-2017 - Mai-2017', 'Formation']);
    expect(french.experiences).toMatchObject([{ start: '2018-09', end: null }, { start: '2017-04', end: '2017-05' }]);
  });

  it('a school no gazetteer holds, before its country in brackets, is no town', () => {
    const lines = ['Rudy Roe', 'Software Engineer & UI/UX Designer', 'MSc Software Architecture Student (M1) – Globex Business School (Mauritius)', 'roe@example.com\t+230 5700 0000', 'À PROPOS'];
    expect(read(lines).location ?? '').not.toMatch(/School/);
  });

  it('a CV written as markup: each tag the label of its field, first and last names as one word', () => {
    const french = read(['<nom>Roe</nom>', '<prenom>Lucas</prenom>', '<adresse>2 Place des Lilas</adresse>', '<ville>14000 Caen</ville>', '<email>lucas@example.com</email>', '<portable>06.12.00.00.00</portable>', '{Parcours professionnel}']);
    expect(french).toMatchObject({ full_name: 'Lucas Roe', location: 'Caen', phone: '+33612000000' });
    const xml = read(['<resume>', '<header>', '<name>', '<firstname>\tJohn\t</firstname>', '<lastname>\tRoe\t</lastname>', '</name>', '<address>', '<city>\tLondon\t</city>', '</address>', '<email>\tjohn.roe@example.com\t</email>']);
    expect(xml).toMatchObject({ full_name: 'John Roe', location: 'London' });
    expect(read(['Jane Roe', '<Front-End>Web-Developer</Front-End>', 'jane@example.com']).headline ?? '').not.toContain(' : ');
  });
});
