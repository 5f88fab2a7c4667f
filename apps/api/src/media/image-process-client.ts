import { fork, type ChildProcess } from 'node:child_process';
import type { ImageAnswer, ImageRequest, ImageWorkName, ImageWorks } from './image-process';

/** A piece of image work failed in the image process, or the process ended before it answered. */
export class ImageProcessError extends Error {
  override name = 'ImageProcessError';
}

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };

type Running = { child: ChildProcess; pending: Map<number, Pending>; idleTimer: NodeJS.Timeout | undefined };

/**
 * The process's entry file, beside the code that starts it: `image-process-entry.js` next to this
 * module in the sources (which loads the TypeScript through tsx), and the bundle of the same name
 * next to `main.js` in dist/ (build.mjs makes it).
 */
const processEntry = new URL('./image-process-entry.js', import.meta.url);

/** How long the image process waits for more work before it ends and gives its memory back. */
const defaultImageProcessIdleMs = 10_000;

/**
 * Runs image work in a child process (image-process.ts), so libvips and the memory images take
 * live and die there, never in the server. The process starts with the first piece of work (about
 * a fifth of a second) and ends once none has come for `idleMs`; the work it is given runs at once,
 * as it would in the server. A piece that fails rejects alone; a process that dies rejects what it
 * held, and the next piece starts a new one.
 */
export class ImageProcess {
  private running: Running | undefined;
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: { idleMs: number } = { idleMs: defaultImageProcessIdleMs }) {}

  run<Name extends ImageWorkName>(
    work: Name,
    ...args: Parameters<ImageWorks[Name]>
  ): Promise<Awaited<ReturnType<ImageWorks[Name]>>> {
    if (this.closed) return Promise.reject(new ImageProcessError('The image process is closed'));
    const running = (this.running ??= this.start());
    clearTimeout(running.idleTimer);
    running.idleTimer = undefined;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      running.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      // Busy: it keeps the server's process alive until it answers, as a socket awaiting a reply does.
      running.child.ref();
      running.child.channel?.ref();
      running.child.send({ id, work, args } as ImageRequest, (error) => {
        if (error) this.settle(running, id, { id, error: error.message });
      });
    });
  }

  /** The process's id while one runs: tests watch it come and go. */
  get pid(): number | undefined {
    return this.running?.child.pid;
  }

  /** Ends the process; work not answered is rejected. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.running) await this.stop(this.running);
  }

  private start(): Running {
    const child = fork(processEntry, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Its own settings only: a debugger or profiler flag meant for the server is not passed on.
      execArgv: [],
    });
    const running: Running = { child, pending: new Map(), idleTimer: undefined };
    child.on('message', (answer: ImageAnswer) => this.settle(running, answer.id, answer));
    child.on('error', (error) => this.end(running, `The image process failed: ${error.message}`));
    child.on('exit', (code, signal) => this.end(running, `The image process ended (${signal ?? code})`));
    return running;
  }

  private settle(running: Running, id: number, answer: ImageAnswer): void {
    const pending = running.pending.get(id);
    if (!pending) return;
    running.pending.delete(id);
    if (answer.error !== undefined) pending.reject(new ImageProcessError(answer.error));
    else pending.resolve(answer.result);
    if (running.pending.size > 0 || this.running !== running) return;
    // Idle: it no longer keeps the server's process alive, and ends unless work comes soon.
    running.child.unref();
    running.child.channel?.unref();
    running.idleTimer = setTimeout(() => void this.stop(running), this.options.idleMs).unref();
  }

  private async stop(running: Running): Promise<void> {
    if (this.running === running) this.running = undefined;
    clearTimeout(running.idleTimer);
    if (running.child.exitCode !== null || running.child.signalCode !== null) return;
    const exited = new Promise((resolve) => running.child.once('exit', resolve));
    running.child.kill();
    await exited;
  }

  private end(running: Running, reason: string): void {
    if (this.running === running) this.running = undefined;
    clearTimeout(running.idleTimer);
    for (const pending of running.pending.values()) pending.reject(new ImageProcessError(reason));
    running.pending.clear();
  }
}
