import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { installImage, type Image } from './image.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Docker image's runtime stage, installed in a folder (image.ts). */
    image: Image;
  }
}

/**
 * The artifact under test: ARTIFACT_CHECKOUT (a checkout, built with `npm run build`), by default
 * this one. Another lets the same tests judge another commit's bundle, e.g. the one an issue started from.
 */
export const checkout = path.resolve(process.env.ARTIFACT_CHECKOUT ?? path.join(import.meta.dirname, '../../..'));

/** Installs the image once for the run's test files; removed afterwards. */
export default async function setup(project: TestProject): Promise<() => void> {
  for (const built of ['server/dist/main.js', 'server/dist/pglite-template', 'web/dist/index.html'])
    if (!existsSync(path.join(checkout, built))) throw new Error(`${checkout} has no ${built}: run npm run build first`);
  const dir = mkdtempSync(path.join(tmpdir(), 'chat-image-'));
  project.provide('image', await installImage(checkout, dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
