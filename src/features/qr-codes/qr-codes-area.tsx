import { Navigate, useRoutes } from 'react-router';
import { QrCodePage } from './components/qr-code-page';
import { EditQrCode, NewQrCode } from './components/qr-code-form';
import { QrCodesPage } from './components/qr-codes-page';
import { QR_CODES_PATH } from '@/lib/routes';

/**
 * The QR codes area: the list, a new code, one code (share, files, print) and its edit form.
 * `new` outranks `:uuid` (a static segment wins); an unknown deeper path comes back to the list.
 */
export function QrCodesArea() {
  return useRoutes([
    { index: true, element: <QrCodesPage /> },
    { path: 'new', element: <NewQrCode /> },
    { path: ':uuid', element: <QrCodePage /> },
    { path: ':uuid/edit', element: <EditQrCode /> },
    { path: '*', element: <Navigate to={QR_CODES_PATH} replace /> },
  ]);
}
