import { Suspense, useCallback, useState, type JSX, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useLayoutDialogRequests } from '@shop/shared';
import { Sidebar } from './Sidebar';
import { Header } from './Header';
import { Footer } from './Footer';
import { MobileMenu } from './MobileMenu';
import { CatalogModal } from './CatalogModal';
import { CityChooser } from './CityChooser';
import { CallbackForm } from './CallbackForm';
import type { LayoutActions, Overlay } from './overlay';
import { useContentAfterNavigation } from './useContentAfterNavigation';
import './global.css';
import styles from './Layout.module.css';

export interface LayoutProps {
  /** The mf-catalog ./SearchBox, mounted by the platform. */
  searchBox: ReactNode;
  /** The mf-account ./LoginModal, mounted by the platform. */
  renderLoginModal: (close: () => void) => ReactNode;
}

/**
 * A part of the frame the browser hydrates on its own: React hydrates a server-rendered Suspense boundary in a
 * render and commit of its own after its parent's, so the page's hydration is several short tasks instead of
 * one long commit (blocking time on a phone). The server always sends the part whole (what may wait has its
 * own boundary inside), so the empty fallback is never shown.
 */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

const SKIP_TO_CONTENT = 'Перейти к содержимому';

/** The page frame around every route: sidebar, header, main content, footer and the layout's dialogs. */
export function Layout({ searchBox, renderLoginModal }: LayoutProps): JSX.Element {
  // At most one of the layout's dialogs is open at a time.
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const close = () => setOverlay(null);
  const openLogin = useCallback(() => setOverlay('login'), []);
  const openCallback = useCallback(() => setOverlay('callback'), []);
  const actions: LayoutActions = {
    openCatalog: () => setOverlay('catalog'),
    openCity: () => setOverlay('city'),
    openLogin,
    openMenu: () => setOverlay('menu'),
    openCallback,
  };
  // Pages of the remotes ask for these two dialogs with window events (a remote cannot import the shell).
  useLayoutDialogRequests('login', openLogin);
  useLayoutDialogRequests('callbackForm', openCallback);
  useContentAfterNavigation();

  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#content">
        {SKIP_TO_CONTENT}
      </a>
      <Part>
        <Sidebar actions={actions} />
      </Part>
      <div className={styles.column}>
        <Part>
          <Header searchBox={searchBox} actions={actions} loginOpen={overlay === 'login'} />
        </Part>
        <main id="content" className={styles.main} tabIndex={-1}>
          <Part>
            <Outlet />
          </Part>
        </main>
        <Part>
          <Footer />
        </Part>
      </div>
      {overlay === 'menu' && <MobileMenu actions={actions} onClose={close} />}
      {overlay === 'catalog' && <CatalogModal onClose={close} />}
      {overlay === 'city' && <CityChooser onClose={close} />}
      {overlay === 'callback' && <CallbackForm onClose={close} />}
      {overlay === 'login' && renderLoginModal(close)}
    </div>
  );
}
