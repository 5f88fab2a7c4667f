import type { Clock } from '../../lib/clock';
import type { ScheduledTasksRepository } from './scheduled-tasks.repository';

const minuteMs = 60 * 1000;

/**
 * A scheduled pass's lease, held for the whole pass: taken at its start, extended as it goes
 * whenever half of it has run, given back at its end. A process that dies mid-pass frees it when
 * it runs out; a pass that finds it lost (it ran out and another process took it) stops.
 */
export class PassLease {
  private heldUntil: Date | undefined;
  private extendedAt = 0;

  constructor(
    private readonly deps: { tasks: ScheduledTasksRepository; clock: Clock },
    private readonly name: string,
    private readonly minutes: number,
  ) {}

  /** False when another process holds it. */
  async take(): Promise<boolean> {
    const now = this.deps.clock.now();
    const until = new Date(now.getTime() + this.minutes * minuteMs);
    if (!(await this.deps.tasks.lease(this.name, now, until))) return false;
    this.heldUntil = until;
    this.extendedAt = now.getTime();
    return true;
  }

  /** True while the lease is still this pass's, extending it when half of it has run. */
  async keep(): Promise<boolean> {
    if (!this.heldUntil) return false;
    const now = this.deps.clock.now();
    if (now.getTime() - this.extendedAt < (this.minutes * minuteMs) / 2) return true;
    const until = new Date(now.getTime() + this.minutes * minuteMs);
    if (!(await this.deps.tasks.extend(this.name, this.heldUntil, until))) {
      this.heldUntil = undefined;
      return false;
    }
    this.heldUntil = until;
    this.extendedAt = now.getTime();
    return true;
  }

  async release(): Promise<void> {
    if (this.heldUntil) await this.deps.tasks.release(this.name, this.heldUntil, this.deps.clock.now());
    this.heldUntil = undefined;
  }
}
