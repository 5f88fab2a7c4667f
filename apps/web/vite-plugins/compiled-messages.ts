// By path, not by package name: Vite loads its config's imports from node_modules untranspiled.
import { compileMessages, localesWithMessages, messagesDir } from '../../../packages/i18n/src/compile.ts';
import {
  messageAreas,
  messagesModuleId,
  type MessageArea,
} from '../../../packages/i18n/src/message-areas.ts';
import type { Plugin } from 'vite';

const LOADERS = 'virtual:message-loaders';
/** The start of every name messagesModuleId gives. */
const MESSAGES = 'virtual:messages/';
/** Rollup's mark for a module no file backs, so no other plugin reads it from disk. */
const resolved = (id: string) => `\0${id}`;

/**
 * The languages' messages (packages/i18n/messages/<code>.json), compiled from ICU MessageFormat at
 * build time so the browser loads no message parser, each language and area of messages
 * (packages/i18n/src/message-areas.ts) its own chunk, `virtual:messages/<code>/<area>`: a page
 * loads only its language, and only the areas its screens speak. `virtual:message-loaders` maps
 * every language with a messages file, and each of its areas, to its loader.
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
        const languages = localesWithMessages().map((locale) => {
          const areas = messageAreas.map(
            (area) =>
              `${area}: () => import(${JSON.stringify(messagesModuleId(locale, area))}).then((m) => m.default)`,
          );
          return `${locale}: { ${areas.join(', ')} }`;
        });
        return `export const messageLoaders = { ${languages.join(', ')} };`;
      }
      if (id.startsWith(resolved(MESSAGES))) {
        const [locale, area] = id.slice(resolved(MESSAGES).length).split('/');
        this.addWatchFile(new URL(`${locale}.json`, messagesDir).pathname);
        const [known] = localesWithMessages().filter((code) => code === locale);
        if (!known) throw new Error(`There is no messages file for "${locale}"`);
        if (!messageAreas.includes(area as MessageArea)) {
          throw new Error(`There is no area of messages called "${area}"`);
        }
        const messages = compileMessages(known, area as MessageArea);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
      }
      return undefined;
    },
  };
}
