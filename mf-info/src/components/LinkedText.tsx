import { Link } from 'react-router-dom';
import type { LinkedText as LinkedTextData } from '../texts';
import styles from './LinkedText.module.css';

/** A sentence followed by links to the pages it mentions. */
export function LinkedText({ text, links = [] }: LinkedTextData) {
  return (
    <>
      <p>{text}</p>
      {links.length > 0 && (
        <p className={styles.links}>
          {links.map(({ to, label }) => (
            <Link key={to} to={to} className={styles.link}>
              {label}
            </Link>
          ))}
        </p>
      )}
    </>
  );
}
