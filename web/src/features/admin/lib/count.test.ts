import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n, loadConsoleMessages } from '@/lib/i18n';
import { countOf } from './count';

const counts = (...values: number[]) => values.map((value) => countOf(i18n.t, 'messages', value));

describe('counts in the console (issue 38)', () => {
  beforeAll(loadConsoleMessages);
  afterEach(() => changeLocale('en', { remember: false }));

  it('give the noun the form its number takes in each language', async () => {
    expect(counts(1, 2, 1234)).toEqual(['1 message', '2 messages', '1,234 messages']);
    await changeLocale('ro', { remember: false });
    expect(counts(1, 2, 20, 101)).toEqual(['1 mesaj', '2 mesaje', '20 de mesaje', '101 mesaje']);
    await changeLocale('fr', { remember: false });
    expect(counts(0, 1, 2)).toEqual(['0 message', '1 message', '2 messages']);
    await changeLocale('it', { remember: false });
    expect(counts(1, 3)).toEqual(['1 messaggio', '3 messaggi']);
    await changeLocale('es', { remember: false });
    expect(counts(1, 3)).toEqual(['1 mensaje', '3 mensajes']);
  });
});
