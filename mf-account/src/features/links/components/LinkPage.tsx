import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS, Spinner, type MessageResponse, usePageTitle } from '@shop/shared';
import { failureMessage } from '../../../lib/errors';
import { ACCOUNT_TEXTS } from '../../../texts';
import { useLinkToken } from '../hooks/useLinkToken';
import styles from '../../../components/Form.module.css';

interface LinkPageProps {
  /** The page's heading while the link is checked or when it fails. */
  title: string;
  /** The heading once the link worked, and the line under it. */
  doneTitle: string;
  doneText: string;
  use: (request: { token: string }) => Promise<MessageResponse>;
}

type State = { kind: 'checking' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * A page a letter's one-time link opens: it sends the token once (a mail scanner that only fetches the page
 * uses nothing) and says whether it worked.
 */
export function LinkPage({ title, doneTitle, doneText, use }: LinkPageProps) {
  const token = useLinkToken();
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'checking' } : { kind: 'failed', message: ACCOUNT_TEXTS.links.noToken },
  );
  // A link is single use: StrictMode's second effect run must not send it again.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    use({ token }).then(
      () => setState({ kind: 'done' }),
      (failure: unknown) => setState({ kind: 'failed', message: failureMessage(failure) }),
    );
  }, [token, use]);

  const heading = state.kind === 'done' ? doneTitle : title;
  usePageTitle(heading);
  return (
    <div className={styles.form}>
      <h1>{heading}</h1>
      {state.kind === 'checking' && <Spinner label={ACCOUNT_TEXTS.links.checking} />}
      {state.kind === 'done' && (
        <>
          <p className={styles.success} role="status">
            {doneText}
          </p>
          <p>
            <Link to={PATHS.personal}>{ACCOUNT_TEXTS.links.toProfile}</Link>
          </p>
        </>
      )}
      {state.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
