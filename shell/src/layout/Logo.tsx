import { Link } from 'react-router-dom';
import { PATHS, SITE, TEXTS, VisuallyHidden } from '@shop/shared';
import { LogoMark } from './icons';
import styles from './Logo.module.css';

interface LogoProps {
  tone?: 'light' | 'dark';
  onNavigate?: () => void;
}

/** The logo, linking to the home page. */
export function Logo({ tone = 'light', onNavigate }: LogoProps) {
  return (
    <Link
      to={PATHS.home}
      className={`${styles.logo} ${tone === 'dark' ? styles.dark : ''}`}
      onClick={onNavigate}
    >
      <LogoMark />
      <span className={styles.text}>
        <span className={styles.name}>{SITE.companyName}</span>
        <span className={styles.slogan}>{SITE.slogan}</span>
      </span>
      {/* The visible name and slogan stay part of the link's name; this says where it leads. */}
      <VisuallyHidden> — {TEXTS.layout.logoLabel}</VisuallyHidden>
    </Link>
  );
}
