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

  it('says how full the file storage is in the sizes of the interface language', async () => {
    const message =
      'There is no room for this file: 0.7 MB of your 1 GB of file storage are used. ' +
      'Delete conversations with files you no longer need, or upgrade your plan for more space.';
    await changeLocale('fr', { remember: false });
    expect(localizeServerMessage(message).replace(/[\u202f\u00a0]/g, ' ')).toBe(
      "Il n'y a plus de place pour ce fichier : vous utilisez 0,7 Mo de vos 1 Go de stockage de fichiers. " +
        "Supprimez les conversations contenant des fichiers dont vous n'avez plus besoin, ou passez à une formule supérieure pour plus d'espace.",
    );
    await changeLocale('ro', { remember: false });
    expect(localizeServerMessage('You are uploading too many files. Please wait 3 seconds and try again.')).toBe(
      'Încarci prea multe fișiere. Așteaptă 3 secunde și încearcă din nou.',
    );
  });
});
