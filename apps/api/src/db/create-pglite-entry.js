// @ts-check
// The database-creating process's entry when the API runs from its TypeScript sources (tsx,
// vitest): Node 20 cannot load TypeScript, so tsx's loader is registered first. The compiled
// server starts dist/create-pglite-entry.js instead, the same process bundled by build.mjs; both
// sit at ./create-pglite-entry.js from the code that starts them (client.ts here, main.js in dist/).
import { register } from 'tsx/esm/api';

register();
await import(new URL('./create-pglite.ts', import.meta.url).href);
