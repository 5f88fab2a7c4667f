import * as challengeMfaFactor from '@creators-archive/contract/auth/challenge-mfa-factor';
import * as confirmPasswordReset from '@creators-archive/contract/auth/confirm-password-reset';
import * as findMfaFactors from '@creators-archive/contract/auth/find-mfa-factors';
import * as requestPasswordReset from '@creators-archive/contract/auth/request-password-reset';
import * as verifyMfaFactor from '@creators-archive/contract/auth/verify-mfa-factor';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../testing/factories';
import { fail, fake, ok, receivedRequests } from '../../../testing/fake-api';
import { errorOf, press, type } from '../../../testing/form';
import { resetBrowserState } from '../../../testing/session';
import { ForgotPasswordForm } from './forgot-password-form';
import { MfaCodeForm } from './mfa-code-form';
import { ResetPasswordForm } from './reset-password-form';

const factorId = '6e1d2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b';
const challenge = { id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', expiresAt: 2_000_000_000 };

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('the forgot-password form', () => {
  it('asks for the address without calling the server', async () => {
    render(<ForgotPasswordForm />);
    press('Send reset link');
    await waitFor(() => expect(errorOf('Email')).toBe('Enter your email address'));
    expect(receivedRequests()).toEqual([]);
  });

  it('says where the link went, as the visitor typed the address', async () => {
    const reset = fake(requestPasswordReset, ok({ sent: true } as const));
    render(<ForgotPasswordForm />);
    type('Email', ' Amara@Example.com ');
    press('Send reset link');
    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account uses Amara@Example.com,',
    );
    expect(reset.requests[0]?.body).toEqual({ email: 'amara@example.com' });
  });
});

describe('the reset-password form', () => {
  it('checks the length before the repetition', async () => {
    render(<ResetPasswordForm token="token-1" onReset={vi.fn()} />);
    type('New password', 'short');
    type('Repeat the new password', 'other');
    press('Set new password');
    await waitFor(() => expect(errorOf('New password')).toBe('Use at least 8 characters'));
    expect(errorOf('Repeat the new password')).toBeUndefined();

    type('New password', 'a long passphrase');
    press('Set new password');
    await waitFor(() => expect(errorOf('Repeat the new password')).toBe('The two passwords differ'));
    expect(receivedRequests()).toEqual([]);
  });

  it("shows a spent link's answer in the form's alert", async () => {
    fake(
      confirmPasswordReset,
      fail(400, 'This reset link has expired or was already used. Ask for a new one.', {
        reason: 'INVALID_LINK_TOKEN',
      }),
    );
    const onReset = vi.fn();
    render(<ResetPasswordForm token="token-1" onReset={onReset} />);
    type('New password', 'a long passphrase');
    type('Repeat the new password', 'a long passphrase');
    press('Set new password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This reset link has expired or was already used. Ask for a new one.',
    );
    expect(onReset).not.toHaveBeenCalled();
  });

  it('sends the token with the new password', async () => {
    const confirm = fake(confirmPasswordReset, ok({ reset: true } as const));
    const onReset = vi.fn();
    render(<ResetPasswordForm token="token-1" onReset={onReset} />);
    type('New password', 'a long passphrase');
    type('Repeat the new password', 'a long passphrase');
    press('Set new password');
    await waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(confirm.requests[0]?.body).toEqual({ token: 'token-1', password: 'a long passphrase' });
  });
});

describe('the authenticator code form', () => {
  it('keeps only digits and asks for six of them without calling the server', async () => {
    render(<MfaCodeForm factorId={factorId} onVerified={vi.fn()} />);
    type('Authentication code', '12a3');
    expect((screen.getByLabelText('Authentication code') as HTMLInputElement).value).toBe('123');
    press('Verify');
    await waitFor(() =>
      expect(errorOf('Authentication code')).toBe('Enter the 6-digit code from your authenticator app'),
    );
    expect(receivedRequests()).toEqual([]);
  });

  it("puts the server's refusal beside the code", async () => {
    fake(challengeMfaFactor, ok(challenge));
    const message = 'That code is not valid. Enter the current code from your app.';
    const verify = fake(
      verifyMfaFactor,
      fail(400, message, { reason: 'INVALID_MFA_CODE', fields: { code: message } }),
    );
    render(<MfaCodeForm factorId={factorId} onVerified={vi.fn()} />);
    type('Authentication code', '123456');
    press('Verify');
    await waitFor(() => expect(errorOf('Authentication code')).toBe(message));
    expect(verify.requests[0]?.body).toEqual({ challengeId: challenge.id, code: '123456' });
  });

  it('answers a right code with the new session, checked against the first verified factor', async () => {
    fake(
      findMfaFactors,
      ok({
        items: [
          {
            id: factorId,
            type: 'totp',
            status: 'verified',
            createdAt: '2026-01-15T10:00:00.000Z',
            expiresAt: null,
          },
        ],
      }),
    );
    const challengeRoute = fake(challengeMfaFactor, ok(challenge));
    const session = createSession({ aal: 'aal2' });
    fake(verifyMfaFactor, ok(session));
    const onVerified = vi.fn();
    render(<MfaCodeForm onVerified={onVerified} />);
    type('Authentication code', '123456');
    press('Verify');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(session));
    expect(challengeRoute.requests[0]?.url).toBe(`/v1/auth/mfa/factors/${factorId}/challenge`);
  });

  it('says so when the account has no authenticator app', async () => {
    fake(findMfaFactors, ok({ items: [] }));
    render(<MfaCodeForm onVerified={vi.fn()} />);
    type('Authentication code', '123456');
    press('Verify');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No authenticator app is set up for this account.',
    );
  });
});
