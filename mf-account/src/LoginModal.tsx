// The exposed `./LoginModal`: the login dialog the shell opens from the header.
export { LoginModal as default } from './features/auth';
