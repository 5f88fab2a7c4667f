import fs from 'node:fs';
import { commonPasswordsFile, normalisePassword } from '../credentials/common-passwords';

/** How many of the first list's most common passwords are shipped (docs/decisions/0921). */
const FROM_FIRST_LIST = 100_000;
const MAX_PASSWORD_LENGTH = 128;

/**
 * `tsx src/scripts/build-common-passwords.ts <breached list> [<more lists>…]` writes
 * common-passwords.txt: the first list's 100,000 most common distinct entries (it must be
 * ordered most common first), then every entry of the further lists that is not there yet.
 */
function main(sources: string[]) {
  if (sources.length === 0) {
    console.error('Name at least one password list, most common first, one password a line.');
    process.exit(1);
  }
  const entries = new Set<string>();
  sources.forEach((source, index) => {
    const limit = index === 0 ? entries.size + FROM_FIRST_LIST : Infinity;
    for (const line of fs.readFileSync(source, 'utf8').split('\n')) {
      if (entries.size >= limit) break;
      const entry = normalisePassword(line);
      // Control characters and undecodable bytes cannot be typed into a password field.
      const typeable = !/[\p{Cc}\uFFFD]/u.test(entry);
      if (entry && typeable && entry.length <= MAX_PASSWORD_LENGTH) entries.add(entry);
    }
  });
  fs.writeFileSync(commonPasswordsFile, `${[...entries].join('\n')}\n`);
  process.stdout.write(`${entries.size} passwords written to ${commonPasswordsFile}\n`);
}

main(process.argv.slice(2));
