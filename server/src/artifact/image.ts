import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The Docker image's runtime stage, read from the Dockerfile and carried out in a folder instead of
 * an image: no engine runs on the machines the tests run on (and its base image could not be
 * pulled here), so this is how `npm test` checks what the image holds. The stage's COPY lines are
 * copied (from the build context, or `--from=build`, the same checkout once built), its `npm ci`
 * runs in the folder, and its ENV and CMD say how the image starts. What a RUN line does to the
 * machine outside the image (cleaning npm's cache, making /data) is left out.
 */
export interface Image {
  /** The folder standing in for the image's WORKDIR. */
  dir: string;
  env: Record<string, string>;
  /** The CMD, its first word (`node`) to be run by the test's Node (the pinned version). */
  command: string[];
}

interface Stage {
  workdir: string;
  env: Record<string, string>;
  copies: { from: 'context' | 'build'; sources: string[]; target: string }[];
  npmCommands: string[][];
  command: string[];
}

/** The last stage of the Dockerfile, the one the image runs. */
export function runtimeStage(dockerfile: string): Stage {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const start = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  const stage: Stage = { workdir: '/', env: {}, copies: [], npmCommands: [], command: [] };
  for (const line of lines.slice(start + 1)) {
    const [instruction, ...words] = line.split(/\s+/);
    const rest = line.slice(instruction!.length).trim();
    switch (instruction!.toUpperCase()) {
      case 'WORKDIR':
        stage.workdir = rest;
        break;
      case 'ENV':
        for (const pair of words) stage.env[pair.split('=')[0]!] = pair.slice(pair.indexOf('=') + 1);
        break;
      case 'COPY': {
        const fromBuild = words[0]?.startsWith('--from=');
        const paths = fromBuild ? words.slice(1) : words;
        stage.copies.push({ from: fromBuild ? 'build' : 'context', sources: paths.slice(0, -1), target: paths.at(-1)! });
        break;
      }
      case 'RUN':
        for (const command of rest.split('&&').map((part) => part.trim().split(/\s+/)))
          if (command[0] === 'npm' && command[1] === 'ci') stage.npmCommands.push(command);
        break;
      case 'CMD':
        stage.command = JSON.parse(rest) as string[];
        break;
    }
  }
  return stage;
}

/**
 * Builds the runtime stage of `checkout`'s Dockerfile into `dir`, from that checkout's files and
 * its build output (web/dist, server/dist: `npm run build` first). `npm ci` prefers npm's cache:
 * the same packages, without the registry's time.
 */
export async function installImage(checkout: string, dir: string): Promise<Image> {
  const stage = runtimeStage(readFileSync(path.join(checkout, 'Dockerfile'), 'utf8'));
  const inImage = (target: string) => path.join(dir, path.relative(stage.workdir, path.resolve(stage.workdir, target)));
  for (const copy of stage.copies) {
    for (const source of copy.sources) {
      // The build stage's WORKDIR holds the checkout, built.
      const from = path.join(checkout, copy.from === 'build' ? path.relative(stage.workdir, source) : source);
      if (!existsSync(from)) throw new Error(`The Dockerfile copies ${source}, which ${checkout} does not have (built?)`);
      const target = copy.target.endsWith('/') ? path.join(inImage(copy.target), path.basename(source)) : inImage(copy.target);
      mkdirSync(path.dirname(target), { recursive: true });
      cpSync(from, target, { recursive: true });
    }
  }
  for (const [npm, ...args] of stage.npmCommands)
    await run(npm!, [...args, '--prefer-offline'], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  return { dir, env: stage.env, command: stage.command };
}
