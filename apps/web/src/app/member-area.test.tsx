import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isMemberAreaPath } from '../lib/member-language';
import { RequireAuth } from './require-auth';
import { createRoutes } from './router';

type RoutedPage = { path: string; guarded: boolean };

/** Every page route's full path (parameters filled in), and whether the sign-in guard is above it. */
function routedPages(routes: RouteObject[], parent = '', guarded = false): RoutedPage[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/:\w+/g, 'abc') : parent;
    const underGuard = guarded || (isValidElement(route.element) && route.element.type === RequireAuth);
    const own =
      route.index || (route.path && !route.children) ? [{ path: path || '/', guarded: underGuard }] : [];
    return [...own, ...routedPages(route.children ?? [], path, underGuard)];
  });
}

describe('the member area', () => {
  it("is exactly the pages behind the router's sign-in guard", () => {
    const pages = routedPages(createRoutes()).filter((page) => !page.path.endsWith('*'));
    expect(pages).toEqual(
      expect.arrayContaining([
        { path: '/', guarded: false },
        { path: '/admin/login', guarded: false },
        { path: '/admin/members/abc', guarded: true },
        { path: '/account/settings', guarded: true },
      ]),
    );
    expect(pages.filter((page) => isMemberAreaPath(page.path) !== page.guarded)).toEqual([]);
  });
});
