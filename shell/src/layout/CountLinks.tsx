import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { TEXTS, selectBasketCount, selectFavoriteCount, useShopStore } from '@shop/shared';
import { BasketIcon, HeartIcon } from './icons';
import styles from './CountLinks.module.css';

interface CountLinkProps {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
  onNavigate?: () => void;
  labelClassName?: string;
}

function CountLink({ to, label, count, icon, onNavigate, labelClassName }: CountLinkProps) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
      onClick={onNavigate}
    >
      <span className={styles.icon}>
        {icon}
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <span className={labelClassName}>{label}</span>
      <span className={styles.srCount}>{count}</span>
    </NavLink>
  );
}

/** Favourites and basket links with their counts, read from the store (they follow every change, in any tab). */
export function CountLinks({
  onNavigate,
  labelClassName,
}: {
  onNavigate?: () => void;
  /** Lets the header hide the visible labels on small screens. */
  labelClassName?: string;
}) {
  const favorites = useShopStore(selectFavoriteCount);
  const basket = useShopStore(selectBasketCount);
  return (
    <>
      <CountLink
        to="/favorites"
        label={TEXTS.layout.favorites}
        count={favorites}
        icon={<HeartIcon />}
        onNavigate={onNavigate}
        labelClassName={labelClassName}
      />
      <CountLink
        to="/basket"
        label={TEXTS.layout.basket}
        count={basket}
        icon={<BasketIcon />}
        onNavigate={onNavigate}
        labelClassName={labelClassName}
      />
    </>
  );
}
