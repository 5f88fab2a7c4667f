// By path, not by package name: Vite loads its config's imports from node_modules untranspiled.
import { compileMessages, localesWithMessages, messagesDir } from '../../../packages/i18n/src/compile.ts';
import type { Plugin } from 'vite';

const LOADERS = 'virtual:message-loaders';
const MESSAGES = 'virtual:messages/';
/** Rollup's mark for a module no file backs, so no other plugin reads it from disk. */
const resolved = (id: string) => `\0${id}`;

/**
 * The languages' messages (packages/i18n/messages/<code>.json), compiled from ICU MessageFormat at
 * build time so the browser loads no message parser, each its own chunk: a page loads only its
 * language. `virtual:message-loaders` maps every language with a messages file to its loader.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    resolveId(id) {
      if (id === LOADERS || id.startsWith(MESSAGES)) return resolved(id);
      return undefined;
    },
    load(id) {
      if (id === resolved(LOADERS)) {
        const entries = localesWithMessages().map(
          (locale) =>
            `${locale}: () => import(${JSON.stringify(`${MESSAGES}${locale}`)}).then((m) => m.default)`,
        );
        return `export const messageLoaders = { ${entries.join(', ')} };`;
      }
      if (id.startsWith(resolved(MESSAGES))) {
        const locale = id.slice(resolved(MESSAGES).length);
        this.addWatchFile(new URL(`${locale}.json`, messagesDir).pathname);
        const [known] = localesWithMessages().filter((code) => code === locale);
        if (!known) throw new Error(`There is no messages file for "${locale}"`);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileMessages(known)))});`;
      }
      return undefined;
    },
  };
}
