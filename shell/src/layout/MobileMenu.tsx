import { MOBILE_MENU_LINKS, Modal, TEXTS } from '@shop/shared';
import { Account } from './Account';
import { NavItemLink } from './NavItemLink';
import { CountLinks } from './CountLinks';
import { ContactLinks } from './ContactLinks';
import { CallbackIcon, CatalogIcon } from './icons';
import type { LayoutActions } from './overlay';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  actions: LayoutActions;
  onClose: () => void;
}

/** The slide-in menu of small screens: account, catalogue, counts, pages, contacts and «Заказать звонок». */
export function MobileMenu({ actions, onClose }: MobileMenuProps) {
  return (
    <Modal
      title={TEXTS.layout.menu}
      onClose={onClose}
      className={styles.drawer}
      backdropClassName={styles.backdrop}
    >
      <div className={styles.body}>
        <Account onLogin={actions.openLogin} onNavigate={onClose} />
        <button type="button" className={styles.catalog} onClick={actions.openCatalog}>
          <CatalogIcon />
          <span>{TEXTS.layout.catalog}</span>
        </button>
        <div className={styles.counts}>
          <CountLinks onNavigate={onClose} />
        </div>
        <nav aria-label={TEXTS.layout.mainNav}>
          <ul role="list" className={styles.links}>
            {MOBILE_MENU_LINKS.map((item) => (
              <li key={item.link}>
                <NavItemLink
                  to={item.link}
                  className={styles.link}
                  activeClassName={styles.active}
                  onClick={onClose}
                >
                  {item.title}
                </NavItemLink>
              </li>
            ))}
          </ul>
        </nav>
        <ContactLinks />
        <button type="button" className={styles.callback} onClick={actions.openCallback}>
          <CallbackIcon />
          <span>{TEXTS.layout.orderCall}</span>
        </button>
      </div>
    </Modal>
  );
}
