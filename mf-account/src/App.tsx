import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PATHS } from '@shop/shared';
import AcceptInvitation from './routes/AcceptInvitation';
import ChangeEmail from './routes/ChangeEmail';
import ConfirmEmail from './routes/ConfirmEmail';
import Orders from './routes/Orders';
import Profile from './routes/Profile';
import ResetPassword from './routes/ResetPassword';

/** The routes mf-account owns: the profile, the order history and the pages of the letters' links. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path={PATHS.personal} element={<Profile />} />
      <Route path={PATHS.orders} element={<Orders />} />
      <Route path={PATHS.confirmEmail} element={<ConfirmEmail />} />
      <Route path={PATHS.changeEmail} element={<ChangeEmail />} />
      <Route path={PATHS.resetPassword} element={<ResetPassword />} />
      <Route path={PATHS.acceptInvitation} element={<AcceptInvitation />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
