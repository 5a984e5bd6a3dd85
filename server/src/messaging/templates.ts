import type { Locale } from '@chat/protocol';
import type { CodePurpose } from '../db/schema.ts';

interface CodeTexts {
  /** The opening line for a known customer, with the full name exactly as they typed it. */
  hello: (name: string) => string;
  subject: Record<CodePurpose, string>;
  body: (code: string, minutes: number) => string;
}

/** Texts of the code messages, in the customer's language (§1 interface languages). */
const TEXTS: Record<Locale, CodeTexts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    subject: {
      login: 'Your sign-in code',
      reset: 'Your password reset code',
      'verify-identifier': 'Your verification code',
      'whatsapp-link': 'Your WhatsApp link code',
      reauthenticate: 'Your confirmation code',
    },
    body: (code, minutes) =>
      `Your Chat Assistant code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    subject: {
      login: 'Tu código de inicio de sesión',
      reset: 'Tu código para restablecer la contraseña',
      'verify-identifier': 'Tu código de verificación',
      'whatsapp-link': 'Tu código para vincular WhatsApp',
      reauthenticate: 'Tu código de confirmación',
    },
    body: (code, minutes) =>
      `Tu código de Chat Assistant es ${code}. Caduca en ${minutes} minutos. Si no lo has pedido, ignora este mensaje.`,
  },
  it: {
    hello: (name) => `Ciao ${name},`,
    subject: {
      login: 'Il tuo codice di accesso',
      reset: 'Il tuo codice per reimpostare la password',
      'verify-identifier': 'Il tuo codice di verifica',
      'whatsapp-link': 'Il tuo codice per collegare WhatsApp',
      reauthenticate: 'Il tuo codice di conferma',
    },
    body: (code, minutes) =>
      `Il tuo codice Chat Assistant è ${code}. Scade tra ${minutes} minuti. Se non l'hai richiesto, ignora questo messaggio.`,
  },
  ro: {
    hello: (name) => `Bună ziua, ${name},`,
    subject: {
      login: 'Codul tău de autentificare',
      reset: 'Codul tău pentru resetarea parolei',
      'verify-identifier': 'Codul tău de verificare',
      'whatsapp-link': 'Codul tău pentru conectarea WhatsApp',
      reauthenticate: 'Codul tău de confirmare',
    },
    body: (code, minutes) =>
      `Codul tău Chat Assistant este ${code}. Expiră în ${minutes} minute. Dacă nu l-ai cerut, ignoră acest mesaj.`,
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    subject: {
      login: 'Votre code de connexion',
      reset: 'Votre code de réinitialisation du mot de passe',
      'verify-identifier': 'Votre code de vérification',
      'whatsapp-link': 'Votre code pour associer WhatsApp',
      reauthenticate: 'Votre code de confirmation',
    },
    body: (code, minutes) =>
      `Votre code Chat Assistant est ${code}. Il expire dans ${minutes} minutes. Si vous ne l'avez pas demandé, ignorez ce message.`,
  },
};

/** A message's text, opened with a greeting when the customer's name is known. */
export function greeted(locale: Locale, body: string, name?: string): string {
  return name?.trim() ? `${TEXTS[locale].hello(name.trim())}\n\n${body}` : body;
}

/** A code message; `name`, when the customer is known, opens it with a greeting. */
export function codeMessage(locale: Locale, purpose: CodePurpose, code: string, minutes: number, name?: string) {
  const texts = TEXTS[locale];
  return { subject: texts.subject[purpose], text: greeted(locale, texts.body(code, minutes), name) };
}
