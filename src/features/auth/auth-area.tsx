import { Navigate, Route, Routes } from 'react-router';
import { AUTH_PATHS } from './lib/auth-paths';
import { BusinessDataPage } from './components/register/business-data-page';
import { RegisterPage } from './components/register/register-page';
import { RestorePage } from './components/restore/restore-page';
import { InvitePage } from './components/invite/invite-page';
import { SessionGuard } from './components/session/session-guard';
import { SignInPage } from './components/sign-in/sign-in-page';

/**
 * Everything under /auth/ (multi-segment paths, so nothing collides with /:userId): sign-in,
 * registration with its business-data step, password restore, and the invite placeholder
 * (signed-in only). Loaded lazily as one chunk by src/app/routes.tsx.
 */
export function AuthArea() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignInPage />} />
      <Route path="register" element={<RegisterPage />} />
      <Route path="register/business" element={<BusinessDataPage />} />
      <Route path="restore" element={<RestorePage />} />
      <Route
        path="invite/:inviteUuid"
        element={
          <SessionGuard>
            <InvitePage />
          </SessionGuard>
        }
      />
      <Route path="*" element={<Navigate to={AUTH_PATHS.signIn} replace />} />
    </Routes>
  );
}
