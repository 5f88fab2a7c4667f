import * as followUser from '@creators-archive/contract/follows/follow-user';
import * as getFeed from '@creators-archive/contract/follows/get-feed';
import * as suggestDesigners from '@creators-archive/contract/follows/suggest-designers';
import * as getUser from '@creators-archive/contract/users/get-user';
import type { WorkCard } from '@creators-archive/contract/works/find-works';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { createProfileUser } from '../../../testing/factories';
import { fake, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const designerId = '3b9d6a0e-5f2c-4d7a-8e1b-9c4f2a6d8e10';

function work(id: string, title: string): WorkCard {
  return {
    id,
    title,
    category: 'Typography',
    tags: [],
    images: [{ url: `/media/${id}-640.avif`, width: 640, height: 480, format: 'avif' }],
    width: 1280,
    height: 960,
    thumbhash: null,
    imageCount: 1,
    likeCount: 0,
    viewCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    designer: { id: designerId, fullName: 'Selam Tesfaye', profilePicture: null, verified: true },
  };
}

describe('the dashboard feed', () => {
  it('shows new work of the designers followed, a page more at each press', async () => {
    await signedIn({ fullName: 'Amara Okafor' });
    const feed = fake(
      getFeed,
      ok({
        items: [work('11111111-1111-4111-8111-111111111111', 'Ge’ez display face')],
        pagination: { limit: 24, nextCursor: 'page-2' },
      }),
      ok({
        items: [work('22222222-2222-4222-8222-222222222222', 'Addis street signs')],
        pagination: { limit: 24, nextCursor: null },
      }),
    );

    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { name: 'New from designers you follow' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Ge’ez display face')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Addis street signs')).toBeTruthy();
    expect(screen.getByText('Ge’ez display face')).toBeTruthy();
    expect(feed.requests[1]?.url).toContain('cursor=page-2');
    expect(screen.getByText('You are all caught up.')).toBeTruthy();
  });

  it('suggests designers to follow when the member follows nobody', async () => {
    await signedIn({ fullName: 'Amara Okafor' });
    fake(
      suggestDesigners,
      ok({
        items: [
          {
            id: designerId,
            fullName: 'Selam Tesfaye',
            profilePicture: null,
            country: 'Ethiopia',
            city: 'Addis Ababa',
            disciplines: ['Typography'],
            verified: true,
            cover: null,
            itemCount: 3,
          },
        ],
      }),
    );
    fake(getUser, ok(createProfileUser({ id: designerId, fullName: 'Selam Tesfaye' })));
    const followed = fake(followUser, ok({ following: true, followerCount: 1 }));

    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { name: 'Designers to follow' }, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Selam Tesfaye' }));
    expect(await screen.findByRole('button', { name: 'Stop following Selam Tesfaye' })).toBeTruthy();
    expect(followed.requests[0]?.url).toBe(`/v1/users/${designerId}/follow`);
  });
});
