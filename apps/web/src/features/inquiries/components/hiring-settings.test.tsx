import * as updateMe from '@creators-archive/contract/users/update-me';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../testing/factories';
import { fake, ok, receivedRequests } from '../../../testing/fake-api';
import { errorOf, press, type } from '../../../testing/form';
import { resetBrowserState } from '../../../testing/session';
import { HiringSettings } from './hiring-settings';

const user = createUser({ openTo: ['freelance'], hireNote: null, whatsappNumber: null });

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('the hiring settings', () => {
  it('sends the kinds chosen, the rates line and the number, an empty number as none', async () => {
    const update = fake(updateMe, ok(user));
    const onSaved = vi.fn();
    render(<HiringSettings user={user} onSaved={onSaved} />);
    fireEvent.click(screen.getByText('Freelance', { exact: true }));
    fireEvent.click(screen.getByText('Commissions', { exact: true }));
    type('Rates and availability (optional)', 'From ₦150,000 a poster.');
    press('Save hiring details');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(update.requests[0]?.body).toEqual({
      openTo: ['commissions'],
      hireNote: 'From ₦150,000 a poster.',
      whatsapp: null,
    });
  });

  it('writes the number in E.164 and refuses one without its country code', async () => {
    const update = fake(updateMe, ok(user));
    render(<HiringSettings user={user} />);
    type('WhatsApp number (optional)', '0803 123 4567');
    press('Save hiring details');
    await waitFor(() => expect(errorOf('WhatsApp number (optional)')).toContain('country code'));
    expect(receivedRequests()).toEqual([]);

    type('WhatsApp number (optional)', '+234 803-123 4567');
    press('Save hiring details');
    await waitFor(() => expect(update.requests).toHaveLength(1));
    expect(update.requests[0]?.body).toMatchObject({ whatsapp: '+2348031234567' });
  });
});
