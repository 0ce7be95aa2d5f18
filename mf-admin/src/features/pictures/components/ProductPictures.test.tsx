import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessToken, type ItemPicturesResponse } from '@shop/shared';
import { byPath, mockFetch, picture, renderAt, resetShop, sentBody, type FetchCall } from '../../../testing';
import { ProductPictures } from './ProductPictures';

/**
 * The browser's XMLHttpRequest, as far as the upload uses it, passed on to the test's `fetch` (so uploads are
 * answered and recorded like every other call): it reports half the file sent, then the answer.
 */
class UploadRequest {
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: body.size / 2, total: body.size });
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (answer) => {
        this.status = answer.status;
        this.responseText = await answer.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

const CODE = '100005';
const PATH = `/api/pictures/item/${CODE}/`;
let pictures = [picture(1, true), picture(2), picture(3)];
const answer = (): { body: ItemPicturesResponse } => ({
  body: { itemCode: CODE, name: 'Сейф 100005', pictures },
});

/** The server: the product's pictures, uploads (a text file refused), order, main and delete. */
function api() {
  return mockFetch(
    byPath({
      [PATH]: async (call) => {
        if (call.init.method !== 'POST') return answer();
        const file = call.init.body as File;
        if (file.name.endsWith('.txt')) {
          return { status: 400, body: { message: 'Это не фотография: принимаются файлы JPEG, PNG и WebP' } };
        }
        pictures = [...pictures, picture(pictures.length + 10)];
        return { status: 201, ...answer() };
      },
      [`${PATH}order/`]: (call) => {
        const { ids } = sentBody(call) as { ids: number[] };
        pictures = ids.map((id) => pictures.find((p) => p.id === id)!);
        return answer();
      },
      [`${PATH}3/main/`]: () => {
        pictures = [{ ...pictures[2]!, main: true }, { ...pictures[0]!, main: false }, pictures[1]!];
        return answer();
      },
      [`${PATH}2/`]: () => {
        pictures = pictures.filter((p) => p.id !== 2);
        return answer();
      },
    }),
  );
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Фотографии в порядке показа' }))
    .getAllByRole('listitem')
    .map((row) => within(row).getByRole('img').getAttribute('src'));
const calls = (all: FetchCall[], method: string) => all.filter((c) => c.init.method === method);

beforeEach(() => {
  resetShop();
  setAccessToken('token');
  pictures = [picture(1, true), picture(2), picture(3)];
  globalThis.XMLHttpRequest = UploadRequest as unknown as typeof XMLHttpRequest;
});

describe('a product’s pictures in mf-admin', () => {
  it('uploads chosen files one by one, each with its progress and its own Russian error', async () => {
    // The file dialog's «All files» lets anything through `accept`; the server decides by the bytes.
    const user = userEvent.setup({ applyAccept: false });
    const sent = api();
    renderAt(<ProductPictures itemCode={CODE} />);
    expect(await screen.findByRole('heading', { name: 'Фотографии: Сейф 100005' })).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    const photo = new File(['jpeg bytes'], 'sejf.jpg', { type: 'image/jpeg' });
    const text = new File(['не фото'], 'opisanie.txt', { type: 'text/plain' });
    const huge = new File(['x'], 'ogromnoe.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Выбрать файлы'), [photo, text, huge]);

    expect(await screen.findByText('загружена')).toBeInTheDocument();
    expect(
      await screen.findByText('opisanie.txt: Это не фотография: принимаются файлы JPEG, PNG и WebP'),
    ).toHaveAttribute('role', 'alert');
    // Too large for the server's limit: refused here, never sent.
    expect(screen.getByText('ogromnoe.png: Файл больше 10 МБ: уменьшите фотографию')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Загрузка файла sejf.jpg' })).toHaveAttribute(
      'value',
      '100',
    );
    const uploads = calls(sent, 'POST');
    expect(uploads.map((c) => (c.init.body as File).name)).toEqual(['sejf.jpg', 'opisanie.txt']);
    expect(uploads[0]!.init.headers).toMatchObject({
      Authorization: 'Bearer token',
      'Content-Type': 'application/octet-stream',
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('takes dropped files too', async () => {
    const sent = api();
    renderAt(<ProductPictures itemCode={CODE} />);
    const hint = await screen.findByText(/Перетащите фотографии сюда/);
    const file = new File(['png bytes'], 'polka.png', { type: 'image/png' });
    fireEvent.drop(hint.parentElement!, { dataTransfer: { files: [file] } });
    expect(await screen.findByText('загружена')).toBeInTheDocument();
    expect(calls(sent, 'POST').map((c) => (c.init.body as File).name)).toEqual(['polka.png']);
  });

  it('moves a picture by «Выше»/«Ниже» with the keyboard, the main one staying first', async () => {
    const user = userEvent.setup();
    const sent = api();
    renderAt(<ProductPictures itemCode={CODE} />);
    await screen.findByRole('heading', { name: 'Фотографии: Сейф 100005' });
    // The main picture has no moves; the second cannot go above it, the last not down.
    expect(screen.queryByRole('button', { name: 'Выше: фотография 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выше: фотография 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ниже: фотография 3' })).toBeDisabled();
    screen.getByRole('button', { name: 'Выше: фотография 3' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(rows()).toEqual([
        '/api/pictures/1-thumb-1.jpg',
        '/api/pictures/3-thumb-1.jpg',
        '/api/pictures/2-thumb-1.jpg',
      ]),
    );
    expect(calls(sent, 'PUT').map(sentBody)).toEqual([{ ids: [1, 3, 2] }]);
    // At the top of the others now, its «Выше» is disabled: the focus goes to its «Ниже».
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ниже: фотография 2' })).toHaveFocus());
  });

  it('makes a picture the main one, and deletes one only after «Удалить» is confirmed', async () => {
    const user = userEvent.setup();
    const sent = api();
    renderAt(<ProductPictures itemCode={CODE} />);
    await screen.findByRole('heading', { name: 'Фотографии: Сейф 100005' });
    await user.click(screen.getByRole('button', { name: 'Сделать главной фотографию 3' }));
    await waitFor(() => expect(rows()[0]).toBe('/api/pictures/3-thumb-1.jpg'));
    expect(calls(sent, 'POST').map((c) => c.url)).toEqual([`${PATH}3/main/`]);

    await user.click(screen.getByRole('button', { name: 'Удалить фотографию 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить фотографию?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(calls(sent, 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Удалить фотографию 3' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls(sent, 'DELETE').map((c) => c.url)).toEqual([`${PATH}2/`]);
  });
});
