import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isoTime } from '../../clock.js';
import type { Core } from '../../core.js';
import { bearer } from '../../http/policy.js';
import type { JobMatch, Rematched } from '../../jobs/jobs-service.js';
import { Page, withErrors } from '../../schemas/common.js';
import { shownFilters } from '../../matching/filters.js';
import { CreateJobBody, CreatedJob, FeedbackBody, JobAnalyticsView, JobListItem, JobListQuery, JobMatchSummary, JobMatchView, JobParams, JobView, MatchParams, PatchJobBody, RematchedJob } from '../../schemas/jobs.js';

/** Jobs (api-spec.md, Jobs). Another client's job is a 404, as an unknown one. */
const jobsRoutes: FastifyPluginAsyncTypebox<Pick<Core, 'jobs'>> = async (app, { jobs }) => {
  app.post('/jobs', {
    config: bearer('jobs:write', 'job'),
    schema: {
      summary: 'Publish a job: matching and Trust Scores run at once on the stored pool, or on a provider index',
      tags: ['jobs'],
      body: CreateJobBody,
      response: withErrors({ 201: CreatedJob }),
    },
    handler: async (request, reply) => {
      const { job, matches, filters } = await jobs.create(request.caller!.clientId, { ...request.body, limit: request.body.limit ?? 20 });
      return reply.code(201).send({
        job_id: job.id,
        ...(job.external_job_id !== null ? { external_job_id: job.external_job_id } : {}),
        title: job.title,
        status: job.status,
        total_matched: matches.length,
        matches: matches.map(matchView),
        ...shownFilters(filters),
      });
    },
  });

  app.get('/jobs', {
    config: bearer('jobs:read'),
    schema: { summary: 'List jobs, oldest first', tags: ['jobs'], querystring: JobListQuery, response: withErrors({ 200: Page(JobListItem) }) },
    handler: async (request) => {
      const page = await jobs.list(request.caller!.clientId, { limit: request.query.limit ?? 20, cursor: request.query.cursor });
      return {
        data: page.items.map((job) => ({
          job_id: job.id,
          external_job_id: job.external_job_id,
          title: job.title,
          location: job.location,
          contract_type: job.contract_type,
          company_name: job.company_name,
          provider_id: job.provider_id,
          status: job.status,
          total_matched: job.totalMatched,
          created_at: isoTime(job.created_at),
        })),
        next_cursor: page.nextCursor,
      };
    },
  });

  app.get('/jobs/:id', {
    config: bearer('jobs:read'),
    schema: { summary: 'A job and its matches, best first', tags: ['jobs'], params: JobParams, response: withErrors({ 200: JobView }) },
    handler: async (request) => {
      const { clientId } = request.caller!;
      const job = await jobs.require(clientId, request.params.id);
      const matches = await jobs.matches(clientId, job.id);
      return { job_id: job.id, status: job.status, total_matched: matches.length, matches: matches.map(matchSummary) };
    },
  });

  app.get('/jobs/:id/matches', {
    config: bearer('jobs:read'),
    schema: { summary: "A job's matches, best first", tags: ['jobs'], params: JobParams, response: withErrors({ 200: Type.Array(JobMatchSummary) }) },
    handler: async (request) => (await jobs.matches(request.caller!.clientId, request.params.id)).map(matchSummary),
  });

  app.get('/jobs/:id/analytics', {
    config: bearer('analytics:read'),
    schema: { summary: 'Trust classes, WhatsApp outcomes and response rate of a job', tags: ['jobs'], params: JobParams, response: withErrors({ 200: JobAnalyticsView }) },
    handler: async (request) => jobs.analytics(request.caller!.clientId, request.params.id),
  });

  app.patch('/jobs/:id', {
    config: bearer('jobs:write'),
    schema: { summary: 'Change what an open job asks for (title, text, skills, place, filters, weights); it is matched again at once', tags: ['jobs'], params: JobParams, body: PatchJobBody, response: withErrors({ 200: RematchedJob }) },
    handler: async (request) => rematchedView(await jobs.patch(request.caller!.clientId, request.params.id, request.body)),
  });

  app.post('/jobs/:id/rematch', {
    config: bearer('jobs:write'),
    schema: { summary: 'Match an open job again against its pool as it is now: new candidates are added, scores refreshed', tags: ['jobs'], params: JobParams, response: withErrors({ 200: RematchedJob }) },
    handler: async (request) => rematchedView(await jobs.rematch(request.caller!.clientId, request.params.id)),
  });

  app.post('/jobs/:id/matches/:candidate_id/feedback', {
    config: bearer('jobs:write'),
    schema: {
      summary: "A recruiter's verdict on a match (shortlisted, rejected, hired): counted in analytics, rejected matches listed last; a later verdict replaces it",
      tags: ['jobs'],
      params: MatchParams,
      body: FeedbackBody,
      response: withErrors({ 200: JobMatchView }),
    },
    handler: async (request) => {
      const { id, candidate_id: candidateId } = request.params;
      return matchView(await jobs.setFeedback(request.caller!.clientId, id, candidateId, request.body.feedback, request.body.reason?.trim() || null));
    },
  });

  app.delete('/jobs/:id', {
    config: bearer('jobs:write'),
    schema: { summary: 'Close a job; its matches stay for analytics', tags: ['jobs'], params: JobParams, response: withErrors({ 204: Type.Null() }) },
    handler: async (request, reply) => {
      await jobs.close(request.caller!.clientId, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default jobsRoutes;

/** A job's match as the API shows it: its fields but the ids it is kept by, and the verdict with its time in ISO 8601. */
function matchView({ id: _id, job_id: _job, profile_id: _profile, feedback, ...shown }: JobMatch) {
  return { ...shown, feedback: feedbackView(feedback) };
}

function feedbackView(feedback: JobMatch['feedback']) {
  return feedback && { status: feedback.status, reason: feedback.reason, at: isoTime(feedback.at) };
}

function rematchedView({ job, matches, filters, added, removed }: Rematched) {
  return {
    job_id: job.id,
    title: job.title,
    status: job.status,
    total_matched: matches.length,
    added,
    removed,
    matches: matches.map(matchView),
    ...shownFilters(filters),
  };
}

function matchSummary(match: JobMatch) {
  return {
    candidate_id: match.candidate_id,
    full_name: match.full_name,
    match_score: match.match_score,
    trust_score: match.trust_score,
    whatsapp_status: match.whatsapp_status,
    feedback: feedbackView(match.feedback),
  };
}
