import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json, type TestApp, type TestClient } from '../helpers/app.js';
import { pushPeople } from '../helpers/pool.js';

const ad = (name: string) => fs.readFileSync(new URL(`../fixtures/ads/${name}`, import.meta.url), 'utf8');

/** Resumes as text, of people whose trade is plain from their first line, as CVs put it. */
const RESUMES = [
  { external_id: 'nurse', full_name: 'Nora Ward', cv_text: 'STAFF NURSE\nRegistered nurse, eight years on surgical and acute wards: patient assessment, wound care, medication rounds, mentoring students.' },
  { external_id: 'hca', full_name: 'Hana Carer', cv_text: 'HEALTHCARE ASSISTANT\nPersonal care, observations and feeding on a care of the elderly ward; supporting nurses with patient care.' },
  { external_id: 'accountant', full_name: 'Alan Ledger', cv_text: 'MANAGEMENT ACCOUNTANT\nCIMA qualified. Month-end close, journals, accruals, balance sheet reconciliations, budgeting and variance reporting in Sage and Excel.' },
  { external_id: 'payroll', full_name: 'Paula Pay', cv_text: 'PAYROLL OFFICER\nMonthly payroll for 900 staff, pension and tax deductions, Excel reconciliations.' },
  { external_id: 'cfo', full_name: 'Fred Finance', cv_text: 'CHIEF FINANCIAL OFFICER\nFinance strategy, fundraising and investor relations for a software company; led FP&A and treasury.' },
  { external_id: 'cook', full_name: 'Chloe Cook', cv_text: 'COOK\nLine cook in a busy restaurant: prepared meals, ordered supplies, kept the kitchen inventory and food safety records.' },
  { external_id: 'waiter', full_name: 'Walt Server', cv_text: 'WAITER\nTable service in a fast-paced restaurant, took orders, handled payments.' },
  { external_id: 'developer', full_name: 'Dana Code', cv_text: 'DÉVELOPPEUSE WEB\nSix ans de développement web en TypeScript, React et PostgreSQL; Docker en production.' },
  { external_id: 'sales', full_name: 'Sam Seller', cv_text: 'SALES ASSOCIATE\nRetail sales, customer service, cash handling and merchandising in a department store.' },
];

const ADS = [
  { file: 'nurse-en.txt', title: 'Staff Nurse - Surgical Ward', best: 'nurse' },
  { file: 'accountant-en.txt', title: 'Management Accountant', best: 'accountant' },
  { file: 'cook-en.txt', title: 'cook', best: 'cook' },
  { file: 'developpeur-fr.txt', title: 'Développeur web TypeScript (H/F)', best: 'developer' },
  { file: 'accounting-manager-us.txt', title: 'Accounting Manager', best: 'accountant' },
];

interface Ranked {
  matches: { candidate_id: number; explanation: { components: Record<string, { score: number; weight: number; contribution: number }> } }[];
  match_score?: number;
}

async function rankFor(t: TestApp, client: TestClient, payload: object): Promise<Ranked['matches']> {
  const response = await t.app.inject({ method: 'POST', url: '/v1/jobs', headers: client.auth, payload: { location: 'Remote', limit: 8, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return json<Ranked>(response).matches;
}

/** The occupation component of each candidate's match for a job posted over these people, by external id. */
async function occupationsFor(people: typeof RESUMES, payload: object): Promise<(external: string) => { score: number; reason: string }> {
  const t = await createTestApp();
  const client = await createClient(t, ['jobs:write', 'profile:write']);
  const ids = await pushPeople(t, client, people);
  const matches = await rankFor(t, client, { limit: 20, ...payload });
  return (external) => (matches.find((match) => match.candidate_id === ids.get(external))!.explanation.components as unknown as Record<string, { score: number; reason: string }>).occupation!;
}

describe('a whole job ad as the description', () => {
  it('never pushes the best candidate for the title down: with the description it ranks first, or second at worst', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['jobs:write', 'profile:write']);
    const ids = await pushPeople(t, client, RESUMES);
    for (const { file, title, best } of ADS) {
      const titleOnly = await rankFor(t, client, { title });
      const withAd = await rankFor(t, client, { title, description: ad(file) });
      expect(titleOnly[0]!.candidate_id, `${file}: title alone`).toBe(ids.get(best));
      // The property: adding the ad may cost the best candidate one place at most.
      const rank = withAd.findIndex((match) => match.candidate_id === ids.get(best));
      expect(rank, `${file}: with the ad`).toBeGreaterThanOrEqual(0);
      expect(rank, `${file}: with the ad`).toBeLessThanOrEqual(1);
      // What the explanation shows adds up to the score.
      for (const match of withAd) {
        const components = Object.values(match.explanation.components);
        const sum = components.reduce((total, component) => total + component.contribution, 0);
        const weights = components.reduce((total, component) => total + component.weight, 0);
        expect(weights).toBeCloseTo(1, 2);
        expect(sum * 100).toBeCloseTo((withAd.find((other) => other.candidate_id === match.candidate_id) as unknown as { match_score: number }).match_score, 0);
      }
    }
  });

  it('counts an occupation of the same field as close: an accounting manager\'s job credits an accountant, not only managers', async () => {
    const occupation = await occupationsFor(RESUMES, { title: 'Accounting Manager', description: ad('accounting-manager-us.txt') });
    // ISCO files the accounting manager with the chief financial officer (1211), the accountant elsewhere (2411).
    expect(occupation('cfo')).toMatchObject({ score: 0.85 });
    expect(occupation('accountant')).toMatchObject({ score: 0.65, reason: expect.stringMatching(/accountant for accounting manager/i) });
    expect(occupation('cook').score).toBe(0);
  });

  it('counts the field the title\'s own words name, not only the label its occupation is filed under', async () => {
    // ESCO files "regional sales manager" under "trade regional manager" (ISCO 1420), the sales manager under 1221.
    const occupation = await occupationsFor(
      [...RESUMES, { external_id: 'sales-manager', full_name: 'Sid Seller', cv_text: 'SALES MANAGER\nLed a team of twelve account executives selling office furniture to businesses.' }],
      { title: 'Regional Sales Manager' },
    );
    expect(occupation('sales-manager')).toMatchObject({ score: 0.65, reason: expect.stringMatching(/sales manager for trade regional manager/i) });
    expect(occupation('cook').score).toBe(0);
  });

  it('credits the people of the job\'s domain of work at another level, and says so: a restaurant manager\'s job, its cook and waiter', async () => {
    const occupation = await occupationsFor(RESUMES, { title: 'Restaurant Manager' });
    expect(occupation('cook')).toMatchObject({ score: 0.55, reason: 'Cook for Restaurant Manager, both in hospitality' });
    expect(occupation('waiter').score).toBe(0.55);
    expect(occupation('sales').score).toBe(0);
    expect(occupation('developer').score).toBe(0);
  });

  it('reads a CV\'s title from its opening lines, not from a list of the tools it names', async () => {
    const occupation = await occupationsFor(
      [...RESUMES, { external_id: 'sysadmin', full_name: 'Sid Admin', cv_text: 'Sid Admin\nWindows Server 2008, SQL Server, Active Directory\nI administer a vSphere server.\nSystems administration for a school district.' }],
      { title: 'Waiter' },
    );
    expect(occupation('waiter').score).toBe(1);
    expect(occupation('sysadmin').score).toBe(0);
  });

  it('gives the occupation\'s share to the text when the title names only a family as wide as "manager"', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['jobs:write', 'profile:write']);
    await pushPeople(t, client, RESUMES);
    const [best] = await rankFor(t, client, { title: 'Manager, Strategic Partners' });
    const components = best!.explanation.components as unknown as Record<string, { score: number; weight: number; contribution: number; reason: string }>;
    expect(components.occupation).toMatchObject({ score: 0, weight: 0, contribution: 0, reason: 'manager: too general to compare' });
    expect(Object.values(components).reduce((sum, component) => sum + component.weight, 0)).toBeCloseTo(1, 2);
    // A title that names its field keeps the component.
    const [accounting] = await rankFor(t, client, { title: 'Accounting Manager' });
    expect((accounting!.explanation.components as unknown as Record<string, { weight: number }>).occupation!.weight).toBeGreaterThan(0);
  });

  it('refuses a description over 20,000 characters with 413, and creates nothing', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['jobs:write', 'jobs:read']);
    const response = await t.app.inject({ method: 'POST', url: '/v1/jobs', headers: client.auth, payload: { title: 'Cook', location: 'Lyon', description: 'Cook. '.repeat(20_000) } });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ detail: 'Texte trop long : description (120000 caractères, 20000 au plus).' });
    expect(json<{ data: unknown[] }>(await t.app.inject({ method: 'GET', url: '/v1/jobs', headers: client.auth })).data).toEqual([]);
  });
});

describe('POST /v1/match/query with a pasted ad', () => {
  async function query(t: TestApp, client: TestClient, text: string) {
    return t.app.inject({ method: 'POST', url: '/v1/match/query', headers: client.auth, payload: { query: text, limit: 3 } });
  }

  it('reads it as an ad and says what it understood: the blurb\'s city is no requirement', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'profile:write']);
    const ids = await pushPeople(t, client, RESUMES);
    const pasted = `Staff Nurse - Surgical Ward\n${ad('nurse-en.txt')}`;
    const answer = json<{ results: { id: number }[]; understood: Record<string, unknown> }>(await query(t, client, pasted));
    expect(answer.results[0]!.id).toBe(ids.get('nurse'));
    expect(answer.understood).toMatchObject({ title: 'Staff Nurse - Surgical Ward', occupation: 'Registered Nurse', location: null, experience_min: 2 });
    expect(answer.understood.skills).toContain('Wound Care');
  });

  it("takes a French ad's place from its 'Poste basé à' line, not from the blurb, and its title in inclusive writing", async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const pasted = `Chef(fe) de projet informatique H/F\n${ad('developpeur-fr.txt')}\nPoste basé à Villeurbanne (69), deux jours de télétravail.`;
    const answer = json<{ understood: Record<string, unknown> }>(await query(t, client, pasted));
    expect(answer.understood).toMatchObject({ occupation: 'ICT project manager', location: 'Villeurbanne, FR', experience_min: 4 });
    // Without that line, the blurb's Bordeaux is still no requirement.
    const unstated = json<{ understood: Record<string, unknown> }>(await query(t, client, `Chef(fe) de projet informatique H/F\n${ad('developpeur-fr.txt')}`));
    expect(unstated.understood).toMatchObject({ location: null });
  });

  it('takes the state a title names after a dash or "in" as the place, and no word of the title, nor a tool, as a town', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const pasted = json<{ understood: Record<string, unknown> }>(await query(t, client, `Field Sales Representative - North Carolina\n${ad('nurse-en.txt')}`));
    // Before, the title before the dash was read as an unknown town of that state ("fieldsalesrepresentative, US").
    expect(pasted.understood).toMatchObject({ location: 'US' });
    // Before, "Carolina" was the town of Puerto Rico.
    expect(json<{ understood: Record<string, unknown> }>(await query(t, client, 'Registered nurse in North Carolina')).understood).toMatchObject({ location: 'US' });
    expect(json<{ understood: Record<string, unknown> }>(await query(t, client, 'Registered nurse in Charlotte, North Carolina')).understood).toMatchObject({ location: 'Charlotte, US' });
    // Tools that are towns too (Jenkins, Kentucky; Íos, Greece) are no place in a list of tools.
    const tools = json<{ understood: Record<string, unknown> }>(await query(t, client, `Software Test Engineer: Cucumber / Jenkins / Swift / iOS\n${ad('nurse-en.txt')}`));
    expect(tools.understood).toMatchObject({ location: null });
  });

  it('reads the skills an ad requires from its requirements, not from what the job involves', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const pasted = ['Cook', 'What you will do', 'Prepare meals and keep the stock sheets in Excel.', 'Requirements', 'Food safety certificate and two years in a busy kitchen.'].join('\n');
    const answer = json<{ understood: { skills: string[] } }>(await query(t, client, pasted));
    expect(answer.understood.skills).toContain('Food Safety');
    expect(answer.understood.skills).not.toContain('Excel');
    // An ad without a requirements section requires what its text names.
    const plain = json<{ understood: { skills: string[] } }>(await query(t, client, 'Cook\nPrepare meals and keep the stock sheets in Excel; food safety certificate.'));
    expect(plain.understood.skills).toEqual(expect.arrayContaining(['Food Safety', 'Excel']));
  });

  it('keeps a short query\'s place, years and skills as stated', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'profile:write']);
    await pushPeople(t, client);
    const answer = json<{ results: { full_name: string }[]; understood: Record<string, unknown> }>(await query(t, client, 'infirmière de nuit à Lille, 3 ans'));
    expect(answer.results[0]!.full_name).toBe('Sarah Leroy');
    expect(answer.understood).toMatchObject({ occupation: 'Registered Nurse', location: 'Lille, FR', experience_min: 3 });
    // A town just before the years or the contract, without "à", is where the work is; a word that names a town elsewhere in the query is not.
    const written = json<{ understood: Record<string, unknown> }>(await query(t, client, 'Développeur React senior Paris 5 ans'));
    expect(written.understood).toMatchObject({ occupation: 'Software Developer', location: 'Paris, FR', experience_min: 5 });
    const partTime = json<{ understood: Record<string, unknown> }>(await query(t, client, 'vendeuse prêt-à-porter Lille temps partiel'));
    expect(partTime.understood).toMatchObject({ location: 'Lille, FR' });
    expect(json<{ understood: Record<string, unknown> }>(await query(t, client, 'Product manager Berlin or remote')).understood).toMatchObject({ location: 'Berlin, DE' });
    const mobile = json<{ understood: Record<string, unknown> }>(await query(t, client, 'Mobile developer, 4 years'));
    expect(mobile.understood).toMatchObject({ location: null, experience_min: 4 });
  });

  it('refuses 100,000 characters with 413 and a French detail; blank text is 400', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const long = await query(t, client, 'a'.repeat(100_000));
    expect(long.statusCode).toBe(413);
    expect(json(long)).toEqual({ detail: 'Texte trop long : query (100000 caractères, 20000 au plus).' });
    expect((await query(t, client, '   ')).statusCode).toBe(400);
  });
});
