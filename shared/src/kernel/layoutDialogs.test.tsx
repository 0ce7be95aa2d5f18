import { render } from '@testing-library/react';
import { openCallbackForm, requestLogin, useLayoutDialogRequests } from './layoutDialogs';

function Layout({ openLogin, openCallback }: { openLogin: () => void; openCallback: () => void }) {
  useLayoutDialogRequests('login', openLogin);
  useLayoutDialogRequests('callbackForm', openCallback);
  return null;
}

describe('a page asking for a dialog of the layout', () => {
  it('reaches the layout, which opens that dialog and says so; with no layout nothing answers', () => {
    const openLogin = jest.fn();
    const openCallback = jest.fn();
    const { unmount } = render(<Layout openLogin={openLogin} openCallback={openCallback} />);
    expect(requestLogin()).toBe(true);
    expect(openLogin).toHaveBeenCalledTimes(1);
    openCallbackForm();
    expect(openCallback).toHaveBeenCalledTimes(1);
    expect(openLogin).toHaveBeenCalledTimes(1);

    unmount();
    expect(requestLogin()).toBe(false);
    openCallbackForm();
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(openCallback).toHaveBeenCalledTimes(1);
  });
});
