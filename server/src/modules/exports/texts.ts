import type { Locale } from '@chat/protocol';

/** The words of an exported Markdown file, in the customer's language (§1 interface languages). */
export interface ExportTexts {
  /** Who asked: the customer. */
  you: string;
  /** The general chat's name in the export (it has none of its own, §3); the sidebar's word. */
  general: string;
  created: string;
  lastActivity: string;
  exported: string;
  files: string;
}

export const EXPORT_TEXTS: Record<Locale, ExportTexts> = {
  en: { you: 'You', general: 'General', created: 'Created', lastActivity: 'Last activity', exported: 'Exported', files: 'Files' },
  es: {
    you: 'Tú',
    general: 'General',
    created: 'Creada',
    lastActivity: 'Última actividad',
    exported: 'Exportada',
    files: 'Archivos',
  },
  it: {
    you: 'Tu',
    general: 'Generale',
    created: 'Creata',
    lastActivity: 'Ultima attività',
    exported: 'Esportata',
    files: 'File',
  },
  ro: {
    you: 'Tu',
    general: 'General',
    created: 'Creată',
    lastActivity: 'Ultima activitate',
    exported: 'Exportată',
    files: 'Fișiere',
  },
  fr: {
    you: 'Vous',
    general: 'Général',
    created: 'Créée',
    lastActivity: 'Dernière activité',
    exported: 'Exportée',
    files: 'Fichiers',
  },
};
