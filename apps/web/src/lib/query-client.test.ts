import * as getMe from '@creators-archive/contract/users/get-me';
import * as updateMe from '@creators-archive/contract/users/update-me';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../testing/factories';
import { fake, ok } from '../testing/fake-api';
import { apiClient, clearRequestCache, DEDUPE_WINDOW_MS } from './api-client';
import { queryClient, unwrap } from './query-client';

const member = createUser();
const meQuery = {
  queryKey: ['users', 'me'],
  queryFn: async () => unwrap(await apiClient.get(getMe.path)),
};

beforeEach(() => {
  clearRequestCache();
  queryClient.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the query cache', () => {
  it('asks the API client every time, which shares identical requests within 5 s', async () => {
    vi.useFakeTimers();
    const me = fake(getMe, ok(member));

    await queryClient.fetchQuery(meQuery);
    await queryClient.fetchQuery(meQuery);
    expect(me.requests).toHaveLength(1);

    vi.advanceTimersByTime(DEDUPE_WINDOW_MS);
    await queryClient.fetchQuery(meQuery);
    expect(me.requests).toHaveLength(2);
  });

  it('asks the server again after a mutation, however recent its answer', async () => {
    const me = fake(getMe, ok(member));
    fake(updateMe, ok(member));

    await queryClient.fetchQuery(meQuery);
    await apiClient.patch(updateMe.path, { fullName: member.fullName });
    await queryClient.fetchQuery(meQuery);

    expect(me.requests).toHaveLength(2);
  });

  it("counts an answer a server-rendered page arrived with as fresh for 5 s after the server's", async () => {
    vi.useFakeTimers();
    const me = fake(getMe, ok(member));
    const server = new QueryClient();
    server.setQueryData(meQuery.queryKey, member);
    hydrate(queryClient, dehydrate(server));

    expect(await queryClient.fetchQuery(meQuery)).toEqual(member);
    expect(me.requests).toHaveLength(0);

    vi.advanceTimersByTime(DEDUPE_WINDOW_MS);
    await queryClient.fetchQuery(meQuery);
    await queryClient.fetchQuery(meQuery);
    expect(me.requests).toHaveLength(1);
  });
});
