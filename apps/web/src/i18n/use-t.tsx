import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useContext, type ReactElement } from 'react';
import type { Locale, MessageId } from '@creators-archive/i18n';
import { pageLanguage } from './i18n';

export type MessageValues = Record<string, unknown>;

/** A translated message: `t('site.description')`, `t('site.pageTitle', { page, site })`. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export function translator(i18n: I18n): Translate {
  return (id, values) => i18n._(id, values);
}

/** The language the component renders in: the provider's on the server, the page's in the browser. */
export function useI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? pageLanguage();
}

export function useT(): Translate {
  return translator(useI18n());
}

export function useLocale(): Locale {
  return useI18n().locale as Locale;
}

/**
 * A message with elements inside it: `<T id="join.terms" components={{ 0: <Link to="/terms" /> }} />`
 * for "I accept the <0>terms</0>". Text without elements is `useT()`'s.
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  // Lingui's Trans without its provider, which tests of one component do not render.
  return <TransNoContext lingui={{ i18n: useI18n() }} id={id} values={values} components={components} />;
}
