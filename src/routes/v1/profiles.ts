import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isoTime } from '../../clock.js';
import type { Core } from '../../core.js';
import { ApiError, errors } from '../../errors.js';
import { bearer } from '../../http/policy.js';
import { formOf } from '../../http/multipart.js';
import { detectKind, MAX_DOCX_UNCOMPRESSED } from '../../ingest/file-kind.js';
import { zipEntries } from '../../ingest/zip.js';
import { vetUrl } from '../../net/outbound.js';
import type { Profile } from '../../profiles/profile.js';
import { Page, withErrors } from '../../schemas/common.js';
import { ProfileExport } from '../../schemas/profile-export.js';
import { MAX_BATCH_PROFILES, ProfileBatchBody, ProfileBatchEnvelope, ProfileBatchResponse, ProfileBody, ProfileListQuery, ProfileParams, ProfileStatusView, ProfileView } from '../../schemas/profiles.js';
import { checkEach, checkValue } from '../../schemas/check.js';
import { validatorCompiler } from '../../http/validation.js';
import { trustView } from './trust.js';

/** The stored pool (api-spec.md, Profiles). Another client's id is a 404, as an unknown one. */
const profilesRoutes: FastifyPluginAsyncTypebox<Pick<Core, 'clock' | 'extraction' | 'profiles' | 'trust'>> = async (app, { clock, extraction, profiles, trust }) => {
  const policy = bearer('profile:write');

  app.post('/profiles', {
    config: policy,
    schema: {
      summary: 'Push one profile; the same external_id again replaces it. With cv_pdf_url or cv_csv_url, answers 202 and reads the CV in the background',
      tags: ['profiles'],
      body: ProfileBody,
      response: withErrors({ 200: ProfileView, 201: ProfileView, 202: ProfileView }),
    },
    handler: async (request, reply) => {
      const clientId = request.caller!.clientId;
      const url = request.body.cv_pdf_url ?? request.body.cv_csv_url;
      if (url) {
        const field = request.body.cv_pdf_url ? 'cv_pdf_url' : 'cv_csv_url';
        await vetUrl(url, extraction.outbound, field).catch((error: Error) => {
          throw errors.invalidField(field, error.message.replace(`${field} : `, '').replace(/\.$/, ''));
        });
        const source = field === 'cv_pdf_url' ? 'pdf_url' : 'csv_url';
        const profile = await profiles.startProcessing(clientId, request.body.external_id ?? null, request.body, (id) => extraction.enqueue(clientId, id, { source, url }));
        return reply.code(202).send(profileView(profile));
      }
      const { profile, created } = await profiles.push(clientId, request.body);
      return reply.code(created ? 201 : 200).send(profileView(profile));
    },
  });

  app.post('/profiles/batch', {
    config: policy,
    schema: {
      summary: `Push up to ${MAX_BATCH_PROFILES} structured profiles at once; each is stored or rejected on its own, like POST /v1/profiles`,
      tags: ['profiles'],
      body: ProfileBatchBody,
      response: withErrors({ 200: ProfileBatchResponse }),
    },
    // The documented body names each field; the door checks only the envelope.
    validatorCompiler: validatorCompiler(ProfileBatchEnvelope),
    handler: async (request) => {
      const items = request.body.profiles as unknown[];
      if (items.length > MAX_BATCH_PROFILES) throw errors.payloadTooLarge(`Trop de profils dans un lot (${MAX_BATCH_PROFILES} au plus).`);
      const { accepted, rejected } = checkEach(items, (index) => `profiles[${index}]`, checkBatchProfile);
      const valid = accepted.map(({ index, value }) => ({ index, fields: value }));
      const results = [];
      for (const outcome of await profiles.pushMany(request.caller!.clientId, valid)) {
        if ('error' in outcome) {
          const external = accepted.find((item) => item.index === outcome.index)!.value.external_id ?? null;
          rejected.push({ index: outcome.index, external_id: external, detail: outcome.error.detail.replace(/^Champ invalide : /, `Champ invalide : profiles[${outcome.index}].`) });
        } else {
          results.push({ index: outcome.index, id: outcome.profile.id, external_id: outcome.profile.external_id, status: outcome.created ? ('created' as const) : ('updated' as const) });
        }
      }
      rejected.sort((a, b) => a.index - b.index);
      return { created: results.filter((r) => r.status === 'created').length, updated: results.filter((r) => r.status === 'updated').length, results, rejected };
    },
  });

  app.post('/profiles/cv', {
    config: policy,
    schema: {
      summary: 'Upload a CV (PDF or DOCX, 10 MiB at most) as multipart/form-data: file, external_id; read in the background',
      tags: ['profiles'],
      consumes: ['multipart/form-data'],
      response: withErrors({ 202: ProfileStatusView }),
    },
    handler: async (request, reply) => {
      const form = formOf(request);
      const file = form.files.get('file');
      const externalId = form.fields.get('external_id')?.trim().slice(0, 200) || null;
      if (!file) throw errors.invalidField('file', 'requis');
      if (file.length === 0) throw errors.invalidField('file', 'fichier vide');
      const kind = detectKind(file);
      if (!kind) throw errors.unsupportedMediaType('fichier ni PDF ni DOCX');
      if (kind === 'docx') checkDocxSize(file);
      const clientId = request.caller!.clientId;
      const profile = await profiles.startProcessing(clientId, externalId, {}, (id) => extraction.enqueue(clientId, id, { source: 'upload', bytes: file }));
      return reply.code(202).send({ id: profile.id, processing_status: 'processing' as const, full_name: null, location: null });
    },
  });

  app.get('/profiles', {
    config: policy,
    schema: { summary: 'List profiles, oldest first', tags: ['profiles'], querystring: ProfileListQuery, response: withErrors({ 200: Page(ProfileView) }) },
    handler: async (request) => {
      const page = await profiles.list(request.caller!.clientId, { limit: request.query.limit ?? 20, cursor: request.query.cursor, externalId: request.query.external_id });
      return { data: page.items.map(profileView), next_cursor: page.nextCursor };
    },
  });

  app.get('/profiles/:id', {
    config: policy,
    schema: { summary: 'Read a profile', tags: ['profiles'], params: ProfileParams, response: withErrors({ 200: ProfileView }) },
    handler: async (request) => profileView(await profiles.require(request.caller!.clientId, request.params.id)),
  });

  app.get('/profiles/:id/status', {
    config: policy,
    schema: { summary: 'Extraction status of a profile', tags: ['profiles'], params: ProfileParams, response: withErrors({ 200: ProfileStatusView }) },
    handler: async (request) => {
      const profile = await profiles.require(request.caller!.clientId, request.params.id);
      return {
        id: profile.id,
        processing_status: profile.processing_status,
        full_name: profile.full_name,
        location: profile.location,
        ...(profile.processing_status === 'failed' && profile.error ? { error: profile.error } : {}),
      };
    },
  });

  app.patch('/profiles/:id', {
    config: policy,
    schema: { summary: 'Change some fields of a profile', tags: ['profiles'], params: ProfileParams, body: ProfileBody, response: withErrors({ 200: ProfileView }) },
    handler: async (request) => profileView(await profiles.patch(request.caller!.clientId, request.params.id, request.body)),
  });

  app.delete('/profiles/:id', {
    config: policy,
    schema: { summary: 'Delete a profile; it leaves the pool at once', tags: ['profiles'], params: ProfileParams, response: withErrors({ 204: Type.Null() }) },
    handler: async (request, reply) => {
      await profiles.delete(request.caller!.clientId, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/profiles/:id/export', {
    config: policy,
    schema: {
      summary: 'Everything held about the person (GDPR access and portability): the profile with its CV text, Trust Score, job matches, stored answers and events',
      tags: ['profiles'],
      params: ProfileParams,
      response: withErrors({ 200: ProfileExport }),
    },
    handler: async (request, reply) => {
      const { clientId } = request.caller!;
      const profile = await profiles.require(clientId, request.params.id);
      const held = await profiles.personData(clientId, profile.id);
      const score = await trust.find(clientId, profile.id);
      reply.header('cache-control', 'no-store');
      return {
        exported_at: isoTime(clock.now()),
        profile: { ...profileView(profile), cv_text: profile.cv_text },
        trust_score: score && trustView(score),
        job_matches: held.job_matches.map((match) => ({ ...match, whatsapp_updated_at: match.whatsapp_updated_at === null ? null : isoTime(match.whatsapp_updated_at) })),
        match_answers: held.match_answers.map((answer) => ({ ...answer, created_at: isoTime(answer.created_at) })),
        events: held.events.map((event) => ({ ...event, created_at: isoTime(event.created_at) })),
      };
    },
  });
};

export default profilesRoutes;

/** A profile of a batch as a single push would take it; a CV URL is fetched, one request each. */
function checkBatchProfile(item: unknown, at: string): ProfileBody | ApiError {
  const invalid = checkValue(ProfileBody, item, at);
  if (invalid) return invalid;
  const profile = item as ProfileBody;
  return profile.cv_pdf_url || profile.cv_csv_url ? errors.invalidField(`${at}.cv_pdf_url`, 'pas de CV par URL dans un lot : POST /v1/profiles') : profile;
}

/** A profile as the API shows it: its stored fields, times as ISO 8601, the CV text only in an export, the error only when it failed. */
export function profileView({ client_id: _client, cv_text: _text, error, created_at, updated_at, ...shown }: Profile) {
  return {
    ...shown,
    ...(shown.processing_status === 'failed' && error ? { error } : {}),
    created_at: isoTime(created_at),
    updated_at: isoTime(updated_at),
  };
}

/** A zip bomb is refused at upload: its central directory says how large it would inflate. */
function checkDocxSize(file: Buffer): void {
  const total = (zipEntries(file) ?? []).reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (total > MAX_DOCX_UNCOMPRESSED) throw errors.payloadTooLarge('DOCX trop volumineux une fois décompressé (50 Mio au plus).');
}
