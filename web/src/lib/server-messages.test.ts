import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n, initI18n } from './i18n';
// The sign-in and account messages, as the screens that meet them load them.
import './page-server-messages';
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
    await changeLocale('es', { remember: false });
    expect(localizeServerMessage('Too many failed sign-ins. Try again in 60 seconds, or sign in with a code.')).toBe(
      'Demasiados intentos fallidos. Vuelve a intentarlo dentro de 60 segundos o entra con un código.',
    );
  });

  it('explains a text refused for its control characters, whichever field it was (issue 19)', async () => {
    await changeLocale('es', { remember: false });
    expect(localizeServerMessage('Invalid body: name: must not contain control characters')).toBe(
      'Quita los caracteres de control invisibles del texto e inténtalo de nuevo.',
    );
    expect(localizeServerMessage('Invalid querystring: search: must not contain control characters')).toBe(
      'Quita los caracteres de control invisibles del texto e inténtalo de nuevo.',
    );
  });

  it('shows how long to wait after too many requests, in the chosen language', async () => {
    expect(localizeServerMessage('Too many requests. Please wait 1 second and try again.')).toBe(
      'Too many requests. Please wait 1 second and try again.',
    );
    await changeLocale('fr', { remember: false });
    expect(localizeServerMessage('Too many requests. Please wait 42 seconds and try again.')).toBe(
      'Trop de requêtes. Patientez 42 secondes puis réessayez.',
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
