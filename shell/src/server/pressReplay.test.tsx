import { act, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PRESS_REPLAY_SOURCE, pressReplayScript } from './pressReplay';

/** What the page's controls did, in order. */
let log: string[] = [];

function Header() {
  const [open, setOpen] = useState(false);
  return (
    <header>
      <button type="button" onClick={() => setOpen(true)}>
        <span>Вход</span>
      </button>
      {open && <p role="dialog">Вход</p>}
      <a href="#catalog">Каталог</a>
    </header>
  );
}

function Filters() {
  const [checked, setChecked] = useState(false);
  const [query, setQuery] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        log.push(`поиск ${query}`.trim());
      }}
    >
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            log.push(`замок ${event.target.checked}`);
          }}
        />
        <span>Замок</span>
      </label>
      <input type="search" name="q" value={query} onChange={(event) => setQuery(event.target.value)} />
    </form>
  );
}

/** The shell marks `#root` once hydrated, as shell/src/Root.tsx does. */
function ReadyMark() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return null;
}

/** The page: the shell's header at once, the remote's part in a boundary of its own (lazy in the browser). */
const page = (Part: ComponentType) => (
  <>
    <Header />
    <Suspense fallback={null}>
      <Part />
    </Suspense>
    <ReadyMark />
  </>
);

/** The server's markup in `#root`, the recorder in the page as the server sends it. */
function serverPage() {
  document.body.innerHTML = `<div id="root">${renderToString(page(Filters))}</div>`;
  return document.getElementById('root') as HTMLElement;
}

const control = (selector: string) => document.querySelector(selector) as HTMLElement;

let root: Root | undefined;

/** The recorder looks again every 50 ms. */
const looked = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 120)));

/** Hydrates the page; the remote's part hydrates once `arrive` is called (its code came). */
async function hydrate(container: HTMLElement) {
  let arrive: () => void = () => undefined;
  const Part = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Filters }))),
  );
  await act(async () => {
    root = hydrateRoot(container, page(Part));
  });
  await looked();
  return async () => {
    await act(async () => arrive());
    await looked();
  };
}

beforeAll(() => {
  // The script as the page carries it, run once: the document's recorder for the whole file.
  new Function(PRESS_REPLAY_SOURCE)();
});

beforeEach(() => {
  log = [];
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

describe('presses made before the page’s code runs', () => {
  it('are replayed in order once each control is hydrated: the header at once, the remote’s part when its code came', async () => {
    const container = serverPage();
    const checkbox = control('input[type=checkbox]') as HTMLInputElement;
    control('button span').click();
    // Pressed through its label, as a visitor does: the box does not tick before its code can hear it.
    control('label span').click();
    expect(checkbox.checked).toBe(false);
    expect(document.querySelector('[role=dialog]')).toBeNull();

    const remoteArrives = await hydrate(container);
    expect(document.querySelector('[role=dialog]')).not.toBeNull();
    expect(checkbox.checked).toBe(false);
    // Hydrated now, the header hears a press as it comes.
    await remoteArrives();
    expect(checkbox.checked).toBe(true);
    expect(log).toEqual(['замок true']);
  });

  it('leave links and text fields alone, and submit a form once it is hydrated', async () => {
    const container = serverPage();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    control('a[href]').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const field = new MouseEvent('click', { bubbles: true, cancelable: true });
    control('input[type=search]').dispatchEvent(field);
    expect(field.defaultPrevented).toBe(false);

    const submit = new Event('submit', { bubbles: true, cancelable: true });
    control('form').dispatchEvent(submit);
    // Not sent natively (the page would reload with its state lost).
    expect(submit.defaultPrevented).toBe(true);
    const remoteArrives = await hydrate(container);
    expect(log).toEqual([]);
    await remoteArrives();
    expect(log).toEqual(['поиск']);
  });

  it('give a field’s text typed before the code ran to its component, before a form sent after it', async () => {
    const container = serverPage();
    const field = control('input[type=search]') as HTMLInputElement;
    // Typed as a browser types: the text is in the field, an input event goes up.
    field.value = 'сейф';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    control('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const remoteArrives = await hydrate(container);
    await remoteArrives();
    expect(field.value).toBe('сейф');
    expect(log).toEqual(['поиск сейф']);
  });

  it('press the element at the same place when the page’s code replaced it, and move the focus there', async () => {
    const container = serverPage();
    const pressed = control('input[type=checkbox]');
    pressed.focus();
    pressed.click();
    // The browser rendered that part again (a slot the server left, a mismatch): new elements in its place.
    const fieldset = pressed.closest('form') as HTMLElement;
    fieldset.replaceWith(fieldset.cloneNode(true));
    const remoteArrives = await hydrate(container);
    await remoteArrives();
    const replacement = control('input[type=checkbox]') as HTMLInputElement;
    expect(replacement).not.toBe(pressed);
    expect(replacement.checked).toBe(true);
    expect(log).toEqual(['замок true']);
    expect(document.activeElement).toBe(replacement);
  });

  it('is a small script that carries the page’s nonce', () => {
    expect(pressReplayScript('abc')).toBe(`<script nonce="abc">${PRESS_REPLAY_SOURCE}</script>`);
    expect(PRESS_REPLAY_SOURCE.length).toBeLessThan(1536);
  });
});
