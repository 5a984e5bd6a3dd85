export { LegalPage } from './components/legal-page';
export { LEGAL_SECTIONS, type LegalPageName } from './content';
