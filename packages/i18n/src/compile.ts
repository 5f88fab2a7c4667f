import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { isLocale, type Locale } from './locales';
import { messageAreaOf, type MessageArea } from './message-areas';

/**
 * Where the messages files are: one per language, named by its code. Found through the package's
 * own name, not this file's address: the API's build bundles this file into apps/api/dist.
 */
export const messagesDir = new URL(
  'messages/',
  pathToFileURL(createRequire(import.meta.url).resolve('@creators-archive/i18n/package.json')),
);

/** A messages file as written: namespaces of messages, nested. */
export type MessageTree = { [key: string]: string | MessageTree };

/** `{ directory: { title: … } }` as `{ 'directory.title': … }`, the ids the code asks for. */
export function flattenMessages(tree: MessageTree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat[`${prefix}${key}`] = value;
    else Object.assign(flat, flattenMessages(value, `${prefix}${key}.`));
  }
  return flat;
}

export function readMessages(locale: Locale): MessageTree {
  return JSON.parse(fs.readFileSync(new URL(`${locale}.json`, messagesDir), 'utf8')) as MessageTree;
}

/** The languages with a messages file. */
export function localesWithMessages(): Locale[] {
  return fs
    .readdirSync(messagesDir)
    .map((file) => /^([a-z]{2})\.json$/.exec(file)?.[1])
    .filter(isLocale);
}

/**
 * A language's messages compiled from ICU MessageFormat to what Lingui's runtime reads, so neither
 * the browser nor the server parses a message while it renders: all of them, or one area's
 * (message-areas.ts) for the browser.
 */
export function compileMessages(locale: Locale, area?: MessageArea): Messages {
  const compiled: Messages = {};
  for (const [id, message] of Object.entries(flattenMessages(readMessages(locale)))) {
    if (area === undefined || messageAreaOf(id) === area) compiled[id] = compileMessage(message);
  }
  return compiled;
}
