import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { compiledMessages } from './apps/web/vite-plugins/compiled-messages.ts';
import { markdownContent } from './apps/web/vite-plugins/markdown-content.ts';

const integration = {
  environment: 'node',
  globalSetup: ['apps/api/test/integration-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;
// The web's content pages and messages, compiled as the web build compiles them.
const webPlugins = [markdownContent(), compiledMessages()];
const web = {
  environment: 'happy-dom',
  // No test serves the stylesheets a page links (the boot script links the whole one): a link
  // counts as loaded. Refused, happy-dom reports each one with console.error when its load ends,
  // which can be during a later file sharing the worker.
  environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
  include: ['apps/web/src/**/*.test.{ts,tsx}'],
  setupFiles: ['apps/web/src/testing/setup.ts'],
  // A global a test stubs (location, matchMedia, fetch) is put back before the file's next test.
  // The files that stub also put theirs back after each test, so the last test's stubs do not
  // outlast the file.
  unstubGlobals: true,
} as const;
// These swap a module for a fake (vi.mock): a swap lasts as long as the module registry it was made
// in, so they keep a worker each, as the other web files did before they shared theirs.
const webMockingFiles = [
  'apps/web/src/components/ui/toaster.test.tsx',
  'apps/web/src/features/notifications/use-notification-stream.test.ts',
  'apps/web/src/lib/notify.test.ts',
  'apps/web/src/pwa/service-worker-updates.test.ts',
];
const routeCaptureFiles = ['apps/api/test/fuzz.test.ts', 'apps/api/test/authorization-matrix.test.ts'];

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
        plugins: webPlugins,
        test: {
          ...web,
          name: 'web',
          exclude: webMockingFiles,
          // The files share each worker's page and installed packages; fresh-modules.ts gives each
          // file the app's modules afresh, empty storage and none of the earlier files' timers.
          setupFiles: ['apps/web/src/testing/fresh-modules.ts', ...web.setupFiles],
          isolate: false,
        },
      },
      {
        plugins: webPlugins,
        test: { ...web, name: 'web-mocking', include: webMockingFiles },
      },
      {
        test: {
          ...integration,
          name: 'integration',
          include: ['apps/api/test/**/*.test.ts'],
          exclude: routeCaptureFiles,
          // The files share each worker's modules instead of importing the whole API afresh, which
          // cost about a second of CPU per file. Each test builds its own app from its own
          // configuration and database; what the API keeps per process is caches, and the
          // currencies a configuration adds, which only ever add.
          isolate: false,
        },
      },
      {
        test: {
          ...integration,
          // These swap Fastify's factory for one that records routes (vi.mock): a module the
          // files before had already imported would never see the swap, nor those after escape it.
          name: 'integration-route-capture',
          include: routeCaptureFiles,
        },
      },
    ],
  },
});
