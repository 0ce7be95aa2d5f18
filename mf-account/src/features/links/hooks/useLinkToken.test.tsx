import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useLinkToken } from './useLinkToken';

function Token() {
  return <p>{useLinkToken() ?? 'без токена'}</p>;
}

describe('useLinkToken', () => {
  it('keeps the token when the first render is thrown away (a part beside it still loading), then clears the address', async () => {
    window.history.replaceState(null, '', '/personal/invite#token=abc');
    let loaded = false;
    const loading = new Promise<void>((resolve) =>
      setTimeout(() => {
        loaded = true;
        resolve();
      }, 10),
    );
    function StillLoading() {
      if (!loaded) throw loading;
      return null;
    }
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Token />
        <StillLoading />
      </Suspense>,
    );
    expect(await screen.findByText('abc')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/personal/invite');
  });
});
