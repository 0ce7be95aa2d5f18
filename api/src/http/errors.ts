/** An error a caller caused or may see: a status and a Russian message, answered as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string): HttpError => new HttpError(404, message);
export const badRequest = (message: string): HttpError => new HttpError(400, message);

/** Russian messages for framework errors, by status, when no better message is known. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Некорректный запрос',
  401: 'Требуется вход в систему',
  403: 'Недостаточно прав',
  404: 'Ресурс не найден',
  405: 'Метод не поддерживается',
  406: 'Формат ответа не поддерживается',
  409: 'Конфликт данных',
  413: 'Слишком большой запрос: не более 1 МБ',
  414: 'Слишком длинный адрес запроса',
  415: 'Неподдерживаемый тип содержимого: ожидается JSON',
  429: 'Слишком много запросов, попробуйте позже',
  431: 'Слишком большие заголовки запроса',
  500: 'Внутренняя ошибка сервера',
  503: 'Сервис временно недоступен',
};
