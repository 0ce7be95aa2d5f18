import { useState } from 'react';
import { Modal, TEXTS, type LoginModalProps } from '@shop/shared';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import styles from '../../../components/Form.module.css';

type Mode = { kind: 'login'; email: string; notice: string | null } | { kind: 'register' };

const LOGIN: Mode = { kind: 'login', email: '', notice: null };

/**
 * The login and registration dialog opened from the header (spec sections 2 and 4): two modes switched by
 * a link; after a registration it returns to login with the e-mail filled in.
 */
export function LoginModal({ onClose }: LoginModalProps) {
  const [mode, setMode] = useState<Mode>(LOGIN);
  const isLogin = mode.kind === 'login';
  return (
    <Modal title={isLogin ? TEXTS.auth.loginTitle : TEXTS.auth.registerTitle} onClose={onClose}>
      {isLogin ? (
        // A new key after a registration starts the form afresh with the new e-mail.
        <LoginForm key={mode.email} initialEmail={mode.email} notice={mode.notice} onLoggedIn={onClose} />
      ) : (
        <RegisterForm onRegistered={(email, notice) => setMode({ kind: 'login', email, notice })} />
      )}
      <p className={styles.switch}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setMode(isLogin ? { kind: 'register' } : LOGIN)}
        >
          {isLogin ? TEXTS.auth.toRegister : TEXTS.auth.toLogin}
        </button>
      </p>
    </Modal>
  );
}
