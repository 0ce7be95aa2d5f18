import { useEffect } from 'react';

/**
 * The login dialog and the call-back form are the layout's (the shell mounts them), and a remote must not
 * import the shell: a page asks for one with a window event, and the layout, which listens, opens it and
 * cancels the event to say so.
 */
const DIALOG_EVENTS = {
  login: 'shop:open-login',
  callbackForm: 'shop:open-callback-form',
} as const;
export type LayoutDialog = keyof typeof DIALOG_EVENTS;

/** Asks the layout to open `dialog`; false when nothing on the page listens (a remote standalone). */
export function requestLayoutDialog(dialog: LayoutDialog): boolean {
  return !window.dispatchEvent(new Event(DIALOG_EVENTS[dialog], { cancelable: true }));
}

export const requestLogin = (): boolean => requestLayoutDialog('login');
export const openCallbackForm = (): void => {
  requestLayoutDialog('callbackForm');
};

/** The layout's side: `open` runs whenever a page asks for `dialog`. */
export function useLayoutDialogRequests(dialog: LayoutDialog, open: () => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      event.preventDefault();
      open();
    };
    const name = DIALOG_EVENTS[dialog];
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [dialog, open]);
}
