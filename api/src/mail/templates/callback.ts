import type { CallbackInput } from '@shop/shared/contract';
import { TEXTS } from '@shop/shared/domain';
import { type Rendered, shortLetter } from './html';

/** A call-back request, for the managers. */
export function callbackLetter(request: CallbackInput): Rendered {
  const subject = `Заявка на обратный звонок: ${request.name}, ${request.phone}`;
  const intro = 'Посетитель сайта просит перезвонить.';
  const rows = [
    [TEXTS.callback.name, request.name],
    [TEXTS.callback.phone, request.phone],
  ] as const;
  return shortLetter(subject, intro, rows);
}
