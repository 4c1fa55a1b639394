import { Document, ExternalHyperlink, Footer, Header, HeadingLevel, ImageRun, Packer, Paragraph, Tab, Table, TableCell, TableRow, Textbox, TextRun, WidthType } from 'docx';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json, type TestApp, type TestClient } from '../helpers/app.js';
import { multipartBody } from '../helpers/multipart.js';
import { pdfOf } from '../helpers/pdf-of.js';

/*
 * One document per way real CVs were misread, built here with pdfkit and docx the way templates
 * lay them out, uploaded through POST /v1/profiles/cv and read back through GET.
 */

function pdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

interface Read {
  processing_status: string;
  error?: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  whatsapp_number: string | null;
  location: string | null;
  headline: string | null;
  total_years_experience: number | null;
  skills: { name: string; level: string }[];
  languages: { code: string; level: string | null }[];
}

async function upload(t: TestApp, client: TestClient, name: string, bytes: Buffer): Promise<number> {
  const { payload, headers } = await multipartBody({ file: { name, bytes } });
  const response = await t.app.inject({ method: 'POST', url: '/v1/profiles/cv', headers: { ...client.auth, ...headers }, payload });
  expect(response.statusCode, response.body).toBe(202);
  return json<{ id: number }>(response).id;
}

async function statusOf(t: TestApp, client: TestClient, id: number): Promise<Read> {
  return json<Read>(await t.app.inject({ method: 'GET', url: `/v1/profiles/${id}/status`, headers: client.auth }));
}

async function read(name: string, bytes: Buffer): Promise<Read> {
  const t = await createTestApp();
  const client = await createClient(t, ['profile:write']);
  const id = await upload(t, client, name, bytes);
  await t.core.extraction.drained();
  return json<Read>(await t.app.inject({ method: 'GET', url: `/v1/profiles/${id}`, headers: client.auth }));
}

const skillNames = (profile: Read) => profile.skills.map((skill) => skill.name);

describe('CV layouts that real documents use', () => {
  it('two columns: contact sidebar on the left, the name in large type atop the right column, dates flush right', async () => {
    const bytes = await pdf((doc) => {
      // Sidebar, read first in reading order.
      doc.fontSize(10).text('Contact', 40, 60).text('(555) 123-4567', 40, 76).text('jane.roe@example.org', 40, 92).text('Little Rock, AR 72201', 40, 108);
      doc.text('Skills', 40, 140).text('JAX, Dataiku, C/C++, Webpack', 40, 156, { width: 140 });
      // Main column.
      doc.fontSize(26).text('Jane Roe', 220, 56);
      doc.fontSize(12).text('Data Engineer', 220, 90);
      doc.fontSize(10).text('Experience', 220, 130);
      const entry = (y: number, what: string, when: string) => doc.text(what, 220, y).text(when, 440, y, { width: 115, align: 'right' });
      entry(148, 'Data Engineer, Acme', 'Jan 2020 – Present');
      doc.text('Deployed services with Docker and Kubernetes.', 220, 162);
      entry(180, 'Consultant, Freelance', 'Mar 2021 – Dec 2022');
      entry(196, 'Intern, Globex', 'Jun 2019 – Aug 2019');
      entry(212, 'Analyst, Initech', '2015 – 2018');
      doc.text('Education', 220, 240);
      entry(256, 'BSc Computer Science, State University', '2011 – 2015');
      for (let y = 300; y < 700; y += 16) doc.text('Built and ran data pipelines for the analytics team.', 220, y);
    });
    const profile = await read('two-columns.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Jane Roe', email: 'jane.roe@example.org', location: 'Little Rock, AR' });
    // A fictional 555 number is kept as written; it is no WhatsApp number.
    expect(profile).toMatchObject({ phone: '(555) 123-4567', whatsapp_number: null });
    // 2015-2018 (3 years) + the internship (3 months) + Jan 2020 to June 2026, the freelance overlap counted once; not the degree.
    expect(profile.total_years_experience).toBe(9);
    expect(skillNames(profile)).toEqual(expect.arrayContaining(['JAX', 'Dataiku', 'C', 'C++', 'webpack', 'Docker', 'Kubernetes']));
  });

  it('a name in capitals, letter-spaced, above a French CV with "à ce jour" and a town abroad', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(22).text('N O A   L E V I', { characterSpacing: 2 });
      doc.fontSize(11).text('Infirmière', { characterSpacing: 0 });
      doc.text('noa.levi@exemple.fr · Kfar Saba, Israël');
      doc.moveDown().text('Expérience professionnelle');
      doc.text('Infirmière, Hôpital Meir, mars 2019 – à ce jour');
      doc.text('Aide-soignante, Clinique du Parc, 2016 – 2019');
      doc.moveDown().text('Compétences');
      doc.text('Soins infirmiers, Premiers secours, Gestion de la douleur');
      doc.moveDown().text('Langues');
      doc.text('Hébreu : langue maternelle · Anglais : courant · Français B2');
    });
    const profile = await read('fr.pdf', bytes);
    expect(profile.languages).toEqual([{ code: 'he', level: 'native' }, { code: 'en', level: 'C1' }, { code: 'fr', level: 'B2' }]);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Noa Levi', location: 'Kfar Saba, Israël' });
    // 2016 to 2019, then March 2019 to June 2026: the overlap counted once.
    expect(profile.total_years_experience).toBe(10);
  });

  it('a heading the parser does not know, set in heading type, ends the skills section above it', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(22).text('Lea Dubois').fontSize(10).text('lea.dubois@example.org · Nantes, France');
      const heading = (text: string) => doc.moveDown().fontSize(14).text(text).fontSize(10);
      heading('Experience');
      doc.text('Data analyst, Globex, 2019 - 2023');
      heading('Skills');
      doc.text('Python, SQL, Tableau');
      heading('Grants and Prizes');
      doc.text('Best Paper, Data Days, Nantes');
    });
    const profile = await read('headings.pdf', bytes);
    expect(skillNames(profile)).toEqual(expect.arrayContaining(['Python', 'SQL', 'Tableau']));
    expect(skillNames(profile)).not.toContain('Best Paper');
    expect(skillNames(profile)).not.toContain('Data Days');
  });

  it('a resume builder\'s dashes written as UTF-8 and read as Windows-1252 ("10/2014 ï¼ 12/2020") are date ranges', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(16).text('STAFF ACCOUNTANT');
      doc.fontSize(10).text('Summary').text('Accountant who owns the month\u00e2\u20ac\u2122s close.');
      doc.text('Experience').text('Staff Accountant , 10/2014 \u00ef\u00bc 12/2020 Acme Corp \u00ef\u00bc Little Rock , AR');
      doc.text('Journal entries and reconciliations.').text('Accounting Clerk , 05/2010 \u00ef\u00bc 09/2014 Globex \u00ef\u00bc Conway , AR');
    });
    const profile = await read('builder.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', headline: 'STAFF ACCOUNTANT', total_years_experience: 10 });
  });

  it("LaTeX's older font encoding: accents set apart from their letters (\"Comp ´etences\", \"Montr´eal\") are put back", async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(18).text('Dylan Marchand');
      doc.fontSize(10).text('Adresse').text('Montr\u00b4eal, QC, H1V 2W4').text('dylan.marchand@example.ca');
      doc.text('Comp \u00b4etences').text('Python, Docker, Fran\u00b8cais');
      doc.text('Exp \u00b4eriences professionnelles').text('2021 - 2024 D\u00b4eveloppeur, Acme, Montr\u00b4eal');
    });
    const profile = await read('latex.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', location: 'Montréal, QC', total_years_experience: 3 });
    expect(skillNames(profile)).toEqual(expect.arrayContaining(['Python', 'Docker']));
    // "Français" is a language, not a skill, once its cedilla is back on its c.
    expect(skillNames(profile).join(' ')).not.toContain('Fran');
  });

  it("places and dates set flush right a few points off their entries' baselines are read on the entries' lines, not as a column", async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(18).text('CLARA LEBRUN', 40, 40, { lineBreak: false });
      doc.fontSize(11).text('+33 6 12 34 56 78', 40, 44, { width: 515, align: 'right' });
      doc.text('clara.lebrun@example.org', 40, 68, { lineBreak: false }).text('Bordeaux, 33000, France', 40, 68, { width: 515, align: 'right' });
      doc.text('EXPERIENCE', 40, 100, { lineBreak: false });
      const jobs = [
        ['Northwind', 'AI Engineer & Fullstack Developer', 'London, United Kingdom', 'April 2024 – Present'],
        ['Contoso', 'Product Manager & Fullstack Developer', 'Paris, France', 'April 2023 – March 2024'],
        ['Fabrikam', 'Lead Fullstack Developer', 'Bordeaux, France', 'July 2022 – March 2023'],
        ['Tailspin', 'Team Lead & Fullstack Developer', 'Belfast, Ireland', 'Feb 2021 – June 2022'],
      ];
      jobs.forEach(([company, title, place, dates], i) => {
        const y = 120 + i * 120;
        doc.fontSize(11).text(company!, 40, y, { lineBreak: false }).text(title!, 40, y + 13, { lineBreak: false });
        // The right-hand items sit three points lower than the lines they belong to, as another font sets them.
        doc.text(place!, 40, y + 3, { width: 515, align: 'right' }).text(dates!, 40, y + 16, { width: 515, align: 'right' });
        for (let line = 0; line < 5; line += 1) doc.text('• Built and ran the services of the platform.', 50, y + 30 + line * 14, { lineBreak: false });
      });
    });
    const profile = await read('flush-right-dates.pdf', bytes);
    // Feb 2021 to June 2026 (the test clock), every job in.
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Clara Lebrun', location: 'Bordeaux, France', total_years_experience: 5 });
  });

  it('section headings in a narrow column of their own, each level with the first line it heads, head that text', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(16).text('MAYA', 60, 60).text('LIN', 80, 84);
      doc.fontSize(9).text('(206) 555-0147', 150, 56).text('maya.lin@example.com', 150, 70);
      const block = (heading: string, y: number, lines: string[]) => {
        doc.fontSize(11).text(heading, 40, y + 4, { width: 95, align: 'right', lineBreak: false });
        lines.forEach((line, i) => doc.fontSize(9).text(line, 150, y + i * 12, { lineBreak: false }));
      };
      // The text runs the width of the page: dates flush right, long lines.
      block('EDUCATION', 130, ['University of Washington, Seattle WA', 'B.S. Information Science, with a minor in data science and human-computer interaction']);
      doc.text('June 2018', 480, 130, { lineBreak: false });
      block('SKILLS', 180, ['Back-End: Python, Java, PostgreSQL, Redis, RabbitMQ, gRPC and REST services at scale', 'Deployment: Terraform, Azure']);
      block('EXPERIENCE', 230, ['Software Engineer', 'Northwind Traders | New York, NY', 'Ran the checkout services and cut the error rate of the payment flow by a quarter in a year.']);
      doc.text('August 2018 - Present', 460, 230, { lineBreak: false });
      block('LEADERSHIP', 300, ['Mentor, campus coding club, two evenings a week for first-year students of the school']);
    });
    const profile = await read('side-headings.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Maya Lin', location: 'New York, NY', total_years_experience: 7 });
    expect(skillNames(profile)).toEqual(expect.arrayContaining(['Python', 'Java', 'PostgreSQL', 'Terraform', 'Azure']));
  });

  it('a PDF that draws its name and title twice at the same place (a builder\'s bold) reads them once', async () => {
    const bytes = await pdf((doc) => {
      for (const _ of [1, 2]) doc.fontSize(19).text('Lina', 22, 40, { lineBreak: false }).text('DURAND', 70, 40, { lineBreak: false });
      for (const _ of [1, 2]) doc.fontSize(14).text('Software engineer', 22, 66, { lineBreak: false });
      doc.fontSize(10).text('lina.durand@example.org', 22, 96).text('+33 6 12 34 56 78', 22, 110).text('34420 Portiragnes, France', 22, 124);
      doc.text('Work experience', 22, 160).text('Mobile and Web development, Acme    February 2023 - June 2024', 22, 176);
    });
    const profile = await read('overprinted.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Lina Durand', headline: 'Software engineer' });
  });

  it('a PDF that draws its contact line a dozen times a point around itself (a halo) reads the e-mail once', async () => {
    const halo = [[0, 0], [0.8, 0], [0.8, -0.8], [0, -0.8], [-0.8, -0.8], [-0.8, 0], [-0.8, 0.8], [0, 0.8], [0.8, 0.8], [1, -1.2]];
    const bytes = await pdf((doc) => {
      doc.fontSize(17).text('GUILHERME NUNES TROFINO', 28, 40, { lineBreak: false });
      for (const [dx, dy] of halo) doc.fontSize(8).text('guilherme-trofino', 36 + dx!, 62 + dy!, { lineBreak: false }).text('gtrofinos@example.com', 166 + dx!, 62 + dy!, { lineBreak: false });
      doc.fontSize(10).text('Experiences', 28, 90).text('Quality Assurance Engineering Intern    04/2025 – 10/2025', 28, 106);
    });
    const profile = await read('halo.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Guilherme Nunes Trofino', email: 'gtrofinos@example.com' });
  });

  it('a PDF that draws its name once whole and again word by word, a little off (a design tool\'s two layers), reads it once', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(30).text('DENUWAN AVISHKA', 234, 60, { lineBreak: false });
      doc.fontSize(32).text('DENUWAN', 201, 58, { lineBreak: false }).text('AVISHKA', 391, 58, { lineBreak: false });
      doc.fontSize(14).text('Quality Assurance Engineer', 234, 100, { lineBreak: false });
      doc.fontSize(10).text('denuwan@example.com', 40, 140).text('Moratuwa', 40, 154);
      doc.text('EXPERIENCE', 40, 190).text('March 2024 - August 2024', 40, 206).text('Software Engineering Intern - Persistent Systems', 40, 220);
    });
    const profile = await read('two-layers.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Denuwan Avishka', headline: 'Quality Assurance Engineer' });
  });

  it('a profile printed from a web page: the name under a banner, a badge beside it in small type', async () => {
    const bytes = await pdf((doc) => {
      doc.rect(40, 40, 515, 250).fill('#dddddd').fillColor('black');
      doc.fontSize(18).text('Angela Rodriguez', 40, 330, { lineBreak: false });
      doc.fontSize(9).text('Secret Clearance', 210, 336, { lineBreak: false });
      doc.fontSize(12).text('Program Manager | DHS, GSA 18F', 40, 360).text('Washington, DC Metropolitan Area', 40, 376);
      doc.fontSize(15).text('Experience', 40, 420);
      doc.fontSize(12).text('Senior Program Manager', 40, 445).text('Jan 2020 - Present', 40, 460);
    });
    const profile = await read('profile.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Angela Rodriguez' });
  });

  it("a ligature Chrome and Google Docs map to no character, with what it reads as beside it, reads as that (\"https\", not \"h\\0ps\")", async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(20).text('Matt Scott', 40, 40);
      // Their PDFs map a glyph that Unicode has no character for ("tt") to U+0000 and wrap each use in an ActualText span.
      const toUnicode = doc.ref({});
      toUnicode.end('/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Adobe-Identity-UCS def /CMapType 2 def\n' +
        '1 begincodespacerange <00> <FF> endcodespacerange\n1 beginbfchar <01> <0000> endbfchar\n1 beginbfrange <20> <7E> <0020> endbfrange\n' +
        'endcmap CMapName currentdict /CMap defineresource pop end end');
      const font = doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding', ToUnicode: toUnicode });
      font.end();
      doc.page.fonts.FL = font;
      const tt = '/Span <</ActualText (tt)>> BDC <01> Tj EMC';
      doc.addContent(`BT /FL 11 Tf 1 0 0 -1 40 90 Tm (ma) Tj ${tt} (.scott@example.org  h) Tj ${tt} (ps://github.com/ma) Tj ${tt} (scott) Tj ET`);
      doc.fontSize(11).text('Experience', 40, 130).text('Software engineer, Initech, London    2019 - 2024', 40, 146);
    });
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write', 'profile:read']);
    const id = await upload(t, client, 'ligature.pdf', bytes);
    await t.core.extraction.drained();
    const { profile } = json<{ profile: Read & { cv_text: string } }>(await t.app.inject({ method: 'GET', url: `/v1/profiles/${id}/export`, headers: client.auth }));
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Matt Scott', email: 'matt.scott@example.org' });
    expect(profile.cv_text).toContain('https://github.com/mattscott');
    expect(profile.cv_text).not.toContain('\0');
  });

  it('a name and headings set in small capitals whose glyphs bear Adobe\'s names ("lsmall") read as their letters, not as capitals alone', async () => {
    const bytes = await pdf((doc) => {
      // A LaTeX font that draws small capitals names those glyphs "Asmall"…"Zsmall", for which pdf.js gives Adobe's private-use code points.
      const smallCapitals = Array.from({ length: 26 }, (_, i) => `${String.fromCharCode(65 + i)}small`);
      const font = doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: { Type: 'Encoding', BaseEncoding: 'WinAnsiEncoding', Differences: [97, ...smallCapitals] } });
      font.end();
      doc.page.fonts.SC = font;
      doc.addContent('BT /SC 20 Tf 1 0 0 -1 40 50 Tm (Alex Chung) Tj ET');
      doc.fontSize(10).text('alex.chung@example.org · (514) 914 8374', 40, 70);
      doc.addContent('BT /SC 13 Tf 1 0 0 -1 40 110 Tm (Work Experience) Tj ET');
      doc.fontSize(10).text('Backend Developer - Nimbus Inc.    2017 - 2021', 40, 126);
    });
    const profile = await read('small-capitals.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Alex Chung', total_years_experience: 4 });
  });

  it('section headings in a narrow left margin, level with the first line of what they head, head it (an education is no job)', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(18).text('Nora Quist', 150, 40).fontSize(10).text('nora.quist@example.org', 150, 64);
      const row = (heading: string, y: number, text: string, dates?: string) => {
        doc.text(heading, 40, y, { lineBreak: false }).text(text, 150, y, { lineBreak: false });
        if (dates) doc.text(dates, 420, y, { lineBreak: false });
      };
      row('Summary', 100, 'Backend developer who builds payment systems.');
      row('Experience', 130, 'Globex Corporation', 'January 2016 to December 2020');
      doc.text('Backend Developer', 150, 144);
      row('Education', 180, 'University of Lyon', 'September 2010 to June 2015');
      doc.text('Master of Computer Science', 150, 194);
      row('Skills', 230, 'Python, PostgreSQL, Docker, Kafka');
    });
    const profile = await read('margin-headings.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Nora Quist', total_years_experience: 5 });
    expect(skillNames(profile)).toEqual(expect.arrayContaining(['Python', 'PostgreSQL', 'Docker', 'Kafka']));
  });

  it('two jobs set side by side in a grid, their dates on one line, both count', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(18).text('Nora Quist', 40, 40).fontSize(10).text('nora.quist@example.org', 40, 64);
      doc.text('Summary', 40, 90).text('Backend developer who builds payment systems for banks and shops, and leads small teams of engineers.', 40, 104);
      doc.text('Experience', 40, 140);
      for (const [x, company, title, dates] of [[40, 'Globex Corporation', 'Senior Developer', 'January 2019 to December 2022'], [300, 'Initech', 'Developer', 'June 2014 to December 2018']] as const) {
        doc.text(company, x, 156, { lineBreak: false }).text(title, x, 170, { lineBreak: false }).text(dates, x, 184, { lineBreak: false });
      }
      doc.text('Education', 40, 220).text('University of Lyon, Master of Computer Science, a thesis on distributed payment ledgers', 40, 234);
    });
    const profile = await read('jobs-side-by-side.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Nora Quist', total_years_experience: 8 });
  });


  it('skills set as a grid, cells a wide gap apart (tags, a table of two columns, Word tabs), are each a skill', async () => {
    const rows = [
      ['Focused', 'Patient'],
      ['Adaptable', 'Keen observer'],
      ['QuickBooks Pro', 'IFRS'],
      ['Excel', 'Advanced'],
    ];
    const head = ['Lena Marsh', 'lena.marsh@example.org', 'Skills'];
    const job = ['Experience', 'Staff Accountant, Initech, March 2019 – Present', 'Closed the books each month and prepared the VAT returns.'];
    const grid = await pdf((doc) => {
      doc.fontSize(10);
      head.forEach((line, i) => doc.text(line, 40, 40 + i * 16, { lineBreak: false }));
      rows.forEach(([left, right], i) => doc.text(left!, 40, 100 + i * 16, { lineBreak: false }).text(right!, 150, 100 + i * 16, { lineBreak: false }));
      job.forEach((line, i) => doc.text(line, 40, 180 + i * 16, { lineBreak: false }));
    });
    const tabbed = new Document({
      sections: [{ children: [...head.map((line) => new Paragraph(line)), ...rows.map(([left, right]) => new Paragraph({ children: [new TextRun(left!), new Tab(), new TextRun(right!)] })), ...job.map((line) => new Paragraph(line))] }],
    });
    for (const profile of [await read('grid.pdf', grid), await read('tabbed.docx', await Packer.toBuffer(tabbed))]) {
      expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Lena Marsh' });
      expect(skillNames(profile)).toEqual(expect.arrayContaining(['Focused', 'Patient', 'Adaptable', 'Keen observer', 'QuickBooks', 'IFRS', 'Excel']));
      // Not one skill of each row ("Focused Patient"), nor Final Cut Pro read from "Pro IFRS", nor a level as a skill.
      expect(skillNames(profile)).not.toEqual(expect.arrayContaining([expect.stringMatching(/Focused Patient|Final Cut|^Advanced$/)]));
      expect(profile.skills.find((skill) => skill.name === 'Excel')).toMatchObject({ level: 'advanced' });
    }
  });

  it("a sidebar's icons that an icon font draws as letters, and headings set in two colours (\"ski lls\"), as Twenty Seconds CV sets them", async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(20).text('Alice Martin', 20, 40, { lineBreak: false });
      // marvosym's house and envelope are the letters B and @ of its font, a wide gap before what they mark.
      doc.fontSize(14).text('B', 17, 80, { lineBreak: false }).fontSize(10).text('United Kingdom', 43, 82, { lineBreak: false });
      doc.fontSize(14).text('@', 17, 100, { lineBreak: false }).fontSize(10).text('alice.martin@example.org', 43, 102, { lineBreak: false });
      const heading = (y: number, first: string, rest: string) => {
        doc.fontSize(17).fillColor('#4a90d9').text(first, 220, y, { lineBreak: false });
        doc.fillColor('black').text(rest, 222 + doc.widthOfString(first), y, { lineBreak: false }).fontSize(10);
      };
      heading(140, 'exp', 'erience');
      doc.text('Jan 2019 - Dec 2024', 220, 166, { lineBreak: false }).text('Data Analyst, Northwind', 330, 166, { lineBreak: false });
      doc.text('Built the sales dashboards and the monthly forecasts.', 330, 180, { lineBreak: false });
      heading(220, 'ski', 'lls');
      doc.text('Dataiku, JAX, Looker, dbt', 220, 246, { lineBreak: false });
    });
    const profile = await read('twenty-seconds.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Alice Martin', location: 'United Kingdom', email: 'alice.martin@example.org', total_years_experience: 6 });
    // Names no list of skills knows are read from a skills section only.
    expect(skillNames(profile)).toEqual(expect.arrayContaining(['Dataiku', 'JAX']));
  });

  it('dates in a left margin, level with the jobs they date, beside a skills list in the same margin, date those jobs', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(24).text('Amir Kassem', 200, 40, { lineBreak: false });
      doc.fontSize(10).text('Montreal • amir.kassem@example.org', 190, 72, { lineBreak: false });
      doc.fontSize(14).text('Skills', 280, 110, { lineBreak: false }).fontSize(10);
      // A table of two lists: the left one in the margin the dates use further down.
      doc.text('Programming Languages', 40, 134, { lineBreak: false }).text('Other Skills', 320, 134, { lineBreak: false });
      ['TypeScript', 'Python', 'Kotlin', 'SQL'].forEach((skill, i) => doc.text(skill, 56, 152 + i * 13, { lineBreak: false }));
      ['Git', 'Jira', 'Docker'].forEach((skill, i) => doc.text(skill, 320, 152 + i * 13, { lineBreak: false }));
      doc.fontSize(14).text('Work experience', 250, 240, { lineBreak: false }).fontSize(10);
      const job = (y: number, dates: string[], title: string, company: string, bullets: string[]) => {
        dates.forEach((line, i) => doc.text(line, 40, y + i * 14, { lineBreak: false }));
        doc.text(title, 154, y, { lineBreak: false }).text(company, 154, y + 14, { lineBreak: false });
        bullets.forEach((bullet, i) => doc.text(bullet, 168, y + 30 + i * 12, { lineBreak: false }));
      };
      // "Present" wraps under its range's start, as a narrow margin sets it.
      job(264, ['September 2020 -', 'Present'], 'Software developer', 'Northwind Games', ['Backend development in Java for the multiplayer services, with load tests and alerts', 'Frontend development in TypeScript']);
      job(340, ['Summer - 2019'], 'Software developer intern', 'PreVue Labs', ['Full stack development with MongoDB and Python for a medical imaging start-up', 'Serverless backend with AWS Lambda']);
      job(416, ['Summer - 2018'], 'Software tester intern', 'Xylo Systems', ['Automated tests in Ruby with RSpec and Selenium']);
      doc.fontSize(14).text('Education', 270, 480, { lineBreak: false }).fontSize(10);
      doc.text('2016 - 2020', 40, 504, { lineBreak: false }).text('Bachelor of Software Engineering, Polytechnique Montréal', 154, 504, { lineBreak: false });
    });
    const profile = (await read('date-margin.pdf', bytes)) as Read & { experiences: { title: string; start: string | null; end: string | null }[] };
    expect(profile.experiences).toEqual([
      expect.objectContaining({ title: 'Software developer', start: '2020-09', end: null }),
      expect.objectContaining({ title: 'Software developer intern', start: '2019-06', end: '2019-08' }),
      expect.objectContaining({ title: 'Software tester intern', start: '2018-06', end: '2018-08' }),
    ]);
    // September 2020 to June 2026, and two summers; not the degree.
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Amir Kassem', total_years_experience: 6 });
    expect(skillNames(profile)).toEqual(expect.arrayContaining(['TypeScript', 'Python', 'Kotlin', 'SQL', 'Git', 'Jira', 'Docker']));
  });
  it('labels in a left margin set flush left, each level with the first line of what it labels, are read on their rows', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(12).text('Pierre Roe', 40, 40, { lineBreak: false });
      doc.fontSize(10).text('+33 (0)6 26 05 75 41', 40, 56, { lineBreak: false }).text('pierre.roe@example.fr', 40, 70, { lineBreak: false });
      doc.fontSize(12).text('EXPÉRIENCE PROFESSIONNELLE', 40, 110, { lineBreak: false });
      // moderncv's rows, set flush left: the dates in the margin, the post on their baseline, its description under it.
      const row = (y: number, label: string, head: string, lines: string[]) => {
        doc.fontSize(8).text(label, 40, y + 2, { lineBreak: false });
        doc.fontSize(10).text(head, 132, y, { lineBreak: false });
        lines.forEach((line, i) => doc.text(line, 168, y + 12 * (i + 1), { lineBreak: false }));
      };
      row(134, 'Août 21 – Présent', 'Chief Technology Officer, BeeBox (Python, Django)', ['Management d’une équipe de cinq personnes', 'et leadership technique']);
      row(184, 'Oct. 16 – Juil. 21', 'Staff Software Engineer, Hokodo (Python, SQL)', ['Conception et développement de nouveaux produits', 'dans un contexte start-up']);
      row(234, 'Sept. 14 – Oct. 16', 'Ingénieur en développement Web, Quividi (Python)', ['Développement d’un back office Python / Django']);
      doc.fontSize(12).text('PROJETS', 40, 280, { lineBreak: false });
      row(300, 'TAW', 'Application web générant les pairings des tournois', ['Utilisée pour la Coupe de France 2023']);
      row(336, '37Tubes', 'Site de partage de vidéos', ['Écrit en Django, hébergé sur un serveur dédié']);
      doc.fontSize(12).text('COMPÉTENCES', 40, 380, { lineBreak: false });
      row(400, 'Informatique', 'Python, Django, SQL, Ansible, Terraform', []);
      row(414, 'Anglais', 'Courant', []);
    });
    const profile = (await read('label-margin.pdf', bytes)) as Read & { experiences: { title: string; start: string | null; end: string | null }[] };
    expect(profile.experiences.map(({ title, start, end }) => `${title} ${start}..${end}`)).toEqual([
      'Chief Technology Officer 2021-08..null',
      'Staff Software Engineer 2016-10..2021-07',
      'Ingénieur en développement Web 2014-09..2016-10',
    ]);
  });

  it("a margin of labels under headings the parser does not know, one label wrapped over two lines beside a one-line entry, is read row by row", async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(10).text('Engel Roe', 116, 40, { lineBreak: false }).text('Inria Nancy - Grand Est', 105, 52, { lineBreak: false });
      doc.text('54600 Villers-lès-Nancy - France', 89, 64, { lineBreak: false }).text('engel.roe@example.fr', 94, 88, { lineBreak: false });
      // Headings in larger type, set in the margin; the labels in it, each level with the first line of its entry.
      const heading = (y: number, text: string) => doc.fontSize(12).text(text, 42, y, { lineBreak: false }).fontSize(10);
      const row = (y: number, label: string, lines: string[]) => {
        doc.text(label, 57, y, { lineBreak: false });
        lines.forEach((line, i) => doc.text(line, 130, y + 12 * i, { lineBreak: false }));
      };
      heading(140, 'Position actuelle');
      row(160, 'Depuis', ['Chercheur ISFP dans l’équipe VeriDis de l’Inria Nancy']);
      doc.text('oct.2021', 57, 172, { lineBreak: false });
      heading(200, 'Éducation');
      row(220, '2018-2021', ['Post-doctorat sous la supervision de Joël Ouaknine au Max-Planck', 'Institute for Software Systems de Sarrebruck.']);
      row(250, '2015-2018', ['Doctorat sous la co-supervision de Nathalie Bertrand à l’INRIA', 'Rennes et de Serge Haddad à l’ENS Paris-Saclay.']);
      row(280, '2011-2015', ['Étudiant normalien à l’ENS de Cachan', 'Master parisien de recherche en informatique']);
      heading(320, 'Enseignement');
      row(340, '2022-2024', ['Algorithmique et programmation, Université de Lorraine', 'Travaux dirigés, licence 2']);
      row(370, '2021-2024', ['Logique et preuves, Université de Lorraine', 'Cours magistraux et travaux dirigés']);
    });
    const profile = (await read('label-margin-headings.pdf', bytes)) as Read & { experiences: { title: string; start: string | null; end: string | null }[] };
    // Before, the margin was read as a column of its own, its dates apart from what they date: no jobs.
    expect(profile.experiences.map(({ title, start, end }) => `${title} ${start}..${end}`)).toEqual(["Chercheur ISFP dans l'équipe VeriDis de l'Inria Nancy 2021-10..null"]);
  });

  it('two columns of text a narrow gutter apart (8 points, as compact LaTeX templates set them) are read one after the other', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(20).text('Marvin Keller', 200, 40, { lineBreak: false });
      doc.fontSize(9).text('Brooklyn, NY 11249 • marvin.keller@example.org • +1 (917) 555-0164', 150, 68, { lineBreak: false });
      const left = { width: 266, align: 'justify' as const };
      const right = { width: 270, align: 'justify' as const };
      doc.fontSize(12).text('EDUCATION', 30, 100, left).fontSize(9);
      doc.text('Boston University, M.Sc. in Computer Information Systems 01/2021-09/2021', 30, 118, left);
      doc.text('Major in data analytics. Relevant coursework: analysis of algorithms, big data analytics, machine learning and deep learning, databases, cloud computing and distributed systems.', left);
      doc.text('Ecole Centrale, M.Sc. in Computer Science 09/2018-12/2020', 30, 190, left);
      doc.text('Major in data science. Relevant coursework: C, Python, advanced databases, DevOps, cloud computing, algebra, calculus and physics, with a final project on computer vision.', left);
      // Its lines on baselines of their own, as the two columns' type and spacing differ.
      doc.fontSize(12).text('EXPERIENCE', 304, 104, right).fontSize(9);
      const job = (y: number, title: string, company: string, bullet: string) => doc.text(title, 304, y, right).text(company, right).text(bullet, right);
      job(124, 'Machine Learning Engineer 11/2021-08/2023', 'Northwind Accounting, New York', 'Trained computer vision and language models for invoice processing and ran the training infrastructure on Kubernetes.');
      job(186, 'Machine Learning Engineer Consultant 11/2020-Present', 'Centre for Shark Research, New York', 'Built domain adversarial networks that classify sharks filmed underwater, deployed on AWS.');
      job(246, 'Training Data Operator Intern 04/2020-08/2020', 'Heuristic Labs, Paris', 'Trained convolutional networks with active learning and evaluated them on fashion images.');
    });
    const profile = (await read('narrow-gutter.pdf', bytes)) as Read & { experiences: { title: string; start: string | null; end: string | null }[] };
    expect(profile.experiences.map(({ title, start, end }) => [title, start, end])).toEqual([
      ['Machine Learning Engineer', '2021-11', '2023-08'],
      ['Machine Learning Engineer Consultant', '2020-11', null],
      ['Training Data Operator Intern', '2020-04', '2020-08'],
    ]);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Marvin Keller' });
  });


  it("two columns of text on one grid of lines (LaTeX's paracol), a contact line across both above them, are read one after the other", async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(9).text('Jan Keller · Software Engineer · Bremen, Germany · jan.keller@example.org · +49 170 5550164', 60, 40, { lineBreak: false });
      doc.fontSize(22).text('Jan Keller', 40, 70, { lineBreak: false });
      const rowsOf = (x: number, lines: string[]) => lines.forEach((line, i) => doc.fontSize(10).text(line, x, 120 + i * 14, { lineBreak: false }));
      rowsOf(40, [
        'Education',
        '2012 - 2015 - University of Bremen',
        'Master Studies Digital Media',
        'Research methods and software development',
        'for technology based assessment',
        '2007 - 2012 - University of Bremen',
        'Bachelor Studies Digital Media',
        'Fundamentals in Computer Science and',
        'a thesis on keyboard design for learners',
        '2009 - 2010 - University of Melbourne',
        'Semester Abroad in Computer Science',
        'Information visualization and essay writing',
      ]);
      rowsOf(305, [
        'Experience',
        '2019 - 2023 - University of Bremen',
        'Fullstack Javascript Engineer',
        'Built a realtime classroom management system',
        'with Meteor and React for nursing schools',
        '2014 - 2016 - We4IT GmbH, Bremen',
        'IT Consultant for IBM Notes Domino',
        'Realized projects in XPages, monitored project',
        'status and conducted reports for clients',
        '2016 - 2018 - Getoq Consulting, Hamburg',
        'Project Management Consultant',
        'Ran project simulations for management teams',
      ]);
    });
    const profile = (await read('paracol.pdf', bytes)) as Read & { experiences: { title: string; start: string | null; end: string | null }[] };
    expect(profile.experiences.map(({ title, start, end }) => [title, start, end])).toEqual([
      ['Fullstack Javascript Engineer', '2019', '2023'],
      ['IT Consultant for IBM Notes Domino', '2014', '2016'],
      ['Project Management Consultant', '2016', '2018'],
    ]);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Jan Keller', email: 'jan.keller@example.org', location: 'Bremen, Germany', total_years_experience: 8 });
  });
  it("a designed template's initials set large beside the name are an ornament, not part of the name or a place", async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(22).text('Mallory', 195, 40, { lineBreak: false }).text('Faria', 195, 70, { lineBreak: false });
      doc.fontSize(11).text('514-515-9660', 40, 130).text('mallory.faria@example.org', 40, 146).text('Brossard, Québec, Canada', 40, 162);
      doc.text('Experience', 40, 200).text('Technical Lead, Thinking Capital / Montréal / September 2014 - August 2019', 40, 216);
      doc.fontSize(54).text('M', 40, 45, { lineBreak: false }).text('F', 94, 46, { lineBreak: false });
    });
    const profile = await read('monogram.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Mallory Faria', location: 'Brossard, Québec, Canada', phone: '+15145159660' });
  });

  it('a name in small capitals whose initials are set larger, touching the rest of each word, is read whole, not as an ornament', async () => {
    const bytes = await pdf((doc) => {
      // As Google Docs prints it: "E" at 24 points, then "RIN" at 16.8, on one baseline.
      let x = 200;
      for (const [initial, rest] of [['E', 'RIN '], ['C', 'HAO']]) {
        doc.fontSize(24).text(initial!, x, 60, { lineBreak: false, baseline: 'alphabetic' });
        x += doc.widthOfString(initial!);
        doc.fontSize(16.8).text(rest!, x, 60, { lineBreak: false, baseline: 'alphabetic' });
        x += doc.widthOfString(rest!);
      }
      doc.fontSize(11).text('1200 Pine St. | San Diego, CA 92101', 160, 80).text('Phone: 858-555-0142 | Email: erin.chao@example.org', 140, 96);
      doc.text('EXPERIENCE', 40, 140).text('Accountant    2016 – 2021', 40, 156).text('Acme CPA    Toronto, ON', 40, 172);
    });
    const profile = await read('small-capitals.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Erin Chao', email: 'erin.chao@example.org' });
  });

  it('a name in large type whose line another column shares in small type (the phone, a link) is the name alone', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(26).text('Hugo Lambert', 40, 40, { lineBreak: false });
      doc.fontSize(9).text('Email hugo.l@example.org', 400, 52, { lineBreak: false });
      doc.fontSize(12).text('Personal Qualifications:', 40, 100).fontSize(10).text('Chartered accountant, 5 years in audit.', 40, 118);
      doc.text('Experience', 40, 150).text('Auditor, Initech, London    2019 - 2024', 40, 166);
    });
    const profile = await read('name-beside-contact.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Hugo Lambert', email: 'hugo.l@example.org' });
  });

  it('a page header repeated over every page (the name and e-mail, as Word prints it) and page numbers do not cut the jobs they fall in', async () => {
    const bytes = await pdf((doc) => {
      const furniture = (page: number) => {
        // Set in the type of the headings, as Word templates set the header: read as headings, they ended the jobs.
        doc.fontSize(13).text('Usha Raman', 40, 20).text('usha.raman@example.org', 40, 36);
        doc.fontSize(9).text(`Page ${page} of 3`, 270, 810, { lineBreak: false });
      };
      furniture(1);
      doc.fontSize(20).text('Usha Raman', 40, 60).fontSize(11).text('Chicago, IL', 40, 90).fontSize(13).text('Professional Experience', 40, 130);
      doc.fontSize(11).text('Manager – Quality Assurance, United Healthcare Inc, Chicago    Nov 2011 - Present', 40, 150);
      for (let y = 170; y < 780; y += 15) doc.text('Led the testing of claims and provider systems.', 40, y, { lineBreak: false });
      doc.addPage();
      furniture(2);
      doc.fontSize(11);
      for (let y = 60; y < 400; y += 15) doc.text('Planned releases with the offshore team.', 40, y, { lineBreak: false });
      doc.text('Infotech Enterprises Pvt. Ltd, Noida    2005 - Nov 2011', 40, 420).text('Process Analyst', 40, 436);
      for (let y = 456; y < 780; y += 15) doc.text('Tested map data for the GIS team.', 40, y, { lineBreak: false });
      doc.addPage();
      furniture(3);
      doc.fontSize(11).text('Tele Atlas India Ltd., Noida    Sep 2001 - Jun 2005', 40, 60).text('Test Engineer', 40, 76).fontSize(13).text('Education', 40, 120).fontSize(11).text('B.E. Computer Science, 1997 - 2001', 40, 136);
    });
    const profile = await read('running-header.pdf', bytes);
    // 2001-09 to now, the three jobs end to end: before, the repeated header ended the experience at page 1's job (14 years).
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Usha Raman', email: 'usha.raman@example.org', total_years_experience: 24 });
  });

  it('a name stacked on three lines in large type, or letter-spaced over two, is read whole', async () => {
    const stacked = await pdf((doc) => {
      doc.fontSize(40).text('OWINO', 220, 40, { lineBreak: false }).text('ANDREW', 220, 90, { lineBreak: false }).text('OTIENO', 220, 140, { lineBreak: false });
      doc.fontSize(11).text('Contact', 40, 40).text('+254 792 775 733', 40, 56).text('andrewowino085@example.com', 40, 72).text('Experience', 220, 220).text('Data Analyst, Safaricom, 2021 - 2024', 220, 236);
    });
    expect(await read('stacked.pdf', stacked)).toMatchObject({ processing_status: 'ready', full_name: 'Owino Andrew Otieno' });
    const spaced = await pdf((doc) => {
      doc.fontSize(24).text('T H O M A S  A .', 40, 40, { lineBreak: false }).text('L I M M E R', 40, 72, { lineBreak: false });
      doc.fontSize(14).text('T L', 400, 50, { lineBreak: false });
      doc.fontSize(10).text('thomas.a.limmer@example.com', 40, 110).text('Houston, TX 77004', 40, 124).text('Experience', 40, 160).text('Master Trainer, 24 Hour Fitness, 2014 - 2020', 40, 176);
    });
    expect(await read('letter-spaced.pdf', spaced)).toMatchObject({ processing_status: 'ready', full_name: 'Thomas A Limmer', location: 'Houston, TX' });
  });

  it('a name in small capitals whose first letters LaTeX sets larger, each an item of its own, is read in whole words', async () => {
    const bytes = await pdf((doc) => {
      // "N" then "ADIA" 0.06 of the type's height after it, as \textsc draws it: kerning, not a space.
      const smallCapitals = (first: string, rest: string, x: number) => {
        doc.fontSize(25).text(first, x, 40, { lineBreak: false });
        const after = x + doc.widthOfString(first) + 1.2;
        doc.fontSize(20).text(rest, after, 40 + (25 - 20) * 0.718, { lineBreak: false });
        return after + doc.widthOfString(rest);
      };
      const end = smallCapitals('N', 'ADIA', 200);
      smallCapitals('V', 'ANCE', end + 8);
      doc.fontSize(11).text('nv@example.com | linkedin', 200, 80).text('Experience', 40, 120).text('Data Analyst, Northwind, 2021 - 2024', 40, 136);
    });
    expect(await read('small-capitals.pdf', bytes)).toMatchObject({ processing_status: 'ready', full_name: 'Nadia Vance' });
  });

  it("dates letter-spaced word by word, as Canva sets them (\"S e p t e m b e r\" \"2 0 1 9\"), date the jobs beside them", async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(20).text('Caroline Promis', 40, 40).fontSize(11).text('caroline.promis@example.com', 40, 70).text('Experience', 40, 110);
      const spaced = (text: string, x: number, y: number) => doc.text(text, x, y, { characterSpacing: 3, lineBreak: false });
      doc.text('Secretary, Bordeaux University', 40, 130, { lineBreak: false });
      spaced('September', 330, 130);
      spaced('2019', 415, 130);
      doc.text('-', 455, 130, { lineBreak: false });
      spaced('June', 470, 130);
      spaced('2023', 510, 130);
      doc.text('Seller, Leboncoin', 40, 160, { lineBreak: false });
      spaced('2015', 330, 160);
      doc.text('-', 380, 160, { lineBreak: false });
      spaced('2017', 395, 160);
    });
    expect(await read('canva.pdf', bytes)).toMatchObject({ processing_status: 'ready', full_name: 'Caroline Promis', total_years_experience: 5 });
  });

  it('a title in capitals letter-spaced word by word ("G E S T I O N N A I R E" "D E" "P A I E") keeps its words apart', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(20).text('Quentin Martel', 240, 40).fontSize(11).text('37000 Tours', 40, 40).text('quentin.martel@example.fr', 40, 56);
      const spaced = (text: string, x: number) => doc.fontSize(14).text(text, x, 70, { characterSpacing: 4, lineBreak: false });
      spaced('GESTIONNAIRE', 240);
      spaced('DE', 420);
      spaced('PAIE', 460);
      doc.fontSize(11).text('Expériences', 240, 110).text('09/23-09/24 Apprenti gestionnaire de paie, In Extenso', 240, 126);
    });
    expect(await read('spaced-title.pdf', bytes)).toMatchObject({ processing_status: 'ready', full_name: 'Quentin Martel', headline: 'GESTIONNAIRE DE PAIE', location: 'Tours' });
  });

  it('text drawn in white over the columns (the ad the CV answers, for keyword filters) is not read', async () => {
    const bytes = await pdf((doc) => {
      doc.fillColor('white').fontSize(11);
      const ad = ['Participer à la gestion des ressources humaines de l’entreprise.', '- Contribuer à la gestion des temps et des absences.', '- Assister le responsable dans la gestion du parc automobile.', '- Organiser les visites médicales avec la médecine du travail.', '- Suivre les indemnités journalières de sécurité sociale.', '- Administrer les tickets restaurant, de la commande à la paie.'];
      ad.forEach((line, i) => doc.text(line, 80, 90 + i * 14, { lineBreak: false }));
      doc.fillColor('black').fontSize(13).text('ROUX', 60, 40, { lineBreak: false }).text('Aminata', 60, 56, { lineBreak: false }).fontSize(9);
      const sidebar = ['Contact', '24 rue Laure Diebold, 75008 Paris', 'aminata.roux@example.fr', '07 51 95 19 22', 'Langues', 'Anglais B1', 'Atouts', 'Autonomie'];
      sidebar.forEach((line, i) => doc.text(line, 60, 90 + i * 14, { lineBreak: false }));
      const main = ['EXPÉRIENCES', 'Sept 2022 - Sept 2024 : Chargée de missions RH en alternance', 'Ministère de la Santé, 75015 Paris', 'Sept 2020 - Mai 2022 : Vendeuse, Monoprix', 'Gestion des contrats et des absences', 'FORMATIONS', '2022 - 2024 : Mastère RH, École Yellowe'];
      main.forEach((line, i) => doc.text(line, 240, 97 + i * 17, { lineBreak: false }));
    });
    const profile = (await read('white-text.pdf', bytes)) as Read & { experiences: { title: string | null }[] };
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Aminata Roux', headline: 'Chargée de missions RH en alternance', total_years_experience: 3 });
    expect(profile.experiences.map((job) => job.title)).toEqual(['Chargée de missions RH en alternance', 'Vendeuse']);
    // White text on a sidebar's dark shape covers no other text: it is read.
    const sidebar = await pdf((doc) => {
      doc.rect(0, 0, 200, 842).fill('#1f3a5f');
      doc.fillColor('white').fontSize(16).text('Aminata Roux', 30, 40, { lineBreak: false }).fontSize(9).text('aminata.roux@example.fr', 30, 70).text('Lyon, France', 30, 84);
      doc.fillColor('black').fontSize(11).text('EXPÉRIENCES', 230, 40).fontSize(9).text('Sept 2020 - Mai 2022 : Vendeuse, Monoprix', 230, 58);
    });
    expect(await read('white-sidebar.pdf', sidebar)).toMatchObject({ processing_status: 'ready', full_name: 'Aminata Roux', location: 'Lyon, France' });
  });

  it('a heading over each of two columns, on one row under a full-width summary, heads its own column', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(18).text('Anis Roe', 40, 40).fontSize(10).text('anis.roe@example.fr   +33 6 09 86 21 03', 40, 64);
      doc.fontSize(11).text('SUMMARY', 40, 90).fontSize(10);
      const summary = ['Student-engineer in a gap year before my final year of studies, looking for an internship abroad in a', 'professional context to deepen my knowledge of data science, with a strong attention to detail and the ability', 'to work collaboratively in team settings, and to learn about state-of-the-art technologies every day.'];
      summary.forEach((line, i) => doc.text(line, 40, 106 + i * 13, { lineBreak: false }));
      doc.fontSize(11).text('EDUCATION', 40, 160, { lineBreak: false }).text('PROFESSIONAL EXPERIENCE', 320, 160, { lineBreak: false }).fontSize(10);
      const schools = ['Ecole des Mines de Nancy, France', 'Master of Engineering in Applied Mathematics', 'September 2021 - September 2025', 'Relevant coursework: optimisation, statistics', 'Université de Lorraine, France', 'Bachelor of Sciences in Mathematics', 'September 2019 - June 2021', 'Linear algebra, calculus, probability'];
      const jobs = ['Warehouse Engineer, Givenchy (Montbazon)', 'September 2023 - February 2024', 'Outbound parcels and their KPIs in Power BI', 'Studies of packaging to cut its footprint', 'Logistics Operator, Louis Vuitton (Cergy)', 'January 2022 - February 2022', 'Reception of new products at the warehouse', 'Stock checks and labelling of parcels', 'Inventory of the reserve each week', 'Training of two seasonal operators'];
      schools.forEach((line, i) => doc.text(line, 40, 185 + i * 14, { lineBreak: false }));
      jobs.forEach((line, i) => doc.text(line, 320, 185 + i * 14, { lineBreak: false }));
    });
    // Before, both headings headed the left column: the degrees were read as jobs (5 years), the jobs under no heading.
    expect(await read('headings-row.pdf', bytes)).toMatchObject({ processing_status: 'ready', full_name: 'Anis Roe', total_years_experience: 0, headline: 'Warehouse Engineer' });
  });

  it("a heading over a column that stands a little left of its column's text (AltaCV's icons) heads that column", async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(18).text('MARIE ROE', 30, 40, { lineBreak: false }).fontSize(10).text('Ph.D. candidate in Applied Mathematics and Computer Science, CentraleSupélec', 30, 64, { lineBreak: false });
      doc.text('marie.roe@example.com   linkedin.com/in/marie-roe-00944810b   github.com/marieroe', 30, 80, { lineBreak: false }).text('Languages: French (native), English (C1), Spanish (B2), Italian (A2)', 30, 110, { lineBreak: false });
      doc.text('Interests: image processing, optimization, space missions, deep learning', 30, 126, { lineBreak: false });
      doc.fontSize(12).text('EDUCATION', 30, 150, { lineBreak: false }).text('EXPERIENCE', 300, 150, { lineBreak: false }).fontSize(9);
      const schools = ['Ph.D. in Maths and Computer Science', 'Centre de Vision Numérique, CentraleSupélec, Université Paris', 'Oct 2016 – Ongoing, Gif-sur-Yvette, France', 'M.Sc. in Aerospace Engineering', 'University of Illinois (UIUC)', 'Sep 2014 – Jun 2016, Illinois, USA', 'Engineer Degree', 'ISAE–SUPAERO', 'Sep 2012 – Jun 2016, Toulouse, France'];
      const jobs = ['Teaching Assistant', 'CentraleSupélec, Université Paris-Saclay', 'Nov 2016 – Mar 2019      Gif-sur-Yvette, France', '• Foundations of Distributed and Large Scale Computing', 'Research Assistant', 'University of Illinois (UIUC)', 'Jan 2016 – May 2016      Illinois, USA', '• Responsible of a five-person team', 'Intern', 'Airbus', 'Jul 2013 – Aug 2013      Nantes, France'];
      schools.forEach((line, i) => doc.text(line, 30, 175 + i * 13, { lineBreak: false }));
      // The column's text starts after its icons, right of where its heading starts.
      jobs.forEach((line, i) => doc.text(line, 324, 181 + i * 14.5, { lineBreak: false }));
    });
    const profile = (await read('altacv-headings.pdf', bytes)) as Read & { experiences: { title: string }[] };
    // Before, both headings headed the left column: two schools were read as jobs, and the first job was titled by its employer.
    expect(profile.experiences.map(({ title }) => title)).toEqual(['Teaching Assistant', 'Research Assistant', 'Intern']);
    expect(profile).toMatchObject({ processing_status: 'ready', total_years_experience: 3 });
  });

  it("AltaCV's columns whose gutter moves from one pair of sections to the next, set on one grid of lines, are read column by column", async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(18).text('MARIE ROE', 30, 40, { lineBreak: false }).fontSize(10).text('Doctorante en Mathématiques Appliquées et Informatique', 30, 64, { lineBreak: false });
      doc.text('marie.roe@example.com   github.com/marieroe', 30, 80, { lineBreak: false });
      // Each entry's dates, then its place in a cell of its own, as AltaCV sets them after their icons.
      const column = (x: number, y: number, entries: [string, string, string, string, string][]) =>
        entries.forEach(([post, where, dates, place, line], i) => {
          const top = y + i * 52;
          doc.text(post, x, top, { lineBreak: false }).text(where, x, top + 13, { lineBreak: false }).text(dates, x, top + 26, { lineBreak: false });
          doc.text(place, x + 110, top + 26, { lineBreak: false }).text(line, x, top + 39, { lineBreak: false });
        });
      doc.fontSize(12).text('FORMATION', 30, 120, { lineBreak: false }).text('EXPÉRIENCE PROFESSIONNELLE', 300, 120, { lineBreak: false }).fontSize(10);
      column(30, 145, [
        ['Doctorat en Mathématiques et Informatique', 'CentraleSupélec, Université Paris-Saclay', 'Oct 2016 –', 'Gif-sur-Yvette, France', 'Optimisation proximale en reconstruction d’images'],
        ['Master Recherche en Aerospace Engineering', 'University of Illinois at Urbana-Champaign', 'Sep 2014 – Juin 2016', 'Illinois, Etats-Unis', 'Optimisation distribuée et de grande échelle'],
        ['Diplôme d’Ingénieur de l’ISAE–SUPAERO', 'Institut Supérieur de l’Aéronautique et de l’Espace', 'Sep 2012 – Juin 2016', 'Toulouse, France', 'Mécanique spatiale et systèmes embarqués'],
      ]);
      column(300, 145, [
        ['Doctorante en Mathématiques et Informatique', 'CentraleSupélec, Université Paris-Saclay', 'Oct 2016 –', 'Gif-sur-Yvette, France', '• Analyse de convergence d’un algorithme'],
        ['Chargée de TD', 'CentraleSupélec, Université Paris-Saclay', 'Nov 2016 – Mar 2019', 'Gif-sur-Yvette, France', '• Fondamentaux de l’optimisation distribuée'],
        ['Stagiaire', 'Airbus', 'Juil 2013 – Août 2013', 'Nantes, France', '• Dessin technique sur CATIA et Solid Edge'],
      ]);
      // The next pair of sections: the projects wider than the schools were, the skills narrower than the jobs.
      doc.fontSize(12).text('PROJETS', 30, 320, { lineBreak: false }).text('INFORMATIQUE', 380, 320, { lineBreak: false }).fontSize(10);
      const projects = ['Thèse de Master, University of Illinois at Urbana-Champaign', 'Déploiement en orbite de la surface d’un grand télescope spatial', 'Estimateur pour les accélérations par effet de marée sur Mars', 'Modélisation des accélérations et réalisation d’un filtre de Kalman', 'pour estimer les nombres de Love à partir de mesures sismologiques'];
      projects.forEach((line, i) => doc.text(line, 30, 345 + i * 13, { lineBreak: false }));
      // On lines of their own leading, not the projects'.
      doc.text('Python', 380, 348, { lineBreak: false }).text('Matlab', 440, 348, { lineBreak: false }).text('PyTorch, NumPy, SciPy', 380, 366, { lineBreak: false });
      // The LaTeX logo: its A smaller and raised, its E lowered.
      doc.text('Misc.', 380, 384, { lineBreak: false }).text('Office, L', 420, 384, { lineBreak: false });
      let x = 420 + doc.widthOfString('Office, L') - 2;
      doc.fontSize(7).text('A', x, 384, { lineBreak: false });
      x += doc.widthOfString('A') - 1;
      doc.fontSize(10).text('T', x, 384, { lineBreak: false });
      x += doc.widthOfString('T') - 1;
      // In a font of its own, so that pdf.js keeps it an item apart, as it did in the real CV's PDF.
      doc.font('Times-Roman').text('E', x, 386.5, { lineBreak: false });
      x += doc.widthOfString('E') - 1;
      doc.font('Helvetica').text('X, CATIA', x, 384, { lineBreak: false });
      doc.fontSize(12).text('LANGUES', 380, 410, { lineBreak: false }).fontSize(10).text('Français', 380, 428, { lineBreak: false }).text('Anglais', 380, 446, { lineBreak: false });
    });
    const profile = (await read('altacv-regions.pdf', bytes)) as Read & { experiences: { title: string }[] };
    // Before, each line of the schools was read with the job beside it: schools as jobs, posts as employers, no place, and
    // the logo as "LAT X" and "E".
    expect(profile.experiences.map(({ title }) => title)).toEqual(['Doctorante en Mathématiques et Informatique', 'Chargée de TD', 'Stagiaire']);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Marie Roe', location: 'Gif-sur-Yvette, France' });
    expect(skillNames(profile)).toEqual(expect.arrayContaining(['Python', 'MATLAB', 'PyTorch', 'LaTeX', 'CATIA']));
    expect(skillNames(profile)).not.toContain('E');
  });

  it("an e-mail run past the sidebar's edge into the gutter, its last piece drawn apart, is read whole", async () => {
    const bytes = await pdf((doc) => {
      const column = (lines: string[], x: number, y: number) => lines.forEach((line, i) => doc.text(line, x, y + i * 15, { lineBreak: false }));
      doc.fontSize(10);
      column(['HOANG ROE', '07 51 55 69 89'], 20, 40);
      // As the design tool drew it: the address ends past the sidebar's other lines, its ending an item apart
      // (here in a font of its own, so that pdf.js keeps it one), starting in the gutter.
      const address = 'hoangroe05dhp@gmail.';
      doc.text(address, 193 - doc.widthOfString(address), 70, { lineBreak: false }).font('Times-Roman').text('com', 193, 70, { lineBreak: false }).font('Helvetica');
      const tools = ['Java', 'PHP', 'Python', 'SQL', 'MySQL', 'Oracle', 'Git', 'GitHub', 'GitLab', 'Figma', 'Photoshop', 'Debian', 'Ubuntu', 'macOS', 'Docker', 'Linux', 'Bash', 'HTML', 'CSS', 'React'];
      column(['2 Rue Des Capucines,', '92220 Bagneux', 'FORMATION', '2025 - Présent', "IUT d'Orsay", 'BUT 2 Informatique', 'LANGUES', 'Anglais', 'Espagnol', 'OUTILS', ...tools, 'INTÉRÊTS', 'Basket-ball', 'Musique'], 20, 85);
      doc.text('Permis B, véhiculé', 125 - doc.widthOfString('Permis B, véhiculé'), 580, { lineBreak: false });
      const main = ['COMPÉTENCES INFORMATIQUES', 'Back-end : Java, PHP, API REST, Node.js', 'Base de données : SQL, MySQL, PL/SQL, Oracle', 'Outils : Git, GitHub, GitLab, Travail en équipe', 'Conception UI/UX : Figma, Adobe Photoshop', 'Environnement : Windows, Debian, Ubuntu, macOS', 'PROJETS ACADÉMIQUES', 'Octobre 2024 – Janvier 2025', 'Application de gestion de stock en Java et MySQL', 'Conception de la base de données et des écrans', 'Mars 2025 – Juin 2025', 'Site web de réservation pour une association', 'Développement du back-end en PHP et des tests', 'EXPÉRIENCE', 'Juillet 2025 – Août 2025', 'Employé polyvalent, Carrefour Market, Bagneux', 'Mise en rayon et tenue de la caisse'];
      [...main, ...main].forEach((line, i) => doc.text(line, 262, 47 + i * 17, { lineBreak: false }));
    });
    const profile = await read('sidebar-email.pdf', bytes);
    // Before, "com" was read in the main column, on a line of its own, and the address was cut at "gmail.".
    expect(profile).toMatchObject({ processing_status: 'ready', email: 'hoangroe05dhp@gmail.com' });
  });

  it("a sidebar template's second page: each column goes on from its own column of the first page, the jobs under the work history", async () => {
    const bytes = await pdf((doc) => {
      const column = (lines: string[], x: number, y: number, leading = 14) => lines.forEach((line, i) => doc.text(line, x, y + i * leading, { lineBreak: false }));
      doc.fontSize(10);
      column(['CONTACT', '+91 95607 74981', 'sumi.roe@example.com', 'EDUCATION', '2015', 'M.A. Economics', 'Gokhale Institute', 'CORE COMPETENCIES', 'Data Analytics', 'Machine Learning', 'Statistical models', 'Campaign Analytics'], 30, 65, 17);
      doc.fontSize(20).text('SUMI ROE', 210, 60, { lineBreak: false }).fontSize(10);
      const bullets = Array.from({ length: 14 }, (_, i) => `• Led analyses of campaign data for clients, report ${i + 1} of the quarter`);
      column(['Analytics Manager | M.A. Economics', 'WORK EXPERIENCE', 'EssenceMediacom | Since Sep 2021', 'Analytics Manager', ...bullets], 210, 90);
      doc.addPage();
      column(['Model deployment', 'Pre and Post Campaign Analytics', 'End-to-End ML Pipeline', 'IT SKILLS', 'Python', 'SQL', 'Tableau', 'PERSONAL DETAILS', 'Languages Known:', 'English, Hindi', 'Location:', 'Delhi'], 30, 65, 17);
      column(['• Hired and trained two analysts for the team', 'EasyRewardz | Nov 2019 - Sep 2021', 'Data Analyst', '• Built loyalty reports in MySQL and Python', '• Churn prediction with ensemble models', 'WNS | Nov 2016 - Aug 2017', 'Senior Associate', '• Kept a database of infrastructure projects', '• Reported on it to the clients each month', 'NextGenVision Technology | Jul 2015 - Nov 2016', 'Data Analyst', '• Cleaned survey data for market studies'], 210, 60);
    });
    // Read page by page, the second page's jobs came under "PERSONAL DETAILS": one job, 4 years.
    expect(await read('sidebar-pages.pdf', bytes)).toMatchObject({ processing_status: 'ready', full_name: 'Sumi Roe', headline: 'Analytics Manager', total_years_experience: 8 });
  });

  it('names set large as designed templates set them: the surname a little smaller, letter-spaced with a hyphen, or beside the phone', async () => {
    // The given name at 27 points, the surname under it at 24, each in a column of its own.
    const stacked = await pdf((doc) => {
      doc.fontSize(27).text('AGATHE', 170, 40, { lineBreak: false }).fontSize(24).text('MARTIN-DENAVIT', 240, 70, { lineBreak: false });
      doc.fontSize(10).text('Étudiante en troisième année à l’EM', 50, 140).text('+33 6 49 54 29 75', 50, 160).text('agathemartindenavit@example.fr', 50, 175);
      doc.fontSize(12).text('LANGUAGE', 50, 200).fontSize(10).text('Français : Langue natale', 50, 216);
      doc.fontSize(12).text('EXPERIENCE', 340, 140).fontSize(10).text('Hôtesse d’accueil - DSD Organisation : Avril 2023-Juin 2023', 340, 156, { width: 220 });
    });
    expect(await read('stacked-sizes.pdf', stacked)).toMatchObject({ processing_status: 'ready', full_name: 'Agathe Martin-Denavit' });
    const spaced = await pdf((doc) => {
      const letterSpaced = (text: string, x: number) => doc.fontSize(23).text(text, x, 40, { characterSpacing: 5, lineBreak: false });
      letterSpaced('PIERRE-ANTOINE', 60);
      // In another weight: pdf.js reads it as an item of its own, as the template's own space between the words makes it.
      doc.font('Helvetica-Bold');
      letterSpaced('LEQUEU', 330);
      doc.font('Helvetica');
      doc.fontSize(12).text('FINAL YEAR', 60, 80).fontSize(9).text('+33 6 95 04 93 31', 60, 120).text('pierreantoinelequeu@example.fr', 60, 134).text('63130 Royat, France', 60, 148);
    });
    expect(await read('spaced-hyphen.pdf', spaced)).toMatchObject({ processing_status: 'ready', full_name: 'Pierre-Antoine Lequeu', location: 'Royat, France' });
    const besidePhone = await pdf((doc) => {
      doc.fontSize(14).text('+33 (0)6 16 17 30 41', 40, 40, { lineBreak: false }).text('MATHYS DAVIET', 380, 40, { lineBreak: false });
      doc.fontSize(10).text('mathys.daviet@example.fr', 380, 60).text('EDUCATION', 40, 100).text('2021-2024 Ecole des Mines de Nancy', 40, 116);
    });
    expect(await read('beside-phone.pdf', besidePhone)).toMatchObject({ processing_status: 'ready', full_name: 'Mathys Daviet' });
  });

  it('a Word page header whose icon stands between the e-mail and the town keeps them apart', async () => {
    const icon = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const document = new Document({
      sections: [
        {
          headers: {
            default: new Header({
              children: [
                new Paragraph({ children: [new TextRun({ text: 'Mariama Bah', size: 36 })] }),
                new Paragraph({ children: [new TextRun('(+220) 7627205 mariama.bah@example.com'), new ImageRun({ type: 'png', data: icon, transformation: { width: 12, height: 12 } }), new TextRun('Sukuta, The Gambia')] }),
              ],
            }),
          },
          children: [new Paragraph('Experience'), new Paragraph('Project Coordinator, CPCU, 2021 - 2024')],
        },
      ],
    });
    const profile = await read('icon.docx', await Packer.toBuffer(document));
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Mariama Bah', email: 'mariama.bah@example.com', location: 'Sukuta, The Gambia' });
  });

  it('a Word CV whose e-mail only a link holds, behind the word "Email" or an envelope icon, reads the address', async () => {
    const icon = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const linked = (children: (TextRun | ImageRun)[]) =>
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ children: [new TextRun({ text: 'ADITI ROE', size: 48 })] }),
              new Paragraph({ children: [...children.map((child) => new ExternalHyperlink({ link: 'mailto:aditi.roe@example.com', children: [child] })), new TextRun(' | +91-8228935262 | https://github.com/aditiroe')] }),
              new Paragraph('Experience'),
              new Paragraph('Web Developer, Acme, 2022 - 2024'),
            ],
          },
        ],
      });
    const word = await read('email-word.docx', await Packer.toBuffer(linked([new TextRun('Email')])));
    expect(word).toMatchObject({ processing_status: 'ready', full_name: 'Aditi Roe', email: 'aditi.roe@example.com', phone: '+918228935262' });
    const envelope = await read('email-icon.docx', await Packer.toBuffer(linked([new ImageRun({ type: 'png', data: icon, transformation: { width: 12, height: 12 } })])));
    expect(envelope).toMatchObject({ processing_status: 'ready', email: 'aditi.roe@example.com' });
    // A link that escapes badly gives no address, and the document is read all the same.
    const badLink = new Paragraph({ children: [new ExternalHyperlink({ link: 'mailto:aditi%ZZ@example.com', children: [new TextRun('Email')] }), new TextRun(' | +91-8228935262')] });
    const badly = new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun({ text: 'ADITI ROE', size: 48 })] }), badLink, new Paragraph('Experience'), new Paragraph('Web Developer, Acme, 2022 - 2024')] }] });
    expect(await read('email-badly.docx', await Packer.toBuffer(badly))).toMatchObject({ processing_status: 'ready', full_name: 'Aditi Roe', email: null });
  });

  it('a Word CV whose address only the word "Gmail" links is read; an address written in pieces, each a link, is read once', async () => {
    const head = (contact: Paragraph) =>
      new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun({ text: 'Samir Roe', size: 48 })] }), contact, new Paragraph('Experience'), new Paragraph('Web Developer, Acme, 2022 - 2024')] }] });
    const link = (text: string) => new ExternalHyperlink({ link: 'mailto:samir.roe77@gmail.com', children: [new TextRun(text)] });
    const service = new Paragraph({ children: [new TextRun('Pune, India | '), link('Gmail'), new TextRun(' | LinkedIn')] });
    expect(await read('gmail-word.docx', await Packer.toBuffer(head(service)))).toMatchObject({ processing_status: 'ready', full_name: 'Samir Roe', email: 'samir.roe77@gmail.com' });
    const pieces = new Paragraph({ children: [link('samir.roe77@'), link('gmail'), link('.com'), new TextRun(' | Pune, India')] });
    expect(await read('gmail-pieces.docx', await Packer.toBuffer(head(pieces)))).toMatchObject({ processing_status: 'ready', email: 'samir.roe77@gmail.com' });
  });

  it('a Word CV whose name opens with a soft hyphen reads the name', async () => {
    const document = new Document({ sections: [{ children: ['\u00adAn Tran', 'St. Paul, MN | (651) 555-0123', 'an.tran@example.edu', 'Work Experience', 'Software Engineer Intern, July 2020 – October 2020'].map((line) => new Paragraph(line)) }] });
    const profile = await read('soft-hyphen.docx', await Packer.toBuffer(document));
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'An Tran', location: 'St. Paul, MN' });
  });

  it("a Word CV whose styles part a tool wrote badly (it inflates to another size than declared) is read without it, as Word's repair does", async () => {
    const document = new Document({ sections: [{ children: ['Derek Roe', 'derek.roe@example.edu', 'Lewisburg, PA', 'EMPLOYMENT', '2023-2025  Postdoctoral Fellow, Emory University'].map((line) => new Paragraph(line)) }] });
    const bytes = await Packer.toBuffer(document);
    // The part's record in the central directory: its name's last occurrence, 46 bytes after the record's start.
    const record = bytes.lastIndexOf('word/styles.xml') - 46;
    bytes.writeUInt32LE(bytes.readUInt32LE(record + 24) - 26, record + 24);
    // Before, the whole CV failed: "DOCX illisible : la lecture a échoué (« Bug : uncompressed data size mismatch »)."
    expect(await read('damaged-styles.docx', bytes)).toMatchObject({ processing_status: 'ready', full_name: 'Derek Roe', location: 'Lewisburg, PA', total_years_experience: 2 });
  });

  it('a Word CV whose name is in a floating text box anchored at the end, as Word templates set it, reads the name; "At the moment" ends a range', async () => {
    const body = ['Summary', 'Currently I have knowledge in several programming languages (Java, PHP, JavaScript, Node.js).', 'Work Experience', 'Software Engineer - 2022 – At the moment', 'HSBC México, Toluca', '• Ensure that each solution is scalable, secure and easy to maintain.', 'Application Consultant - 2019 - 2022', 'Novis, Toluca', 'Contact', 'Phone:', '7226165027', 'Email:', 'brandon.roe@example.com'];
    const name = new Textbox({ style: { position: 'absolute', width: '194pt', height: '72pt' }, children: [new Paragraph({ children: [new TextRun({ text: 'Brandon Rene Roe García', size: 40, font: 'Arial Black' })] })] });
    const document = new Document({ sections: [{ children: [...body.map((line) => new Paragraph({ children: [new TextRun({ text: line, size: 22 })] })), name] }] });
    // Before, the name was none (the head's largest type was that of "Summary") and the current job was lost.
    expect(await read('text-box-name.docx', await Packer.toBuffer(document))).toMatchObject({ processing_status: 'ready', full_name: 'Brandon Rene Roe García', headline: 'Software Engineer', total_years_experience: 7 });
  });

  it('a Word CV whose head is a table (name | contact) reads like a paragraph one', async () => {
    const cell = (lines: string[]) => new TableCell({ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })), width: { size: 50, type: WidthType.PERCENTAGE } });
    const document = new Document({
      sections: [
        {
          children: [
            new Table({ rows: [new TableRow({ children: [cell(['Omar Benali', 'Comptable']), cell(['omar.benali@exemple.fr', '+33 6 98 76 54 32', 'Lyon, France'])] })] }),
            new Paragraph('Expérience'),
            new Paragraph('Comptable, Cabinet Durand, janv. 2018 – aujourd’hui'),
            new Paragraph('Compétences'),
            new Paragraph('Comptabilité, Excel, SAP, Fiscalité'),
            new Paragraph('Langues : arabe (bilingue), anglais (notions), allemand'),
          ],
        },
      ],
    });
    const profile = await read('table.docx', await Packer.toBuffer(document));
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Omar Benali', phone: '+33698765432', whatsapp_number: '+33698765432', location: 'Lyon, France', total_years_experience: 8 });
    expect(skillNames(profile)).toEqual(expect.arrayContaining(['Excel', 'SAP']));
    expect(profile.languages).toEqual([{ code: 'ar', level: 'C2' }, { code: 'en', level: 'A2' }, { code: 'de', level: null }]);
  });

  it("a Word CV whose sidebar cell comes first in the text finds its name by type size: the run's, the Title style's, or a template's own style", async () => {
    const p = (text: string) => new Paragraph(text);
    const sidebar = ['CONTACT', 'nora.vidal@exemple.fr', '06 44 55 66 77', 'COMPÉTENCES', 'Excel', 'SAP', 'Power BI', 'LANGUES', 'Anglais courant'].map(p);
    // A spacer of spaces in large type beside a contact line sets nothing apart.
    const spaced = new Paragraph({ children: [new TextRun('Toulouse'), new TextRun({ text: '   ', size: 60 })] });
    const rest = [p('Contrôleuse de gestion'), p('EXPÉRIENCE'), p('Contrôleuse de gestion, Airbus, 2019 – aujourd’hui'), p('Analyste financière, Safran, 2015 – 2019')];
    const cell = (children: Paragraph[], size: number) => new TableCell({ children, width: { size, type: WidthType.PERCENTAGE } });
    const nameStyle = { paragraphStyles: [{ id: 'Name', name: 'Name', basedOn: 'Normal', run: { size: 48, bold: true } }] };
    const names = [new Paragraph({ children: [new TextRun({ text: 'Nora Vidal', bold: true, size: 44 })] }), new Paragraph({ text: 'Nora Vidal', heading: HeadingLevel.TITLE }), new Paragraph({ text: 'Nora Vidal', style: 'Name' })];
    for (const name of names) {
      const document = new Document({ styles: nameStyle, sections: [{ children: [new Table({ rows: [new TableRow({ children: [cell([...sidebar.slice(0, 3), spaced, ...sidebar.slice(3)], 35), cell([name, ...rest], 65)] })] })] }] });
      const profile = await read('sidebar.docx', await Packer.toBuffer(document));
      expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Nora Vidal', headline: 'Contrôleuse de gestion', email: 'nora.vidal@exemple.fr', location: 'Toulouse' });
    }
  });

  it('a Word contact block of lines broken inside one paragraph (Shift+Enter) keeps its lines apart', async () => {
    const lines = (...texts: string[]) => new Paragraph({ children: texts.map((text, i) => new TextRun({ text, break: i > 0 ? 1 : 0 })) });
    const document = new Document({ sections: [{ children: [lines('Jeanne Roux', 'Comptable'), lines('jeanne.roux@exemple.fr', '06 11 22 33 44', 'Nantes'), new Paragraph('Compétences'), new Paragraph('Excel, SAP')] }] });
    const profile = await read('breaks.docx', await Packer.toBuffer(document));
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Jeanne Roux', headline: 'Comptable', email: 'jeanne.roux@exemple.fr', phone: '+33611223344', location: 'Nantes' });
  });

  it("a PDF's e-mail that only a link holds, behind the word Email, is read; a template's mailto: blank is not", async () => {
    const cv = (link: string) =>
      pdf((doc) => {
        doc.fontSize(22).text('Selam Roe', 56, 56);
        doc.fontSize(10).text('425-555-0187 | ', 56, 90, { continued: true }).text('Email', { link, continued: true }).text(' | ', { link: null, continued: true }).text('LinkedIn', { link: 'https://www.linkedin.com/in/selamroe' });
        doc.fontSize(12).text('Experience', 56, 130);
        doc.fontSize(10).text('Data Scientist, Northwind, Jan 2020 – Present', 56, 150);
      });
    expect(await read('linked.pdf', await cv('mailto:selam.roe@example.com'))).toMatchObject({ processing_status: 'ready', full_name: 'Selam Roe', email: 'selam.roe@example.com' });
    expect(await read('blank-link.pdf', await cv('mailto:_email_'))).toMatchObject({ processing_status: 'ready', full_name: 'Selam Roe', email: null });
  });

  it("a PDF that draws an address's underscore as a rule, as LaTeX draws \\_, gives the address its link holds", async () => {
    const cv = (link: string) =>
      pdf((doc) => {
        doc.fontSize(22).text('Selam Roe', 56, 56);
        // The space where the underscore stood, a rule under it, all linked to the address.
        doc.fontSize(10).text('Hyderabad | ', 56, 90, { continued: true }).text('selam roe@example.org', { link, continued: true }).text(' | 425-555-0187', { link: null });
        doc.rect(88, 99, 5, 0.4).fill();
        doc.fontSize(12).text('Experience', 56, 130);
        doc.fontSize(10).text('Data Scientist, Northwind, Jan 2020 – Present', 56, 150);
      });
    expect(await read('rule.pdf', await cv('mailto:selam_roe@example.org'))).toMatchObject({ processing_status: 'ready', email: 'selam_roe@example.org' });
    // A link to another address leaves the written one as it is.
    expect(await read('other-link.pdf', await cv('mailto:jobs_desk@example.org'))).toMatchObject({ processing_status: 'ready', email: 'roe@example.org' });
  });

  it("a Word CV's work history as a table of dated rows reads a row a line; a form's table of labels stays a cell a line", async () => {
    const p = (text: string) => new Paragraph(text);
    const table = (rows: string[][]) => new Table({ rows: rows.map((cells) => new TableRow({ children: cells.map((text) => new TableCell({ children: [p(text)] })) })) });
    const history = table([
      ['Name of the company', 'Duration', 'Designation'],
      ['Northwind Traders Pvt. Ltd.', 'June 2021-Till date', 'Senior Consultant'],
      ['Globex Systems Ltd.', 'May 2019-June 2021', 'Project Manager'],
      ['Initech Software Pvt. Ltd.', 'Jan 2018 – May 2019', 'Senior Engineer'],
    ]);
    const jobs = table([
      ['Delivery Driver', 'Roe Distribution', 'Drogheda/ Louth', '10/2022 - Current'],
      ['Clerk', 'Health Board', 'Navan/ Meath', '03/2018 - 09/2019'],
    ]);
    // "Technologies⇥HTML, CSS" in one line would lose the label its cell sets apart.
    const project = table([
      ['Project', 'Booking site'],
      ['Technologies', 'Handlebars, Grunt, jQuery'],
    ]);
    const document = (children: (Paragraph | Table)[]) => new Document({ sections: [{ children: [p('Dara Roe'), p('dara.roe@example.com'), p('Employment History'), ...children] }] });
    const read1 = await read('history.docx', await Packer.toBuffer(document([history])));
    const pairs = (profile: Read) => (profile as Read & { experiences: { title: string; company: string }[] }).experiences.map(({ title, company }) => [title, company]);
    expect(pairs(read1)).toEqual([
      ['Senior Consultant', 'Northwind Traders Pvt. Ltd.'],
      ['Project Manager', 'Globex Systems Ltd.'],
      ['Senior Engineer', 'Initech Software Pvt. Ltd.'],
    ]);
    const read2 = await read('jobs.docx', await Packer.toBuffer(document([jobs, p('Projects'), project])));
    expect(read2).toMatchObject({ processing_status: 'ready', headline: 'Delivery Driver' });
    expect(pairs(read2)).toEqual([
      ['Delivery Driver', 'Roe Distribution'],
      ['Clerk', 'Health Board'],
    ]);
    expect(skillNames(read2)).toEqual(expect.arrayContaining(['Handlebars', 'Grunt', 'jQuery']));
  });

  it("a Word CV whose name and contact line sit in the page header, which Word's text readers leave out, keeps them", async () => {
    const document = new Document({
      sections: [
        {
          headers: {
            default: new Header({
              children: [
                new Paragraph({ children: [new TextRun({ text: 'Amélie Fournier', bold: true, size: 36 })] }),
                new Paragraph('Chargée de recrutement'),
                new Paragraph({ children: [new TextRun('amelie.fournier@exemple.fr'), new Tab(), new TextRun('06 12 34 56 78'), new Tab(), new TextRun('Bordeaux')] }),
              ],
            }),
          },
          footers: { default: new Footer({ children: [new Paragraph('Amélie Fournier, CV, page 1')] }) },
          children: [
            new Paragraph('Expérience professionnelle'),
            new Paragraph('Chargée de recrutement, Talentia, janv. 2019 – aujourd’hui'),
            new Paragraph('Compétences'),
            new Paragraph('Sourcing, Excel, Entretiens'),
          ],
        },
      ],
    });
    const profile = await read('header.docx', await Packer.toBuffer(document));
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Amélie Fournier', email: 'amelie.fournier@exemple.fr', phone: '+33612345678', location: 'Bordeaux' });
    expect(skillNames(profile)).toEqual(expect.arrayContaining(['Excel']));
  });

  it("a Word CV's bulleted lists, whose bullets Word keeps out of the text: a job's last bullet is no title, a list of tools one a line is kept", async () => {
    const p = (text: string) => new Paragraph(text);
    const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
    const document = new Document({
      sections: [
        {
          children: [
            p('Maya Okafor'),
            p('maya.okafor@example.com'),
            p('Skills'),
            p('Tools'),
            ...['Excel', 'Workday', 'Tableau', 'LinkedIn Recruiter'].map(bullet),
            p('Work Experience'),
            p('Mar 2021 - Present'),
            p('Senior Data Engineer'),
            p('Northwind Logistics'),
            bullet('Led the migration of the warehouse to Snowflake'),
            p('Jun 2018 - Feb 2021'),
            p('Data Engineer'),
            p('Bluefin Analytics'),
            bullet('Wrote and maintained 60 Airflow pipelines'),
          ],
        },
      ],
    });
    const profile = (await read('bullets.docx', await Packer.toBuffer(document))) as Read & { experiences: { title: string }[] };
    expect(profile.experiences.map(({ title }) => title)).toEqual(['Senior Data Engineer', 'Data Engineer']);
    expect(skillNames(profile)).toEqual(expect.arrayContaining(['Excel', 'Workday', 'LinkedIn Recruiter']));
  });
});

describe('lines that made the reader backtrack without end', () => {
  // A LiveCareer resume's `LEADERSHIP EXPERIENCE____…____ World Endeavors` took the reader past its 30 s: a pattern that
  // could cut a run of rule marks anywhere tried every cut. Dot leaders and a divider of stars with words after them are
  // runs of the same kind.
  it('a heading ruled with underscores and words after the rule, dot leaders before dates, a divider of stars: the CV is read', async () => {
    const bytes = await pdf((doc) => {
      doc.fontSize(20).text('Jane Roe').fontSize(10).text('jane.roe@example.org · Boston, MA');
      doc.text(`LEADERSHIP EXPERIENCE${'_'.repeat(63)} World Endeavors International Volunteer Program, Northern Thailand`);
      doc.moveDown().text('Work History');
      doc.text(`Marketing Assistant ${'·'.repeat(40)} 06/2005 to 03/2006`).text('Acme Publishing');
      doc.text('Associate Director, Technology Review, 07/2008 to 06/2014');
      doc.text(`${'*'.repeat(40)} References on request`);
      doc.moveDown().text('Skills').text('Public relations, press releases, market research');
    });
    const profile = await read('ruled.pdf', bytes);
    expect(profile).toMatchObject({ processing_status: 'ready', full_name: 'Jane Roe', location: expect.stringContaining('Boston') });
    expect(skillNames(profile).map((name) => name.toLowerCase())).toEqual(expect.arrayContaining(['public relations', 'market research']));
    expect(profile.total_years_experience).toBeGreaterThanOrEqual(6);
  });
});

describe('text made to defeat the parser', () => {
  // The parser runs on the main thread; some of its patterns cost the square of a line's length. A Word paragraph of
  // 180,000 characters of brackets and commas held the thread for minutes before the parser read lines of 1,000
  // characters at most, and the first 100,000 of a CV.
  it('a Word CV of one 180,000-character paragraph is read, and a CV behind it in the queue too', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const hostile = new Document({
      sections: [{ children: [new Paragraph('Jane Roe'), new Paragraph('jane.roe@example.org'), new Paragraph('('.repeat(60_000) + 'a,'.repeat(60_000))] }],
    });
    const good = await pdf((doc) => doc.fontSize(20).text('Lea Dubois').fontSize(11).text('lea.dubois@example.org · Nantes, France'));
    const ids = { hostile: await upload(t, client, 'hostile.docx', await Packer.toBuffer(hostile)), good: await upload(t, client, 'good.pdf', good) };
    await t.core.extraction.drained();
    expect(await statusOf(t, client, ids.hostile)).toMatchObject({ processing_status: 'ready', full_name: 'Jane Roe' });
    expect(json<Read>(await t.app.inject({ method: 'GET', url: `/v1/profiles/${ids.hostile}`, headers: client.auth })).email).toBe('jane.roe@example.org');
    expect(await statusOf(t, client, ids.good)).toMatchObject({ processing_status: 'ready', full_name: 'Lea Dubois' });
  });
});

describe('hostile files fail alone', () => {
  it('a 500-page PDF, a DOCX that lies about its size and one with thousands of parts fail with a reason while good CVs in the queue are read', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const long = await pdf((doc) => {
      for (let page = 0; page < 500; page += 1) doc.text(`Page ${page + 1}`).addPage();
    });
    // 60 MiB of spaces compressed to a few dozen KiB, declared as 1 KiB in the archive's directory.
    const liar = await new JSZip().file('[Content_Types].xml', '<Types/>').file('word/document.xml', ' '.repeat(60 * 1024 * 1024)).generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const directory = liar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    liar.writeUInt32LE(1024, directory + 24);
    const parts = new JSZip();
    for (let i = 0; i < 1500; i += 1) parts.file(`word/media/${i}.xml`, 'x');
    parts.file('word/document.xml', '<w:document/>');
    const crowded = await parts.generateAsync({ type: 'nodebuffer' });
    const good = await pdf((doc) => doc.fontSize(20).text('Lea Dubois').fontSize(11).text('lea.dubois@example.org · Nantes, France').text('Experience').text('Data analyst, Globex, 2019 - 2023'));

    const ids = {
      long: await upload(t, client, 'long.pdf', long),
      first: await upload(t, client, 'good-1.pdf', good),
      liar: await upload(t, client, 'liar.docx', liar),
      crowded: await upload(t, client, 'crowded.docx', crowded),
      second: await upload(t, client, 'good-2.pdf', good),
    };
    await t.core.extraction.drained();
    expect(await statusOf(t, client, ids.long)).toMatchObject({ processing_status: 'failed', error: 'PDF trop long : 501 pages (200 au plus).' });
    expect(await statusOf(t, client, ids.liar)).toMatchObject({ processing_status: 'failed', error: 'DOCX refusé : plus de 50 Mio une fois décompressé.' });
    expect(await statusOf(t, client, ids.crowded)).toMatchObject({ processing_status: 'failed', error: expect.stringMatching(/^DOCX refusé : 15\d\d fichiers dans l’archive \(1000 au plus\)\.$/) });
    expect(await statusOf(t, client, ids.first)).toMatchObject({ processing_status: 'ready', full_name: 'Lea Dubois', location: 'Nantes, France' });
    expect(await statusOf(t, client, ids.second)).toMatchObject({ processing_status: 'ready', full_name: 'Lea Dubois' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('a PDF locked by a password, one whose page tree contains itself and a DOCX of broken XML fail with a reason in French', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const locked = await pdf((doc) => doc.text('Lea Dubois'), { userPassword: 'secret', ownerPassword: 'owner' });
    // The page tree's root lists itself among its kids: a reader that follows it blindly never ends.
    const looping = pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>']);
    const broken = await new JSZip().file('[Content_Types].xml', '<Types/>').file('word/document.xml', '<w:document><w:body><w:p>').generateAsync({ type: 'nodebuffer' });
    const good = await pdf((doc) => doc.fontSize(20).text('Lea Dubois').fontSize(11).text('lea.dubois@example.org · Nantes, France'));
    const ids = {
      locked: await upload(t, client, 'locked.pdf', locked),
      looping: await upload(t, client, 'loop.pdf', looping),
      broken: await upload(t, client, 'broken.docx', broken),
      good: await upload(t, client, 'good.pdf', good),
    };
    await t.core.extraction.drained();
    expect(await statusOf(t, client, ids.locked)).toMatchObject({ processing_status: 'failed', error: 'PDF protégé par un mot de passe : envoyez-le sans mot de passe.' });
    expect(await statusOf(t, client, ids.looping)).toMatchObject({ processing_status: 'failed', error: 'PDF illisible : l’arbre des pages se contient lui-même.' });
    expect(await statusOf(t, client, ids.broken)).toMatchObject({ processing_status: 'failed', error: 'DOCX illisible : le XML du document est invalide.' });
    expect(await statusOf(t, client, ids.good)).toMatchObject({ processing_status: 'ready', full_name: 'Lea Dubois' });
  });
});
