import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n, initI18n } from './i18n';
import { localizeServerMessage } from './server-messages';

beforeAll(() => initI18n('en'));
afterEach(() => changeLocale('en', { remember: false }));

describe('server messages in the interface language', () => {
  it('shows a known server message in the chosen language', async () => {
    await changeLocale('it', { remember: false });
    expect(localizeServerMessage('Too many codes were requested. Please try again in an hour.')).toBe(
      "Sono stati richiesti troppi codici. Riprova tra un'ora.",
    );
    await changeLocale('fr', { remember: false });
    expect(localizeServerMessage('The code is incorrect or has expired. Ask for a new one.')).toBe(
      'Le code est incorrect ou a expiré. Demandez-en un nouveau.',
    );
  });

  it('carries the numbers of a message with a value into the translation', async () => {
    await changeLocale('ro', { remember: false });
    expect(localizeServerMessage('Please wait 42 seconds before asking for another code.')).toBe(
      'Așteaptă 42 de secunde înainte să ceri alt cod.',
    );
    expect(localizeServerMessage('Please wait 5 seconds before asking for another code.')).toBe(
      'Așteaptă 5 secunde înainte să ceri alt cod.',
    );
  });

  it('reads the English source unchanged in en, and passes an unknown message through', async () => {
    expect(localizeServerMessage('The passwords do not match.')).toBe('The passwords do not match.');
    await changeLocale('es', { remember: false });
    expect(localizeServerMessage('Something new the client does not know yet.')).toBe(
      'Something new the client does not know yet.',
    );
    expect(i18n.language).toBe('es');
  });
});
