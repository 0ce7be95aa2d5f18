// The minimal frame of a remote running alone (`npm run dev -w <remote>`): its own router, a header
// with its name and its sections, and its routes in the content area. Never part of the shell.
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import styles from './Standalone.module.css';

export interface StandaloneOptions {
  /** The remote's folder name, shown in the header. */
  name: string;
  /** The remote's `./routes` component. */
  App: ComponentType;
  /** Links to the remote's sections. */
  links: { to: string; label: string }[];
  /** Extra header content, e.g. the remote's own exposed components. */
  header?: ReactNode;
}

export function mountStandalone({ name, App, links, header }: StandaloneOptions): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <header className={styles.header}>
          <strong className={styles.name}>{name}</strong>
          <nav aria-label={name} className={styles.nav}>
            {links.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </nav>
          {header}
        </header>
        <main className={styles.main}>
          <App />
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
