import * as getInquiryForm from '@creators-archive/contract/inquiries/get-inquiry-form';
import * as sendInquiry from '@creators-archive/contract/inquiries/send-inquiry';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fake, ok, receivedRequests } from '../../../testing/fake-api';
import { press, type } from '../../../testing/form';
import { resetBrowserState } from '../../../testing/session';
import { HireDesigner } from './hire-designer';

const designerId = '3f0b7c1e-2a4d-4e8f-9b6a-1c2d3e4f5a6b';
const itemId = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const designer = {
  id: designerId,
  fullName: 'Ada Obi',
  openTo: ['freelance' as const, 'commissions' as const],
  hireNote: 'From ₦150,000 a poster.',
  whatsapp: true,
};

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('hiring a designer', () => {
  it('shows what they are open to, their rates line and a WhatsApp link that carries no number', () => {
    render(<HireDesigner designer={designer} itemId={itemId} />);
    expect(screen.getByText('Open to: Freelance, Commissions')).toBeTruthy();
    expect(screen.getByText('From ₦150,000 a poster.')).toBeTruthy();
    const whatsapp = screen.getByRole('link', { name: 'Message on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(`/v1/users/${designerId}/whatsapp?item=${itemId}&lang=en`);
    expect(whatsapp.getAttribute('rel')).toContain('nofollow');
    expect(receivedRequests()).toEqual([]);
  });

  it('shows nothing for a designer open to nothing and without WhatsApp', () => {
    const { container } = render(<HireDesigner designer={{ ...designer, openTo: [], whatsapp: false }} />);
    expect(container.innerHTML).toBe('');
  });

  it('fetches a form, offers only the kinds the designer is open to, and sends the message with its token', async () => {
    fake(getInquiryForm, ok({ formToken: 'signed-form', openTo: ['commissions'], minimumFillSeconds: 3 }));
    const send = fake(sendInquiry, ok({ received: true as const }));
    render(<HireDesigner designer={designer} itemId={itemId} />);
    press('Get in touch');
    const kind = (await screen.findByLabelText('What kind of work')) as HTMLSelectElement;
    expect([...kind.options].map((option) => option.value)).toEqual(['commissions']);
    type('Your name', 'Bola Ade');
    type('Your e-mail address', 'bola@example.com');
    type('Your message', 'A poster for our bakery launch, please.');
    press('Send message');
    await waitFor(() => expect(send.requests).toHaveLength(1));
    expect(send.requests[0]?.body).toEqual({
      name: 'Bola Ade',
      email: 'bola@example.com',
      kind: 'commissions',
      budget: null,
      message: 'A poster for our bakery launch, please.',
      website: '',
      formToken: 'signed-form',
      itemId,
    });
    expect((await screen.findByRole('status')).textContent).toContain('Ada Obi');
  });

  it("checks the fields with the contract's rules before sending", async () => {
    fake(getInquiryForm, ok({ formToken: 'signed-form', openTo: ['freelance'], minimumFillSeconds: 3 }));
    render(<HireDesigner designer={designer} />);
    press('Get in touch');
    await screen.findByLabelText('Your message');
    type('Your e-mail address', 'not an address');
    type('Your message', 'Hi');
    press('Send message');
    expect(await screen.findByText('Write at least 10 characters')).toBeTruthy();
    expect(receivedRequests().map((request) => request.method)).toEqual(['GET']);
  });
});
