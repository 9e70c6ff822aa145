// Adds UI messages to messages/pl.json and messages/en.json in one step, keeping both in step.
// Usage: node scripts/add-messages.mjs new-messages.json
//   where the file holds { "key": { "pl": "…", "en": "…" }, … }.
// An existing key keeps its text unless --force is given. Keys are snake_case (Paraglide).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/add-messages.mjs new-messages.json [--force]');
  process.exit(2);
}
const add = JSON.parse(readFileSync(file, 'utf8'));
for (const locale of ['pl', 'en']) {
  const path = new URL(`../messages/${locale}.json`, import.meta.url);
  const messages = JSON.parse(readFileSync(path, 'utf8'));
  for (const [key, texts] of Object.entries(add)) {
    if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`bad key ${key}`);
    if (typeof texts[locale] !== 'string') throw new Error(`${key}: no ${locale} text`);
    if (key in messages && messages[key] !== texts[locale] && flag !== '--force') {
      console.warn(`${locale}: ${key} exists with other text; kept (use --force)`);
      continue;
    }
    messages[key] = texts[locale];
  }
  const tmp = new URL(`../messages/${locale}.json.tmp`, import.meta.url);
  writeFileSync(tmp, JSON.stringify(messages, null, 2) + '\n');
  renameSync(tmp, path);
}
console.log(`added ${Object.keys(add).length} messages`);
