import { z } from 'zod';

/**
 * Zod's own messages in Russian. They do not say which field they are about, so they get its path
 * («Некорректное значение «itemCode.0.count»: …»). Messages our schemas write themselves already name the
 * field in Russian («Заполните поле «Фамилия»») and are left exactly as written.
 */
export function configureRussianMessages(): void {
  const russian = z.locales.ru().localeError;
  z.config({
    localeError: (issue) => {
      const message = russian?.(issue);
      const text = typeof message === 'string' ? message : (message?.message ?? '');
      const field = issue.path?.map(String).join('.') ?? '';
      return field ? `Некорректное значение «${field}»: ${text}` : `Некорректный запрос: ${text}`;
    },
  });
}
