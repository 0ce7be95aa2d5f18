import { Link } from 'react-router-dom';
import { INFO_TEXTS } from '../../../texts';
import styles from './CompanyTiles.module.css';

/**
 * The company page's tiles (spec section 2). A tile whose page exists links to it; the others say their
 * page is being filled.
 */
export function CompanyTiles() {
  const { tiles, tilesLabel, tileSoon } = INFO_TEXTS.company;
  return (
    <ul role="list" aria-label={tilesLabel} className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.title} className={tile.href ? styles.linked : styles.tile}>
          <h2 className={styles.title}>
            {tile.href ? (
              <Link to={tile.href} className={styles.link}>
                {tile.title}
              </Link>
            ) : (
              tile.title
            )}
          </h2>
          {tile.badge && <p className={styles.badge}>{tile.badge}</p>}
          {!tile.href && <p className={styles.soon}>{tileSoon}</p>}
        </li>
      ))}
    </ul>
  );
}
