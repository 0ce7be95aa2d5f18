import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetShop } from '../../../testing';
import { renderAdmin } from '../../../testing/adminPage';
import { puts, REAL_REQUISITES, SETTINGS, settingsAnswer, settingsApi } from '../../../testing/settings';

const CONFLICT = 'Настройки изменил другой администратор. Обновите страницу: ваши изменения не сохранены';

beforeEach(() => resetShop());

describe('«Настройки» → «Магазин»', () => {
  it('saves the changed phone on the version it read and says so', async () => {
    const user = userEvent.setup();
    const calls = settingsApi({ read: () => settingsAnswer(SETTINGS, { shop: 4 }) });
    renderAdmin('/admin/settings');
    const phone = await screen.findByLabelText('Телефон');
    await user.clear(phone);
    await user.type(phone, '+7 495 765 43 21');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено: изменения уже на сайте')).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ version: 4, value: { ...SETTINGS.shop, phone: '+7 495 765 43 21' } }]);
    expect(screen.getByText(/Последнее изменение: .*admin@shop\.test/)).toBeInTheDocument();
  });

  it('a double click on «Сохранить» saves once', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    const calls = settingsApi({
      put: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderAdmin('/admin/settings');
    await user.type(await screen.findByLabelText('Слоган'), '!');
    await user.dblClick(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('button', { name: 'Сохраняем…' })).toBeDisabled();
    answer({ value: SETTINGS.shop, version: 2, updatedAt: null, updatedBy: null });
    expect(await screen.findByText('Сохранено: изменения уже на сайте')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
  });

  it('a save over another administrator’s newer one is refused: the draft stays, «Обновить» reads his', async () => {
    const user = userEvent.setup();
    let current = settingsAnswer();
    settingsApi({ read: () => current, put: () => ({ status: 409, body: { message: CONFLICT } }) });
    renderAdmin('/admin/settings');
    const name = await screen.findByLabelText('Название магазина');
    await user.clear(name);
    await user.type(name, 'Мой магазин');
    current = settingsAnswer({ ...SETTINGS, shop: { ...SETTINGS.shop, name: 'Сейфы у Петра' } }, { shop: 2 });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(`Error: ${CONFLICT}`)).toBeInTheDocument();
    expect(name).toHaveValue('Мой магазин');
    await user.click(screen.getByRole('button', { name: 'Обновить страницу настроек' }));
    await waitFor(() => expect(name).toHaveValue('Сейфы у Петра'));
    expect(screen.queryByRole('button', { name: 'Обновить страницу настроек' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    settingsApi();
    renderAdmin('/admin/settings');
    await user.type(await screen.findByLabelText('Часы работы'), ', Сб');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: 'Реквизиты' }));
    expect(confirm).toHaveBeenCalledWith('Есть несохранённые изменения. Уйти без сохранения?');
    expect(screen.getByLabelText('Часы работы')).toHaveValue('Пн–Пт 9:00–20:00, Сб');
    confirm.mockRestore();
  });

  it('a manager sees «Нет доступа» and no form', async () => {
    settingsApi({
      read: () => ({ status: 403, body: { message: 'Недостаточно прав: нужна роль администратора' } }),
    });
    renderAdmin('/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
    expect(screen.getByText('Настройки магазина может менять только администратор.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  });
});

describe('«Настройки» → «Реквизиты»', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const field = await screen.findByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
    }
  };
  const REAL = {
    'Полное наименование': REAL_REQUISITES.fullName,
    ИНН: REAL_REQUISITES.inn,
    КПП: REAL_REQUISITES.kpp,
    ОГРН: REAL_REQUISITES.ogrn,
    'Юридический адрес': REAL_REQUISITES.legalAddress,
    Банк: REAL_REQUISITES.bankName,
    БИК: REAL_REQUISITES.bik,
    'Расчётный счёт': REAL_REQUISITES.settlementAccount,
    'Корреспондентский счёт': REAL_REQUISITES.correspondentAccount,
    Руководитель: REAL_REQUISITES.director,
  };

  it('a wrong ИНН is shown by its field, focused, and nothing is sent', async () => {
    const user = userEvent.setup();
    const calls = settingsApi();
    renderAdmin('/admin/settings/requisites');
    // One digit off Сбербанк's ИНН, and its account with one digit off against the БИК.
    await fill(user, { ...REAL, ИНН: '7707083894', 'Расчётный счёт': '40702810938000012346' });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const inn = screen.getByLabelText('ИНН');
    expect(inn).toHaveAccessibleDescription(/неверный ИНН: 10 или 12 цифр, контрольные цифры не сходятся/);
    expect(inn).toHaveFocus();
    expect(screen.getByLabelText('Расчётный счёт')).toHaveAccessibleDescription(
      /контрольный ключ не сходится с БИК/,
    );
    expect(screen.getByText('Исправьте поля, отмеченные ниже: ничего не сохранено')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });

  it('real requisites are saved; the server’s refusal lands by the field it names', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = settingsApi({
      put: (call) =>
        refuse
          ? { status: 400, body: { message: 'Поле «Юридический адрес»: не более 300 символов' } }
          : { value: JSON.parse(String(call.init.body)).value, version: 2, updatedAt: null, updatedBy: null },
    });
    renderAdmin('/admin/settings/requisites');
    await fill(user, REAL);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const address = screen.getByLabelText('Юридический адрес');
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription('Поле «Юридический адрес»: не более 300 символов'),
    );
    expect(address).toHaveFocus();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено: изменения уже на сайте')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      { version: 1, value: REAL_REQUISITES },
      { version: 1, value: REAL_REQUISITES },
    ]);
  });
});
