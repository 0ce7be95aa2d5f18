import { createContext, useContext, type ReactNode } from 'react';
import { AdminNav } from './AdminNav';
import styles from './AdminPage.module.css';

/**
 * What every admin page shows under its navigation (the notice of unset requisites): given by the app, so that
 * this component, which every feature's page uses, does not reach into a feature itself.
 */
export const AdminPageNotice = createContext<ReactNode>(null);

/** Every admin page: its heading, the admin pages' navigation, the app's notice, then the page. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <AdminNav />
      {useContext(AdminPageNotice)}
      {children}
    </div>
  );
}
