import { Link } from 'react-router-dom';
import { PATHS, TEXTS, useSiteContent, VisuallyHidden } from '@shop/shared';
import { LogoMark } from './icons';
import styles from './Logo.module.css';

interface LogoProps {
  tone?: 'light' | 'dark';
  onNavigate?: () => void;
}

/** The logo with the owner's shop name and slogan, linking to the home page. */
export function Logo({ tone = 'light', onNavigate }: LogoProps) {
  const { name, slogan } = useSiteContent().shop;
  return (
    <Link
      to={PATHS.home}
      className={`${styles.logo} ${tone === 'dark' ? styles.dark : ''}`}
      onClick={onNavigate}
    >
      <LogoMark />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.slogan}>{slogan}</span>
      </span>
      {/* The visible name and slogan stay part of the link's name; this says where it leads. */}
      <VisuallyHidden> — {TEXTS.layout.logoLabel}</VisuallyHidden>
    </Link>
  );
}
