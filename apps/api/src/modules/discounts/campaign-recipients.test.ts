import { describe, expect, it } from 'vitest';
import { sortRecipients } from './campaign-recipients';

describe(sortRecipients.name, () => {
  it('keeps each address once whatever its case or spacing, in the order first given', () => {
    expect(
      sortRecipients(['Ada@Example.com', ' ada@example.com ', 'kofi@example.org', 'ADA@EXAMPLE.COM']),
    ).toEqual({
      emails: ['ada@example.com', 'kofi@example.org'],
      invalid: [],
      duplicates: 2,
    });
  });

  it('lists entries that are not addresses as given and skips blank ones', () => {
    expect(sortRecipients(['not-an-address', '', '   ', 'a@b', 'zola@example.co.za', 'x@y.z@w'])).toEqual({
      emails: ['zola@example.co.za'],
      invalid: ['not-an-address', 'a@b', 'x@y.z@w'],
      duplicates: 0,
    });
  });
});
