import type { FastifyBaseLogger } from 'fastify';

/** Work a request starts but does not wait for; tests and shutdown wait for it with `settled`. */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `work` on a later turn of the event loop, once the answer has gone out. */
  run(label: string, work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error }, `${label} failed`));
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
