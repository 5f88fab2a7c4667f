// Builds messages/<lang>.json from parts/<area>.<lang>.json (each part holds whole namespaces).
import fs from 'node:fs';
import path from 'node:path';
const root = path.resolve(import.meta.dirname, '..');
const byLocale = {};
for (const file of fs.readdirSync(path.join(root, 'parts')).sort()) {
  const match = /^(.+)\.([a-z]{2})\.json$/.exec(file);
  if (!match) continue;
  const tree = JSON.parse(fs.readFileSync(path.join(root, 'parts', file), 'utf8'));
  const into = (byLocale[match[2]] ??= {});
  for (const [namespace, messages] of Object.entries(tree)) {
    if (into[namespace]) throw new Error(`namespace ${namespace} is in two parts (${file})`);
    into[namespace] = messages;
  }
}
for (const [locale, tree] of Object.entries(byLocale)) {
  const sorted = Object.fromEntries(Object.entries(tree).sort(([a], [b]) => a.localeCompare(b)));
  const target = path.join(root, 'messages', `${locale}.json`);
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
  fs.renameSync(temporary, target);
}
