declare module 'virtual:message-loaders' {
  import type { Messages } from '@lingui/core';
  import type { Locale } from '@creators-archive/i18n';
  /** Each language's compiled messages, loaded on demand (vite-plugins/compiled-messages.ts). */
  export const messageLoaders: Record<Locale, () => Promise<Messages>>;
}
