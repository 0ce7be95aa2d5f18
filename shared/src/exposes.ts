/**
 * The props of the modules remotes expose to the shell (beyond `./routes`, which takes none): the remote
 * implements them, the shell passes them, and neither imports the other.
 */

/** `mf-account/LoginModal`: the login and registration dialog opened from the header. */
export interface LoginModalProps {
  onClose: () => void;
}
