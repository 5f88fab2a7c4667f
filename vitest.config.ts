import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { compiledMessages } from './apps/web/vite-plugins/compiled-messages.ts';
import { markdownContent } from './apps/web/vite-plugins/markdown-content.ts';

export default defineConfig({
  test: {
    // One test file per core, not vitest's default of one fewer: most integration files spend
    // their time waiting on PostgreSQL, child processes and timeouts, so on a 2-core machine two
    // files at once take the suite from about 19 to 13 minutes.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'tools/**/*.test.js'],
        },
      },
      {
        // The web's content pages and messages, compiled as the web build compiles them.
        plugins: [markdownContent(), compiledMessages()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
