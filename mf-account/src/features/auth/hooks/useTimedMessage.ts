import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGE_MS } from '@shop/shared';

/** A message that disappears after 3.5 s (spec section 9); showing another restarts the clock. */
export function useTimedMessage(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: string) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), ERROR_MESSAGE_MS);
  }, []);
  return [message, show];
}
