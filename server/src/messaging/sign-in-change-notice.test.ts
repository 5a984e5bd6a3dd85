import { LOCALES } from '@chat/protocol';
import { describe, expect, it } from 'vitest';
import { signInChangeNotice, type NoticeKind } from './sign-in-change-notice.ts';

const KINDS: NoticeKind[] = ['email-changed', 'email-added', 'phone-changed', 'phone-added', 'google-linked', 'google-unlinked'];
const undoUrl = 'https://chat.example/account/undo-change/abc';

describe('signInChangeNotice', () => {
  it('says what changed, in each of the five languages, with the undo link and its 7 days', () => {
    for (const locale of LOCALES) {
      const texts = KINDS.map((kind) => signInChangeNotice(locale, { kind, value: 'new@example.com', undoUrl, days: 7 }).text);
      expect(new Set(texts).size).toBe(KINDS.length);
      for (const text of texts) {
        expect(text).toContain(undoUrl);
        expect(text).toMatch(/\b7\b/);
      }
      if (locale !== 'en')
        expect(texts[0]).not.toBe(
          signInChangeNotice('en', { kind: 'email-changed', value: 'new@example.com', undoUrl, days: 7 }).text,
        );
    }
  });

  it('names the new address and greets the customer by name', () => {
    const { subject, text } = signInChangeNotice('fr', {
      kind: 'email-changed',
      value: 'x@example.com',
      undoUrl,
      days: 7,
      name: 'Claire',
    });
    expect(subject).toBe('Vos informations de connexion ont été modifiées');
    expect(text).toMatch(
      /^Bonjour Claire,\n\nL'adresse e-mail de votre compte Chat Assistant a été remplacée par x@example\.com\./,
    );
  });
});
