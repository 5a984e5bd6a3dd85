export { SearchLauncher } from './components/search-launcher';
export { useSearchStore } from './stores/search-store';
