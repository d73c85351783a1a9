import { Navigate, Route, Routes } from 'react-router';
import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';
import { CabinetHome } from './components/cabinet-home';
import { CABINET_SECTIONS } from './sections';

/**
 * /cabinet/*: the first screen after sign-in and the reserved routes of each area. The
 * session guard around this route (src/app/routes.tsx) has already loaded user info.
 */
export function CabinetArea() {
  return (
    <Routes>
      <Route index element={<CabinetHome />} />
      {CABINET_SECTIONS.map(({ key, path }) => (
        <Route key={key} path={`${path}/*`} element={<ReservedSection name={key} />} />
      ))}
      <Route path="*" element={<Navigate to="/cabinet" replace />} />
    </Routes>
  );
}
