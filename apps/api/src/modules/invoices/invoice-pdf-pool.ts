import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { InvoiceDocument } from './invoice-pdf';
import type { DrawAnswer, DrawRequest } from './invoice-pdf-thread';

/** A drawing failed on its thread, or the thread ended before it answered. */
export class InvoicePdfError extends Error {
  override name = 'InvoicePdfError';
}

type Task = {
  id: number;
  invoice: InvoiceDocument;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
};

type Thread = { worker: Worker; task: Task | undefined; idleTimer: NodeJS.Timeout | undefined };

/**
 * The thread's entry file, beside the code that starts it: `invoice-pdf-worker.js` next to this
 * module in the sources (which loads the TypeScript through tsx), and the bundle of the same name
 * next to `main.js` in dist/ (build.mjs makes it).
 */
const threadEntry = new URL('./invoice-pdf-worker.js', import.meta.url);

/**
 * A thread's heap, bounded: a thread with V8's defaults took about 110 MB of the process while it
 * lived, with these about 60 MB and drawings as quick. A drawing that needs more ends its thread,
 * which rejects that drawing alone.
 */
const threadMemory = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 };

/** One thread on a two-core machine, leaving the other core to the main thread; two at most. */
export const defaultPdfThreads = Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * Draws invoice PDFs on worker threads, so the main thread keeps serving while pdfkit lays out
 * and compresses. Threads start with the first drawing and end after `idleMs` without one (pdfkit
 * and its fonts take about 30 MB on each); drawings wait in order for a free thread. A drawing
 * that fails rejects alone; a thread that dies rejects the drawing it held and is replaced.
 */
export class InvoicePdfPool {
  private readonly threads = new Set<Thread>();
  private readonly waiting: Task[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly options: { size: number; idleMs: number; entry?: URL } = {
      size: defaultPdfThreads,
      idleMs: 60_000,
    },
  ) {}

  draw(invoice: InvoiceDocument): Promise<Buffer> {
    if (this.closed) return Promise.reject(new InvoicePdfError('The PDF threads are closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, invoice, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every thread; drawings not finished are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new InvoicePdfError('The PDF threads are closed'));
    await Promise.all([...this.threads].map((thread) => thread.worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const thread = [...this.threads].find((candidate) => candidate.task === undefined) ?? this.start();
      if (!thread) return;
      const task = this.waiting.shift()!;
      clearTimeout(thread.idleTimer);
      thread.task = task;
      thread.worker.ref();
      thread.worker.postMessage({ id: task.id, invoice: task.invoice } satisfies DrawRequest);
    }
  }

  /** A new thread when the pool has room for one. */
  private start(): Thread | undefined {
    if (this.threads.size >= this.options.size) return undefined;
    const worker = new Worker(this.options.entry ?? threadEntry, { resourceLimits: threadMemory });
    const thread: Thread = { worker, task: undefined, idleTimer: undefined };
    this.threads.add(thread);
    worker.on('message', (answer: DrawAnswer) => this.answer(thread, answer));
    worker.on('error', (error) =>
      this.end(thread, new InvoicePdfError(`A PDF thread failed: ${error.message}`)),
    );
    worker.on('exit', (code) => this.end(thread, new InvoicePdfError(`A PDF thread ended (${code})`)));
    return thread;
  }

  private answer(thread: Thread, answer: DrawAnswer): void {
    const task = thread.task;
    if (!task || task.id !== answer.id) return;
    thread.task = undefined;
    if (answer.error !== undefined)
      task.reject(new InvoicePdfError(`The invoice was not drawn: ${answer.error}`));
    else task.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    if (this.waiting.length > 0) return this.dispatch();
    // Idle: it no longer keeps the process alive, and ends unless work comes soon.
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => void thread.worker.terminate(), this.options.idleMs).unref();
  }

  private end(thread: Thread, reason: InvoicePdfError): void {
    if (!this.threads.delete(thread)) return;
    clearTimeout(thread.idleTimer);
    thread.task?.reject(reason);
    thread.task = undefined;
    if (!this.closed) this.dispatch();
  }
}
