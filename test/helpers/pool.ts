import type { TestApp, TestClient } from './app.js';

/** A small, realistic stored pool: who should come first for which job is obvious to a person. */
export const PEOPLE = [
  { external_id: 'react-lyon', full_name: 'Camille Martin', headline: 'Senior Frontend Developer', location: 'Lyon, France', total_years_experience: 7, skills: ['React', 'TypeScript', 'Redux', 'GraphQL'], whatsapp_number: '+33612345678' },
  { external_id: 'react-paris', full_name: 'Hugo Bernard', headline: 'Développeur front-end', location: 'Paris, France', total_years_experience: 4, skills: ['ReactJS', 'JavaScript', 'CSS'], whatsapp_number: '+33698765432' },
  { external_id: 'vue-lyon', full_name: 'Lea Dubois', headline: 'Frontend engineer', location: 'Lyon', total_years_experience: 3, skills: ['Vue.js', 'JavaScript', 'TypeScript'] },
  { external_id: 'java-nantes', full_name: 'Nina Petit', headline: 'Backend developer', location: 'Nantes, France', total_years_experience: 9, skills: ['Java', 'Spring Boot', 'PostgreSQL', 'Kubernetes'] },
  { external_id: 'nurse-lille', full_name: 'Sarah Leroy', headline: 'Infirmière', location: 'Lille, France', total_years_experience: 6, skills: ['soins infirmiers', 'urgences', 'Patient care'] },
  { external_id: 'driver-lyon', full_name: 'Marc Moreau', headline: 'Chauffeur poids lourd', location: 'Lyon, France', total_years_experience: 12, skills: ['permis CE', 'logistique', 'cariste'] },
];

export async function pushPeople(t: TestApp, client: TestClient, people = PEOPLE): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const person of people) {
    const response = await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: person });
    if (response.statusCode >= 300) throw new Error(`${response.body}\n${t.logLines.join('')}`);
    ids.set(person.external_id, (response.json() as { id: number }).id);
  }
  return ids;
}
