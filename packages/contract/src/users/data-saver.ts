/**
 * Data saver: images start from their small variants, only what is on screen loads, and galleries
 * wait to be asked for. The server decides it for a page it renders and the browser decides it
 * again when it hydrates, so both read the same rule from here. No Zod: the web entry and the
 * server render import it.
 */

/** The cookie that remembers this browser's own choice, so the server renders the page in that mode. */
export const DATA_SAVER_COOKIE = 'data-saver';
/** A year: a choice about one's data plan does not expire with a session. */
export const DATA_SAVER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The widest image variant a page asks for in data-saver mode (of 320, 640, 960, 1280, 1920). */
export const DATA_SAVER_MAX_IMAGE_WIDTH = 640;

/** What this browser was told: turned on, turned off, or nothing (the browser's Save-Data decides). */
export type DataSaverChoice = 'on' | 'off';

/** The choice in a Cookie header (or `document.cookie`); anything else in it is ignored. */
export function dataSaverChoiceIn(cookies: string | undefined): DataSaverChoice | undefined {
  if (!cookies) return undefined;
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== DATA_SAVER_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return value === 'on' || value === 'off' ? value : undefined;
  }
  return undefined;
}

/** `Save-Data: on` (the header's only defined token; case does not matter). */
export function saveDataHeaderOn(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  return value !== undefined && /(^|[\s,;])on($|[\s,;])/i.test(value);
}

/**
 * On when the member turned it on in their settings, or this browser chose it; a browser that
 * chose neither way follows its Save-Data. A member's setting left off is no choice: their
 * browser's Save-Data or own choice still counts.
 */
export function dataSaverOn(signals: {
  memberSetting?: boolean | undefined;
  choice: DataSaverChoice | undefined;
  saveData: boolean;
}): boolean {
  if (signals.memberSetting === true || signals.choice === 'on') return true;
  return signals.choice !== 'off' && signals.saveData;
}

/**
 * A request's mode as the server sees it: the server never knows who is signed in to a page
 * (tokens stay in the browser), so a member's setting reaches it as the cookie the browser keeps
 * in step with it.
 */
export function dataSaverRequested(headers: {
  cookie?: string | undefined;
  'save-data'?: string | string[] | undefined;
}): boolean {
  return dataSaverOn({
    choice: dataSaverChoiceIn(headers.cookie),
    saveData: saveDataHeaderOn(headers['save-data']),
  });
}
