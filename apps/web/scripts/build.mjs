#!/usr/bin/env node
// Builds what the API serves: the browser's app into dist/, then the server's page renderer into
// dist/server/. Always the production build, whatever NODE_ENV the shell exports: with
// NODE_ENV=development (common on developers' machines) Vite would build React's development
// version, several times larger and slower. The bundle budget is checked by `npm test`
// (scripts/bundle-size.mjs), not here, so an overrun fails the tests and never `npm start`.
process.env.NODE_ENV = 'production';
const { build } = await import('vite');
await build({ mode: 'production' });
await build({ mode: 'production', build: { ssr: true } });
