import type { Scope } from '../db/transactions';
import type { JobDefinition, JobPayload, JobRegistry } from './job-registry';
import { JobsRepository } from './jobs.repository';

/**
 * Queues jobs in a scope: with the transaction of the change that causes them, both commit or
 * neither. The worker is woken once the job is committed, so it need not wait for its next poll.
 */
export class JobQueue {
  private readonly jobs: JobsRepository;

  constructor(private readonly deps: { scope: Scope; registry: JobRegistry; wake: () => void }) {
    this.jobs = new JobsRepository(deps.scope.db);
  }

  /** Queues the job to run at once, or not before `options.runAt`. */
  async enqueue<P extends JobPayload>(
    definition: JobDefinition<P>,
    payload: P,
    now: Date,
    options: { runAt?: Date } = {},
  ): Promise<string> {
    const id = await this.jobs.insert(
      {
        type: definition.type,
        payload: this.deps.registry.checked(definition, payload),
        maxAttempts: definition.maxAttempts,
        ...(options.runAt && { runAt: options.runAt }),
      },
      now,
    );
    this.deps.scope.afterCommit(this.deps.wake);
    return id;
  }
}
