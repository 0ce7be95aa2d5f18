import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import {
  PATHS,
  TEXTS,
  VisuallyHidden,
  selectBasketCount,
  selectFavoriteCount,
  useShopStore,
  type ShopState,
} from '@shop/shared';
import { BasketIcon, HeartIcon } from './icons';
import styles from './CountLinks.module.css';

interface CountLinkSpec {
  to: string;
  label: string;
  icon: ReactNode;
  select: (state: ShopState) => number;
}

const COUNT_LINKS: readonly CountLinkSpec[] = [
  { to: PATHS.favorites, label: TEXTS.layout.favorites, icon: <HeartIcon />, select: selectFavoriteCount },
  { to: PATHS.basket, label: TEXTS.layout.basket, icon: <BasketIcon />, select: selectBasketCount },
];

interface CountLinksProps {
  onNavigate?: () => void;
  /** Lets the header hide the visible labels on small screens. */
  labelClassName?: string;
}

function CountLink({ spec, onNavigate, labelClassName }: CountLinksProps & { spec: CountLinkSpec }) {
  const count = useShopStore(spec.select);
  return (
    <NavLink
      to={spec.to}
      className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
      onClick={onNavigate}
    >
      <span className={styles.icon}>
        {spec.icon}
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <span className={labelClassName}>{spec.label}</span>
      <VisuallyHidden>{count}</VisuallyHidden>
    </NavLink>
  );
}

/** Favourites and basket links with their counts, read from the store (they follow every change, in any tab). */
export function CountLinks(props: CountLinksProps) {
  return COUNT_LINKS.map((spec) => <CountLink key={spec.to} spec={spec} {...props} />);
}
