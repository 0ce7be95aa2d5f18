import { useState } from 'react';
import { PATHS, TEXTS } from '@shop/shared';
import { mountStandalone } from '@shop/standalone';
import App from './App';
import { LoginModal } from './features/auth';

function LoginButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {TEXTS.layout.login}
      </button>
      {open && <LoginModal onClose={() => setOpen(false)} />}
    </>
  );
}

mountStandalone({
  name: 'mf-account',
  App,
  links: [
    { to: PATHS.personal, label: TEXTS.orders.profileLink },
    { to: PATHS.orders, label: TEXTS.orders.ordersLink },
  ],
  header: <LoginButton />,
});
