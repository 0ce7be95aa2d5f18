import type { ReactNode } from 'react';
import { RequisitesNotice } from '../features/settings';
import { AdminNav } from './AdminNav';
import styles from './AdminPage.module.css';

/** Every admin page: its heading, the admin pages' navigation, the notice of unset requisites, then the page. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <AdminNav />
      <RequisitesNotice />
      {children}
    </div>
  );
}
