import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX, AUDIO_MAX_BYTES, contract, FILE_MAX_BYTES, routes } from '@chat/protocol';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from './app.ts';
import { environmentVariables, loadConfig } from './config.ts';
import { MULTIPART_ENVELOPE_BYTES } from './modules/files/multipart.ts';
import { bundleNodeFlags, serverRoot } from './runtime-paths.ts';

/**
 * The deployment files (deploy/, the Dockerfile) say things the product also says: a body size,
 * a variable's name, a path. Each is held to the product here, so that changing one side alone
 * fails a test instead of a deployment (issue 35: nginx answered its own 413 to a valid import).
 */
const repository = path.join(serverRoot, '..');
const read = (file: string) => readFileSync(path.join(repository, file), 'utf8');

/** The largest file each upload route takes (the import's from IMPORT_MAX_BYTES's default). */
const largestFile: Record<string, number> = {
  [contract.uploadFile.route.path]: FILE_MAX_BYTES,
  [contract.transcribe.route.path]: AUDIO_MAX_BYTES,
  [contract.importConversations.route.path]: loadConfig({}).imports.maxBytes,
};

interface NginxLocation {
  exact: boolean;
  path: string;
  bodyBytes: number | undefined;
}

const sizeInBytes = (size: string) => {
  const [, amount, unit] = /^(\d+)([kmg]?)$/i.exec(size)!;
  return Number(amount) * 1024 ** ' kmg'.indexOf(unit!.toLowerCase() || ' ');
};

/** The server block's own client_max_body_size and its prefix and exact locations (nginx.conf). */
function parseNginx(conf: string) {
  const text = conf.replace(/#.*$/gm, '');
  const locations: NginxLocation[] = [];
  for (const [, modifier, location, block] of text.matchAll(/location\s+(=\s*)?(\/\S*)\s*\{([^}]*)\}/g)) {
    const size = /client_max_body_size\s+(\S+);/.exec(block!)?.[1];
    locations.push({ exact: Boolean(modifier), path: location!, bodyBytes: size ? sizeInBytes(size) : undefined });
  }
  const outside = text.replace(/location\s+[^{]*\{[^}]*\}/g, '');
  const serverSize = /client_max_body_size\s+(\S+);/.exec(outside)?.[1];
  return { serverBytes: serverSize ? sizeInBytes(serverSize) : 1024 * 1024, locations };
}

/** The body size nginx lets through to `uri`: an exact location, else the longest prefix, else the server's. */
function nginxLimit(conf: ReturnType<typeof parseNginx>, uri: string): number {
  const exact = conf.locations.find((location) => location.exact && location.path === uri);
  const prefix = conf.locations
    .filter((location) => !location.exact && uri.startsWith(location.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return (exact ?? prefix)?.bodyBytes ?? conf.serverBytes;
}

describe('deploy/nginx.conf', () => {
  const nginx = parseNginx(read('deploy/nginx.conf'));

  it('lets through the largest upload each upload route of the contract takes', () => {
    const uploads = Object.values(contract).filter((endpoint) => 'multipart' in endpoint && endpoint.multipart);
    expect(uploads.map((endpoint) => endpoint.route.path).sort()).toEqual(Object.keys(largestFile).sort());
    const refused = Object.entries(largestFile)
      .map(([route, bytes]) => ({ route, needs: bytes + MULTIPART_ENVELOPE_BYTES, nginx: nginxLimit(nginx, API_PREFIX + route) }))
      .filter(({ needs, nginx }) => nginx < needs);
    expect(refused).toEqual([]);
  });

  it('lets through the largest JSON body everywhere else', () => {
    expect(nginxLimit(nginx, API_PREFIX + routes.updateProfile.path)).toBeGreaterThanOrEqual(JSON_BODY_LIMIT_BYTES);
  });

  it('proxies to the port the image listens on', () => {
    const port = /ENV[^\n]*\bPORT=(\d+)/.exec(read('Dockerfile'))![1];
    const upstreams = [...read('deploy/nginx.conf').matchAll(/^\s*server\s+[\w.-]+:(\d+);/gm)].map(([, p]) => p);
    expect(upstreams.length).toBeGreaterThan(0);
    expect(new Set(upstreams)).toEqual(new Set([port]));
  });
});

describe('deploy/compose.yaml', () => {
  it('sets only variables the server reads', () => {
    const compose = read('deploy/compose.yaml');
    const block = compose.slice(compose.indexOf('app1:'), compose.indexOf('app2:'));
    const environment = block.slice(block.indexOf('environment:'), block.indexOf('volumes:'));
    const names = [...environment.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map(([, name]) => name);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !environmentVariables.includes(name!))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('starts the bundle with its Node flags and checks the health route', () => {
    expect(JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!)).toEqual(['node', ...bundleNodeFlags, 'server/dist/main.js']);
    expect(/HEALTHCHECK[\s\S]*?fetch\('[^']*'\+process\.env\.PORT\+'([^']+)'\)/.exec(dockerfile)?.[1]).toBe(
      API_PREFIX + routes.health.path,
    );
  });
});
