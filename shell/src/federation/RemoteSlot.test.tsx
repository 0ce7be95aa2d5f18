import { useState, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteName } from '@shop/shared';
import { RemoteUnavailableError, type LoadExposed } from './loader';
import { RemoteSlot, RemotesProvider } from './RemoteSlot';

type Exposed = { default: ComponentType };

/** A loader double: each remote answers from its own queue of outcomes. */
function loaderOf(outcomes: Partial<Record<RemoteName, Array<Exposed | 'down'>>>) {
  const requests: string[] = [];
  const load = (async (remote: RemoteName, expose: string) => {
    requests.push(`${remote}/${expose}`);
    const next = outcomes[remote]?.shift();
    if (!next || next === 'down') throw new RemoteUnavailableError(remote, expose);
    return next;
  }) as LoadExposed;
  return { load, requests };
}

const page = (text: string): Exposed => ({ default: () => <p>{text}</p> });

describe('RemoteSlot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the exposed component once its code has loaded', async () => {
    const { load, requests } = loaderOf({ 'mf-info': [page('Контакты магазина')] });
    render(
      <RemotesProvider load={load}>
        <RemoteSlot remote="mf-info" expose="routes" />
      </RemotesProvider>,
    );
    expect(await screen.findByText('Контакты магазина')).toBeInTheDocument();
    expect(requests).toEqual(['mf-info/routes']);
  });

  it('requests nothing for a remote no slot shows', async () => {
    const { load, requests } = loaderOf({ 'mf-info': [page('Инфо')] });
    render(
      <RemotesProvider load={load}>
        <p>Только макет</p>
      </RemotesProvider>,
    );
    expect(screen.getByText('Только макет')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('replaces only the slot of an unavailable remote and loads it again on «Повторить»', async () => {
    const { load, requests } = loaderOf({
      'mf-checkout': ['down', page('Корзина')],
      'mf-catalog': [page('Поиск')],
    });
    render(
      <RemotesProvider load={load}>
        <header>
          <RemoteSlot remote="mf-catalog" expose="SearchBox" />
        </header>
        <main>
          <RemoteSlot remote="mf-checkout" expose="routes" />
        </main>
      </RemotesProvider>,
    );
    expect(await screen.findByText('Раздел временно недоступен')).toBeInTheDocument();
    expect(screen.getByText('Поиск')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Корзина')).toBeInTheDocument();
    expect(screen.queryByText('Раздел временно недоступен')).not.toBeInTheDocument();
    expect(requests.filter((request) => request === 'mf-checkout/routes')).toHaveLength(2);
  });

  it('shows the fallback when the remote throws while rendering, and renders it anew on «Повторить»', async () => {
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('сбой внутри микрофронтенда');
      return <p>Профиль</p>;
    };
    const { load } = loaderOf({ 'mf-account': [{ default: Flaky }, { default: Flaky }] });
    render(
      <RemotesProvider load={load}>
        <RemoteSlot remote="mf-account" expose="routes" />
      </RemotesProvider>,
    );
    expect(await screen.findByText('Раздел временно недоступен')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Профиль')).toBeInTheDocument();
  });

  it('shows the next remote when the same slot moves from an unavailable remote to another one', async () => {
    const { load } = loaderOf({ 'mf-info': ['down'], 'mf-checkout': [page('Корзина')] });
    function Content() {
      const [remote, setRemote] = useState<RemoteName>('mf-info');
      return (
        <>
          <button type="button" onClick={() => setRemote('mf-checkout')}>
            В корзину
          </button>
          <RemoteSlot remote={remote} expose="routes" />
        </>
      );
    }
    render(
      <RemotesProvider load={load}>
        <Content />
      </RemotesProvider>,
    );
    expect(await screen.findByText('Раздел временно недоступен')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(await screen.findByText('Корзина')).toBeInTheDocument();
  });

  it('lets a slot choose its own fallback', async () => {
    const { load } = loaderOf({ 'mf-catalog': ['down'] });
    render(
      <RemotesProvider load={load}>
        <RemoteSlot remote="mf-catalog" expose="SearchBox" unavailable={() => <span>без поиска</span>} />
      </RemotesProvider>,
    );
    expect(await screen.findByText('без поиска')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});
