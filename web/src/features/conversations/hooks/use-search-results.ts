import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { conversationSearchQuery } from '../api/get-conversations';

/** Server-side name search (so it finds conversations past the loaded pages), debounced. */
export function useSearchResults(search: string) {
  const [term, setTerm] = useState(search.trim());
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 200);
    return () => clearTimeout(timer);
  }, [search]);
  return useQuery(conversationSearchQuery(term));
}
