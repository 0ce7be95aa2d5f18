import { useId, useMemo, useState } from 'react';
import { Modal, REGIONS, TEXTS, selectCity, useShopStore, type Region } from '@shop/shared';
import styles from './CityChooser.module.css';

const normalize = (text: string) => text.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** The region of the chosen city (or the region chosen as a whole, as the default is). */
function regionOf(city: string): Region {
  return REGIONS.find((region) => region.name === city || region.cities.includes(city)) ?? REGIONS[0]!;
}

/** «Выберите город»: regions on the left, their cities on the right; typing filters cities across all regions. */
export function CityChooser({ onClose }: { onClose: () => void }) {
  const current = useShopStore(selectCity);
  const setCity = useShopStore((state) => state.setCity);
  const [regionName, setRegionName] = useState(() => regionOf(current).name);
  const [query, setQuery] = useState('');
  const inputId = useId();

  const groups = useMemo(() => {
    const needle = normalize(query);
    if (!needle) return REGIONS.filter((region) => region.name === regionName);
    return REGIONS.map((region) => ({
      name: region.name,
      cities: region.cities.filter((city) => normalize(city).includes(needle)),
    })).filter((region) => region.cities.length > 0);
  }, [query, regionName]);

  const pick = (city: string) => {
    setCity(city);
    onClose();
  };

  return (
    <Modal title={TEXTS.layout.chooseCity} onClose={onClose} className={styles.modal}>
      <label className={styles.filterLabel} htmlFor={inputId}>
        {TEXTS.layout.cityFilterLabel}
      </label>
      <input
        id={inputId}
        className={styles.filter}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={TEXTS.layout.cityFilterPlaceholder}
        autoComplete="off"
      />
      <div className={styles.columns}>
        <section className={styles.regions} aria-label={TEXTS.layout.regions}>
          <ul role="list">
            {REGIONS.map((region) => (
              <li key={region.name}>
                <button
                  type="button"
                  className={styles.region}
                  aria-pressed={!query && region.name === regionName}
                  onClick={() => {
                    setRegionName(region.name);
                    setQuery('');
                  }}
                >
                  {region.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.cities} aria-label={TEXTS.layout.cities}>
          {groups.length === 0 && <p className={styles.empty}>{TEXTS.layout.cityNotFound}</p>}
          {groups.map((region) => (
            <div key={region.name} className={styles.group}>
              {query && <h3 className={styles.groupTitle}>{region.name}</h3>}
              <ul role="list" className={styles.cityList} aria-label={region.name}>
                {region.cities.map((city) => (
                  <li key={city}>
                    <button
                      type="button"
                      className={styles.city}
                      aria-current={city === current ? 'true' : undefined}
                      onClick={() => pick(city)}
                    >
                      {city}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </div>
    </Modal>
  );
}
