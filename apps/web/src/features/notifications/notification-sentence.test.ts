import { describe, expect, it } from 'vitest';
import type { Notification } from '@creators-archive/contract/notifications/notification';
import {
  notificationSentence,
  type SentenceFormats,
} from '@creators-archive/contract/notifications/notification-sentence';
import type { Locale } from '@creators-archive/i18n';
import { i18nFor } from '../../i18n/i18n';
import { translator } from '../../i18n/use-t';
import { formatMoney } from '../../lib/money';

const ada = { id: '00000000-0000-4000-8000-000000000001', fullName: 'Ada Obi', profilePicture: null };
const kofi = { id: '00000000-0000-4000-8000-000000000002', fullName: 'Kofi Boateng', profilePicture: null };
const work = {
  type: 'item' as const,
  id: '00000000-0000-4000-8000-000000000010',
  title: 'Poster',
  ownerId: '00000000-0000-4000-8000-000000000003',
};

const base = {
  id: '00000000-0000-4000-8000-000000000100',
  createdAt: '2026-11-29T10:00:00.000Z',
  readAt: null,
};

/** Fixed formats, so the sentences, not Intl, are under test. */
const formats = (locale: Locale): SentenceFormats => ({
  money: (amount, currency) => formatMoney(amount, currency, locale),
  day: (iso) => iso.slice(0, 10),
  calendarDate: (date) => date,
});

async function say(locale: Locale, notification: Omit<Notification, 'id' | 'createdAt' | 'readAt'>) {
  return notificationSentence(
    { ...base, ...notification },
    translator(await i18nFor(locale)),
    formats(locale),
  );
}

describe('a notification as a sentence', () => {
  it('names the latest liker and counts the others, in English and French', async () => {
    const like = (actorCount: number) => ({
      kind: 'like' as const,
      actors: [ada, kofi],
      actorCount,
      subject: work,
    });
    expect(await say('en', like(1))).toBe('Ada Obi liked Poster');
    expect(await say('en', like(2))).toBe('Ada Obi and 1 other liked Poster');
    expect(await say('en', like(5))).toBe('Ada Obi and 4 others liked Poster');
    expect(await say('fr', like(1))).toBe('Ada Obi a aimé Poster');
    expect(await say('fr', like(2))).toBe('Ada Obi et 1 autre personne ont aimé Poster');
    expect(await say('fr', like(5))).toBe('Ada Obi et 4 autres personnes ont aimé Poster');
  });

  it('says an untitled work and a follower without a subject', async () => {
    const untitled = {
      kind: 'like' as const,
      actors: [ada],
      actorCount: 1,
      subject: { ...work, title: null },
    };
    expect(await say('en', untitled)).toBe('Ada Obi liked your untitled work');
    expect(await say('fr', untitled)).toBe('Ada Obi a aimé votre œuvre sans titre');
    const follower = { kind: 'follower' as const, actors: [kofi], actorCount: 1, subject: null };
    expect(await say('en', follower)).toBe('Kofi Boateng started following you');
    expect(await say('fr', follower)).toBe('Kofi Boateng vous suit désormais');
  });

  it('says every kind the product makes', async () => {
    const product = { actors: [], actorCount: 0 };
    const cases: [Omit<Notification, 'id' | 'createdAt' | 'readAt'>, string, string][] = [
      [
        {
          kind: 'collection_save',
          actors: [ada],
          actorCount: 1,
          subject: {
            type: 'collection',
            id: work.id,
            name: 'Lagos type',
            item: { id: work.id, title: 'Poster' },
          },
        },
        'Ada Obi saved Poster to Lagos type',
        'Ada Obi a enregistré Poster dans Lagos type',
      ],
      [
        { kind: 'inquiry', ...product, subject: { type: 'inquiry', id: work.id, senderName: 'Bola Ade' } },
        'Bola Ade sent you an inquiry',
        'Bola Ade vous a envoyé une demande',
      ],
      [
        {
          kind: 'verification_decision',
          ...product,
          subject: { type: 'verification', requestId: work.id, decision: 'approved' },
        },
        'Your verification request was approved',
        'Votre demande de vérification a été acceptée',
      ],
      [
        {
          kind: 'verification_decision',
          ...product,
          subject: { type: 'verification', requestId: work.id, decision: 'rejected' },
        },
        'Your verification request was not approved',
        'Votre demande de vérification n’a pas été acceptée',
      ],
      [
        {
          kind: 'booking',
          ...product,
          subject: {
            type: 'booking',
            id: work.id,
            studioName: 'Ilé Studio',
            date: '2026-12-02',
            startTime: '10:00',
            outcome: 'confirmed',
          },
        },
        'Your booking at Ilé Studio on 2026-12-02 at 10:00 is confirmed',
        'Votre réservation à Ilé Studio le 2026-12-02 à 10:00 est confirmée',
      ],
      [
        {
          kind: 'payment',
          ...product,
          subject: { type: 'payment', reference: null, amount: 500000, currency: 'NGN', outcome: 'failed' },
        },
        'Your payment of ₦5,000 did not go through',
        'Votre paiement de 5 000 ₦ n’a pas abouti',
      ],
      [
        {
          kind: 'membership_ending',
          ...product,
          subject: { type: 'membership', planName: 'Monthly', endsAt: '2026-12-24T00:00:00.000Z' },
        },
        'Your Monthly membership ends on 2026-12-24',
        'Votre adhésion Monthly se termine le 2026-12-24',
      ],
    ];
    for (const [notification, english, french] of cases) {
      expect(await say('en', notification)).toBe(english);
      // Intl writes French thousands with a narrow no-break space.
      expect((await say('fr', notification)).replace(/\u202f|\u00a0/g, ' ')).toBe(french);
    }
  });
});
