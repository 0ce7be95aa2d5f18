import type { JSX } from 'react';
import { render, screen } from '@testing-library/react';
import type { LoadExposed } from './loader';
import { RemoteRoutes } from './RemoteRoutes';
import { RemotesProvider } from './RemoteSlot';

describe('RemoteRoutes', () => {
  it('holds the content area with a page-sized skeleton until the remote’s page arrives', async () => {
    let arrive: (module: { default: () => JSX.Element }) => void = () => undefined;
    const load = (() =>
      new Promise<{ default: () => JSX.Element }>((resolve) => (arrive = resolve))) as LoadExposed;
    render(
      <RemotesProvider load={load}>
        <RemoteRoutes remote="mf-info" />
      </RemotesProvider>,
    );
    const skeleton = await screen.findByRole('status');
    expect(skeleton).toHaveTextContent('Загрузка…');
    // CSS modules are identity maps in tests: the classes that give the title's line and the screen-high block.
    expect(skeleton).toHaveClass('page');
    expect(skeleton.querySelectorAll('.block')).toHaveLength(2);

    arrive({ default: () => <h1>Контакты</h1> });
    expect(await screen.findByRole('heading', { name: 'Контакты' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
