import { useEffect, useState } from 'react';

/** Now, renewed at each local midnight: a sidebar left open overnight moves Today's conversations to Yesterday. */
export function useToday(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const timer = setTimeout(() => setNow(new Date()), midnight.getTime() - now.getTime());
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}
