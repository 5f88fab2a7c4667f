// @ts-check
// The PDF thread's entry when the API runs from its TypeScript sources (tsx, vitest): a worker
// thread loads its file with Node's own loader, and Node 20 cannot load TypeScript, so tsx's
// loader is registered on this thread first. The compiled server starts dist/invoice-pdf-worker.js
// instead, the same thread bundled by build.mjs; both sit at ./invoice-pdf-worker.js from the code
// that starts them (invoice-pdf-pool.ts here, main.js in dist/).
import { register } from 'tsx/esm/api';

register();
await import(new URL('./invoice-pdf-thread.ts', import.meta.url).href);
