import { useQuery } from '@tanstack/react-query';
import { useDebounced } from '@/lib/use-debounced';
import { conversationSearchQuery } from '../api/get-conversations';

/** Server-side name search (so it finds conversations past the loaded pages), asked when typing pauses. */
export const useSearchResults = (search: string) => useQuery(conversationSearchQuery(useDebounced(search.trim())));
