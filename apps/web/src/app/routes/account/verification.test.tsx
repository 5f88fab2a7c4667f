// @vitest-environment jsdom
// Under happy-dom the form's fields are not found by their labels (Statement, Links).
import * as createVerificationRequestEndpoint from '@creators-archive/contract/verification/create-verification-request';
import * as getMyVerificationEndpoint from '@creators-archive/contract/verification/get-my-verification';
import * as withdrawVerificationRequestEndpoint from '@creators-archive/contract/verification/withdraw-verification-request';
import * as getMe from '@creators-archive/contract/users/get-me';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { createMyVerification, createUser, createVerificationRequest } from '../../../testing/factories';
import { fail, fake, ok } from '../../../testing/fake-api';
import { errorOf, type } from '../../../testing/form';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const activeMember = { subscriptionStatus: 'active', subscriptionPlan: 'Creator Monthly' } as const;
const statement =
  'I design identities and packaging for food brands in Lagos and have done so for eight years.';
const pending = createVerificationRequest();

async function openVerification(verification = createMyVerification()) {
  await signedIn(activeMember);
  fake(getMyVerificationEndpoint, ok(verification));
  renderApp('/account/verification');
  await screen.findByRole('heading', { level: 1, name: 'Verification' });
}

/** A file of `size` bytes without making one that big. */
function fileOf(name: string, type: string, size: number) {
  return Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size });
}

describe('the verification page', () => {
  it('shows a verified member their badge', async () => {
    await signedIn({ ...activeMember, verified: true });
    renderApp('/account/verification');
    expect(await screen.findByRole('heading', { name: 'You are verified' })).toBeTruthy();
    expect(screen.getAllByText('Verified').length).toBeGreaterThan(0);
  });

  it('sends a member without an active membership to subscribe', async () => {
    await signedIn({ subscriptionStatus: 'cancelled' });
    renderApp('/account/verification');
    const link = await screen.findByRole('link', { name: 'Subscribe Now' });
    expect(link.getAttribute('href')).toBe('/join');
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
  });

  it('reads the member again on arrival, so an approval shows the badge', async () => {
    await signedIn(activeMember);
    fake(getMyVerificationEndpoint, ok(createMyVerification({ requests: [pending], canApply: false })));
    const me = fake(getMe, ok(createUser({ ...activeMember, verified: true })));
    renderApp('/account/verification');

    expect(await screen.findByRole('heading', { name: 'You are verified' })).toBeTruthy();
    expect(me.requests).toHaveLength(1);
  });
});

describe('applying', () => {
  it('sends the statement, the links as a JSON array and the document as multipart, then shows the pending request', async () => {
    const toast = vi.spyOn(notify, 'success');
    await openVerification();
    const create = fake(createVerificationRequestEndpoint, ok(pending, 201));
    fake(
      getMyVerificationEndpoint,
      ok(
        createMyVerification({
          requests: [pending],
          canApply: false,
          reason: 'request_open',
          message: 'Your application is waiting for a decision.',
        }),
      ),
    );

    type('Statement', statement);
    expect(screen.getByText(`${statement.length} / 2,000 characters`, { exact: false })).toBeTruthy();
    type('Link 1', 'https://behance.net/amara');
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    type('Link 2', 'https://dribbble.com/amara');
    const passport = fileOf('passport.pdf', 'application/pdf', 200_000);
    fireEvent.change(screen.getByLabelText('Identity document (optional)'), {
      target: { files: [passport] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Your application is waiting for a decision.')).toBeTruthy();
    const body = create.requests[0]?.body as FormData;
    expect(create.requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    expect(body.get('statement')).toBe(statement);
    expect(body.get('links')).toBe('["https://behance.net/amara","https://dribbble.com/amara"]');
    expect((body.get('document') as Blob).type).toBe('application/pdf');
    expect(toast).toHaveBeenCalledWith('Application sent: the team will review it');
    const history = within(screen.getByRole('list', { name: 'Your applications' }));
    expect(history.getByText('Pending')).toBeTruthy();
    expect(history.getByText(`Sent ${formatDate(pending.submittedAt)}`)).toBeTruthy();
  });

  it('sends no document when none is chosen', async () => {
    await openVerification();
    const create = fake(createVerificationRequestEndpoint, ok(pending, 201));

    type('Statement', statement);
    type('Link 1', 'https://behance.net/amara');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(create.requests).toHaveLength(1));
    expect((create.requests[0]?.body as FormData).has('document')).toBe(false);
  });

  it('refuses a statement that is too short, and a link that is not one, before sending', async () => {
    await openVerification();
    const create = fake(createVerificationRequestEndpoint, ok(pending, 201));

    type('Statement', 'I design things.');
    type('Link 1', 'behance');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(errorOf('Statement')).toBe('Write at least 50 characters'));
    expect(screen.getByText('16 / 2,000 characters (at least 50)')).toBeTruthy();
    expect(errorOf('Link 1')).toBe('Enter links starting with http:// or https://');
    expect(create.requests).toHaveLength(0);
  });

  it('refuses a document over the limit before sending', async () => {
    await openVerification();
    const create = fake(createVerificationRequestEndpoint, ok(pending, 201));

    type('Statement', statement);
    type('Link 1', 'https://behance.net/amara');
    fireEvent.change(screen.getByLabelText('Identity document (optional)'), {
      target: { files: [fileOf('scan.png', 'image/png', 11 * 1024 * 1024)] },
    });

    expect(await screen.findByText('scan.png is 11.0 MB; the most is 10 MB.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit application' })).toBeTruthy());
    expect(create.requests).toHaveLength(0);
  });

  it('adds links up to five and removes them', async () => {
    await openVerification();
    for (let count = 1; count < 5; count += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByLabelText('Link 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add link' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the link in box 5' }));
    expect(screen.queryByLabelText('Link 5')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add link' })).toBeTruthy();
  });

  it('shows the fields the API names beside them', async () => {
    await openVerification();
    fake(
      createVerificationRequestEndpoint,
      fail(400, 'Validation failed', {
        reason: 'VALIDATION_FAILED',
        fields: {
          statement: 'Write at most 2000 characters',
          'links.0': 'Enter links starting with http:// or https://',
        },
      }),
    );

    type('Statement', statement);
    type('Link 1', 'https://behance.net/amara');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(errorOf('Statement')).toBe('Write at most 2000 characters'));
    expect(screen.getByRole('alert').textContent).toBe('Enter links starting with http:// or https://');
  });

  it('shows an answer about no field in the form’s alert', async () => {
    await openVerification();
    fake(
      createVerificationRequestEndpoint,
      fail(409, 'You already have an application waiting for a decision', { reason: 'REQUEST_OPEN' }),
    );

    type('Statement', statement);
    type('Link 1', 'https://behance.net/amara');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You already have an application waiting for a decision',
    );
  });
});

describe('when the member cannot apply', () => {
  it('says how many works are ready of the three needed, with a link to the portfolio', async () => {
    await openVerification(
      createMyVerification({
        canApply: false,
        reason: 'too_few_works',
        message: 'Add at least 3 finished works to your portfolio before applying.',
        readyWorks: 1,
      }),
    );

    expect(
      await screen.findByText('Add at least 3 finished works to your portfolio before applying.'),
    ).toBeTruthy();
    expect(screen.getByText('1 of 3 works ready.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add work to your portfolio' }).getAttribute('href')).toBe(
      '/account/portfolio',
    );
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
  });

  it('says when a rejected member may apply again, with the reason they were given', async () => {
    const rejected = createVerificationRequest({
      status: 'rejected',
      decidedAt: '2026-03-05T10:00:00.000Z',
      reason: 'The portfolio needs more finished work.',
    });
    await openVerification(
      createMyVerification({
        requests: [rejected],
        canApply: false,
        reason: 'rejected_recently',
        message: 'You can apply again 30 days after your last application was rejected.',
        canApplyFrom: '2026-04-04T10:00:00.000Z',
      }),
    );

    expect(
      await screen.findByText(`You can apply again from ${formatDate('2026-04-04T10:00:00.000Z')}.`),
    ).toBeTruthy();
    const history = within(screen.getByRole('list', { name: 'Your applications' }));
    expect(history.getByText('Rejected')).toBeTruthy();
    expect(history.getByText('The portfolio needs more finished work.')).toBeTruthy();
    expect(history.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('says an application is waiting, and a membership that lapsed needs renewing', async () => {
    await openVerification(
      createMyVerification({
        requests: [pending],
        canApply: false,
        reason: 'request_open',
        message: 'Your application is waiting for a decision.',
      }),
    );
    expect(await screen.findByText('Your application is waiting for a decision.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your applications' })).toBeTruthy();
    cleanup();

    await openVerification(
      createMyVerification({
        canApply: false,
        reason: 'subscription_required',
        message: 'Verification needs an active membership.',
      }),
    );
    expect(await screen.findByText('Verification needs an active membership.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/join');
  });

  it('shows withdrawn applications beside the form when the member may apply again', async () => {
    await openVerification(
      createMyVerification({
        requests: [createVerificationRequest({ status: 'withdrawn', decidedAt: '2026-03-02T10:00:00.000Z' })],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Submit application' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Your applications' })).getByText('Withdrawn'),
    ).toBeTruthy();
  });
});

describe('withdrawing', () => {
  it('withdraws a pending application only once confirmed', async () => {
    await openVerification(
      createMyVerification({
        requests: [pending],
        canApply: false,
        reason: 'request_open',
        message: 'Your application is waiting for a decision.',
      }),
    );
    const withdraw = fake(
      withdrawVerificationRequestEndpoint,
      ok({ ...pending, status: 'withdrawn', decidedAt: '2026-03-02T10:00:00.000Z' }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Withdraw your application?' })).getByRole(
        'button',
        { name: 'Keep it' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(withdraw.requests).toHaveLength(0);

    fake(
      getMyVerificationEndpoint,
      ok(
        createMyVerification({
          requests: [{ ...pending, status: 'withdrawn', decidedAt: '2026-03-02T10:00:00.000Z' }],
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, withdraw' }),
    );

    expect(await screen.findByText('Withdrawn')).toBeTruthy();
    expect(withdraw.requests[0]).toMatchObject({ method: 'DELETE', url: `/v1/verification/${pending.id}` });
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeTruthy();
  });
});
