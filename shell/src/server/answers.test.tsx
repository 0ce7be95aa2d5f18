/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { PageStatusContext, useApi, type PageStatus } from '@shop/shared';
import { awaitServerAnswers, serverAnswers, type ServerAnswer } from '../serverState';

function Names({ paths }: { paths: string[] }) {
  const first = useApi<string>(paths[0] ?? null);
  const second = useApi<string>(paths[1] ?? null);
  if (first.error) return <p>нет: {first.error.status}</p>;
  return (
    <p>
      {first.data ?? 'загрузка'} и {second.data ?? 'загрузка'}
    </p>
  );
}

/** The page's markup rendered once on the server with answers from `api`, and what the API was asked. */
async function renderOnce(api: (path: string) => Promise<ServerAnswer | undefined>) {
  const calls: string[] = [];
  const { answers, cache, pending } = serverAnswers((path) => {
    calls.push(path);
    return api(path);
  });
  const html = await new Promise<string>((resolve, reject) => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    out.on('end', () => resolve(text));
    const stream = renderToPipeableStream(
      <SWRConfig value={{ provider: () => cache, use: [awaitServerAnswers(pending)] }}>
        <Suspense fallback={<p>скелет</p>}>
          <Names paths={['/a/', '/b/']} />
          <Names paths={['/a/', '/c/']} />
        </Suspense>
      </SWRConfig>,
      { onAllReady: () => stream.pipe(out), onShellError: reject },
    );
  });
  return { html, calls, answers };
}

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(resolve, 5, value));

describe('the server waits for the answers a page asks for', () => {
  it('renders the page once with every answer, asking each path of the API once', async () => {
    const { html, calls, answers } = await renderOnce((path) => later({ data: `ответ ${path}` }));
    expect(html).toContain('ответ /a/<!-- --> и <!-- -->ответ /b/');
    expect(html).toContain('ответ /a/<!-- --> и <!-- -->ответ /c/');
    expect(html).not.toContain('скелет');
    expect(html).not.toContain('загрузка');
    expect(calls.sort()).toEqual(['/a/', '/b/', '/c/']);
    expect(Object.keys(answers).sort()).toEqual(['/a/', '/b/', '/c/']);
  });

  it('renders an API error as the page shows it, and a path given up as loading, for the browser to ask', async () => {
    const { html, answers } = await renderOnce((path) =>
      later(path === '/a/' ? { error: { status: 404, message: 'Не найдено' } } : undefined),
    );
    expect(html).toContain('нет: <!-- -->404');
    expect(answers).not.toHaveProperty(['/b/']);
  });
});

describe('an answer that decides whether the page exists', () => {
  function Product() {
    const product = useApi<string>('/item/', { decidesPage: true });
    const extra = useApi<string>('/extra/');
    return (
      <p>
        {product.data ?? 'загрузка'} {extra.data ?? 'загрузка'}
      </p>
    );
  }

  it('is named to the page status before the server asks the API for it; other answers are not', async () => {
    const deciding = new Set<string>();
    const status: PageStatus = {
      setTitle: () => undefined,
      describe: () => undefined,
      markNotFound: () => undefined,
      decidedBy: (path) => deciding.add(path),
      redirect: () => undefined,
    };
    const known: Record<string, boolean> = {};
    const { cache, pending } = serverAnswers((path) => {
      known[path] = deciding.has(path);
      return later({ data: path });
    });
    await new Promise<void>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <PageStatusContext.Provider value={status}>
          <SWRConfig value={{ provider: () => cache, use: [awaitServerAnswers(pending)] }}>
            <Suspense fallback={null}>
              <Product />
            </Suspense>
          </SWRConfig>
        </PageStatusContext.Provider>,
        {
          onAllReady: () => stream.pipe(new PassThrough().resume().on('end', resolve)),
          onShellError: reject,
        },
      );
    });
    expect(known).toEqual({ '/item/': true, '/extra/': false });
  });
});
