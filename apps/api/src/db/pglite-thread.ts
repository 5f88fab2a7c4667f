import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { serialize } from 'pg-protocol';
import type { BackendMessage } from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';
import { sourceFile } from '../package-root';

type ThreadMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'answer'; id: number; answer: Uint8Array; error?: undefined }
  | { type: 'answer'; id: number; error: string; answer?: undefined }
  | { type: 'closed' };

type Waiting = { resolve: (answer: Uint8Array) => void; reject: (error: Error) => void };

/** PGlite's thread failed to run a call, or has stopped; the database cannot serve now. */
export class PgliteThreadError extends Error {
  override name = 'PgliteThreadError';
}

/**
 * PGlite on a worker thread (`pglite-worker.js`): the main thread serves HTTP while PostgreSQL
 * runs a statement on the other core. `run` sends wire-protocol messages and answers the bytes
 * PostgreSQL wrote back; `connection` speaks to it as node-postgres speaks to a server.
 */
export class PgliteThread {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private stopped: Error | undefined;
  private closing: Promise<void> | undefined;

  /** `template`: a data directory dumped as a tar file, to start from instead of an empty one. */
  constructor(dataDir: string | undefined, template?: Uint8Array) {
    this.worker = new Worker(sourceFile('db/pglite-worker.js'), {
      workerData: { dataDir, template },
      // The thread only passes wire messages to and from WebAssembly; its garbage is small and
      // short-lived. V8's default young generation grew to about 40 MB more while a first start
      // wrote the demo, and kept it.
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    this.worker.on('message', (message: ThreadMessage) => this.receive(message));
    this.worker.on('error', (error) => this.stop(new PgliteThreadError(`PGlite failed: ${error.message}`)));
    this.worker.on('exit', (code) => this.stop(new PgliteThreadError(`PGlite's thread ended (${code})`)));
    this.waitReady = new Promise((resolve, reject) => {
      const settle = (message: ThreadMessage) => {
        if (message.type !== 'ready' && message.type !== 'failed') return;
        this.worker.off('message', settle);
        // From now on held open only while a call waits for its answer, as a socket with a query
        // in flight is: an idle database does not keep a finished script alive.
        this.worker.unref();
        if (message.type === 'ready') resolve();
        else reject(new PgliteThreadError(`PGlite could not start: ${message.message}`));
      };
      this.worker.on('message', settle);
      this.worker.once('exit', () => reject(this.stopped));
    });
    // Not every caller waits for readiness before the first failure; none may go unhandled.
    this.waitReady.catch(() => {});
  }

  /** Runs wire-protocol messages, in order, and answers the bytes PostgreSQL wrote for them. */
  run(messages: Buffer[]): Promise<Uint8Array> {
    if (this.stopped) return Promise.reject(this.stopped);
    // One buffer of its own, handed to the thread without a copy (a Buffer may be a slice of a
    // larger shared one, which would be copied whole).
    const message = new Uint8Array(messages.reduce((total, part) => total + part.length, 0));
    let offset = 0;
    for (const part of messages) {
      message.set(part, offset);
      offset += part.length;
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ type: 'run', id, message }, [message.buffer]);
    });
  }

  /** A connection for node-postgres's Client (its `connection` option). */
  connection(): PgliteConnection {
    return new PgliteConnection(this);
  }

  /** Closes the database, letting what was already sent finish, and ends the thread. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      if (this.stopped) return resolve();
      this.worker.ref();
      this.worker.once('exit', () => resolve());
      this.worker.postMessage({ type: 'close' });
    });
    return this.closing;
  }

  private receive(message: ThreadMessage): void {
    if (message.type !== 'answer') return;
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    if (this.waiting.size === 0 && !this.closing) this.worker.unref();
    if (message.error !== undefined) waiting.reject(new PgliteThreadError(message.error));
    else waiting.resolve(message.answer);
  }

  private stop(reason: Error): void {
    this.stopped ??= reason;
    for (const waiting of this.waiting.values()) waiting.reject(this.stopped);
    this.waiting.clear();
  }
}

/**
 * What node-postgres's Client asks of its connection to a server (pg's `Connection`), over
 * PGlite's thread instead of a socket: messages are written with pg's own serializer and the
 * answers read with pg's own parser, so PGlite's rows, types and errors reach the application
 * exactly as a PostgreSQL server's do. There is no start-up exchange (PGlite is already open
 * and needs no password). The messages a query writes in one go (parse, bind, describe, execute,
 * sync) are sent to the thread together.
 */
class PgliteConnection extends EventEmitter {
  // Read by pg's Client, which keeps its own record of prepared statements here.
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};
  _connecting = false;
  _ending = false;
  // pg's Client destroys the stream to end a connection that has a query running.
  readonly stream = { destroy: () => this.end(), writable: true };
  private batch: Buffer[] = [];
  /** Answers are read in the order their messages were sent. */
  private answered: Promise<void> = Promise.resolve();
  private emitMessages = false;

  constructor(private readonly thread: PgliteThread) {
    super();
    this.on('newListener', (eventName) => {
      if (eventName === 'message') this.emitMessages = true;
    });
  }

  connect(): void {
    this._connecting = true;
    this.thread.waitReady.then(
      () => this.emit('readyForQuery'),
      (error: Error) => this.emit('error', error),
    );
  }

  query(text: string) {
    this.write(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]) {
    this.write(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.write(serialize.bind(config));
  }
  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.write(serialize.execute(config));
  }
  describe(message: Parameters<typeof serialize.describe>[0]) {
    this.write(serialize.describe(message));
  }
  close(message: Parameters<typeof serialize.close>[0]) {
    this.write(serialize.close(message));
  }
  flush() {
    this.write(serialize.flush());
  }
  sync() {
    this.write(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer) {
    this.write(serialize.copyData(chunk));
  }
  endCopyFrom() {
    this.write(serialize.copyDone());
  }
  sendCopyFail(message: string) {
    this.write(serialize.copyFail(message));
  }

  // Nothing to do: PGlite has no start-up exchange, password, TLS or cancellation.
  startup() {}
  requestSsl() {}
  password() {}
  cancel() {}
  ref() {}
  unref() {}

  /** Like a socket closing: pg's Client waits for 'end' once what was sent is answered. */
  end(): void {
    this._ending = true;
    this.answered = this.answered.then(() => {
      this.emit('end');
      // pg's Pool gives the next Client this same connection: none of the ended Client's
      // listeners may hear its messages.
      for (const name of this.eventNames()) if (name !== 'newListener') this.removeAllListeners(name);
      this.emitMessages = false;
      this._connecting = false;
      this._ending = false;
    });
  }

  private write(message: Buffer): void {
    this.batch.push(message);
    if (this.batch.length === 1) queueMicrotask(() => this.send());
  }

  private send(): void {
    const messages = this.batch;
    this.batch = [];
    const answer = this.thread.run(messages);
    this.answered = this.answered.then(
      () =>
        answer.then(
          (bytes) => this.read(bytes),
          (error: Error) => void this.emit('error', error),
        ),
      () => {},
    );
  }

  private read(bytes: Uint8Array): void {
    new Parser().parse(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      (message: BackendMessage) => {
        if (this.emitMessages) this.emit('message', message);
        // pg's Client hears a server's ErrorResponse as 'errorMessage'.
        this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
      },
    );
  }
}
