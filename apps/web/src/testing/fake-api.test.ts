import * as getInvoicePdf from '@creators-archive/contract/invoices/get-invoice-pdf';
import * as getMe from '@creators-archive/contract/users/get-me';
import { describe, expect, it } from 'vitest';
import { createUser } from './factories';
import { fail, fake, file, ok, resetFakeApi } from './fake-api';

describe('the fake API', () => {
  it('answers by method and path with what the test declared', async () => {
    const user = createUser();
    const me = fake(getMe, ok(user));

    const response = await fetch('/v1/users/me?fresh=1');

    expect(await response.json()).toEqual({ success: true, data: user });
    expect(me.requests.map((request) => request.url)).toEqual(['/v1/users/me?fresh=1']);
  });

  it('refuses a successful answer the response schema does not describe', () => {
    const { email: _email, ...withoutEmail } = createUser();
    expect(() => fake(getMe, ok(withoutEmail as never))).toThrow(
      'The fake answer to GET /v1/users/me is not what the contract describes: data.email',
    );
  });

  it('refuses an error without a reason the API gives', () => {
    expect(() => fake(getMe, fail(503, 'Down', { reason: 'DATABASE_DOWN' as never }))).toThrow(
      'The fake error from GET /v1/users/me is not an API error: reason',
    );
  });

  it('refuses to answer success for an endpoint the contract gives no response', () => {
    expect(() => fake(getInvoicePdf, ok({ sent: 0 } as never))).toThrow(
      'The contract gives GET /v1/invoices/:id/pdf no response schema to answer with',
    );
  });

  it('answers a file only for an endpoint the contract describes as one', async () => {
    const id = '0b7e2c1d-4f5a-4b6c-8d9e-1f2a3b4c5d6e';
    fake(getInvoicePdf, file('%PDF-1.7', 'application/pdf'));
    const response = await fetch(getInvoicePdf.invoicePdfPath(id));
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(await response.text()).toBe('%PDF-1.7');

    expect(() => fake(getMe, file('%PDF-1.7', 'application/pdf'))).toThrow(
      'The contract gives GET /v1/users/me a JSON answer, not a file',
    );
  });

  it('fails the test over an answer worked out from the request that breaks the contract', async () => {
    fake(getMe, () => ok({ id: 'not-a-user' } as never));
    await fetch('/v1/users/me').catch(() => undefined);
    expect(() => resetFakeApi()).toThrow(
      'The fake answer to GET /v1/users/me is not what the contract describes',
    );
  });

  it('fails the test over a request no fake answers', async () => {
    await fetch('/v1/users/me').catch(() => undefined);
    expect(() => resetFakeApi()).toThrow('No fake answers GET /v1/users/me');
  });
});
