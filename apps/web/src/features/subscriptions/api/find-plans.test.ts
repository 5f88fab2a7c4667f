import * as findPlansEndpoint from '@creators-archive/contract/subscriptions/find-plans';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPlan } from '../../../testing/factories';
import { fail, fake, networkFailure, ok, proxyPage } from '../../../testing/fake-api';
import { resetBrowserState } from '../../../testing/session';
import { findPlans } from './find-plans';

beforeEach(resetBrowserState);

describe('findPlans', () => {
  it('answers the plans as the API lists them', async () => {
    const plans = [
      createPlan(),
      createPlan({ id: 'a8f5c0de-2b1e-4f3a-9c7d-6e5f4a3b2c1d', interval: 'year' }),
    ];
    const endpoint = fake(findPlansEndpoint, ok(plans));

    expect(await findPlans()).toEqual({ success: true, data: plans });
    expect(endpoint.requests.map((request) => request.url)).toEqual(['/v1/subscriptions/plans']);
  });

  it("says 'Failed to fetch plans' when no answer came from the API", async () => {
    fake(findPlansEndpoint, networkFailure());
    expect(await findPlans()).toMatchObject({ success: false, error: { message: 'Failed to fetch plans' } });

    resetBrowserState();
    fake(findPlansEndpoint, proxyPage(502, '<html><body>Bad gateway</body></html>'));
    expect(await findPlans()).toMatchObject({
      success: false,
      error: { code: 502, message: 'Failed to fetch plans' },
    });
  });

  it('keeps the message the API sent', async () => {
    fake(
      findPlansEndpoint,
      fail(503, 'The service is busy; try again shortly', { reason: 'DATABASE_UNAVAILABLE' }),
    );
    expect(await findPlans()).toEqual({
      success: false,
      error: {
        code: 503,
        message: 'The service is busy; try again shortly',
        details: { reason: 'DATABASE_UNAVAILABLE' },
      },
    });
  });
});
