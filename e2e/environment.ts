import path from 'node:path';

export const E2E_PORT = 3100;
/** A data directory of its own, wiped before each run, so the demo seed runs fresh. */
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '../.data-e2e');
/** The SMTP server the e2e mailbox fixture runs; the product sends its e-mail there. */
export const E2E_SMTP_PORT = 3125;
