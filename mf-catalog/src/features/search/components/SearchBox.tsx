import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ErrorNotice,
  PATHS,
  ProductImage,
  SEARCH_BLUR_CLOSE_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_RESULTS,
  searchPath,
  Spinner,
  TEXTS,
  VisuallyHidden,
} from '@shop/shared';
import { CATALOG_TEXTS } from '../../../texts';
import { useSearch } from '../api/search';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { CorrectedQuery } from './CorrectedQuery';
import styles from './SearchBox.module.css';

/**
 * The header's product search (spec sections 2, 4 and 9): the call waits 1000 ms after the last keystroke,
 * a spinner shows until the answer is there, up to 10 results link to their product pages. The dropdown
 * opens on focus and closes 150 ms after focus leaves (so a click on a result still lands). Arrow keys
 * pick a result, Enter opens it (or the full results page), Escape closes the dropdown.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputId = useId();
  const listId = useId();

  const query = value.trim();
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const settled = debounced === query;
  const { data, error, isLoading, mutate } = useSearch(settled ? debounced : '');
  const loading = query !== '' && (!settled || isLoading);
  const results = settled && data ? data.results.slice(0, SEARCH_MAX_RESULTS) : [];

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The box comes in the server's page: a focus it took before the page's code took it over fired no
  // handler (React replays no focus on hydration), so a box still focused opens now, with its prompt or
  // the results of what was typed meanwhile, as if focused and typed now.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== input.current) return;
    const typed = input.current?.value ?? '';
    if (typed) setValue(typed);
    setOpen(true);
  }, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open) event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const last = results.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const picked = open ? results[active] : undefined;
    if (picked) navigate(picked.link);
    else if (query) navigate(searchPath(query));
    close();
  };

  let content;
  if (!query) content = <p className={styles.message}>{TEXTS.search.prompt}</p>;
  else if (loading) content = <Spinner size="small" />;
  else if (error) content = <ErrorNotice onRetry={() => void mutate()} />;
  else if (results.length === 0) content = <p className={styles.message}>{TEXTS.search.noResults}</p>;
  else {
    content = (
      <>
        <CorrectedQuery answer={data} />
        <ul id={listId} role="listbox" aria-label={CATALOG_TEXTS.search.results} className={styles.list}>
          {results.map((product, index) => (
            <li key={product.itemCode} role="none">
              <Link
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                to={product.link}
                className={`${styles.option} ${index === active ? styles.active : ''}`}
                onClick={close}
                tabIndex={-1}
              >
                <ProductImage src={product.image} alt="" width={48} height={48} className={styles.image} />
                <span className={styles.name}>{product.name || TEXTS.product.unknownName}</span>
                <span className={styles.price}>{product.newPrice ?? TEXTS.product.noNewPrice}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to={searchPath(query)} className={styles.all} onClick={close}>
          {CATALOG_TEXTS.search.allResults}
        </Link>
      </>
    );
  }

  return (
    // A plain GET form to the results page as well: without scripts (or before them, see pressReplay) Enter
    // still finds what was typed.
    <form
      role="search"
      action={PATHS.search}
      method="get"
      className={styles.search}
      onSubmit={onSubmit}
      onFocus={() => {
        clearTimeout(closeTimer.current);
        setOpen(true);
      }}
      onBlur={() => {
        closeTimer.current = setTimeout(close, SEARCH_BLUR_CLOSE_MS);
      }}
    >
      <label htmlFor={inputId}>
        <VisuallyHidden>{TEXTS.search.label}</VisuallyHidden>
      </label>
      <input
        ref={input}
        id={inputId}
        name="query"
        type="search"
        className={styles.input}
        placeholder={TEXTS.search.placeholder}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        aria-controls={open && results.length > 0 ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
      />
      {open && (
        <div className={styles.dropdown} aria-live="polite">
          {content}
        </div>
      )}
    </form>
  );
}
