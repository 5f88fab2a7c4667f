import * as getMe from '@creators-archive/contract/users/get-me';
import * as updateMe from '@creators-archive/contract/users/update-me';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../testing/factories';
import { fake, ok } from '../testing/fake-api';
import { apiClient } from './api-client';
import { FRESH_FOR_MS, queryClient, unwrap } from './query-client';

const member = createUser();
const meQuery = {
  queryKey: ['users', 'me'],
  queryFn: async () => unwrap(await apiClient.get(getMe.path)),
};

beforeEach(() => {
  queryClient.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the query cache', () => {
  it('shares one answer for 5 s after the server gave it, then asks again', async () => {
    vi.useFakeTimers();
    const me = fake(getMe, ok(member));

    await queryClient.fetchQuery(meQuery);
    await queryClient.fetchQuery(meQuery);
    expect(me.requests).toHaveLength(1);

    vi.advanceTimersByTime(FRESH_FOR_MS);
    await queryClient.fetchQuery(meQuery);
    expect(me.requests).toHaveLength(2);
  });

  it('shares one request between identical reads while it is on the wire', async () => {
    const me = fake(getMe, ok(member));

    const [first, second] = await Promise.all([
      queryClient.fetchQuery(meQuery),
      queryClient.fetchQuery(meQuery),
    ]);

    expect([first, second]).toEqual([member, member]);
    expect(me.requests).toHaveLength(1);
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

    vi.advanceTimersByTime(FRESH_FOR_MS);
    await queryClient.fetchQuery(meQuery);
    await queryClient.fetchQuery(meQuery);
    expect(me.requests).toHaveLength(1);
  });
});
