import { useState } from 'react';

/** One action of the profile page (a form's submit, a button): whether its messages are the page's current ones. */
export interface FormAction {
  /** This action is the last one started: its error or success message is shown. */
  current: boolean;
  /** Called when the action starts: the messages of every other action go. */
  start(): void;
}

/**
 * The profile page's actions (save the data, change the password, resend the letter, delete the account) share
 * one place for messages: an error belongs to the last action started, so an e-mail error of «Сохранить» is
 * gone once «Сменить пароль» is pressed.
 */
export function useLastAction<Name extends string>(): (name: Name) => FormAction {
  const [last, setLast] = useState<Name | null>(null);
  return (name) => ({ current: last === name, start: () => setLast(name) });
}
