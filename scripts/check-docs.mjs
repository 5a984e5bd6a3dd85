// Run by `npm run lint`: the repository's Markdown stands on its own. Every relative link and
// heading anchor in README.md, SECURITY.md and docs/ resolves inside this checkout, across files
// (remark-validate-links run by unified-engine over them all, offline: no hosted-repository
// guess); nothing points outside it (`../shared/`, where the team's specification lives, is not
// part of what a reader clones); and the README stays a short front page (issue 38: under 120
// lines, the reference is in docs/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remark } from 'remark';
import remarkValidateLinks from 'remark-validate-links';
import { engine } from 'unified-engine';

const root = path.join(import.meta.dirname, '..');
const README_MAX_LINES = 119;

/** A unified plugin: warns at each path that climbs out of the checkout, in links and code spans alike. */
function noPathsOutside() {
  return (_tree, file) => {
    for (const match of String(file.value).matchAll(/(?:\.\.\/)+shared\/[\w./-]*/g))
      file.message(`points outside the repository: ${match[0]}`);
  };
}

const readmeLines = readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
const linksFailed = await new Promise((resolve, reject) =>
  engine(
    {
      processor: remark(),
      cwd: root,
      files: ['README.md', 'SECURITY.md', 'docs'],
      extensions: ['md'],
      plugins: [[remarkValidateLinks, { repository: false }], noPathsOutside],
      out: false,
      quiet: true,
      frail: true,
    },
    (error, code) => (error ? reject(error) : resolve(code !== 0)),
  ),
);
const tooLong = readmeLines > README_MAX_LINES;
if (tooLong) console.error(`README.md has ${readmeLines} lines: keep it to ${README_MAX_LINES}, detail goes in docs/`);
if (linksFailed || tooLong) {
  console.error('✗ docs: fix the above');
  process.exit(1);
}
console.log(`✓ docs: every link resolves inside the repository; README ${readmeLines} lines`);
