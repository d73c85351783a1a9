import type { QrCode } from '@/api/generated/model/qrCode';

type CodeLink = Pick<QrCode, 'uuid' | 'kind' | 'team'>;

/**
 * The page a code's QR leads to, below the app's base path: the tip page `/{uuid}`, or for a
 * team's own code (kind TEAM) the team page `/t/{teamUuid}`, where visitors pick a member.
 */
export function tipPagePath(code: CodeLink): string {
  return code.kind === 'TEAM' && code.team ? `/t/${code.team.uuid}` : `/${code.uuid}`;
}

/** The full address a code encodes and shares: origin, the app's base path, the page. */
export function tipPageAddress(origin: string, basePath: string, code: CodeLink): string {
  return `${origin}${basePath.replace(/\/+$/, '')}${tipPagePath(code)}`;
}

/** The tip page address's parameter naming where it was opened from (contract QrSource). */
const SOURCE_PARAM = 's';

/** A code's address as a print of `source` encodes it. */
export function withSource(address: string, source: string): string {
  return `${address}?${SOURCE_PARAM}=${source}`;
}
