/**
 * Writes data/eval/resumes.csv and data/eval/jobs.csv: a small labelled set (id, category,
 * text) for `npm run eval`, from a fixed seed. Resumes and offers of one category use
 * different words for the same things (aliases, French), as real ones do.
 *   npx tsx bench/eval-data.ts
 */
import fs from 'node:fs';
import { seededRandom } from './synthetic.js';

interface Category {
  name: string;
  titles: string[];
  skills: string[][]; // each skill with its ways of being written
  duties: string[];
}

const CATEGORIES: Category[] = [
  { name: 'Frontend Developer', titles: ['Frontend Developer', 'Développeur front-end', 'UI Engineer', 'Intégrateur web'], skills: [['React', 'ReactJS', 'React.js'], ['TypeScript', 'TS'], ['JavaScript', 'JS', 'ES6'], ['CSS', 'SCSS', 'Sass'], ['HTML5', 'HTML'], ['Vue.js', 'VueJS'], ['Redux'], ['Figma']], duties: ['built responsive single-page applications', 'développement d’interfaces web accessibles', 'optimised page load times and accessibility'] },
  { name: 'Backend Developer', titles: ['Backend Developer', 'Développeur back-end', 'Server-side engineer', 'Java developer'], skills: [['Java', 'JDK 17'], ['Spring Boot', 'Spring'], ['PostgreSQL', 'Postgres'], ['Node.js', 'NodeJS'], ['REST API', 'RESTful services'], ['Docker', 'containers'], ['Kubernetes', 'k8s'], ['Go', 'Golang']], duties: ['designed microservices and public APIs', 'conception d’API et de services distribués', 'scaled databases and message queues'] },
  { name: 'Data Scientist', titles: ['Data Scientist', 'Scientifique des données', 'Machine learning engineer', 'Data science consultant'], skills: [['Python', 'Python3'], ['Machine Learning', 'apprentissage automatique', 'ML'], ['pandas'], ['SQL'], ['Statistics', 'statistiques'], ['scikit-learn', 'sklearn'], ['Deep Learning', 'réseaux de neurones'], ['Tableau', 'Power BI']], duties: ['trained predictive models for churn and demand', 'modèles de prévision et analyses statistiques', 'deployed models to production'] },
  { name: 'Registered Nurse', titles: ['Registered Nurse', 'Infirmière diplômée d’État', 'Staff nurse', 'Infirmier'], skills: [['Nursing', 'soins infirmiers'], ['Patient care', 'prise en charge des patients'], ['Medication administration', 'administration des médicaments'], ['Vital signs monitoring', 'surveillance des constantes'], ['Wound care', 'soins des plaies'], ['Emergency care', 'urgences']], duties: ['cared for patients in a busy hospital ward', 'soins aux patients en service de médecine', 'coordinated with physicians and families'] },
  { name: 'Truck Driver', titles: ['Truck Driver', 'Chauffeur poids lourd', 'HGV driver', 'Conducteur routier'], skills: [['Truck driving', 'permis CE', 'CDL'], ['Transport management', 'gestion des transports'], ['Logistics', 'logistique'], ['Fleet management', 'gestion de flotte'], ['Forklift', 'cariste', 'CACES']], duties: ['long-haul deliveries across Europe', 'livraisons régionales et nationales', 'loading, securing and delivering freight'] },
  { name: 'Accountant', titles: ['Accountant', 'Comptable', 'Bookkeeper', 'Comptable général'], skills: [['Accounting', 'comptabilité'], ['General ledger', 'comptabilité générale'], ['Financial reporting', 'états financiers'], ['Taxation', 'fiscalité', 'TVA'], ['Excel', 'Microsoft Excel'], ['IFRS'], ['Payroll', 'paie']], duties: ['monthly closing and reconciliations', 'clôtures mensuelles et déclarations fiscales', 'prepared financial statements'] },
  { name: 'Sales Representative', titles: ['Sales Representative', 'Commercial', 'Business developer', 'Ingénieur commercial'], skills: [['Sales', 'vente', 'développement commercial'], ['Prospecting', 'prospection'], ['Negotiation', 'négociation'], ['CRM', 'Salesforce', 'HubSpot'], ['B2B sales', 'vente B2B'], ['Key account management', 'grands comptes']], duties: ['exceeded quarterly revenue targets', 'développement d’un portefeuille clients', 'ran demos and closed enterprise deals'] },
  { name: 'Cook', titles: ['Cook', 'Cuisinier', 'Chef de partie', 'Commis de cuisine'], skills: [['Cooking', 'cuisine'], ['Food safety', 'HACCP', 'hygiène alimentaire'], ['Pastry', 'pâtisserie'], ['Menu planning'], ['Food and beverage service', 'service en salle']], duties: ['prepared dishes for a 120-cover restaurant', 'mise en place et cuisson des plats', 'managed stock and kitchen hygiene'] },
  { name: 'Warehouse Worker', titles: ['Warehouse Worker', 'Préparateur de commandes', 'Magasinier', 'Warehouse operative'], skills: [['Warehouse management', 'gestion d’entrepôt', 'WMS'], ['Order picking', 'préparation de commandes', 'picking'], ['Forklift', 'cariste', 'CACES'], ['Inventory management', 'gestion des stocks', 'inventaire']], duties: ['picked and packed orders for e-commerce', 'réception et contrôle des marchandises', 'kept inventory accurate'] },
  { name: 'Human Resources', titles: ['HR Manager', 'Chargé de recrutement', 'Responsable RH', 'Talent acquisition specialist'], skills: [['Human resources', 'ressources humaines', 'RH'], ['Recruitment', 'recrutement', 'talent acquisition'], ['Payroll', 'paie'], ['Communication'], ['Employment law', 'droit du travail']], duties: ['ran end-to-end recruitment for tech roles', 'gestion administrative du personnel', 'built onboarding and training plans'] },
];
const CITIES = ['Paris', 'Lyon', 'Marseille', 'Lille', 'Nantes', 'Bordeaux', 'Toulouse', 'Bruxelles', 'Montréal', 'Genève'];
const SHARED = ['Microsoft Office', 'English', 'teamwork', 'French'];

const random = seededRandom(2026);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const sample = <T>(list: readonly T[], n: number): T[] => [...list].sort(() => random() - 0.5).slice(0, n);
const csv = (value: string) => `"${value.replace(/"/g, '""')}"`;

const resumes: string[] = ['id,category,text'];
const jobs: string[] = ['id,category,text'];
CATEGORIES.forEach((category, c) => {
  for (let i = 0; i < 8; i += 1) {
    const skills = sample(category.skills, 3 + Math.floor(random() * 3)).map((ways) => pick(ways));
    const years = 1 + Math.floor(random() * 15);
    const text = [
      pick(category.titles),
      `${pick(CITIES)} — ${years} years of experience / ${years} ans d'expérience`,
      `Experience: ${pick(category.duties)}; ${pick(category.duties)}.`,
      `Skills: ${[...skills, ...sample(SHARED, 2)].join(', ')}`,
    ].join('\n');
    resumes.push([`r${c}-${i}`, csv(category.name), csv(text)].join(','));
  }
  for (let i = 0; i < 3; i += 1) {
    const skills = sample(category.skills, 3).map((ways) => pick(ways));
    const text = [`${pick(category.titles)}`, `We are hiring in ${pick(CITIES)}. Nous recrutons.`, `You will have: ${skills.join(', ')}. Mission: ${pick(category.duties)}.`].join('\n');
    jobs.push([`j${c}-${i}`, csv(category.name), csv(text)].join(','));
  }
});
fs.mkdirSync(new URL('../data/eval/', import.meta.url), { recursive: true });
fs.writeFileSync(new URL('../data/eval/resumes.csv', import.meta.url), resumes.join('\n') + '\n');
fs.writeFileSync(new URL('../data/eval/jobs.csv', import.meta.url), jobs.join('\n') + '\n');
console.log(`wrote ${resumes.length - 1} resumes and ${jobs.length - 1} jobs in ${CATEGORIES.length} categories`);
