import { describe, expect, it } from 'vitest';
import { bulkChatGptExport } from '../../../../e2e/support/chatgpt-export.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { importFile, json } from '../../test/imports.ts';

/**
 * The import's speed (docs/benchmarks.md), on demand: `IMPORT_BENCH=10000x10 npx vitest run
 * --project server server/src/modules/imports/import-speed.test.ts` imports 10,000 conversations of
 * 10 exchanges (20 messages) each and prints the seconds (add TEST_DATABASE_URL for PostgreSQL).
 */
const size = /^(\d+)x(\d+)$/.exec(process.env.IMPORT_BENCH ?? '');
const server = useTestApp({ runIf: Boolean(size), env: { IMPORT_MAX_BYTES: String(1024 ** 3) } });

describe.runIf(size)('import speed', () => {
  it('imports the bulk export in one request', async () => {
    const [conversations, turns] = [Number(size![1]), Number(size![2])];
    const file = json(bulkChatGptExport(conversations, turns));
    const customer = await createSignedInCustomer(server.app);
    const started = performance.now();
    const response = await importFile(server.app, customer.cookie, file);
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: conversations, messages: conversations * turns * 2 });
    console.log(
      `import of ${conversations} conversations × ${turns * 2} messages (${(file.length / 1_048_576).toFixed(1)} MB, ` +
        `${server.database.kind}): ${seconds.toFixed(1)} s`,
    );
  }, 600_000);
});
