import { AuditLog } from './audit/audit-log.js';
import { systemClock, type Clock } from './clock.js';
import type { Store } from './db/store.js';
import { TaxonomyTermsRepository } from './db/repositories/reference.js';
import { KeysService } from './keys/keys-service.js';
import { TokensService } from './keys/tokens-service.js';
import { RateLimiter } from './limits/rate-limiter.js';
import { IdempotencyStore } from './limits/idempotency.js';
import { Outbox } from './events/outbox.js';
import { ProfilesService } from './profiles/profiles-service.js';
import { EmbeddingCache, WorkerEmbedder, type Embedder } from './matching/embeddings.js';
import { FeatureBuilder } from './matching/features.js';
import { MatchingService } from './matching/matching-service.js';
import { Places } from './matching/places.js';
import { PoolRegistry } from './matching/pools.js';
import { ProvidersService } from './matching/providers-service.js';
import { Taxonomy } from './matching/taxonomy.js';
import { JobsService } from './jobs/jobs-service.js';
import { TrustService } from './trust/trust-service.js';
import { ExtractionQueue } from './ingest/extraction-queue.js';
import { type ExtractionPool, sharedPool } from './ingest/extract-text.js';
import type { OutboundPolicy } from './net/outbound.js';
import { DEFAULT_RETRY_SCHEDULE, whatsappConfig, type WhatsappConfig } from './config.js';
import { DeliveryWorker } from './events/delivery-worker.js';
import { WebhooksService } from './events/webhooks-service.js';
import { BroadcastService } from './whatsapp/broadcast-service.js';
import { CloudApiTransport, SimulatorTransport } from './whatsapp/transport.js';

export interface CoreDeps {
  db: Store;
  masterKey: Buffer;
  clock?: Clock;
  /** Where HNSW indexes are saved; null keeps them in memory (tests). */
  indexDir?: string | null;
  embedder?: Embedder;
  log?: (error: unknown, what: string) => void;
  /** Outbound calls to URLs that callers give (CV URLs). */
  outbound?: OutboundPolicy;
  /** CVs in hand at once (EXTRACTION_CONCURRENCY unless given). */
  extractionConcurrency?: number;
  /** The workers that read CV files; the process's shared pool unless given. */
  extractionPool?: ExtractionPool;
  /** Outbound webhook deliveries: who may be called, and the seconds between attempts. */
  webhooks?: { policy: OutboundPolicy; retrySchedule: readonly number[] };
  whatsapp?: WhatsappConfig;
}

/**
 * The domain services, wired once with their dependencies. The HTTP routes and the CLI
 * commands are both thin doors onto this object; neither holds business rules.
 */
export interface Core {
  readonly db: Store;
  readonly clock: Clock;
  readonly keys: KeysService;
  readonly tokens: TokensService;
  readonly limiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly audit: AuditLog;
  readonly outbox: Outbox;
  readonly profiles: ProfilesService;
  readonly taxonomy: Taxonomy;
  readonly places: Places;
  readonly pools: PoolRegistry;
  readonly providers: ProvidersService;
  readonly matching: MatchingService;
  readonly trust: TrustService;
  readonly jobs: JobsService;
  readonly extraction: ExtractionQueue;
  readonly webhooks: WebhooksService;
  readonly deliveries: DeliveryWorker;
  readonly broadcasts: BroadcastService;
  readonly whatsappConfig: WhatsappConfig;
  /** Starts background work (CV extraction; webhook deliveries; WhatsApp sends; offers to open jobs put off). */
  start(): void;
  /**
   * Loads the sentence encoder and, with `readers`, pdf.js in the extraction workers; resolves
   * once they are ready, so that the first CVs and matches do not wait for them. Never
   * rejects: what fails to load is logged, and the work that needs it fails with the reason.
   */
  warm(options: { readers: boolean }): Promise<void>;
  /**
   * Loads the stored pools of the clients whose profiles changed last, in the background, so
   * that a restarted server's first matches do not wait for them. Never rejects: a pool that
   * fails to load is logged, and loaded again by the first match that needs it.
   */
  warmPools(): Promise<void>;
  /** Stops background work and saves indexes; the caller closes the database after. */
  close(): Promise<void>;
}

const sharedEmbedder = new WorkerEmbedder();
/** The stored profiles a starting server loads before anyone asks: the largest pool the benchmark measures. */
const WARM_POOL_PROFILES = 100_000;

/**
 * CVs in hand at once. With six, the encoder finds several digests waiting and embeds them as
 * one batch (~21 pages/s against ~19 with two); a replica killed with six in hand leaves them
 * to the others once their leases run out (docs/performance.md).
 */
export const EXTRACTION_CONCURRENCY = 6;

export async function createCore({
  db,
  masterKey,
  clock = systemClock,
  indexDir = null,
  embedder = sharedEmbedder,
  log = () => {},
  outbound = { allowInsecureLoopback: false },
  extractionConcurrency = EXTRACTION_CONCURRENCY,
  extractionPool = sharedPool(),
  webhooks: webhookOptions = { policy: { allowInsecureLoopback: false }, retrySchedule: DEFAULT_RETRY_SCHEDULE },
  whatsapp = whatsappConfig({}),
}: CoreDeps): Promise<Core> {
  const outbox = new Outbox(db, clock);
  const limiter = new RateLimiter(db, clock);
  const idempotency = new IdempotencyStore(db, clock, masterKey);
  const audit = new AuditLog(db, clock);
  const profiles = new ProfilesService(db, clock, outbox);
  const taxonomy = Taxonomy.load(await new TaxonomyTermsRepository(db).all());
  const places = Places.load();
  const features = new FeatureBuilder(taxonomy, places, new EmbeddingCache(db, embedder));
  const pools = new PoolRegistry(db, features, profiles, indexDir, log);
  profiles.subscribe(pools);
  const providers = new ProvidersService(db, clock, features, pools);
  const matching = new MatchingService(db, clock, taxonomy, features, pools, providers, outbox);
  const trust = new TrustService(db, clock, taxonomy, profiles, outbox);
  profiles.subscribe(trust);
  matching.useTrustScores((clientId, ids) => trust.scores(clientId, ids));
  const jobs = new JobsService(db, clock, matching, trust, providers, outbox, log);
  // After the pools: a changed profile is in its pool before it is offered to open jobs.
  profiles.subscribe(jobs);
  const extraction = new ExtractionQueue(db, clock, profiles, taxonomy, places, { concurrency: extractionConcurrency, outbound, pool: extractionPool, log });
  const deliveries = new DeliveryWorker(db, clock, masterKey, webhookOptions.policy, webhookOptions.retrySchedule);
  outbox.whenDeliveriesQueued(() => deliveries.kick());
  const webhooks = new WebhooksService(db, clock, masterKey, webhookOptions.policy, () => deliveries.kick());
  const simulator = new SimulatorTransport();
  const broadcasts = new BroadcastService(
    db,
    clock,
    outbox,
    jobs,
    trust,
    { simulator, configured: whatsapp.mode === 'cloud' ? new CloudApiTransport(whatsapp) : simulator },
    whatsapp.ratePerSecond,
  );
  return {
    db,
    clock,
    keys: new KeysService(db, clock, masterKey),
    tokens: new TokensService(db, clock),
    limiter,
    idempotency,
    audit,
    outbox,
    profiles,
    taxonomy,
    places,
    pools,
    providers,
    matching,
    trust,
    jobs,
    extraction,
    webhooks,
    deliveries,
    broadcasts,
    whatsappConfig: whatsapp,
    warm: async ({ readers }) => {
      const encoder = embedder.embed(['warm up']).then(
        () => undefined,
        (error: Error) => log(error, 'the sentence encoder did not load'),
      );
      await Promise.all([encoder, readers ? extraction.warm() : undefined]);
    },
    warmPools: () => pools.warmStored(WARM_POOL_PROFILES).catch((error: unknown) => log(error, 'the stored pools did not load at start')),
    start: () => {
      extraction.start();
      deliveries.start();
      broadcasts.start();
      void jobs.offerWhatWasPutOff();
    },
    close: async () => {
      await Promise.all([extraction.stop(), deliveries.stop(), broadcasts.stop()]);
      await jobs.offersMade();
      await pools.closeAll();
      await audit.flush();
    },
  };
}
