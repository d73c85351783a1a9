import { getGetDashboardMockHandler } from '../generated/dashboard/dashboard.msw';
import { now } from '../clock';
import { dashboardOf } from '../engine/dashboard';
import { signedIn } from '../engine/sessions';

/** The cabinet home's summary (mocks/engine/dashboard.ts). */
export const dashboardHandlers = [
  getGetDashboardMockHandler(signedIn((_info, { user }) => dashboardOf(user.uuid, now()))),
];
