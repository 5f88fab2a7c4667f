import * as deletePaymentMethod from '@creators-archive/contract/payment-methods/delete-payment-method';
import * as findPortfolioItems from '@creators-archive/contract/portfolio/find-portfolio-items';
import * as updateMe from '@creators-archive/contract/users/update-me';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories';
import { fake, ok } from '../testing/fake-api';
import { resetBrowserState } from '../testing/session';
import { callEndpoint } from './call-endpoint';

beforeEach(resetBrowserState);

const cardId = '2d4f6a8c-1e3b-4d5f-8a7c-9e0b1d2f3a4c';

describe('callEndpoint', () => {
  it("sends the contract's method to its path with the parameters filled in", async () => {
    const removal = fake(deletePaymentMethod, ok([]));

    expect(await callEndpoint(deletePaymentMethod, { params: { id: cardId } })).toEqual({
      success: true,
      data: [],
    });
    expect(removal.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `DELETE /v1/payment-methods/${cardId}`,
    ]);
  });

  it('sends a GET its query string and a PATCH its JSON body', async () => {
    const page = { items: [], pagination: { page: 2, limit: 20, total: 0, totalPages: 0 } };
    const items = fake(findPortfolioItems, ok(page));
    const member = createUser({ fullName: 'Amara Okafor' });
    const change = fake(updateMe, ok(member));

    expect(await callEndpoint(findPortfolioItems, { query: { page: 2, tag: undefined } })).toEqual({
      success: true,
      data: page,
    });
    await callEndpoint(updateMe, { body: { fullName: 'Amara Okafor' } });

    expect(items.requests[0]?.url).toBe('/v1/portfolio?page=2');
    expect(change.requests.map(({ method, body }) => [method, body])).toEqual([
      ['PATCH', { fullName: 'Amara Okafor' }],
    ]);
  });
});
