import * as updateMe from '@creators-archive/contract/users/update-me';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../testing/factories';
import { fail, fake, ok, receivedRequests } from '../../../testing/fake-api';
import { press, type } from '../../../testing/form';
import { resetBrowserState } from '../../../testing/session';
import { ProfileForm } from './profile-form';

const user = createUser({ fullName: 'Amara Okafor', country: null, city: null, disciplines: ['Typography'] });

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('the profile form', () => {
  it('sends only the section it shows', async () => {
    const update = fake(updateMe, ok(user));
    const onSaved = vi.fn();
    render(<ProfileForm user={user} sections={['basics']} onSaved={onSaved} />);
    type('Country', 'Nigeria');
    type('City', 'Lagos');
    press('Save profile');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(update.requests[0]?.body).toEqual({ fullName: 'Amara Okafor', country: 'Nigeria', city: 'Lagos' });
  });

  it('sends the chosen disciplines', async () => {
    const update = fake(updateMe, ok(user));
    render(<ProfileForm user={user} sections={['disciplines']} />);
    fireEvent.click(screen.getByText('Illustration', { exact: true }));
    fireEvent.click(screen.getByText('Typography', { exact: true }));
    fireEvent.click(screen.getByText('Motion', { exact: true }));
    press('Save profile');
    await waitFor(() => expect(update.requests).toHaveLength(1));
    expect(update.requests[0]?.body).toEqual({ disciplines: ['Illustration', 'Motion'] });
  });

  it('turns the links box into a list and an empty website into none', async () => {
    const update = fake(updateMe, ok(user));
    render(<ProfileForm user={user} sections={['about']} />);
    type('Short bio', 'Letterer from Lagos.');
    type('Other links, one per line', ' https://www.behance.net/amara \n\nhttps://instagram.com/amara');
    press('Save profile');
    await waitFor(() => expect(update.requests).toHaveLength(1));
    expect(update.requests[0]?.body).toEqual({
      bio: 'Letterer from Lagos.',
      website: null,
      links: ['https://www.behance.net/amara', 'https://instagram.com/amara'],
    });
  });

  it("checks a link with the contract's rule before sending", async () => {
    render(<ProfileForm user={user} sections={['about']} />);
    type('Other links, one per line', 'behance.net/amara');
    press('Save profile');
    expect(await screen.findByText('Enter links starting with http:// or https://')).toBeTruthy();
    expect(receivedRequests()).toEqual([]);
  });

  it("shows an answer about a field it does not show in the form's alert", async () => {
    fake(
      updateMe,
      fail(400, 'Some fields are not valid', {
        reason: 'VALIDATION_FAILED',
        fields: { phone: 'Enter a phone number with 7 to 15 digits' },
      }),
    );
    render(<ProfileForm user={user} sections={['basics']} />);
    press('Save profile');
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields are not valid');
  });
});
