import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

const trimSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

/** Whether `href` is the current page or one of its sub-pages; a trailing slash does not matter. */
export function isCurrentSection(pathname: string, href: string, exact = false): boolean {
  const here = trimSlashes(pathname);
  const target = trimSlashes(href);
  return here === target || (!exact && target !== '/' && here.startsWith(`${target}/`));
}

interface NavItemLinkProps {
  to: string;
  className?: string;
  activeClassName?: string;
  /** Only the page itself, not its sub-pages, counts as current. */
  exact?: boolean;
  onClick?: () => void;
  children: ReactNode;
}

/** A navigation link marked `aria-current="page"` and highlighted while its section is open. */
export function NavItemLink({ to, className, activeClassName, exact, onClick, children }: NavItemLinkProps) {
  const { pathname } = useLocation();
  const current = isCurrentSection(pathname, to, exact);
  return (
    <Link
      to={to}
      className={[className, current && activeClassName].filter(Boolean).join(' ')}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
