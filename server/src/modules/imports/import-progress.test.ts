import { afterEach, describe, expect, it } from 'vitest';
import type { ImportWriting } from '@chat/protocol';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { importFile, ourExportFile } from '../../test/imports.ts';
import { connectSocket, type TestSocket } from '../../test/socket.ts';

/** The writing of an import, told to the customer's tabs part by part: bytes of its JSON read and written (issue 37). */
const server = useTestApp({ listen: true });
const sockets: TestSocket[] = [];
afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));

describe('import:progress', () => {
  it('reaches every tab of the importing customer after each part, growing up to the total; nobody else’s', async () => {
    const customer = await createSignedInCustomer(server.app);
    const other = await createSignedInCustomer(server.app);
    const [tab, otherTab] = await Promise.all([
      connectSocket(server.app, customer.cookie),
      connectSocket(server.app, other.cookie),
    ]);
    sockets.push(tab, otherTab);
    const seen: ImportWriting[] = [];
    const othersSeen: ImportWriting[] = [];
    tab.on('import:progress', (progress) => seen.push(progress));
    otherTab.on('import:progress', (progress) => othersSeen.push(progress));
    const lastOne = new Promise<void>((resolve) =>
      tab.on('import:progress', ({ written, total }) => written === total && resolve()),
    );

    // 120 conversations × 20 exchanges: 2,400 chats, more than one part (at most 2,000 rows each).
    const file = ourExportFile(120, 20);
    const response = await importFile(server.app, customer.cookie, file);
    expect(response.statusCode).toBe(200);
    await lastOne;
    expect(seen.length).toBeGreaterThanOrEqual(2);
    // A plain JSON file is its own JSON: its bytes are the total.
    expect(seen.every((progress) => progress.total === file.length)).toBe(true);
    const written = seen.map((progress) => progress.written);
    expect(written.every((bytes, index) => index === 0 || bytes > written[index - 1]!)).toBe(true);
    expect(written[0]).toBeGreaterThan(0);
    expect(written.at(-1)).toBe(file.length);
    expect(othersSeen).toEqual([]);
  });
});
