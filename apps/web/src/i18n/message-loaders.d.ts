declare module 'virtual:message-loaders' {
  import type { Messages } from '@lingui/core';
  import type { Locale, MessageArea } from '@creators-archive/i18n';
  /**
   * Each language's compiled messages, an area at a time, loaded on demand
   * (vite-plugins/compiled-messages.ts).
   */
  export const messageLoaders: Record<Locale, Record<MessageArea, () => Promise<Messages>>>;
}
