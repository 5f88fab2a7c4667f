import type { AdminDiscountCode } from '@creators-archive/contract/admin/discount-code';
import * as findDiscountCodesEndpoint from '@creators-archive/contract/admin/find-discount-codes';
import * as getCampaignEndpoint from '@creators-archive/contract/admin/get-campaign';
import * as findPlansEndpoint from '@creators-archive/contract/subscriptions/find-plans';
import * as sendDiscountEmailsEndpoint from '@creators-archive/contract/subscriptions/send-discount-emails';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { createPlan } from '../../../testing/factories';
import { fake, ok } from '../../../testing/fake-api';
import { press, type } from '../../../testing/form';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(cleanup);

const monthly = createPlan();
const welcome: AdminDiscountCode = {
  id: 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a',
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  currency: null,
  planIds: [monthly.id],
  startsAt: '2026-03-01T00:00:00.000Z',
  expiresAt: null,
  maxRedemptions: 100,
  redemptionCount: 3,
  deactivatedAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  status: 'active',
};
const retired: AdminDiscountCode = {
  ...welcome,
  id: 'f3a4b5c6-d7e8-4f9a-8b1c-2d3e4f5a6b7c',
  code: 'OLD5',
  deactivatedAt: '2026-03-05T00:00:00.000Z',
  status: 'deactivated',
};
const campaignId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

async function openSend() {
  await signedIn({ role: 'admin', email: 'admin@example.com' });
  fake(findPlansEndpoint, ok([monthly]));
  fake(findDiscountCodesEndpoint, ok([welcome, retired]));
  renderApp('/admin/send-discount-codes');
  await screen.findByRole('heading', { level: 1, name: 'Send discount codes' });
  await screen.findByRole('option', { name: 'WELCOME10' });
}

function upload(name: string, text: string) {
  const file = new File([text], name, { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Or add the addresses in a .csv or .txt file'), {
    target: { files: [file] },
  });
}

describe('sending discount codes', () => {
  it('offers active codes, splits pasted and uploaded addresses, and lists what the dry run found invalid', async () => {
    const send = fake(sendDiscountEmailsEndpoint, () =>
      ok({ campaignId: null, queued: 4, invalid: ['not-an-address'], duplicates: 1, alreadySent: 2 }),
    );
    await openSend();
    expect(screen.queryByRole('option', { name: 'OLD5' })).toBeNull();

    type('Code', 'WELCOME10');
    type('Addresses', 'ada@example.com\nkofi@example.com, not-an-address;ADA@example.com');
    upload('list.csv', 'name,email\nZola,"zola@example.com"\r\nMusa;musa@example.com\n');
    expect(await screen.findByText('2 addresses added from list.csv')).toBeTruthy();

    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.getByText('Your Creators Archive discount code: WELCOME10')).toBeTruthy();
    expect(preview.getByText(/10 % off Creator Monthly, for the first 100 members/)).toBeTruthy();
    expect(preview.getByText(/when you join Creators Archive for 10% off your membership\./)).toBeTruthy();
    expect(preview.getByText('The code does not expire.')).toBeTruthy();
    expect(preview.getByText(/\/join\?code=WELCOME10$/)).toBeTruthy();

    press('Check addresses');

    await waitFor(() => expect(send.requests).toHaveLength(1));
    expect(send.requests[0]?.body).toEqual({
      code: 'WELCOME10',
      emails: [
        'ada@example.com',
        'kofi@example.com',
        'not-an-address',
        'ADA@example.com',
        'zola@example.com',
        'musa@example.com',
      ],
      dryRun: true,
    });
    expect(await screen.findByText('4 addresses will be sent the code.')).toBeTruthy();
    expect(screen.getByText('1 duplicate, 2 already sent')).toBeTruthy();
    const invalid = within(screen.getByRole('list', { name: 'Invalid entries' }));
    expect(invalid.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['not-an-address']);
  });

  it('sends after confirming and then shows the campaign, refreshed on demand', async () => {
    const send = fake(
      sendDiscountEmailsEndpoint,
      ok({ campaignId, queued: 2, invalid: [], duplicates: 0, alreadySent: 0 }),
    );
    let refreshed = false;
    const campaign = fake(getCampaignEndpoint, () =>
      ok({
        id: campaignId,
        code: 'WELCOME10',
        subject: 'A gift for you',
        message: 'Welcome aboard.',
        createdAt: '2026-03-06T10:00:00.000Z',
        counts: refreshed ? { queued: 0, sent: 2, failed: 0 } : { queued: 2, sent: 0, failed: 0 },
        recipients: [
          {
            email: 'ada@example.com',
            status: refreshed ? 'sent' : 'queued',
            sentAt: refreshed ? '2026-03-06T10:01:00.000Z' : null,
          },
          {
            email: 'kofi@example.com',
            status: refreshed ? 'sent' : 'queued',
            sentAt: refreshed ? '2026-03-06T10:01:00.000Z' : null,
          },
        ],
      }),
    );
    await openSend();

    type('Code', 'WELCOME10');
    type('Addresses', 'ada@example.com\nkofi@example.com');
    type('Subject', 'A gift for you');
    type('Message', 'Welcome aboard.');
    press('Send');
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, send' }));

    await waitFor(() => expect(send.requests).toHaveLength(1));
    expect(send.requests[0]?.body).toEqual({
      code: 'WELCOME10',
      emails: ['ada@example.com', 'kofi@example.com'],
      subject: 'A gift for you',
      message: 'Welcome aboard.',
      dryRun: false,
    });
    const row = async (email: string) =>
      within((await screen.findByRole('rowheader', { name: email })).closest('tr')!);
    expect((await row('ada@example.com')).getByText('Queued')).toBeTruthy();
    expect(campaign.requests[0]?.url).toBe(`/v1/admin/campaigns/${campaignId}`);

    refreshed = true;
    press('Refresh');
    await waitFor(async () => expect((await row('ada@example.com')).getByText('Sent')).toBeTruthy());
    expect(campaign.requests).toHaveLength(2);
  });
});
