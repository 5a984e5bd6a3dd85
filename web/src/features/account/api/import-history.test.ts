import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { localizeServerMessage } from '@/lib/server-messages';
import './import-history';

beforeAll(() => initI18n('en'));

describe("an import's refusals, once the import's code has loaded", () => {
  it('shows the reason as the profile words it, with its figures', () => {
    expect(localizeServerMessage('This file is not a ChatGPT export or one of ours: the ZIP cannot be read.')).toBe(
      'This ZIP cannot be read. Unzip it and upload the conversations.json inside it.',
    );
    expect(localizeServerMessage('This file holds 12000 conversations; one import takes at most 10000.')).toBe(
      'This file holds 12,000 conversations; one import takes at most 10,000. Nothing was imported.',
    );
    expect(localizeServerMessage('You are importing too often. Please wait 1 seconds and try again.')).toBe(
      'You are importing too often. Please wait 1 second and try again.',
    );
  });
});
