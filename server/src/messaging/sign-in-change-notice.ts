import type { Locale } from '@chat/protocol';
import { greeted } from './templates.ts';

/** What changed, as the notice words it: a replaced identifier reads differently from an added one. */
export type NoticeKind = 'email-changed' | 'email-added' | 'phone-changed' | 'phone-added' | 'google-linked' | 'google-unlinked';

interface NoticeTexts {
  subject: string;
  /** `value` is the new e-mail, phone or Google address; null when there is none to show. */
  what: Record<NoticeKind, (value: string | null) => string>;
  undo: (days: number, url: string) => string;
  effect: string;
}

const inParentheses = (value: string | null) => (value ? ` (${value})` : '');

/** The notice sent to the previous e-mail and phone of an account, in the customer's language (§1). */
const TEXTS: Record<Locale, NoticeTexts> = {
  en: {
    subject: 'Your sign-in details were changed',
    what: {
      'email-changed': (value) => `The e-mail address of your Chat Assistant account was changed to ${value}.`,
      'email-added': (value) => `The e-mail address ${value} was added to your Chat Assistant account.`,
      'phone-changed': (value) => `The phone number of your Chat Assistant account was changed to ${value}.`,
      'phone-added': (value) => `The phone number ${value} was added to your Chat Assistant account.`,
      'google-linked': (value) => `A Google account${inParentheses(value)} was linked to your Chat Assistant account.`,
      'google-unlinked': () => 'The Google account was unlinked from your Chat Assistant account.',
    },
    undo: (days, url) =>
      `If this was you, there is nothing to do. If it was not, undo it within ${days} days with this link: ${url}`,
    effect:
      'Undoing restores your previous e-mail, phone and Google link, removes the password and signs you out on every device; then sign in with a code.',
  },
  es: {
    subject: 'Se han cambiado tus datos de inicio de sesión',
    what: {
      'email-changed': (value) => `La dirección de correo de tu cuenta de Chat Assistant se ha cambiado a ${value}.`,
      'email-added': (value) => `Se ha añadido la dirección de correo ${value} a tu cuenta de Chat Assistant.`,
      'phone-changed': (value) => `El número de teléfono de tu cuenta de Chat Assistant se ha cambiado a ${value}.`,
      'phone-added': (value) => `Se ha añadido el número de teléfono ${value} a tu cuenta de Chat Assistant.`,
      'google-linked': (value) => `Se ha vinculado una cuenta de Google${inParentheses(value)} a tu cuenta de Chat Assistant.`,
      'google-unlinked': () => 'Se ha desvinculado la cuenta de Google de tu cuenta de Chat Assistant.',
    },
    undo: (days, url) =>
      `Si has sido tú, no tienes que hacer nada. Si no, deshaz el cambio en los próximos ${days} días con este enlace: ${url}`,
    effect:
      'Al deshacerlo se restauran tu correo, tu teléfono y tu vínculo con Google anteriores, se elimina la contraseña y se cierra la sesión en todos tus dispositivos; después, inicia sesión con un código.',
  },
  it: {
    subject: 'I tuoi dati di accesso sono stati modificati',
    what: {
      'email-changed': (value) => `L'indirizzo e-mail del tuo account Chat Assistant è stato cambiato in ${value}.`,
      'email-added': (value) => `L'indirizzo e-mail ${value} è stato aggiunto al tuo account Chat Assistant.`,
      'phone-changed': (value) => `Il numero di telefono del tuo account Chat Assistant è stato cambiato in ${value}.`,
      'phone-added': (value) => `Il numero di telefono ${value} è stato aggiunto al tuo account Chat Assistant.`,
      'google-linked': (value) => `Un account Google${inParentheses(value)} è stato collegato al tuo account Chat Assistant.`,
      'google-unlinked': () => "L'account Google è stato scollegato dal tuo account Chat Assistant.",
    },
    undo: (days, url) =>
      `Se sei stato tu, non devi fare nulla. Altrimenti, annulla la modifica entro ${days} giorni con questo link: ${url}`,
    effect:
      "L'annullamento ripristina l'e-mail, il telefono e il collegamento a Google precedenti, rimuove la password e chiude la sessione su tutti i dispositivi; poi accedi con un codice.",
  },
  ro: {
    subject: 'Datele tale de autentificare au fost modificate',
    what: {
      'email-changed': (value) => `Adresa de e-mail a contului tău Chat Assistant a fost schimbată în ${value}.`,
      'email-added': (value) => `Adresa de e-mail ${value} a fost adăugată în contul tău Chat Assistant.`,
      'phone-changed': (value) => `Numărul de telefon al contului tău Chat Assistant a fost schimbat în ${value}.`,
      'phone-added': (value) => `Numărul de telefon ${value} a fost adăugat în contul tău Chat Assistant.`,
      'google-linked': (value) => `Un cont Google${inParentheses(value)} a fost conectat la contul tău Chat Assistant.`,
      'google-unlinked': () => 'Contul Google a fost deconectat de la contul tău Chat Assistant.',
    },
    undo: (days, url) =>
      `Dacă ai fost tu, nu trebuie să faci nimic. Dacă nu, anulează modificarea în următoarele ${days} zile cu acest link: ${url}`,
    effect:
      'Anularea readuce adresa de e-mail, telefonul și contul Google de dinainte, șterge parola și te deconectează de pe toate dispozitivele; apoi autentifică-te cu un cod.',
  },
  fr: {
    subject: 'Vos informations de connexion ont été modifiées',
    what: {
      'email-changed': (value) => `L'adresse e-mail de votre compte Chat Assistant a été remplacée par ${value}.`,
      'email-added': (value) => `L'adresse e-mail ${value} a été ajoutée à votre compte Chat Assistant.`,
      'phone-changed': (value) => `Le numéro de téléphone de votre compte Chat Assistant a été remplacé par ${value}.`,
      'phone-added': (value) => `Le numéro de téléphone ${value} a été ajouté à votre compte Chat Assistant.`,
      'google-linked': (value) => `Un compte Google${inParentheses(value)} a été associé à votre compte Chat Assistant.`,
      'google-unlinked': () => 'Le compte Google a été dissocié de votre compte Chat Assistant.',
    },
    undo: (days, url) =>
      `Si c'était vous, vous n'avez rien à faire. Sinon, annulez la modification dans les ${days} jours avec ce lien : ${url}`,
    effect:
      "L'annulation rétablit votre adresse e-mail, votre téléphone et votre compte Google précédents, supprime le mot de passe et vous déconnecte sur tous vos appareils ; connectez-vous ensuite avec un code.",
  },
};

export interface NoticeDetails {
  kind: NoticeKind;
  value: string | null;
  undoUrl: string;
  days: number;
  name?: string;
}

/** The mail or SMS telling an account's previous identifiers what changed, with the undo link. */
export function signInChangeNotice(locale: Locale, { kind, value, undoUrl, days, name }: NoticeDetails) {
  const texts = TEXTS[locale];
  const body = `${texts.what[kind](value)}\n\n${texts.undo(days, undoUrl)}\n\n${texts.effect}`;
  return { subject: texts.subject, text: greeted(locale, body, name) };
}
