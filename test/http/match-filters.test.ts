import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json, type TestApp, type TestClient } from '../helpers/app.js';
import { pushPeople } from '../helpers/pool.js';

type Result = { external_id: string; match_score: number; explanation: { components: Record<string, { weight: number; contribution: number }> } };
type Run = { results: Result[]; filters?: Record<string, unknown> };

const job = { title: 'Développeur', skills_required: ['JavaScript'] };

async function setup() {
  const t = await createTestApp();
  const client = await createClient(t, ['match:read', 'profile:write', 'jobs:write']);
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
    expect((await t.db.one('SELECT COUNT(*) AS n FROM match_runs'))).toEqual({ n: 0 });
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

describe('the languages filter', () => {
  it('keeps those who speak each language at the level asked, from stored profiles and inline candidates', async () => {
    const { t, client } = await setup();
    const profileIds = new Map((json<{ data: { id: number; external_id: string }[] }>(await t.app.inject({ method: 'GET', url: '/v1/profiles?limit=50', headers: client.auth })).data).map((p) => [p.external_id, p.id]));
    const speak = (externalId: string, languages: object[]) => t.app.inject({ method: 'PATCH', url: `/v1/profiles/${profileIds.get(externalId)}`, headers: client.auth, payload: { languages } });
    const patched = await speak('react-lyon', [{ code: 'EN', level: 'fluent' }, { code: 'fr', level: 'native' }]);
    expect(patched.statusCode).toBe(200);
    expect(json<{ languages: object[] }>(patched).languages).toEqual([{ code: 'en', level: 'C1' }, { code: 'fr', level: 'native' }]);
    expect((await speak('react-paris', [{ code: 'en', level: 'B1' }])).statusCode).toBe(200);
    expect((await speak('java-nantes', [{ code: 'en' }, { code: 'de', level: 'B2' }])).statusCode).toBe(200);

    const cases: [object[], string[], object[]][] = [
      [[{ code: 'en' }], ['java-nantes', 'react-lyon', 'react-paris'], [{ code: 'en', min_level: null }]],
      // A level asked needs a level known: java-nantes gave none for English.
      [[{ code: 'en', min_level: 'B2' }], ['react-lyon'], [{ code: 'en', min_level: 'B2' }]],
      [[{ code: 'fr', min_level: 'C2' }], ['react-lyon'], [{ code: 'fr', min_level: 'C2' }]],
      [[{ code: 'en' }, { code: 'de', min_level: 'b1' }], ['java-nantes'], [{ code: 'en', min_level: null }, { code: 'de', min_level: 'B1' }]],
      [[{ code: 'it' }], [], [{ code: 'it', min_level: null }]],
    ];
    for (const [languages, expected, applied] of cases) {
      const body = json<Run>(await run(t, client, { filters: { languages } }));
      expect(ids(body), JSON.stringify(languages)).toEqual(expected);
      expect(body.filters).toEqual({ languages: applied });
    }

    // A job that asks for English as a skill still finds it among the languages spoken.
    const english = json<{ results: { external_id: string; explanation: { matched_skills: string[] } }[] }>(await run(t, client, { job: { title: 'Développeur', skills_required: ['English'] } }));
    expect(english.results.filter((result) => result.explanation.matched_skills.includes('English')).map((result) => result.external_id).sort()).toEqual(['java-nantes', 'react-lyon', 'react-paris']);

    const inline = {
      type: 'inline',
      candidates: [
        { external_id: 'a', skills: ['JavaScript'], languages: [{ code: 'es', level: 'native' }] },
        { external_id: 'b', skills: ['JavaScript'], languages: [{ code: 'es', level: 'A2' }] },
        { external_id: 'c', skills: ['JavaScript'] },
      ],
    };
    const inlineRun = json<Run>(await run(t, client, { pool: inline, filters: { languages: [{ code: 'es', min_level: 'B2' }] } }));
    expect(ids(inlineRun)).toEqual(['a']);
  });

  it('refuses an unknown code or level with a 400 naming the field, and changes nothing', async () => {
    const { t, client } = await setup();
    const cases: [object, string][] = [
      [{ filters: { languages: [{ code: 'en' }, { code: 'xx' }] } }, 'Champ invalide : filters.languages[1].code (code de langue inconnu (ISO 639-1, ex. fr, en))'],
      [{ filters: { languages: [{ code: 'en', min_level: 'D1' }] } }, 'Champ invalide : filters.languages[0].min_level (valeurs permises : A1, A2, B1, B2, C1, C2, native)'],
      [
        { pool: { type: 'inline', candidates: [{ external_id: 'a' }, { external_id: 'b', languages: [{ code: 'qq' }] }] } },
        'Champ invalide : pool.candidates[1].languages[0].code (code de langue inconnu (ISO 639-1, ex. fr, en))',
      ],
    ];
    for (const [extra, detail] of cases) {
      const response = await run(t, client, extra);
      expect(response.statusCode, detail).toBe(400);
      expect(json(response)).toEqual({ detail });
    }
    const profile = json<{ id: number; languages: object[] }>(await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { external_id: 'polyglot', languages: [{ code: 'fr', level: 'B2' }] } }));
    const refused = await t.app.inject({ method: 'PATCH', url: `/v1/profiles/${profile.id}`, headers: client.auth, payload: { languages: [{ code: 'en', level: 'D1' }] } });
    expect(json(refused)).toEqual({ detail: 'Champ invalide : languages[0].level (valeurs permises : A1, A2, B1, B2, C1, C2, native)' });
    const kept = json<{ languages: object[] }>(await t.app.inject({ method: 'GET', url: `/v1/profiles/${profile.id}`, headers: client.auth }));
    expect(kept.languages).toEqual([{ code: 'fr', level: 'B2' }]);
  });
});
