import { useState } from 'react';
import { TEXTS } from '@shop/shared';
import { mountStandalone } from '@shop/standalone';
import App from './App';
import LoginModal from './LoginModal';

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
    { to: '/personal', label: 'Профиль' },
    { to: '/orders', label: 'Заказы' },
  ],
  header: <LoginButton />,
});
