import { useId } from 'react';
import { TEXTS } from '@shop/shared';

/** The header's product search box (the search itself comes with the catalogue issue). */
export default function SearchBox() {
  const id = useId();
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <label
        htmlFor={id}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {TEXTS.search.label}
      </label>
      <input id={id} type="search" placeholder={TEXTS.search.placeholder} autoComplete="off" />
    </form>
  );
}
