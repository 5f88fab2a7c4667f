// @ts-check
// The image process's entry when the API runs from its TypeScript sources (tsx, vitest): a child
// process loads its file with Node's own loader, and Node 20 cannot load TypeScript, so tsx's
// loader is registered first. The compiled server starts dist/image-process-entry.js instead, the
// same process bundled by build.mjs; both sit at ./image-process-entry.js from the code that
// starts them (image-process-client.ts here, main.js in dist/).
import { register } from 'tsx/esm/api';

register();
await import(new URL('./image-process.ts', import.meta.url).href);
