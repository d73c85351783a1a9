import { useIntl } from 'react-intl';
import { Link } from '@/components/ui/link/link';
import { CARDS_PATH, QR_CODES_PATH, qrCodePath } from '@/lib/routes';
import { cabinetMessages } from '../messages';
import styles from './dashboard.module.css';
import { DashboardSection } from './dashboard-section';

/** A recipient without a single tip yet: the three steps to the first one, each a link to where it is done. */
export function StartChecklist({ qrCodeUuid }: { qrCodeUuid: string | undefined }) {
  const intl = useIntl();
  const steps = [
    { key: 'card', to: CARDS_PATH, label: cabinetMessages.addCard },
    { key: 'print', to: QR_CODES_PATH, label: cabinetMessages.printQrCode },
    {
      key: 'share',
      to: qrCodeUuid ? qrCodePath(qrCodeUuid) : QR_CODES_PATH,
      label: cabinetMessages.shareLink,
    },
  ];
  return (
    <DashboardSection id="home-checklist" title={cabinetMessages.checklist}>
      <p>{intl.formatMessage(cabinetMessages.checklistIntro)}</p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.key}>
            <Link className={styles.step} to={step.to}>
              {intl.formatMessage(step.label)}
            </Link>
          </li>
        ))}
      </ol>
    </DashboardSection>
  );
}
