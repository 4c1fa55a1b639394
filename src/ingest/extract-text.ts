import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { compiledWorker } from '../work/worker-file.js';
import type { CvKind } from './file-kind.js';
import { ExtractionError, type PageLayout } from './pdf-text.js';

export interface ExtractedText {
  text: string;
  pages: number;
  /** What the text alone loses (PDF only): the largest lines of the first page, the headings' type. */
  layout: PageLayout | null;
}

/** The worker died under the file (out of memory, crash): worth one more try, in a fresh worker. */
export class WorkerCrashError extends ExtractionError {}

export interface PoolOptions {
  /** Workers reading at once; the rest wait their turn. */
  size: number;
  /** Per file: past it the worker is terminated and the file fails. */
  timeoutMs: number;
  /** Per worker: the heap a single file may grow to before the worker is killed. */
  maxHeapMb: number;
  /**
   * Per file: how much the process's resident memory may grow while it is read. The heap cap
   * leaves out what pdf.js inflates into buffers: a 2 MB PDF whose page inflates to 2 GB took
   * the server to 2.4 GB of RSS, which would take a small machine down.
   */
  maxGrowthMb: number;
  /** Per worker: its young generation, which V8 otherwise grows to tens of MB under load and keeps. */
  youngHeapMb: number;
  /** A worker is replaced after this many files, or sooner when its heap stays above `recycleHeapMb`. */
  filesPerWorker: number;
  recycleHeapMb: number;
  /**
   * A file read this long while others wait lets one more worker start for them, up to twice
   * `size` workers, each gone once idle: a slow or hostile file does not hold up every CV behind
   * it until its deadline.
   */
  slowFileMs: number;
}

/**
 * One core is left to the main thread and the sentence encoder's worker: on 2 cores a second
 * extraction worker only made them compete (40 one-page PDFs: 11.8 pages/s with two, 14-16 with one).
 */
const DEFAULTS: PoolOptions = { size: Math.max(1, os.availableParallelism() - 1), timeoutMs: 30_000, maxHeapMb: 256, maxGrowthMb: 512, youngHeapMb: 8, filesPerWorker: 200, recycleHeapMb: 128, slowFileMs: 2000 };
/** How often a file's memory is looked at while it is read: a bomb inflates ~1 GB a second. */
const MEMORY_CHECK_MS = 50;

interface Task {
  bytes: Buffer;
  kind: CvKind;
  resolve: (value: ExtractedText) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Called once the worker has loaded pdf.js, or has died trying. */
  warmed: (() => void) | null;
  files: number;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  memoryCheck: NodeJS.Timeout | null;
  slowTimer: NodeJS.Timeout | null;
  /** Its file has been read for `slowFileMs` already. */
  slow: boolean;
}

type Reply = { id: number; heapUsed: number } & ({ ok: true; text: string; pages: number; layout: PageLayout | null } | { ok: false; error: string });
/** The id of the message that asks a worker to load pdf.js, and of its answer. */
const WARM_UP = -1;

/**
 * Warm extraction workers. Each keeps pdf.js loaded between files (a fresh worker per file spent
 * most of its time starting), reads one file at a time under a deadline and a heap cap, and is
 * replaced after a crash, a timeout, many files or a grown heap: a poison file fails alone and
 * never takes the service down or blocks the other workers.
 */
export class ExtractionPool {
  private readonly options: PoolOptions;
  private readonly slots = new Set<Slot>();
  private readonly idle: Slot[] = [];
  private readonly waiting: Task[] = [];
  private closed = false;

  constructor(options: Partial<PoolOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /**
   * Takes the bytes: a buffer that fills its own memory (a file read, a row from the database)
   * is moved to the worker, not copied, and is empty afterwards. A caller that reads the same
   * file again passes a copy.
   */
  extract(bytes: Buffer, kind: CvKind): Promise<ExtractedText> {
    if (this.closed) return Promise.reject(new ExtractionError('Extraction arrêtée.'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ bytes, kind, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts the workers and loads pdf.js in them; resolves once they have, so that the first CVs do not wait for it. */
  async warm(): Promise<void> {
    const loading: Promise<void>[] = [];
    while (!this.closed && this.slots.size < this.options.size) {
      const slot = this.spawn();
      loading.push(new Promise((resolve) => (slot.warmed = resolve)));
      // Held until it has loaded (doneWarming): a process awaiting this may have nothing else keeping it alive.
      slot.worker.postMessage({ id: WARM_UP, kind: 'warm' });
      this.idle.push(slot);
    }
    await Promise.all(loading);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new ExtractionError('Extraction arrêtée.'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot)));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const slot = this.idle.pop() ?? (this.slots.size < this.capacity() ? this.spawn() : null);
      if (!slot) return;
      this.run(slot, this.waiting.shift()!);
    }
  }

  /** The pool's size, and one more worker for each file read slowly, up to twice the size. */
  private capacity(): number {
    let slow = 0;
    for (const slot of this.slots) if (slot.slow) slow += 1;
    return this.options.size + Math.min(slow, this.options.size);
  }

  private spawn(): Slot {
    const worker = new Worker(compiledWorker(import.meta.url, './text-worker.js'), { resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb, maxYoungGenerationSizeMb: this.options.youngHeapMb }, stdout: true, stderr: true });
    const slot: Slot = { worker, warmed: null, files: 0, task: null, timer: null, memoryCheck: null, slowTimer: null, slow: false };
    this.slots.add(slot);
    worker.on('message', (reply: Reply) => this.settle(slot, reply));
    worker.on('error', (error) => this.crash(slot, error.message));
    worker.on('exit', (code) => this.crash(slot, `code ${code}`));
    return slot;
  }

  private run(slot: Slot, task: Task): void {
    slot.task = task;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      slot.task = null;
      void this.retire(slot);
      task.reject(new ExtractionError(`Extraction interrompue après ${(this.options.timeoutMs / 1000).toLocaleString('fr-FR')} s.`));
      this.dispatch();
    }, this.options.timeoutMs);
    slot.slowTimer = setTimeout(() => {
      slot.slow = true;
      this.dispatch();
    }, this.options.slowFileMs);
    const before = process.memoryUsage.rss();
    slot.memoryCheck = setInterval(() => {
      if (process.memoryUsage.rss() - before > this.options.maxGrowthMb * 1024 * 1024) this.overrun(slot);
    }, MEMORY_CHECK_MS);
    const bytes = ownsItsMemory(task.bytes) ? task.bytes : new Uint8Array(task.bytes);
    slot.worker.postMessage({ id: slot.files, bytes, kind: task.kind }, [bytes.buffer]);
  }

  private settle(slot: Slot, reply: Reply): void {
    if (reply.id === WARM_UP) return this.doneWarming(slot);
    const task = slot.task;
    if (!task) return;
    this.release(slot);
    if (reply.ok) task.resolve({ text: reply.text, pages: reply.pages, layout: reply.layout ?? null });
    else task.reject(new ExtractionError(reply.error));
    slot.files += 1;
    const worn = slot.files >= this.options.filesPerWorker || reply.heapUsed > this.options.recycleHeapMb * 1024 * 1024;
    const spare = this.waiting.length === 0 && this.slots.size > this.capacity();
    if (worn || spare || this.closed) void this.retire(slot);
    else {
      slot.worker.unref();
      this.idle.push(slot);
    }
    this.dispatch();
  }

  private crash(slot: Slot, reason: string): void {
    if (!this.slots.has(slot)) return;
    const task = slot.task;
    this.forget(slot);
    task?.reject(new WorkerCrashError(`Extraction impossible : le lecteur s’est arrêté (${reason}).`));
    this.dispatch();
  }

  /**
   * The process grew past `maxGrowthMb` while the slot's file was read. Read alone, the file did
   * it: it fails for good (tried again, it would grow as much from wherever the memory stands
   * then). Read beside others, any of them may have: each is tried again, in a fresh worker.
   */
  private overrun(slot: Slot): void {
    const task = slot.task;
    const alone = [...this.slots].every((other) => other === slot || !other.task);
    void this.retire(slot);
    const reason = `le lecteur s’est arrêté (plus de ${this.options.maxGrowthMb.toLocaleString('fr-FR')} Mo de mémoire)`;
    task?.reject(alone ? new ExtractionError(`Extraction impossible : ${reason}.`) : new WorkerCrashError(`Extraction impossible : ${reason}.`));
    this.dispatch();
  }

  private release(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.memoryCheck) clearInterval(slot.memoryCheck);
    if (slot.slowTimer) clearTimeout(slot.slowTimer);
    slot.timer = null;
    slot.memoryCheck = null;
    slot.slowTimer = null;
    slot.slow = false;
    slot.task = null;
  }

  private async retire(slot: Slot): Promise<void> {
    this.forget(slot);
    await slot.worker.terminate();
  }

  private doneWarming(slot: Slot): void {
    if (!slot.warmed) return;
    slot.warmed();
    slot.warmed = null;
    // An idle worker does not keep the process alive; one reading a file is held until it answers (settle).
    if (!slot.task) slot.worker.unref();
  }

  /** The slot leaves the pool: its deadline cleared, out of the live and idle lists, no longer awaited. */
  private forget(slot: Slot): void {
    this.doneWarming(slot);
    this.release(slot);
    this.slots.delete(slot);
    const index = this.idle.indexOf(slot);
    if (index >= 0) this.idle.splice(index, 1);
  }
}

/** Not a slice of Node's shared pool of small buffers, nor of a larger one: moving it takes nothing else with it. */
function ownsItsMemory(bytes: Uint8Array): bytes is Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
}

let shared: ExtractionPool | null = null;

/** The process's pool of extraction workers, shared by every queue in it. */
export function sharedPool(): ExtractionPool {
  shared ??= new ExtractionPool();
  return shared;
}

/** The text of a PDF or DOCX, read by the process's shared pool of warm workers. */
export function extractText(bytes: Buffer, kind: CvKind): Promise<ExtractedText> {
  return sharedPool().extract(bytes, kind);
}
