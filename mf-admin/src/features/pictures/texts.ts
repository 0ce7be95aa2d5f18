import { PICTURE_MAX_BYTES } from '@shop/shared';

const MB = PICTURE_MAX_BYTES / 1024 / 1024;

/** What the pictures feature says (kept with it, so the remote can be deployed alone). */
export const PICTURE_TEXTS = {
  heading: (name: string) => `Фотографии: ${name}`,
  choose: 'Выбрать файлы',
  dropHint: `Перетащите фотографии сюда или выберите файлы: JPEG, PNG или WebP, до ${MB} МБ каждая.`,
  tooLarge: `Файл больше ${MB} МБ: уменьшите фотографию`,
  uploads: 'Загрузки',
  uploading: 'загружается…',
  processing: 'обрабатывается…',
  uploaded: 'загружена',
  waiting: 'в очереди',
  progress: (name: string) => `Загрузка файла ${name}`,
  fileError: (name: string, message: string) => `${name}: ${message}`,
  networkError: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  none: 'У товара пока нет фотографий: на страницах показан рисунок каталога.',
  list: 'Фотографии в порядке показа',
  picture: (n: number) => `Фотография ${n}`,
  main: 'Главная',
  up: 'Выше',
  down: 'Ниже',
  makeMain: 'Сделать главной',
  remove: 'Удалить',
  moveUp: (n: number) => `Выше: фотография ${n}`,
  moveDown: (n: number) => `Ниже: фотография ${n}`,
  makeMainOf: (n: number) => `Сделать главной фотографию ${n}`,
  removeOf: (n: number) => `Удалить фотографию ${n}`,
  confirmTitle: 'Удалить фотографию?',
  confirmText: (n: number) => `Фотография ${n} исчезнет со страниц товара. Это действие не отменить.`,
  loading: 'Загружаем фотографии…',
  notFound: 'Товар с таким кодом не найден',
} as const;
