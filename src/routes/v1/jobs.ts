import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isoTime } from '../../clock.js';
import type { Core } from '../../core.js';
import { bearer } from '../../http/policy.js';
import type { JobChanges, JobMatch, Rematched } from '../../jobs/jobs-service.js';
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
      const body = request.body;
      const { job, matches, filters } = await jobs.create(request.caller!.clientId, {
        title: body.title,
        location: body.location,
        description: body.description,
        contractType: body.contract_type,
        companyName: body.company_name,
        externalJobId: body.external_job_id,
        limit: body.limit ?? 20,
        providerId: body.provider_id,
        skillsRequired: body.skills_required,
        experienceMin: body.experience_min,
        filters: body.filters,
        weights: body.weights,
      });
      return reply.code(201).send({
        job_id: job.id,
        ...(job.externalJobId !== null ? { external_job_id: job.externalJobId } : {}),
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
          external_job_id: job.externalJobId,
          title: job.title,
          location: job.location,
          contract_type: job.contractType,
          company_name: job.companyName,
          provider_id: job.providerId,
          status: job.status,
          total_matched: job.totalMatched,
          created_at: isoTime(job.createdAt),
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
    handler: async (request) => {
      const body = request.body;
      const changes: JobChanges = {};
      if (body.title !== undefined) changes.title = body.title;
      if (body.description !== undefined) changes.description = body.description;
      if (body.location !== undefined) changes.location = body.location;
      if (body.skills_required !== undefined) changes.skillsRequired = body.skills_required;
      if (body.experience_min !== undefined) changes.experienceMin = body.experience_min;
      if (body.filters !== undefined) changes.filters = body.filters;
      if (body.weights !== undefined) changes.weights = body.weights;
      return rematchedView(await jobs.patch(request.caller!.clientId, request.params.id, changes));
    },
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

function matchView(match: JobMatch) {
  return {
    candidate_id: match.candidateId,
    external_id: match.externalId,
    full_name: match.fullName,
    location: match.location,
    match_score: match.matchScore,
    trust_score: match.trustScore,
    whatsapp_number: match.whatsappNumber,
    whatsapp_status: match.whatsappStatus,
    pool_type: match.poolType,
    explanation: match.explanation,
    feedback: feedbackView(match),
  };
}

function feedbackView(match: JobMatch) {
  return match.feedback && { status: match.feedback.status, reason: match.feedback.reason, at: isoTime(match.feedback.at) };
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
    candidate_id: match.candidateId,
    full_name: match.fullName,
    match_score: match.matchScore,
    trust_score: match.trustScore,
    whatsapp_status: match.whatsappStatus,
    feedback: feedbackView(match),
  };
}
