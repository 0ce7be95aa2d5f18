import { useState, type JSX, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Sidebar } from './Sidebar';
import { Header } from './Header';
import { Footer } from './Footer';
import { MobileMenu } from './MobileMenu';
import { CatalogModal } from './CatalogModal';
import { CityChooser } from './CityChooser';
import { CallbackForm } from './CallbackForm';
import type { LayoutActions, Overlay } from './overlay';
import './global.css';
import styles from './Layout.module.css';

export interface LayoutProps {
  /** The mf-catalog ./SearchBox, mounted by the platform. */
  searchBox: ReactNode;
  /** The mf-account ./LoginModal, mounted by the platform. */
  renderLoginModal: (close: () => void) => ReactNode;
}

const SKIP_TO_CONTENT = 'Перейти к содержимому';

/** The page frame around every route: sidebar, header, main content, footer and the layout's dialogs. */
export function Layout({ searchBox, renderLoginModal }: LayoutProps): JSX.Element {
  // At most one of the layout's dialogs is open at a time.
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const close = () => setOverlay(null);
  const actions: LayoutActions = {
    openCatalog: () => setOverlay('catalog'),
    openCity: () => setOverlay('city'),
    openLogin: () => setOverlay('login'),
    openMenu: () => setOverlay('menu'),
    openCallback: () => setOverlay('callback'),
  };

  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#content">
        {SKIP_TO_CONTENT}
      </a>
      <Sidebar actions={actions} />
      <div className={styles.column}>
        <Header searchBox={searchBox} actions={actions} />
        <main id="content" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      {overlay === 'menu' && <MobileMenu actions={actions} onClose={close} />}
      {overlay === 'catalog' && <CatalogModal onClose={close} />}
      {overlay === 'city' && <CityChooser onClose={close} />}
      {overlay === 'callback' && <CallbackForm onClose={close} />}
      {overlay === 'login' && renderLoginModal(close)}
    </div>
  );
}
