import * as changePassword from '@creators-archive/contract/users/change-password';
import * as deleteMe from '@creators-archive/contract/users/delete-me';
import * as requestEmailChange from '@creators-archive/contract/users/request-email-change';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fake, ok, receivedRequests } from '../../../testing/fake-api';
import { errorOf, press, type } from '../../../testing/form';
import { resetBrowserState } from '../../../testing/session';
import { DeleteAccount } from './delete-account';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';

const wrongPassword = (field: string) =>
  fail(400, 'That password is not right', {
    reason: 'WRONG_PASSWORD',
    fields: { [field]: 'That password is not right' },
  });

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('the e-mail form', () => {
  it('puts a taken address beside the new e-mail', async () => {
    const taken = 'An account with this email already exists';
    fake(requestEmailChange, fail(409, taken, { reason: 'EMAIL_TAKEN', fields: { email: taken } }));
    render(<EmailForm currentEmail="amara@example.com" />);
    type('New email', 'kwame@example.com');
    type('Password', 'a good password');
    press('Change email');
    await waitFor(() => expect(errorOf('New email')).toBe(taken));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says where the link went and empties the form', async () => {
    const change = fake(requestEmailChange, ok({ sent: true } as const));
    render(<EmailForm currentEmail="amara@example.com" />);
    type('New email', 'Kwame@Example.com');
    type('Password', 'a good password');
    press('Change email');
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent a link to Kwame@Example.com. Open it to start using that address.',
    );
    expect((screen.getByLabelText('New email') as HTMLInputElement).value).toBe('');
    expect(change.requests[0]?.body).toEqual({ email: 'kwame@example.com', password: 'a good password' });
  });

  it("checks the address with the contract's rule before sending", async () => {
    render(<EmailForm currentEmail="amara@example.com" />);
    type('New email', 'not an address');
    press('Change email');
    await waitFor(() => expect(errorOf('New email')).toBe('Enter a valid email address'));
    expect(errorOf('Password')).toBe('Enter your password');
    expect(receivedRequests()).toEqual([]);
  });
});

describe('the password form', () => {
  it('puts a wrong current password beside it', async () => {
    fake(changePassword, wrongPassword('currentPassword'));
    render(<PasswordForm />);
    type('Current password', 'not it');
    type('New password', 'a new long passphrase');
    press('Change password');
    await waitFor(() => expect(errorOf('Current password')).toBe('That password is not right'));
  });

  it('empties the form once the password is changed', async () => {
    const change = fake(changePassword, ok({ changed: true } as const));
    render(<PasswordForm />);
    type('Current password', 'the old one');
    type('New password', 'a new long passphrase');
    press('Change password');
    await waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
    expect(change.requests[0]?.body).toEqual({
      currentPassword: 'the old one',
      newPassword: 'a new long passphrase',
    });
  });
});

describe('deleting the account', () => {
  it('waits for the typed confirmation, then puts a wrong password beside it', async () => {
    fake(deleteMe, wrongPassword('password'));
    const onDeleted = vi.fn();
    render(<DeleteAccount needsCode={false} onDeleted={onDeleted} />);
    type('Your password', 'not it');
    const button = screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    type('Type DELETE to confirm', 'DELETE');
    expect(button.disabled).toBe(false);
    press('Delete my account');

    await waitFor(() => expect(errorOf('Your password')).toBe('That password is not right'));
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('sends the code, as digits only, when two-step sign-in is on', async () => {
    const deletion = fake(deleteMe, ok({ deleted: true } as const));
    const onDeleted = vi.fn();
    render(<DeleteAccount needsCode onDeleted={onDeleted} />);
    type('Your password', 'a good password');
    type('Code from your authenticator app', '123-456');
    type('Type DELETE to confirm', 'DELETE');
    press('Delete my account');
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(deletion.requests[0]?.body).toEqual({ password: 'a good password', code: '123456' });
  });

  it('sends no code when two-step sign-in is off', async () => {
    const deletion = fake(deleteMe, ok({ deleted: true } as const));
    render(<DeleteAccount needsCode={false} onDeleted={vi.fn()} />);
    type('Your password', 'a good password');
    type('Type DELETE to confirm', 'DELETE');
    press('Delete my account');
    await waitFor(() => expect(deletion.requests).toHaveLength(1));
    expect(deletion.requests[0]?.body).toEqual({ password: 'a good password' });
  });
});
