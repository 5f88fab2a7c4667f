// @ts-check
// PGlite on a thread of its own. PostgreSQL compiled to WebAssembly runs synchronously: on the
// API's main thread every statement stopped all HTTP work for its duration. Here it answers the
// PostgreSQL wire protocol: each buffer from the main thread holds whole messages, run one by one
// in the order they came (PGlite is one session), and the bytes PostgreSQL wrote for them are sent
// back together, for node-postgres on the main thread to read as it reads a server's.
//
// Plain JavaScript: a worker thread loads its file with Node's own loader, in development and
// tests as in the compiled server, and Node 20 cannot load TypeScript.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('pglite-worker.js runs as a worker thread');

/** @type {{ dataDir: string | undefined, template: Uint8Array | undefined }} */
const { dataDir, template } = workerData;
// pg_trgm ships with PGlite as a contrib extension; PostgreSQL servers have it in contrib too.
// PostgreSQL's own buffer cache is 32 MB instead of PGlite's 128 MB: PGlite touches the whole cache
// as it starts, so it was 150 MB of a process's memory before a query ran, and the pages it keeps
// are in the operating system's file cache anyway. Directory pages, searches and profile lookups
// answered as fast with either (decision 1390).
// A template (a data directory dumped as a tar file) starts the database from its contents instead
// of an empty cluster: half a second where an empty cluster and the migrations take three.
const database = new PGlite({
  dataDir,
  ...(template && { loadDataDir: tarFileOf(template) }),
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
});

/**
 * A tar file's bytes as the Blob PGlite loads a data directory from. PGlite reads such a Blob with
 * `arrayBuffer()` alone, and Node 20's Blob hands its bytes over in 64 KB steps, each a promise:
 * for the tests' 43 MB template that was 0.47 s of CPU of every start, a third of it. These answer
 * with the bytes the thread was given.
 * @param {Uint8Array} bytes
 * @returns {Blob}
 */
function tarFileOf(bytes) {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const tarFile = new Blob([], { type: 'application/x-tar' });
  tarFile.arrayBuffer = async () =>
    whole ? /** @type {ArrayBuffer} */ (bytes.buffer) : bytes.slice().buffer;
  return tarFile;
}

/** Messages are run in the order they arrive; the next waits for the one before. */
let queue = database.waitReady.then(
  () => port.postMessage({ type: 'ready' }),
  (error) =>
    port.postMessage({ type: 'failed', message: String(error instanceof Error ? error.message : error) }),
);

/**
 * The messages in a buffer: each is a type byte and a length that counts itself and what
 * follows (every message a client sends after start-up has this shape).
 * @param {Uint8Array} buffer
 */
function* messagesIn(buffer) {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  for (let offset = 0; offset < buffer.byteLength;) {
    const end = offset + 1 + view.getInt32(offset + 1);
    yield buffer.subarray(offset, end);
    offset = end;
  }
}

/** @param {Uint8Array} message */
async function run(message) {
  const answers = [];
  for (const part of messagesIn(message)) answers.push(await database.execProtocolRaw(part));
  // A buffer the thread owns, handed over without another copy: an answer PGlite returns may be a
  // view of its WebAssembly memory, which the next statement overwrites.
  const answer = new Uint8Array(answers.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of answers) {
    answer.set(part, offset);
    offset += part.byteLength;
  }
  return answer;
}

port.on(
  'message',
  (/** @type {{ type: 'run', id: number, message: Uint8Array } | { type: 'close' }} */ request) => {
    if (request.type === 'close') {
      queue = queue.then(async () => {
        await database.close();
        port.postMessage({ type: 'closed' });
        port.close();
      });
      return;
    }
    queue = queue.then(async () => {
      try {
        const answer = await run(request.message);
        port.postMessage({ type: 'answer', id: request.id, answer }, [answer.buffer]);
      } catch (error) {
        port.postMessage({
          type: 'answer',
          id: request.id,
          error: String(error instanceof Error ? error.message : error),
        });
      }
    });
  },
);
