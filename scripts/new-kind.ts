// npm run new-kind -- <name> [--plural <name>] [--entries]
// Writes a new kind of record: its folder from a small template, its line in each registry, its
// messages in both languages and a test of its model; then prints what is left to do by hand.
// `--entries`: a module with entries, which shares the entry editor (src/kinds/entry/).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { entryModuleFiles, ownKindFiles } from './scaffold/kind-files.ts';
import { kindMessages, withMessages } from './scaffold/kind-messages.ts';
import { kindNames } from './scaffold/kind-names.ts';
import { entryModuleEdits, ownKindEdits } from './scaffold/registry-lines.ts';
import { leftToDo } from './scaffold/left-to-do.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { entries: { type: 'boolean' }, plural: { type: 'string' } } });
if (positionals.length !== 1) {
  console.error('usage: npm run new-kind -- <name> [--plural <name>] [--entries]');
  process.exit(2);
}
const entries = values.entries === true;
const names = kindNames(positionals[0]!, values.plural);
if (existsSync(`src/kinds/${names.kind}`)) throw new Error(`src/kinds/${names.kind} is there already`);

// Every edit is made in memory first: a registry that cannot take its line leaves nothing half done.
const writes = new Map<string, string>(Object.entries(entries ? entryModuleFiles(names) : ownKindFiles(names)));
for (const { file, edit } of entries ? entryModuleEdits(names) : ownKindEdits(names)) writes.set(file, edit(writes.get(file) ?? readFileSync(file, 'utf8')));
const messages = kindMessages(names, entries);
for (const language of ['en', 'ru']) {
  const file = `public/_locales/${language}/messages.json`;
  writes.set(file, withMessages(readFileSync(file, 'utf8'), messages, language === 'en'));
}
for (const [file, text] of writes) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
console.log(`Wrote ${writes.size} files:\n${[...writes.keys()].map((file) => `  ${file}`).join('\n')}\n`);
console.log(leftToDo(names, entries, Object.keys(messages)));
