import { z } from 'zod';
import { phone, text } from './fields';

/** `POST /callback/`: «Заказать звонок» from the header; 201 `{ message }`. */
export const callbackSchema = z.strictObject({
  name: text('Ваше имя', { max: 100 }),
  phone: phone('Телефон'),
});
export type CallbackRequest = z.input<typeof callbackSchema>;
export type CallbackInput = z.infer<typeof callbackSchema>;
