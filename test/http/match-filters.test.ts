import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json, type TestApp, type TestClient } from '../helpers/app.js';
import { pushPeople } from '../helpers/pool.js';

type Result = { external_id: string; match_score: number; explanation: { components: Record<string, { weight: number; contribution: number }> } };
type Run = { results: Result[]; filters?: Record<string, unknown> };

const job = { title: 'Développeur', skills_required: ['JavaScript'] };

async function setup() {
  const t = await createTestApp();
  const client = createClient(t, ['match:read', 'profile:write', 'jobs:write']);
  await pushPeople(t, client);
  return { t, client };
}

const run = (t: TestApp, client: TestClient, extra: object) => t.app.inject({ method: 'POST', url: '/v1/match/run', headers: client.auth, payload: { job, pool: { type: 'stored' }, limit: 10, ...extra } });
const ids = (body: Run) => body.results.map((result) => result.external_id).sort();

describe('hard filters', () => {
  it('keep out, rather than rank lower, whoever fails them, and the response says what was applied', async () => {
    const { t, client } = await setup();
    const cases: [object, string[], Record<string, unknown>][] = [
      [{ must_have_skills: ['typescript'] }, ['react-lyon', 'vue-lyon'], { must_have_skills: ['TypeScript'] }],
      [{ location: { city: 'Lyon', radius_km: 30 } }, ['driver-lyon', 'react-lyon', 'vue-lyon'], { location: { city: 'Lyon', country: 'FR', radius_km: 30 } }],
      // Lille to Paris is about 200 km: a radius of 250 around Paris takes both.
      [{ location: { city: 'Paris', radius_km: 250 } }, ['nurse-lille', 'react-paris'], { location: { city: 'Paris', country: 'FR', radius_km: 250 } }],
      [{ min_years: 8 }, ['driver-lyon', 'java-nantes'], { min_years: 8 }],
      [{ countries: ['Belgique'] }, [], { countries: ['BE'] }],
      [{ countries: ['france'], must_have_skills: ['React', 'TypeScript'] }, ['react-lyon'], { countries: ['FR'], must_have_skills: ['React', 'TypeScript'] }],
    ];
    for (const [filters, expected, applied] of cases) {
      const response = await run(t, client, { filters });
      expect(response.statusCode, JSON.stringify(filters)).toBe(200);
      const body = json<Run>(response);
      expect(ids(body), JSON.stringify(filters)).toEqual(expected);
      expect(body.filters).toEqual(applied);
    }
    const unfiltered = json<Run>(await run(t, client, {}));
    expect(unfiltered.results.length).toBe(6);
    expect(unfiltered).not.toHaveProperty('filters');
    const floor = unfiltered.results[2]!.match_score;
    const above = json<Run>(await run(t, client, { filters: { min_score: floor } }));
    expect(above.results.length).toBeGreaterThanOrEqual(3);
    expect(above.results.every((result) => result.match_score >= floor)).toBe(true);
  });

  it('apply the same way to POST /v1/jobs (scores 0-100) and POST /v1/match/query', async () => {
    const { t, client } = await setup();
    const created = json<{ matches: { external_id: string | null; full_name: string }[]; filters: object }>(
      await t.app.inject({ method: 'POST', url: '/v1/jobs', headers: client.auth, payload: { title: 'Développeur', location: 'Lyon', filters: { location: { city: 'Lyon', radius_km: 30 }, min_score: 1 } } }),
    );
    expect(created.matches.map((match) => match.full_name).sort()).toEqual(['Camille Martin', 'Lea Dubois', 'Marc Moreau']);
    expect(created.filters).toEqual({ location: { city: 'Lyon', country: 'FR', radius_km: 30 }, min_score: 1 });
    const query = json<{ results: { full_name: string }[] }>(
      await t.app.inject({ method: 'POST', url: '/v1/match/query', headers: client.auth, payload: { query: 'développeur', filters: { must_have_skills: ['Java'] } } }),
    );
    expect(query.results.map((result) => result.full_name)).toEqual(['Nina Petit']);
  });

  it('refuse what they cannot apply with a 400 naming the field, and run nothing', async () => {
    const { t, client } = await setup();
    const cases: [object, string][] = [
      [{ filters: { countries: ['FR', 'Atlantis'] } }, 'Champ invalide : filters.countries[1] (pays inconnu)'],
      [{ filters: { location: { city: 'Trifouillis-les-Oies', radius_km: 10 } } }, 'Champ invalide : filters.location.city (ville inconnue)'],
      [{ filters: { location: { city: 'Lyon' } } }, 'Champ invalide : filters.location.radius_km (requis)'],
      [{ filters: { location: { city: 'Lyon', radius_km: 0 } } }, 'Champ invalide : filters.location.radius_km (doit être supérieur à 0)'],
      [{ filters: { seniority: { min: 'lead', max: 'junior' } } }, 'Champ invalide : filters.seniority (min après max)'],
      [{ filters: { seniority: { min: 'boss' } } }, 'Champ invalide : filters.seniority.min (valeurs permises : junior, mid, senior, lead)'],
      [{ filters: { min_score: 5 } }, 'Champ invalide : filters.min_score (doit être inférieur ou égal à 1)'],
      [{ weights: { skills: 0, semantic: 0, lexical: 0, occupation: 0, experience: 0, location: 0, seniority: 0 } }, 'Champ invalide : weights (la somme des poids doit être positive)'],
      [{ weights: { skills: -1 } }, 'Champ invalide : weights.skills (doit être supérieur ou égal à 0)'],
    ];
    for (const [extra, detail] of cases) {
      const response = await run(t, client, extra);
      expect(response.statusCode, detail).toBe(400);
      expect(json(response)).toEqual({ detail });
    }
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM match_runs').get()).toEqual({ n: 0 });
  });
});

describe('per-request weights', () => {
  it('replace the default shares, show in the explanation, and the contributions still add up to the score', async () => {
    const { t, client } = await setup();
    const onlyPlace = { skills: 0, semantic: 0, lexical: 0, occupation: 0, experience: 0, seniority: 0, location: 3 };
    const body = json<Run>(await run(t, client, { job: { ...job, location: 'Lyon' }, weights: onlyPlace }));
    for (const result of body.results) {
      const components = result.explanation.components;
      expect(components.location!.weight).toBe(1);
      expect(components.skills!.weight).toBe(0);
      const total = Object.values(components).reduce((sum, component) => sum + component.contribution, 0);
      expect(Math.abs(total - result.match_score)).toBeLessThan(0.01);
    }
    // Everyone in Lyon scores 1, everyone else less: the place alone decides.
    expect(body.results.filter((result) => result.match_score === 1).map((result) => result.external_id).sort()).toEqual(['driver-lyon', 'react-lyon', 'vue-lyon']);

    const halfSkills = json<Run>(await run(t, client, { weights: { skills: 1 } }));
    const weights = halfSkills.results[0]!.explanation.components;
    // The default shares add up to 1; giving skills 1 makes it 1/(1 - 0.35 + 1) of the total.
    expect(weights.skills!.weight).toBeCloseTo(1 / 1.65, 2);
  });
});
