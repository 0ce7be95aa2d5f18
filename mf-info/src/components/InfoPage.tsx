import type { ReactNode } from 'react';
import { usePageTitle, type SideMenuItem } from '@shop/shared';
import { SideMenu } from './SideMenu';
import styles from './InfoPage.module.css';

interface InfoPageProps {
  /** The page's one h1 and the tab's «{title} — МеталлСейф». */
  title: string;
  /** The section's side menu, named for assistive technology by `label`. */
  menu?: { items: readonly SideMenuItem[]; label: string };
  children: ReactNode;
}

/** The frame of every information page: the side menu, the title and the text below it. */
export function InfoPage({ title, menu, children }: InfoPageProps) {
  usePageTitle(title);
  return (
    <div className={menu ? styles.withMenu : undefined}>
      {menu && <SideMenu items={menu.items} label={menu.label} />}
      <article className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </article>
    </div>
  );
}
