import { LOCALES, type Customer, type Locale } from '@chat/protocol';
import { Check } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { PageShell } from '@/components/layout/page-shell';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { currentLocale, languageName } from '@/lib/format';
import { changeLocale } from '@/lib/i18n';
import { useUpdateLocale } from '../api/update-locale';
import { FormatPreview } from './format-preview';

/** Each language by its own name, whatever the interface language (so anyone can find theirs). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  it: 'Italiano',
  ro: 'Română',
  fr: 'Français',
};

export interface LanguagePageProps {
  /** Signed in: the choice is also saved on the profile (PUT /customers). */
  saveToProfile: boolean;
  /** The language the profile stores, which the interface follows (issue 38). */
  storedLocale?: string | null | undefined;
  onSaved?: (customer: Customer) => void;
}

/**
 * The language page (§2): switches the interface at once, stores it locally and on the profile. The
 * profile's language is the truth (issue 38): a choice it does not hold yet is always sent, and one
 * the profile refused puts the interface back.
 */
export function LanguagePage({ saveToProfile, storedLocale, onSaved }: LanguagePageProps) {
  const { t, i18n } = useTranslation();
  const active = currentLocale();
  const save = useUpdateLocale(onSaved);

  const choose = async (locale: Locale) => {
    if (locale === active && (!saveToProfile || locale === storedLocale)) return;
    try {
      await changeLocale(locale);
    } catch (error) {
      // A failed chunk has usually reloaded the page already (§8); otherwise say so.
      console.warn(`Could not load the ${locale} texts.`, error);
      toast.error(i18n.t('language.switchFailed'), { duration: 5000 });
      return;
    }
    if (!saveToProfile) return;
    save.mutate(locale, {
      onError: (error) =>
        void changeLocale(active)
          .catch(() => undefined)
          // i18n.t, not t: this render's t speaks another language.
          .then(() => toast.error(i18n.t('language.saveFailed'), { description: errorMessage(error), duration: 5000 })),
    });
  };

  return (
    <PageShell title={t('language.title')}>
      <p className="text-sm text-text-muted">{t('language.description')}</p>
      <div role="radiogroup" aria-label={t('language.title')} className="mt-5 grid gap-2" lang={i18n.language}>
        {LOCALES.map((locale) => {
          const selected = locale === active;
          return (
            <button
              key={locale}
              type="button"
              role="radio"
              aria-checked={selected}
              lang={locale}
              onClick={() => void choose(locale)}
              className={cn(
                'flex items-center justify-between rounded-xl border px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-primary-400',
                selected ? 'border-primary-500 bg-primary-700/20' : 'border-border bg-surface-raised hover:bg-surface-hover',
              )}
            >
              <span>
                <span className="block font-medium">{LANGUAGE_NAMES[locale]}</span>
                {locale !== active && <span className="block text-sm text-text-muted">{languageName(locale, active)}</span>}
              </span>
              {selected && <Check className="h-5 w-5 text-primary-400" aria-hidden />}
            </button>
          );
        })}
      </div>
      <FormatPreview />
    </PageShell>
  );
}
