import { useState } from 'react';
import { Modal, TEXTS, type LoginModalProps } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../../../texts';
import { LoginForm } from './LoginForm';
import { RecoveryForm } from './RecoveryForm';
import { RegisterForm } from './RegisterForm';
import styles from '../../../components/Form.module.css';

type Mode =
  | { kind: 'login'; email: string; notice: string | null }
  | { kind: 'register' }
  | { kind: 'recover'; email: string };

const LOGIN: Mode = { kind: 'login', email: '', notice: null };

const TITLES: Record<Mode['kind'], string> = {
  login: TEXTS.auth.loginTitle,
  register: TEXTS.auth.registerTitle,
  recover: ACCOUNT_TEXTS.auth.recoveryTitle,
};

/**
 * The login and registration dialog opened from the header (spec sections 2 and 4): modes switched by
 * links; after a registration it returns to login with the e-mail filled in; «Забыли пароль?» asks for a
 * recovery letter.
 */
export function LoginModal({ onClose }: LoginModalProps) {
  const [mode, setMode] = useState<Mode>(LOGIN);
  const isLogin = mode.kind === 'login';
  return (
    <Modal title={TITLES[mode.kind]} onClose={onClose}>
      {mode.kind === 'login' && (
        // A new key after a registration starts the form afresh with the new e-mail.
        <LoginForm
          key={mode.email}
          initialEmail={mode.email}
          notice={mode.notice}
          onLoggedIn={onClose}
          onForgotPassword={(email) => setMode({ kind: 'recover', email })}
        />
      )}
      {mode.kind === 'register' && (
        <RegisterForm onRegistered={(email, notice) => setMode({ kind: 'login', email, notice })} />
      )}
      {mode.kind === 'recover' && <RecoveryForm initialEmail={mode.email} />}
      <p className={styles.switch}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setMode(isLogin ? { kind: 'register' } : LOGIN)}
        >
          {isLogin
            ? TEXTS.auth.toRegister
            : mode.kind === 'recover'
              ? ACCOUNT_TEXTS.auth.backToLogin
              : TEXTS.auth.toLogin}
        </button>
      </p>
    </Modal>
  );
}
