import type { RequestHandler } from 'msw';
import { getAccessRestoreMock } from './generated/access-restore/access-restore.msw';
import { getAuthMock } from './generated/auth/auth.msw';
import { getCardMock } from './generated/card/card.msw';
import { getCustomizationMock } from './generated/customization/customization.msw';
import { getDashboardMock } from './generated/dashboard/dashboard.msw';
import { getInviteMock } from './generated/invite/invite.msw';
import { getLimitsMock } from './generated/limits/limits.msw';
import { getNotificationMock } from './generated/notification/notification.msw';
import { getOperationMock } from './generated/operation/operation.msw';
import { getOrderMock } from './generated/order/order.msw';
import { getOrganizationMock } from './generated/organization/organization.msw';
import { getPaymentMock } from './generated/payment/payment.msw';
import { getProfileMock } from './generated/profile/profile.msw';
import { getQrCodeMock } from './generated/qr-code/qr-code.msw';
import { getRegistrationMock } from './generated/registration/registration.msw';
import { getReviewMock } from './generated/review/review.msw';
import { getSettingsMock } from './generated/settings/settings.msw';
import { getStatisticMock } from './generated/statistic/statistic.msw';
import { getTeamMock } from './generated/team/team.msw';
import { getTelegramMock } from './generated/telegram/telegram.msw';
import { accessRestoreHandlers } from './handlers/access-restore';
import { authHandlers } from './handlers/auth';
import { barrelHandlers } from './handlers/barrel';
import { cardHandlers } from './handlers/card';
import { controlHandlers } from './handlers/control';
import { dashboardHandlers } from './handlers/dashboard';
import { gatewayHandlers } from './handlers/gateway';
import { inviteHandlers } from './handlers/invite';
import { limitsHandlers } from './handlers/limits';
import { notificationHandlers } from './handlers/notification';
import { operationHandlers } from './handlers/operation';
import { orderHandlers } from './handlers/order';
import { organizationHandlers } from './handlers/organization';
import { paymentHandlers } from './handlers/payment';
import { profileHandlers } from './handlers/profile';
import { qrCodeHandlers } from './handlers/qr-code';
import { registrationHandlers } from './handlers/registration';
import { reviewHandlers } from './handlers/review';
import { settingsHandlers } from './handlers/settings';
import { statisticHandlers } from './handlers/statistic';
import { teamHandlers } from './handlers/team';
import { teamMemberHandlers } from './handlers/team-members';
import { telegramHandlers } from './handlers/telegram';
import { scenarioGate } from './scenarios/scenario-gate';

/**
 * Every mock handler, in match order: the scenario gate (forced codes, latency, offline), the
 * mock-only control calls (/__mock/...), the stateful handlers, then orval's generated faker
 * handlers of every tag, which answer each call no feature has made stateful yet (the rest are
 * shadowed). Every handler matches a call's whole path under its prefix (any origin, then
 * `/api/team/list`), so no handler answers another call whose path ends the same way. The gateway's and the
 * barrel's calls, outside the API prefix, have only their stateful handlers.
 */
export const handlers: RequestHandler[] = [
  scenarioGate,
  ...controlHandlers,
  ...paymentHandlers,
  ...gatewayHandlers,
  ...settingsHandlers,
  ...registrationHandlers,
  ...authHandlers,
  ...accessRestoreHandlers,
  ...profileHandlers,
  ...teamHandlers,
  ...teamMemberHandlers,
  ...inviteHandlers,
  ...operationHandlers,
  ...statisticHandlers,
  ...dashboardHandlers,
  ...reviewHandlers,
  ...qrCodeHandlers,
  ...limitsHandlers,
  ...organizationHandlers,
  ...orderHandlers,
  ...barrelHandlers,
  ...cardHandlers,
  ...notificationHandlers,
  ...telegramHandlers,
  ...getPaymentMock(),
  ...getCustomizationMock(),
  ...getSettingsMock(),
  ...getRegistrationMock(),
  ...getAuthMock(),
  ...getAccessRestoreMock(),
  ...getProfileMock(),
  ...getQrCodeMock(),
  ...getLimitsMock(),
  ...getTeamMock(),
  ...getInviteMock(),
  ...getCardMock(),
  ...getOperationMock(),
  ...getStatisticMock(),
  ...getDashboardMock(),
  ...getReviewMock(),
  ...getNotificationMock(),
  ...getTelegramMock(),
  ...getOrganizationMock(),
  ...getOrderMock(),
];
