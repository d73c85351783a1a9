import { Navigate, useRoutes } from 'react-router';
import { DeletePage } from './components/delete-page';
import { EmailPage } from './components/email-page';
import { NamePage } from './components/name-page';
import { PasswordPage } from './components/password-page';
import { PhonePage } from './components/phone-page';
import { ProfilePage } from './components/profile-page';
import { PROFILE_PATH } from '@/lib/routes';

/**
 * The profile area at /cabinet/profile: the overview, and one screen per change (name, phone,
 * e-mail, password) and for deleting the account. Any other address under it comes back to
 * the overview.
 */
export function ProfileArea() {
  return useRoutes([
    { index: true, element: <ProfilePage /> },
    { path: 'name', element: <NamePage /> },
    { path: 'phone', element: <PhonePage /> },
    { path: 'email', element: <EmailPage /> },
    { path: 'password', element: <PasswordPage /> },
    { path: 'delete', element: <DeletePage /> },
    { path: '*', element: <Navigate to={PROFILE_PATH} replace /> },
  ]);
}
