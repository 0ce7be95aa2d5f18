import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ENDPOINTS } from '@shop/shared';

/**
 * Asks the owner's content (`GET /site/`) again after each client-side navigation to another page, so a
 * change he saved (a new phone) shows at the next one. Not on the first render: the server handed the
 * page its content. The frame keeps showing the content it has meanwhile.
 */
export function useContentAfterNavigation(): void {
  const { pathname } = useLocation();
  const { mutate } = useSWRConfig();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    void mutate(ENDPOINTS.site);
  }, [pathname, mutate]);
}
