import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byPath, mockFetch, renderLayout, resetShop } from '../testing';

beforeEach(resetShop);

async function openForm() {
  const user = userEvent.setup();
  renderLayout();
  await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
  await user.click(screen.getByRole('button', { name: 'Заказать звонок' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Заказать звонок' }) };
}

describe('call-back form', () => {
  it('masks the phone, posts { name, phone } and shows the server message', async () => {
    const calls = mockFetch(
      byPath({
        '/api/callback/': () => ({
          status: 201,
          body: { message: 'Спасибо! Мы перезвоним в течение 15 минут.' },
        }),
      }),
    );
    const { user, dialog } = await openForm();
    expect(within(dialog).getByLabelText('Ваше имя')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Ваше имя'), 'Анна');
    const phone = within(dialog).getByLabelText('Телефон');
    await user.type(phone, '89491234567');
    expect(phone).toHaveValue('+7 949 123 45 67');
    await user.click(within(dialog).getByRole('button', { name: 'Перезвоните мне' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Спасибо! Мы перезвоним в течение 15 минут.',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ name: 'Анна', phone: '+7 949 123 45 67' });
  });

  it('does not send an incomplete phone: says why beneath it and puts the focus there', async () => {
    const calls = mockFetch(byPath({}));
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('Ваше имя'), 'Анна');
    const phone = within(dialog).getByLabelText('Телефон');
    await user.type(phone, '949123');
    await user.click(within(dialog).getByRole('button', { name: 'Перезвоните мне' }));
    expect(phone).toHaveAccessibleDescription('Введите номер полностью: +7 999 999 99 99');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('checks empty fields itself, in Russian (no browser bubble), and clears an error once its field is edited', async () => {
    const calls = mockFetch(byPath({}));
    const { user, dialog } = await openForm();
    const form = within(dialog).getByRole('button', { name: 'Перезвоните мне' }).closest('form')!;
    expect(form.noValidate).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Перезвоните мне' }));
    const name = within(dialog).getByLabelText('Ваше имя');
    const phone = within(dialog).getByLabelText('Телефон');
    expect(name).toHaveAccessibleDescription('Заполните поле «Ваше имя»');
    expect(phone).toHaveAccessibleDescription('Заполните поле «Телефон»');
    expect(name).toHaveFocus();
    expect(calls).toHaveLength(0);

    await user.type(name, 'А');
    expect(name).not.toHaveAccessibleDescription();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(phone).toHaveAccessibleDescription('Заполните поле «Телефон»');
  });

  it("shows the server's Russian error, or a Russian one when the network fails", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let networkDown = false;
    mockFetch(
      byPath({
        '/api/callback/': () =>
          networkDown
            ? Promise.reject(new TypeError('Failed to fetch'))
            : { status: 429, body: { message: 'Слишком много заявок' } },
      }),
    );
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('Ваше имя'), 'Анна');
    await user.type(within(dialog).getByLabelText('Телефон'), '9491234567');
    await user.click(within(dialog).getByRole('button', { name: 'Перезвоните мне' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Слишком много заявок');

    networkDown = true;
    await user.click(within(dialog).getByRole('button', { name: 'Перезвоните мне' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Не удалось отправить заявку');
    log.mockRestore();
  });
});
