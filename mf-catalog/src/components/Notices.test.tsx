import { screen } from '@testing-library/react';
import { useApi } from '@shop/shared';
import { mockFetch, renderAt } from '@shop/shared/testing';
import { WithData } from './Notices';

/** A page whose content (rendered by WithData in a deferred render) also shows a second call's answer. */
function Page() {
  const listing = useApi<{ title: string }>('/catalog/a/b/');
  const facets = useApi<{ title: string }>('/catalog/a/b/filters/');
  return (
    <WithData query={listing} placeholder={<p>Загрузка…</p>}>
      {(data) => <h1>{`${data.title}: ${facets.data?.title ?? 'без фильтров'}`}</h1>}
    </WithData>
  );
}

describe('WithData', () => {
  it('shows a second answer that arrives between the first one and the deferred render of the content', async () => {
    let listingSent!: () => void;
    const listingAnswered = new Promise<void>((resolve) => (listingSent = resolve));
    mockFetch(async (call) => {
      if (call.url.includes('/filters/')) {
        await listingAnswered;
        return { body: { title: 'фильтры' } };
      }
      listingSent();
      return { body: { title: 'Сейфы' } };
    });
    renderAt(<Page />);
    expect(await screen.findByRole('heading', { name: 'Сейфы: фильтры' })).toBeInTheDocument();
  });
});
