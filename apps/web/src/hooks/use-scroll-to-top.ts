import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to another page opens it at the top, as a full page load would; without this a link at
 * the foot of a long page lands halfway down the next one. Back and forward (POP) are left to the
 * browser, and a change of query string alone (filters, search) keeps the reader's place.
 */
export function useScrollToTopOnNewPage() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (navigationType === 'POP' || hash || window.scrollY === 0) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
