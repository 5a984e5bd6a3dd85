/** Which sections each legal page has, in order; their texts live under `legal.<page>.<section>` in the locale files. */
export const LEGAL_SECTIONS = {
  terms: ['service', 'account', 'use', 'plans', 'ai', 'ending', 'liability', 'changes', 'contact'],
  privacy: ['collected', 'purpose', 'providers', 'others', 'device', 'rights', 'retention', 'contact'],
  about: ['what', 'where', 'privacy', 'contact'],
} as const;

export type LegalPageName = keyof typeof LEGAL_SECTIONS;

/** When the texts last changed (shown on each page, formatted per locale). */
export const LEGAL_UPDATED = '2026-11-22';

/** Where people write to; `VITE_CONTACT_EMAIL` at build time sets the operator's address. */
export const contactEmail: string = import.meta.env.VITE_CONTACT_EMAIL || 'support@chatassistant.app';
