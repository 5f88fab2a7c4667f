import { tokenPagePaths } from '@creators-archive/contract/pages/token-pages';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router';

describe('the pages whose address carries a secret', () => {
  it('are pages of the router, so the list the server and the service worker share names real addresses', () => {
    const routes = createRoutes();
    for (const path of tokenPagePaths) {
      const matched = matchRoutes(routes, path)?.at(-1)?.route;
      // Each is a route of its own, written without the leading slash, not the catch-all page.
      expect(matched?.path, path).toBe(path.slice(1));
    }
  });
});
