import * as followUser from '@creators-archive/contract/follows/follow-user';
import * as unfollowUser from '@creators-archive/contract/follows/unfollow-user';
import * as findPortfolioItems from '@creators-archive/contract/portfolio/find-portfolio-items';
import * as getUser from '@creators-archive/contract/users/get-user';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileUser } from '../../../testing/factories';
import { fake, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';
import { signedIn, signedOut } from '../../../testing/session';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = '0b6f3a52-7c1d-4e8a-9b2f-5d4c3e2a1f00';
const noWork = ok({ items: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } });

describe('following a designer from their profile', () => {
  it('shows the counts, and sends a visitor to sign in and back to the profile', async () => {
    await signedOut();
    fake(
      getUser,
      ok(createProfileUser({ id, fullName: 'Kwame Mensah', followerCount: 12, followingCount: 1 })),
    );
    fake(findPortfolioItems, noWork);

    renderApp(`/designers/${id}`);

    expect(await screen.findByText('12 followers · 1 following', {}, { timeout: 5000 })).toBeTruthy();
    const follow = screen.getByRole('link', { name: 'Follow Kwame Mensah' });
    expect(follow.getAttribute('href')).toBe(`/login?redirectTo=${encodeURIComponent(`/designers/${id}`)}`);
  });

  it('follows and unfollows a signed-in member, the count following', async () => {
    await signedIn({ id: '7a1f2c4e-0d3b-4c59-9f43-2b8d6f1e5a90' });
    const designer = createProfileUser({ id, fullName: 'Kwame Mensah', followerCount: 3 });
    // The profile, then the follow state as the member sees it, then the profile read again.
    fake(getUser, ok(designer), ok(designer), ok({ ...designer, followerCount: 4, followedByMe: true }));
    fake(findPortfolioItems, noWork);
    const followed = fake(followUser, ok({ following: true, followerCount: 4 }));
    const unfollowed = fake(unfollowUser, ok({ following: false, followerCount: 3 }));

    renderApp(`/designers/${id}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Follow Kwame Mensah' }, { timeout: 5000 }));
    const following = await screen.findByRole('button', { name: 'Stop following Kwame Mensah' });
    expect(following.textContent).toBe('Following');
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(followed.requests[0]?.url).toBe(`/v1/users/${id}/follow`);
    expect(await screen.findByText('4 followers · 0 following')).toBeTruthy();

    fireEvent.click(following);
    expect(await screen.findByRole('button', { name: 'Follow Kwame Mensah' })).toBeTruthy();
    expect(unfollowed.requests).toHaveLength(1);
    // The profile's route is loaded lazily; under a loaded test run that can take seconds.
  }, 15_000);

  it('offers no button on the member’s own profile', async () => {
    await signedIn({ id, fullName: 'Kwame Mensah' });
    fake(getUser, ok(createProfileUser({ id, fullName: 'Kwame Mensah' })));
    fake(findPortfolioItems, noWork);

    renderApp(`/designers/${id}`);

    expect(await screen.findByText('0 followers · 0 following', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
  });
});
