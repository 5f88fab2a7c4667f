import { describe, expect, it } from 'vitest';
import { flattenMessages, readMessages } from './compile';
import { laterMessageAreas, messageAreaOf } from './message-areas';

describe('the area a message belongs to', () => {
  it('is the area naming its namespace, or the first visit’s when none does', () => {
    expect(messageAreaOf('billing.title')).toBe('member');
    expect(messageAreaOf('auth.login.title')).toBe('auth');
    expect(messageAreaOf('site.title')).toBe('start');
  });

  it('is the area naming the longest group that starts its id', () => {
    expect(messageAreaOf('portfolio.upload.title')).toBe('portfolio');
    expect(messageAreaOf('portfolio.gallery.heading')).toBe('showcase');
    expect(messageAreaOf('inquiries.settings.title')).toBe('member');
    expect(messageAreaOf('inquiries.form.send')).toBe('forms');
  });

  it('matches a group by whole segments of the id, a message or a group of them', () => {
    // `portfolio.likes` is a message of its own, named by the showcase.
    expect(messageAreaOf('portfolio.likes')).toBe('showcase');
    // A namespace that only starts like one an area names is not in it.
    expect(messageAreaOf('authors.title')).toBe('start');
    expect(messageAreaOf('collections.privateBadge')).toBe('start');
    expect(messageAreaOf('collections.publicBadge')).toBe('collecting');
  });

  it('is none for what only the API words', () => {
    expect(messageAreaOf('mail.welcome.subject')).toBeUndefined();
    expect(messageAreaOf('billing.invoiceDocument.title')).toBeUndefined();
  });

  it('names only groups of messages that exist, each in one area', () => {
    const ids = Object.keys(flattenMessages(readMessages('en')));
    const groups = Object.values(laterMessageAreas).flat();
    expect(new Set(groups).size).toBe(groups.length);
    for (const group of groups) {
      expect(
        ids.some((id) => id === group || id.startsWith(`${group}.`)),
        `${group} names no message`,
      ).toBe(true);
    }
  });
});
