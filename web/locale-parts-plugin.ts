import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { partOf, type LocalePart } from './src/lib/locale-parts.ts';

const PART_REQUEST = /^(.*[\\/]locales[\\/][a-z]{2}\.json)\?(?:.*&)?part=(first|pages|console)(?:&|$)/;
/**
 * A module id of our own: `\0locale-part:<part>:<file without .json>`. Not ending in `.json`, so
 * Vite's JSON plugin leaves the generated module alone.
 */
const VIRTUAL = '\0locale-part:';

/**
 * `locales/xx.json?part=first`, `?part=pages` and `?part=console`: the top-level sections of a locale
 * file the first load needs, the other screens', or the operator console's (src/lib/locale-parts.ts),
 * each a module of its own.
 */
export function localePartsPlugin(): Plugin {
  return {
    name: 'locale-parts',
    enforce: 'pre',
    resolveId: {
      filter: { id: PART_REQUEST },
      handler(source, importer) {
        const match = PART_REQUEST.exec(source);
        if (!match) return null;
        const file = path.resolve(importer ? path.dirname(importer) : '', match[1]!);
        return `${VIRTUAL}${match[2]}:${file.slice(0, -'.json'.length)}`;
      },
    },
    load: {
      filter: { id: new RegExp(`^${VIRTUAL}`) },
      async handler(id) {
        const separator = id.indexOf(':', VIRTUAL.length);
        const part = id.slice(VIRTUAL.length, separator) as LocalePart;
        const file = `${id.slice(separator + 1)}.json`;
        this.addWatchFile(file);
        const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
        const sections = Object.entries(messages).filter(([section]) => partOf(section) === part);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(sections)))});`;
      },
    },
  };
}
