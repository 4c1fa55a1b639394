import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { occupationSimilarity, sharedDomain } from '../../src/matching/occupations.js';
import { Places, locationScore } from '../../src/matching/places.js';
import { Taxonomy } from '../../src/matching/taxonomy.js';

const taxonomy = Taxonomy.load();
const places = Places.load();
/** The label of the occupation a title names. */
const named = (title: string) => taxonomy.occupation(title)?.label;
/** One of the shipped files of data/, parsed. */
const readData = <T>(file: string): T => JSON.parse(fs.readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as T;

describe('skill taxonomy', () => {
  it('normalises aliases case-, accent- and punctuation-insensitively', () => {
    const cases: [string, string][] = [
      ['js', 'JavaScript'],
      ['k8s', 'Kubernetes'],
      ['React.js', 'React'],
      ['REACTJS', 'React'],
      ['réact js', 'React'],
      ['node.js', 'Node.js'],
      ['C++', 'C++'],
      ['c#', 'C#'],
      ['golang', 'Go'],
      ['Gestion de projet', 'Project Management'],
      ['soins infirmiers', 'Nursing'],
      ['préparation de commandes', 'Order Picking'],
      ['comptabilité', 'Accounting'],
      ['Service en salle', 'Food and Beverage Service'],
      ['COBOL', 'COBOL'], // from GitHub Linguist
      ['Microsoft Power BI Desktop', 'Power BI'], // the one skill named inside a label
    ];
    for (const [given, canonical] of cases) expect(taxonomy.resolveSkill(given), given).toBe(canonical);
    expect(taxonomy.resolveSkill('underwater basket weaving')).toBeNull();
    expect(taxonomy.skillName('  Underwater basket weaving ')).toBe('Underwater basket weaving');
  });

  it('names the skills of the reference data with one space between words, as a profile shows them', () => {
    const reference = readData<{ esco: string[][] }>('skills-reference.json');
    expect(reference.esco.flat().filter((label) => /\s{2}|^\s|\s$/.test(label))).toEqual([]);
    expect(taxonomy.resolveSkill('UML')).toBe('unified modeling language');
  });

  it('keeps a concept apart from the products ESCO gives as its examples, and a database apart from a data warehouse', () => {
    // ESCO lists "prince2" and "Eclipse" among the labels of the concepts they exemplify.
    expect(taxonomy.resolveSkill('ICT project management methodologies')).not.toBe('PRINCE2');
    expect(taxonomy.resolveSkill('integrated development environment software')).not.toBe('Eclipse IDE');
    // A translation among ESCO's labels still joins the concept to the team's skill.
    expect(taxonomy.resolveSkill('gériatrie')).toBe('Geriatric Care');
    expect(taxonomy.resolveSkill('Database')).toBe('Databases');
    expect(taxonomy.resolveSkill('base de données')).toBe('Databases');
    expect(taxonomy.resolveSkill('entrepôt de données')).toBe('Data Warehousing');
    expect(taxonomy.related('Databases').has('Data Warehousing')).toBe(true);
    // "Maintained the database" and "Database management" name no skill of their own.
    expect(taxonomy.extractSkills('Maintained the customer database.')).toEqual([]);
    expect(taxonomy.extractSkills('Database management', { listed: true })).toEqual([]);
  });

  it('reads skills from prose without mistaking ordinary words for them', () => {
    const text = 'Senior React developer with Node.js and k8s; REST is fine, go to the spring meeting. Gestion de projet et SQL.';
    expect(taxonomy.extractSkills(text)).toEqual(['React', 'Node.js', 'Kubernetes', 'Project Management', 'SQL']);
  });

  it("reads a skill written onto a French elision, with a straight apostrophe as with a curly one", () => {
    expect(taxonomy.extractSkills("Maîtrise d'Excel et d'AutoCAD")).toEqual(['Excel', 'AutoCAD']);
    expect(taxonomy.extractSkills('Maîtrise d’Excel et d’AutoCAD')).toEqual(['Excel', 'AutoCAD']);
    expect(taxonomy.occupation("Chef d'équipe")?.label).toBe('Team Leader');
    expect(taxonomy.occupation("Chef d'entrepôt")?.label).toBe('Warehouse Manager');
  });

  it("reads O*NET's hot technologies in prose under their own names, acronyms in capitals, and no everyday word as one", () => {
    const text = 'Wrote Perl and C++ tools over XML, deployed on Apache Tomcat; code in SVN, pages in JSP with jQuery and AJAX.';
    expect(taxonomy.extractSkills(text)).toEqual(['Perl', 'C++', 'XML', 'Apache Tomcat', 'SVN', 'Java Server Pages', 'jQuery', 'AJAX']);
    // A sous chef in New Jersey who reads the docs in an IDE names no tool; an acronym in lower case is a word ("an asp").
    expect(taxonomy.extractSkills('Sous Chef in New Jersey; read the docs in my IDE; an asp and a svn.')).toEqual([]);
    // A list still reads them however written.
    expect(taxonomy.extractSkills('Jsp, svn, Tomcat', { listed: true })).toEqual(['Java Server Pages', 'SVN', 'Apache Tomcat']);
  });

  it('reads no name that a sentence\'s small words spell once spaces are ignored, and still the names written with capitals', () => {
    expect(taxonomy.extractSkills('Conduct failure mode analyses and support proposed changes in design.')).toEqual([]);
    expect(taxonomy.extractSkills('Laid out the brochures in InDesign, ran A/B testing and gave IT support.')).toEqual(['Adobe InDesign', 'A/B Testing', 'Technical Support']);
  });

  it("reads a product's model number without its name as no product", () => {
    // O*NET's "EZ 2000" and "Articulate 360": the numbers alone are a version of Windows and a review.
    expect(taxonomy.extractSkills('Windows XP/NT/2000, 360 feedback, Form 1040', { listed: true })).not.toContain('EZ 2000');
    for (const number of ['2000', '360', '1040', '500']) expect(taxonomy.resolveSkill(number), number).toBeNull();
    expect(taxonomy.resolveSkill('Lotus 1-2-3')).toBe('IBM Lotus 1-2-3');
  });

  it('relates skills both ways and puts French titles into English words', () => {
    expect(taxonomy.related('React').has('Redux')).toBe(true);
    expect(taxonomy.related('Redux').has('React')).toBe(true);
    expect(taxonomy.occupationOf('Infirmière de nuit')).toBe('Registered Nurse');
    expect(taxonomy.canonicalTitle('Développeur Full Stack')).toBe('Développeur Full Stack (Full Stack Developer)');
    expect(taxonomy.occupation('Comptable principal')?.isco).toBe('2411');
    expect(taxonomy.occupation('Band 6 Occupational Therapist - Early Intervention')?.label).toBe('occupational therapist');
  });

  it('reads the post after a dash when the words before it name only a rank', () => {
    expect(named('Deputy City Manager - Chief Financial Officer')).toBe('Chief Financial Officer');
    // Nothing after the dash says more: still the family, which has nothing to compare.
    expect(named('Analyst - Remote')).toBe('analyst');
    // The words before the dash name a post: what follows stays a detail.
    expect(named('Registered Nurse - Night Shift Manager')).toBe('Registered Nurse');
  });

  it('reads IT, ICT and Information Technology as one another in titles, and "it" as a pronoun', () => {
    const ictManager = taxonomy.occupation('ICT manager');
    expect(ictManager?.isco).toBe('1330');
    expect(taxonomy.occupation('IT Manager')?.id).toBe(ictManager?.id);
    expect(taxonomy.occupation('INFORMATION TECHNOLOGY MANAGER')?.id).toBe(ictManager?.id);
    expect(taxonomy.occupation('Director of Information Technology')?.label).toBe('CTO');
    expect(taxonomy.occupation('Is it the manager')?.id).not.toBe(ictManager?.id);
  });

  it('reads HR as human resources, finance as financial and a hyphen as a space, as ESCO writes them', () => {
    expect(taxonomy.occupation('FINANCE ANALYST')?.isco).toBe(taxonomy.occupation('Financial Analyst')?.isco);
    expect(taxonomy.occupation('HR SPECIALIST')?.isco).toBe(taxonomy.occupation('Human Resources Specialist')?.isco);
    expect(taxonomy.occupation('HR SPECIALIST')?.isco).toMatch(/^12/);
    expect(taxonomy.occupation('Data Scientist-FI Solutions')?.label).toBe('Data Scientist');
  });

  it('reads the field a title names when it names no known post', () => {
    const businessDevelopment = taxonomy.occupation('Business Development Manager');
    for (const title of ['BUSINESS DEVELOPMENT ASSOCIATE', 'Business Development Representative: Lexington KY', 'DIRECTOR OF BUSINESS DEVELOPMENT']) {
      expect(taxonomy.occupation(title)?.id).toBe(businessDevelopment?.id);
    }
    expect(taxonomy.occupation('Head of Communications')?.isco).toBe('1222');
    expect(taxonomy.occupation('ENGINEERING INTERN')?.isco).toBe('21');
    expect(taxonomy.occupation('Ingénieur')?.isco).toBe('21');
    expect(taxonomy.occupation('financial officer')?.isco).toBe(taxonomy.occupation('finance officer')?.isco);
    expect(taxonomy.occupation('CUSTOMER SERVICE SPECIALIST III')?.label).toBe('Customer Service Representative');
    expect(taxonomy.occupation('BANKING RELATIONSHIP SPECIALIST')?.label).toBe('Bank Advisor');
    expect(taxonomy.occupation('LABORER')?.isco).toBe('9313');
    // ESCO's "docker" is a stevedore and its "go" a club host: in a line of tools they are Docker and Go.
    expect(taxonomy.occupation('STACK : PHP / Symfony / Docker / Gitlab')).toBeNull();
    expect(taxonomy.occupation('Docker / Jenkins')).toBeNull();
    expect(taxonomy.occupation('Go Developer')?.label).toBe('Software Developer');
  });

  it('reads common US titles as the trade they are, where an ESCO synonym names another', () => {
    // ESCO lists "superintendent" for a building cleaner, "advocate" for a justice of the peace, "team leader" for a zoo section leader.
    expect(taxonomy.occupation('Construction Superintendent')?.isco).toBe('1323');
    expect(taxonomy.occupation('Patient Advocate')?.label).toBe('Patient Representative');
    expect(taxonomy.occupation('Customer Advocate')?.label).toBe('Customer Service Representative');
    expect(taxonomy.occupation('Crew Member')?.isco).toBe('9411');
    expect(taxonomy.occupation('Quality Assurance Lead')?.label).toBe('Quality Manager');
    // A lead or an area manager of nothing named: a rank, too general to compare.
    expect(taxonomy.occupation('Team Leader')?.isco).toBe('1');
    expect(taxonomy.occupation('Area Manager')?.isco).toBe('1');
  });

  it("takes a manager's field from the title, when the rank alone is the longest phrase", () => {
    expect(taxonomy.occupation('Engineering Team Lead')?.isco).toBe('21');
    expect(taxonomy.occupation('Customer Service Team Leader')?.label).toBe('Customer Service Representative');
    expect(taxonomy.occupation('Software Team Leader')?.isco).toBe('1');
  });

  it('of two known words, takes the last as the head of an English title', () => {
    // "commercial" is a French salesperson's title, and an English adjective.
    expect(taxonomy.occupation('Commercial Analyst')?.label).toBe('analyst');
    expect(taxonomy.occupation('Strategic & Commercial Finance Analyst')?.label).toBe('Financial Analyst');
  });

  it('gives a team title the codes of the occupation it means, not of the first one its words name', () => {
    // ESCO files "sales associate" under sales support assistants (4311); a US sales associate is a shop sales assistant.
    expect(taxonomy.occupation('Retail Sales Associate')?.isco).toBe('5223');
  });

  it('gives every team title a code, so a related title earns the occupation credit', () => {
    const team = readData<{ occupations: { title: string }[] }>('occupation-aliases.json');
    const uncoded = team.occupations.map(({ title }) => taxonomy.occupation(title)!).filter((occupation) => !occupation.isco && !occupation.soc);
    expect(uncoded.map((occupation) => occupation.label)).toEqual([]);
    expect(taxonomy.occupation('Backend Engineer')?.isco).toBe(taxonomy.occupation('Software Engineer')?.isco);
    expect(taxonomy.occupation('Senior PHP Engineer')?.label).toBe('Software Developer');
  });

  it('a word that heads many occupations is their family, and one job named with another is not either alone', () => {
    // O*NET's "Engineers, All Other" is the engineer family, which keeps ISCO's group 21.
    expect(taxonomy.occupation('2nd Line Engineer')).toMatchObject({ label: expect.stringMatching(/^engineer$/i), isco: '21' });
    // "Civil Engineering Technologists and Technicians" are civil engineering technicians, not any "technician" (an ESCO "technician/fill operative" fills gas cylinders).
    expect(taxonomy.occupation('Civil engineering technologist')?.label).toBe('civil engineering technician');
  });

  it('reads common titles that ESCO or O*NET file under another trade as the work they name', () => {
    // ESCO lists "maintenance technician" under welders, "paralegal" under court jury coordinators, and a
    // "technicien" is its biochemistry technician; O*NET's "Service Technician" is an aircraft mechanic.
    expect(named('Maintenance Technician')).toBe('Maintenance Technician');
    expect(named('Technicien de maintenance industrielle')).toBe('Maintenance Technician');
    expect(taxonomy.occupation('technicien')).toMatchObject({ label: 'Technician', isco: '3' });
    expect(named('Senior Paralegal')).toBe('Paralegal');
    expect(named('Service Technician')).toBe('Field Service Technician');
    expect(named('Opérateur de production')).toBe('Production Operator');
    expect(named('Conducteur de travaux')).toBe('Construction Manager');
    expect(named('Technicienne de surface')).toBe('Housekeeper');
    // "Commercial" before an English title is an adjective there, not the French salesperson.
    expect(named('Commercial Property Manager')).toBe('Property Manager');
    // ESCO's superintendent cleans buildings; a US ad's runs a construction site.
    expect(named('Superintendent (High-End Tenant Interiors)')).toBe('Construction Manager');
    expect(named('Technical Support Specialist')).toBe('IT Support Technician');
    expect(named('Controller')).toBe('Financial Controller');
    // A vice president is a rank, as a manager is, and the "president" inside it is no chief executive.
    expect(taxonomy.occupation('VICE PRESIDENT')).toMatchObject({ label: 'Vice President', isco: '1' });
    expect(named('Vice President of Human Resources')).toBe('HR Generalist');
    // Canada's Job Bank titles: ESCO's "repair technician" is a welder, and it names no kitchen helper.
    expect(named('computer repair technician')).toBe('IT Support Technician');
    expect(named('kitchen helper')).toBe('Kitchen Porter');
    // ESCO gives "quality controller" to food safety inspectors, and its "contrôleur" checks train tickets.
    expect(named('Quality Controller')).toBe('Quality Controller');
    expect(named('Contrôleuse qualité')).toBe('Quality Controller');
    // A QA or test engineer tests software, as ESCO's software tester does, not a factory's products.
    expect(taxonomy.occupation('Junior ETL QA Test Engineer')).toMatchObject({ label: 'QA Engineer', isco: '2519' });
    expect(named('Recruiting Coordinator')).toBe('Recruiter');
    // ESCO gives "site manager" and "facility manager" to metal production managers, and "resources consultant" is its natural resources consultant's.
    expect(named('Construction Site Manager')).toBe('Construction Manager');
    expect(named('Facility Manager')).toBe('Facilities Manager');
    expect(named('Sr. HR Consultant')).toBe('HR Generalist');
    // A plant's engineering manager runs production (ISCO 1321); a software team's is its tech lead.
    for (const title of ['Manufacturing Engineering Manager', 'Process Engineering Manager']) expect(taxonomy.occupation(title)?.isco).toBe('1321');
    expect(named('Software Engineering Manager')).toBe('Tech Lead');
    // A US job board's estimator prices buildings (ESCO's quantity surveyor, ISCO 2149); a factory's is named so.
    for (const title of ['Estimator - Commercial Construction', 'Construction Estimator']) expect(taxonomy.occupation(title)?.isco).toBe('2149');
    expect(named('Manufacturing Cost Estimator')).toBe('manufacturing cost estimator');
    expect(named('Cybersecurity Engineer')).toBe('Security Engineer');
  });

  it('reads a post in the plural, as ads that hire several write it, and a field\'s word before the post as written', () => {
    expect(named('Registered Nurses - Night Shift')).toBe('Registered Nurse');
    expect(named('Sales Associates')).toBe('Sales Associate');
    expect(named('Commercial Construction Project Managers/Superintendents')).toBe('construction manager');
    expect(named('Secretaries')).toBe('secretary');
    // French titles put the post first: its plural before what it is of, the field's own plural kept.
    expect(named('Chefs de projet')).toBe('Project Manager');
    expect(named('Directeurs des ventes')).toBe('sales manager');
    expect(named('Sales Manager')).toBe('Sales Manager');
    // "Systems" is the field of a systems engineer, not several systems.
    expect(named('Systems Engineer')).toBe('Engineer');
  });

  it('reads a French title in either gender, its post first, as France Travail writes its titles', () => {
    // ESCO writes "conducteur/conductrice de four à coke": the masculine title is "conducteur de four à coke", and
    // "conducteur" alone, which opens the names of dozens of trades, is none of them (it was an air separation plant operator).
    expect(named('Conducteur de four à coke')).toBe('coking furnace operator');
    expect(named('Conductrice de four à coke')).toBe('coking furnace operator');
    expect(taxonomy.occupation('Conducteur de machines automatiques')).toMatchObject({ label: 'conducteur', isco: '8' });
    expect(taxonomy.occupation('Opératrice en télésurveillance')).toMatchObject({ label: 'opérateur', isco: '8' });
    expect(taxonomy.occupation('Enseignante')).toMatchObject({ label: 'enseignant', isco: '23' });
    expect(taxonomy.occupation('Directeur de médiathèque')?.isco).toBe('1');
    // A word that opens many trades' names qualifies the trade it follows.
    expect(named('Coiffeur créateur')).toBe('hairdresser');
    expect(named('Journaliste rédacteur')).toBe('journalist');
    // ESCO's French name for a book publisher, though it gives the book editor the same word as a synonym.
    expect(named('Éditrice')).toBe('book publisher');
  });

  it("reads a French 'chef de' as the head of what follows, not as a cook, unless that is a kitchen's post", () => {
    for (const title of ["Chef d'atelier en menuiserie", 'Chef de secteur', 'Cheffe du service ordonnancement', "Chef d’atelier mécanique"]) {
      expect(taxonomy.occupation(title), title).toMatchObject({ label: 'Head of Department', isco: '1' });
    }
    // A trade named beside the rank is the field: an engineer or a nurse who heads a workshop or a theatre.
    expect(named("Ingénieur chef d'atelier de production")).toBe('Engineer');
    expect(named('Infirmier chef de bloc opératoire')).toBe('Registered Nurse');
    expect(named('Chef de cuisine')).toBe('Chef');
    expect(named('Chef de partie')).toBe('Cook');
    expect(named('Chef de projet')).toBe('Project Manager');
    expect(named('Chef')).toBe('Chef');
  });

  it("reads a French title in inclusive writing as its masculine: the feminine's ending in brackets or after a dot ends nothing", () => {
    expect(named('Chef(fe) de projet')).toBe('Project Manager');
    expect(named('Conducteur(trice) de travaux')).toBe('Construction Manager');
    expect(named('Technicien(ne) de maintenance')).toBe('Maintenance Technician');
    expect(named('Développeur·se web')).toBe('Web Developer');
    expect(named('Développeur.se web')).toBe('Web Developer');
    // A bracket after a space still sets a qualifier apart.
    expect(named('Data Engineer (Remote)')).toBe('Data Engineer');
  });

  it('reads common French and agile titles that ESCO names otherwise, or not at all', () => {
    expect(named('Assistante RH')).toBe('Assistant RH');
    expect(named('Géomètre')).toBe('Land Surveyor');
    expect(named('Métreur')).toBe('Quantity Surveyor');
    expect(named('Frigoriste')).toBe('Refrigeration Technician');
    expect(named('Éducatrice spécialisée')).toBe('Specialised Educator');
    expect(named('Agent de quai')).toBe('Warehouse Worker');
    // An agile coach is no sports coach.
    expect(taxonomy.occupation('Agile Coach')).toMatchObject({ label: 'Scrum Master', isco: '1330' });
    // A French animateur, alone, leads children's or holiday activities: ESCO's TV and radio presenter keeps its own words.
    expect(taxonomy.occupation('Animatrice périscolaire H/F')).toMatchObject({ label: 'Activity Leader', isco: '3423' });
    expect(named('Animateur sportif')).toBe('Activity Leader');
    expect(named('Animateur TV')).toBe('presenter');
    // In a plant, the animateur of a line or a team leads it, and an animateur HSE sees to safety.
    expect(named('Animateur de ligne de fabrication')).toBe('Team Leader');
    expect(named('Animateur HSE')).toBe('HSE Officer');
    expect(named('Animatrice qualité')).toBe('Quality Manager');
  });

  it('reads a label several occupations share as the one whose name it sounds like', () => {
    // ESCO files "engineering technician" under an electromechanical engineer too, "preschool teacher" under child care workers.
    expect(taxonomy.occupation('Engineering Technician')?.isco).toMatch(/^3/);
    expect(taxonomy.occupation('Preschool Teacher')?.isco).toMatch(/^23/);
    expect(taxonomy.occupation('Acting Finance Manager')?.isco).toMatch(/^12/);
  });

  it('brings a field\'s managers, professionals and clerks closer than other trades, though less than the occupation', () => {
    const similarity = (a: string, b: string) => occupationSimilarity(taxonomy.occupation(a)!, taxonomy.occupation(b)!);
    // ISCO files each of these pairs in two major groups, which share no code.
    const sameDomain: [string, string, string][] = [
      ['Recruiter', 'Human Resources Manager', 'human resources'],
      ['Software Developer', 'IT Manager', 'information technology'],
      ['Payroll Clerk', 'Finance Manager', 'finance'],
      ['Line Cook', 'Restaurant Manager', 'hospitality'],
      ['Carpenter', 'Construction Manager', 'construction'],
      ['Nursing Assistant', 'Nursing Home Manager', 'health'],
      // A product designer of a software company is the UX designer that SOC files among web designers.
      ['Lead Product Designer', 'Graphic Designer', 'design and arts'],
    ];
    for (const [a, b, domain] of sameDomain) {
      expect(sharedDomain(taxonomy.occupation(a)!, taxonomy.occupation(b)!), `${a} / ${b}`).toBe(domain);
      expect(similarity(a, b), `${a} / ${b}`).toBeGreaterThan(0.5);
      expect(similarity(a, b), `${a} / ${b}`).toBeLessThan(1);
    }
    expect(similarity('Recruiter', 'Sales Manager')).toBe(0);
    expect(similarity('Software Developer', 'Business Development Manager')).toBe(0);
    // Still a web occupation: nearer a web developer than the design domain alone would make it.
    expect(similarity('UX Designer', 'Web Developer')).toBeGreaterThan(0.55);
    expect(sharedDomain(taxonomy.occupation('Line Cook')!, taxonomy.occupation('Carpenter')!)).toBeNull();
  });

  it('files in its domains of work only codes the shipped occupations use', () => {
    const table = readData<{ domains: { name: string; isco: Record<string, string>; soc: Record<string, string> }[] }>('occupation-domains.json');
    const shipped = readData<{ occupations: { isco: string | null; soc: string | null }[] }>('occupations.json').occupations;
    const unused = table.domains.flatMap(({ name, isco, soc }) => [
      ...Object.keys(isco).filter((code) => !shipped.some((occupation) => occupation.isco?.startsWith(code))).map((code) => `${name}: ISCO ${code}`),
      ...Object.keys(soc).filter((code) => !shipped.some((occupation) => occupation.soc?.startsWith(code))).map((code) => `${name}: SOC ${code}`),
    ]);
    expect(unused).toEqual([]);
  });

  it("keeps a database's imported terms to its own taxonomy, where the shipped names still win", () => {
    const imported = Taxonomy.load([
      { kind: 'skill', canonical: 'Zorblax', alias: 'ZBX' },
      { kind: 'skill', canonical: 'Snake charming', alias: 'Python' },
      { kind: 'title', canonical: 'Glorp wrangler', alias: 'Glorpist' },
    ]);
    const other = Taxonomy.load();
    expect(imported.canonicalSkill('zbx')).toBe('Zorblax');
    expect(imported.canonicalSkill('python')).toBe('Python');
    expect(imported.occupationOf('Senior Glorpist')).toBe('Glorp wrangler');
    expect(other.canonicalSkill('zbx')).toBeNull();
    expect(other.occupationOf('Senior Glorpist')).toBeNull();
    expect(imported.skillCount).toBe(other.skillCount + 2);
  });
});

describe('places', () => {
  it('knows cities and countries in English and French, and compares them', () => {
    expect(places.parse('Lyon, France')).toMatchObject({ city: 'Lyon', country: 'FR' });
    expect(places.parse('Bruxelles')).toMatchObject({ city: 'Brussels', country: 'BE' });
    expect(places.parse('Allemagne')).toEqual({ city: null, country: 'DE' });
    expect(locationScore(places.parse('Lyon'), places.parse('Lyon, France')).score).toBe(1);
    expect(locationScore(places.parse('Lyon'), places.parse('Paris')).score).toBe(0.6);
    expect(locationScore(places.parse('Lyon'), places.parse('Berlin')).score).toBe(0);
    expect(locationScore(places.parse(''), places.parse('Berlin')).score).toBe(1);
  });

  it('reads a metropolis before the code of a state that holds no town of its name as the metropolis, and a town of that state as that town', () => {
    expect(places.parse('Chennai, TN')).toMatchObject({ city: 'Chennai', country: 'IN' });
    expect(places.parse('Pune, MH')).toMatchObject({ city: 'Pune', country: 'IN' });
    expect(places.parse('Paris, TX')).toMatchObject({ city: 'Paris', country: 'US' });
    expect(places.parse('London, ON')).toMatchObject({ city: 'London', country: 'CA' });
  });

  it('reads a town of India before its state\'s code as that town, and a town of a US state of the same code as the US town', () => {
    expect(places.parse('Coimbatore, TN')).toMatchObject({ city: 'Coimbatore', country: 'IN' });
    expect(places.parse('Kolhapur, MH')).toMatchObject({ city: 'Kolhāpur', country: 'IN' });
    expect(places.parse('Panaji, GA')).toMatchObject({ city: 'Panaji', country: 'IN' });
    expect(places.parse('Memphis, TN')).toMatchObject({ city: 'Memphis', country: 'US' });
    expect(places.parse('Athens, GA')).toMatchObject({ city: 'Athens', country: 'US' });
    // A town the gazetteer does not hold stays in the US state.
    expect(places.parse('Pleasantville, TN')).toEqual({ city: 'pleasantville', country: 'US' });
    expect(places.regionOf('DL')).toBeNull();
  });

  it("reads a town of Australia before SA, WA or NT as that town, and a Saudi or US town before the same code as theirs", () => {
    expect(places.parse('St Marys, SA')).toMatchObject({ city: 'St Marys', country: 'AU' });
    expect(places.parse('Fremantle, WA')).toMatchObject({ city: 'Fremantle', country: 'AU' });
    expect(places.parse('Darwin, NT')).toMatchObject({ city: 'Darwin', country: 'AU' });
    expect(places.parse('Jeddah, SA')).toMatchObject({ city: 'Jeddah', country: 'SA' });
    expect(places.parse('Spokane, WA')).toMatchObject({ city: 'Spokane', country: 'US' });
    expect(places.regionOf('SA')).toBeNull();
  });

  it('reads Washington, DC with its comma, and a town named as a county is before its own state', () => {
    expect(places.parse('Washington, DC')).toMatchObject({ city: 'Washington, D.C.', country: 'US' });
    expect(places.parse('Washington, D.C.')).toMatchObject({ city: 'Washington, D.C.', country: 'US' });
    expect(places.parse('Kent, Ohio')).toMatchObject({ city: 'Kent', country: 'US' });
    // Alone, the name is the county's or the state's.
    expect(places.parse('Kent')).toEqual({ city: null, country: 'GB' });
    expect(places.parse('Washington')).toEqual({ city: null, country: 'US' });
  });

  it('knows the official names that Indian cities took after GeoNames named them', () => {
    expect(places.parse('Gurugram')).toMatchObject({ city: 'Gurgaon', country: 'IN' });
    expect(places.parse('Mysuru, Karnataka')).toMatchObject({ city: 'Mysore', country: 'IN' });
    expect(places.parse('Kochi')).toMatchObject({ city: 'Cochin', country: 'IN' });
    expect(places.parse('Kochi, Japan')).toMatchObject({ city: 'Kochi', country: 'JP' });
  });

  it('reads an area named after its city, as LinkedIn writes it, as the city; a town named so stays itself', () => {
    expect(places.parse('San Francisco Bay Area, CA')).toMatchObject({ city: 'San Francisco', country: 'US' });
    expect(places.parse('Greater Seattle Area')).toMatchObject({ city: 'Seattle', country: 'US' });
    expect(places.parse('Los Angeles Metropolitan Area')).toMatchObject({ city: 'Los Angeles', country: 'US' });
    expect(places.isPlaceName('San Francisco Bay Area')).toBe(true);
    expect(places.parse('Greater Noida')).toMatchObject({ city: 'Greater Noida', country: 'IN' });
    expect(places.parse('Silicon Valley, CA')).toMatchObject({ city: 'San Jose', country: 'US' });
    expect(places.isPlaceName('Reading Area')).toBe(true);
    expect(places.isPlaceName('Work Area')).toBe(false);
  });
});
