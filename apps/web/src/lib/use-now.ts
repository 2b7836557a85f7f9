import { useEffect, useState } from 'react';

/** the current time, refreshed every `everyMs` so countdowns and '(Past)' marks stay true */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
