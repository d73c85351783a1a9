import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '@/api/current-user';
import type { QrCode } from '@/api/generated/model/qrCode';
import type { QrFileFormat } from '@/api/generated/model/qrFileFormat';
import type { UserInfo } from '@/api/generated/model/userInfo';
import { personPhotoUrl, teamPhotoUrl } from '@/api/photos';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { Link } from '@/components/ui/link/link';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { ShareLink } from '@/components/ui/share/share-link';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { isUuid } from '@/lib/address-params';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { useDownloadQrCodeMutation, useQrCode } from '../api/qr-codes';
import { fileNameOf } from '../lib/file-names';
import { useFormatAmount } from '../lib/use-format-amount';
import { useTipPageAddress } from '../lib/use-tip-page-address';
import { kindNames, qrCodesMessages, qrCodesValueMessages } from '../messages';
import { DeleteQrCodeDialog } from './delete-qr-code-dialog';
import { PrintPanel } from './print-panel';
import { QrCodeNotFound } from './qr-code-not-found';
import { QrCodeStatistic } from './qr-code-statistic';
import { usePurposeName } from './purpose-name';
import listStyles from './qr-codes-page.module.css';
import panelStyles from './print-panel.module.css';
import styles from './qr-code-page.module.css';
import { editQrCodePath, QR_CODES_PATH, teamPath } from '@/lib/routes';

/** One code (qrcode/get): its tip page to share, its amounts, its files and its prints. */
export function QrCodePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { uuid = '' } = useParams();
  const code = useQrCode(uuid);
  const [deleting, setDeleting] = useState<QrCode | null>(null);

  return (
    <>
      <Link className={styles.back} to={QR_CODES_PATH}>
        {intl.formatMessage(qrCodesMessages.backToList)}
      </Link>
      <PageHeader
        title={code.data?.title ?? intl.formatMessage(qrCodesMessages.title)}
        actions={
          code.data ? (
            <>
              {code.data.kind !== 'TEAM' ? (
                <Link className={listStyles.newCode} to={editQrCodePath(uuid)}>
                  {intl.formatMessage(qrCodesMessages.edit)}
                </Link>
              ) : null}
              {code.data.kind === 'CUSTOM' ? (
                <Button variant="danger" onClick={() => setDeleting(code.data ?? null)}>
                  {intl.formatMessage(qrCodesMessages.delete)}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {isUuid(uuid) ? (
        <AsyncContent
          query={code}
          loading={
            <SkeletonGroup>
              <div className={styles.sections}>
                <Skeleton shape="rect" height={160} />
                <Skeleton shape="rect" height={200} />
                <Skeleton shape="rect" height={420} />
              </div>
            </SkeletonGroup>
          }
          notFound={<QrCodeNotFound />}
        >
          {(data) => <CodeSections code={data} />}
        </AsyncContent>
      ) : (
        <QrCodeNotFound />
      )}
      <DeleteQrCodeDialog
        code={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate(QR_CODES_PATH)}
      />
    </>
  );
}

/** Who a print and a share name: the team for a team's own code, the person for the others. */
function recipientOf(code: QrCode, person: UserInfo | undefined) {
  if (code.kind === 'TEAM' && code.team)
    return {
      name: code.team.title,
      photoUrl: teamPhotoUrl(code.team.photoUuid),
    };
  const ownTitle = code.kind === 'CUSTOM' ? code.title : undefined;
  const subtitle = [code.team?.title, ownTitle].filter(Boolean).join(' · ');
  return {
    name: person?.fullName ?? code.title,
    photoUrl: personPhotoUrl(person?.photo),
    ...(subtitle ? { subtitle } : {}),
  };
}

function CodeSections({ code }: { code: QrCode }) {
  const intl = useIntl();
  const formatAmount = useFormatAmount();
  const purposeName = usePurposeName();
  const address = useTipPageAddress(code);
  const person = useCurrentUser().data?.client;
  const { name, photoUrl, subtitle } = recipientOf(code, person);
  const content = useMemo(
    () => ({ name, address, ...(subtitle ? { subtitle } : {}) }),
    [name, address, subtitle],
  );

  return (
    <div className={styles.sections}>
      <section className={panelStyles.section} aria-labelledby="qr-tip-page">
        <h2 id="qr-tip-page" className={panelStyles.heading}>
          {intl.formatMessage(qrCodesMessages.tipPage)}
        </h2>
        <ShareLink
          url={address}
          text={intl.formatMessage(qrCodesValueMessages.shareText, { name })}
          label={intl.formatMessage(qrCodesMessages.tipPageAddress)}
        />
        <a className={styles.open} href={address} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(qrCodesMessages.openTipPage)}
        </a>
      </section>

      <QrCodeStatistic uuid={code.uuid} />

      <section className={panelStyles.section} aria-labelledby="qr-amounts">
        <h2 id="qr-amounts" className={panelStyles.heading}>
          {intl.formatMessage(qrCodesMessages.details)}
        </h2>
        <dl className={styles.facts}>
          <dt>{intl.formatMessage(qrCodesMessages.kind)}</dt>
          <dd>{intl.formatMessage(kindNames[code.kind])}</dd>
          {code.team ? (
            <>
              <dt>{intl.formatMessage(qrCodesMessages.team)}</dt>
              <dd>{code.team.title}</dd>
            </>
          ) : null}
          {code.purpose ? (
            <>
              <dt>{intl.formatMessage(qrCodesMessages.purpose)}</dt>
              <dd>{purposeName(code.purpose)}</dd>
            </>
          ) : null}
          <dt>{intl.formatMessage(qrCodesMessages.limits)}</dt>
          <dd>
            {intl.formatMessage(qrCodesValueMessages.limitsRange, {
              min: formatAmount(code.limits.minAmount),
              max: formatAmount(code.limits.maxAmount),
            })}
          </dd>
          <dt>{intl.formatMessage(qrCodesMessages.choices)}</dt>
          <dd>{code.amounts.map(formatAmount).join(' · ')}</dd>
          {code.defaultAmounts[0] !== undefined ? (
            <>
              <dt>{intl.formatMessage(qrCodesMessages.defaultAmount)}</dt>
              <dd>{formatAmount(code.defaultAmounts[0])}</dd>
            </>
          ) : null}
        </dl>
        {code.kind === 'TEAM' && code.team ? (
          <p className={styles.note}>
            {intl.formatMessage(qrCodesMessages.teamCodeNote)}{' '}
            <Link to={teamPath(code.team.uuid)}>
              {intl.formatMessage(qrCodesMessages.teamSettings)}
            </Link>
          </p>
        ) : null}
      </section>

      <PrintPanel title={code.title} content={content} photoUrl={photoUrl} />

      <ImageFiles code={code} />
    </div>
  );
}

const FORMATS: Array<{ format: QrFileFormat; label: keyof typeof qrCodesMessages }> = [
  { format: 'png', label: 'downloadPng' },
  { format: 'svg', label: 'downloadSvg' },
];

/** The code alone as an image (qrcode/download), for people who lay out their own prints. */
function ImageFiles({ code }: { code: QrCode }) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const download = useDownloadQrCodeMutation();
  return (
    <section className={panelStyles.section} aria-labelledby="qr-files">
      <h2 id="qr-files" className={panelStyles.heading}>
        {intl.formatMessage(qrCodesMessages.files)}
      </h2>
      <p className={panelStyles.hint}>{intl.formatMessage(qrCodesMessages.filesHint)}</p>
      <div className={panelStyles.actions}>
        {FORMATS.map(({ format, label }) => (
          <Button
            key={format}
            variant="secondary"
            loading={download.isPending && download.variables.params.format === format}
            disabled={download.isPending}
            onClick={() =>
              download.mutate({
                params: { uuid: code.uuid, format },
                name: fileNameOf(code.title, `qr.${format}`),
              })
            }
          >
            {intl.formatMessage(qrCodesMessages[label])}
          </Button>
        ))}
      </div>
      {download.isError ? (
        <FormAlert error={download.error} takeFocus>
          {intl.formatMessage(qrCodesMessages.downloadFailed)} {formatError(download.error).message}
        </FormAlert>
      ) : null}
    </section>
  );
}
