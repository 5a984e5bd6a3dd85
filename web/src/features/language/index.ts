export { LanguagePage, LANGUAGE_NAMES } from './components/language-page';
