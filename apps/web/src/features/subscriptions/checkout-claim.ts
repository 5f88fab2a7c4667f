/**
 * A visitor's checkout answers a claim token that signs this browser in once the payment made the
 * account. It is kept for the tab (sessionStorage), one entry per payment reference, until the
 * payment is confirmed.
 */
const PREFIX = 'checkoutClaim:';

type StoredClaim = { reference: string; claimToken: string };

export function keepClaim(reference: string, claimToken: string): void {
  try {
    const claim: StoredClaim = { reference, claimToken };
    sessionStorage.setItem(PREFIX + reference, JSON.stringify(claim));
  } catch {
    // Without storage the payment still succeeds; the member signs in to see it.
  }
}

/** The claim token kept for this payment, or null. */
export function claimFor(reference: string): string | null {
  try {
    const stored = sessionStorage.getItem(PREFIX + reference);
    if (!stored) return null;
    const claim = JSON.parse(stored) as Partial<StoredClaim>;
    return claim.reference === reference && typeof claim.claimToken === 'string' ? claim.claimToken : null;
  } catch {
    return null;
  }
}

export function dropClaim(reference: string): void {
  try {
    sessionStorage.removeItem(PREFIX + reference);
  } catch {
    // Nothing kept, nothing to drop.
  }
}
