import type { z } from 'zod';
import type { JobRow } from '../db/schema';

export type JobPayload = Record<string, unknown>;

/**
 * A kind of job: its type as stored, the schema of its payload, and how it runs. An area declares
 * its own next to its service; the mail job is declared in `mail/`.
 */
export type JobDefinition<P extends JobPayload> = {
  readonly type: string;
  readonly payload: z.ZodType<P>;
  /** Tries before the job is marked failed; the jobs table's default (8) without it. */
  readonly maxAttempts?: number;
  /** How many jobs of this type run at once in one process, so heavy work cannot starve the API. */
  readonly concurrency?: number;
};

export function defineJob<P extends JobPayload>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

export type JobHandler<P extends JobPayload> = (payload: P, job: JobRow) => Promise<void>;

type Registered = { definition: JobDefinition<JobPayload>; handler: JobHandler<JobPayload> };

/** Every job type this process knows, with its payload schema and its handler; one per type. */
export class JobRegistry {
  private readonly registered = new Map<string, Registered>();

  add<P extends JobPayload>(definition: JobDefinition<P>, handler: JobHandler<P>): void {
    if (this.registered.has(definition.type)) {
      throw new Error(`The job type ${definition.type} is registered twice`);
    }
    this.registered.set(definition.type, {
      definition: definition as unknown as JobDefinition<JobPayload>,
      handler: handler as JobHandler<JobPayload>,
    });
  }

  types(): string[] {
    return [...this.registered.keys()];
  }

  find(type: string): Registered | undefined {
    return this.registered.get(type);
  }

  /**
   * The payload as it will be stored. A type nobody handles or a payload its schema refuses is a
   * mistake in the code that queues it, so it throws rather than queue a job that cannot run.
   */
  checked<P extends JobPayload>(definition: JobDefinition<P>, payload: P): JobPayload {
    const registered = this.registered.get(definition.type);
    if (registered?.definition !== definition) {
      throw new Error(`The job type ${definition.type} has no handler in this process`);
    }
    const parsed = registered.definition.payload.safeParse(payload);
    if (!parsed.success) {
      throw new Error(
        `A ${definition.type} job's payload does not match its schema: ${parsed.error.message}`,
      );
    }
    return parsed.data;
  }
}
