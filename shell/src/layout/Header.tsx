import type { ReactNode } from 'react';
import { TEXTS, selectCity, useShopStore } from '@shop/shared';
import { Logo } from './Logo';
import { CountLinks } from './CountLinks';
import { Account } from './Account';
import { SessionNotice } from './SessionNotice';
import { MenuIcon, PinIcon } from './icons';
import type { LayoutActions } from './overlay';
import styles from './Header.module.css';

interface HeaderProps {
  searchBox: ReactNode;
  actions: LayoutActions;
  /** The login dialog is open (the account block gives focus to the name after a login). */
  loginOpen: boolean;
}

/**
 * The header: on large screens the search slot, city chooser, counts and account; on small screens the
 * menu button, logo and counts, with the search below.
 */
export function Header({ searchBox, actions, loginOpen }: HeaderProps) {
  const city = useShopStore(selectCity);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.burger}
          onClick={actions.openMenu}
          aria-haspopup="dialog"
          aria-label={TEXTS.layout.openMenu}
        >
          <MenuIcon />
        </button>
        <div className={styles.logo}>
          <Logo />
        </div>
        <div className={styles.search}>{searchBox}</div>
        <button type="button" className={styles.city} onClick={actions.openCity} aria-haspopup="dialog">
          <PinIcon />
          <span className={styles.cityText}>
            <span className={styles.cityCaption}>{TEXTS.layout.yourCity}</span>
            <span className={styles.cityName}>{city}</span>
          </span>
        </button>
        <div className={styles.counts}>
          <CountLinks labelClassName={styles.countLabel} />
        </div>
        <div className={styles.account}>
          <Account onLogin={actions.openLogin} loginOpen={loginOpen} />
        </div>
      </div>
      <SessionNotice />
    </header>
  );
}
