import {
  currencyForCountry,
  currencyForRegion,
  defaultCurrency,
  isCurrency,
  type Currency,
} from '@creators-archive/contract/subscriptions/currencies';
import { useState } from 'react';

const CHOSEN_CURRENCY_KEY = 'membershipCurrency';

/**
 * The currency prices are shown in: the one the visitor chose on this browser, otherwise the
 * member's country's, otherwise the region of the browser's language (`en-KE`), otherwise USD.
 */
export function preselectedCurrency(
  country: string | null | undefined,
  language: string | undefined,
): Currency {
  const remembered = readRemembered();
  if (remembered) return remembered;
  if (country) return currencyForCountry(country);
  return language ? currencyForRegion(regionOf(language)) : defaultCurrency;
}

/** The currency to show and a way to change it; the change is remembered on this browser. */
export function useChosenCurrency(
  country: string | null | undefined,
): [Currency, (currency: Currency) => void] {
  const [chosen, setChosen] = useState<Currency | null>(null);
  const choose = (currency: Currency) => {
    remember(currency);
    setChosen(currency);
  };
  return [chosen ?? preselectedCurrency(country, globalThis.navigator?.language), choose];
}

function regionOf(language: string): string | undefined {
  try {
    return new Intl.Locale(language).region;
  } catch {
    return undefined;
  }
}

// Storage can be missing or refuse access (private browsing, blocked cookies); the choice then lasts the visit.
function readRemembered(): Currency | null {
  try {
    const value = globalThis.localStorage?.getItem(CHOSEN_CURRENCY_KEY);
    return isCurrency(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(currency: Currency): void {
  try {
    globalThis.localStorage?.setItem(CHOSEN_CURRENCY_KEY, currency);
  } catch {
    // The choice still holds on this page.
  }
}
