import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Customization } from '@/api/generated/model';
import { paymentMessages } from '../messages';
import styles from './merchant-frame.module.css';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Only https images (or the app's own paths) are shown: branding must not load from anywhere. */
function safeLogoUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.origin === window.location.origin
      ? parsed.href
      : undefined;
  } catch {
    return undefined;
  }
}

/** Customization as CSS custom properties over the kit's tokens; invalid colours are ignored. */
function themeOf(customization: Customization | undefined): CSSProperties | undefined {
  if (!customization) return undefined;
  const theme: Record<string, string> = {};
  if (customization.primaryColor && HEX_COLOUR.test(customization.primaryColor)) {
    theme['--color-primary'] = customization.primaryColor;
    theme['--color-primary-hover'] = customization.primaryColor;
  }
  if (customization.backgroundColor && HEX_COLOUR.test(customization.backgroundColor)) {
    theme['--merchant-background'] = customization.backgroundColor;
  }
  return theme;
}

/**
 * The card a payment page sits in, in the merchant's look (customization/get). Without
 * customization it is the product's own look; the brand row only exists when there is a brand.
 */
export function MerchantFrame({
  customization,
  children,
}: {
  customization: Customization | undefined;
  children: ReactNode;
}) {
  const intl = useIntl();
  const logo =
    customization?.merchantLogoType === 'CUSTOM' ? safeLogoUrl(customization.logoUrl) : undefined;
  const name = customization?.merchantName;
  return (
    <div
      className={styles.frame}
      style={themeOf(customization)}
      data-branded={Boolean(customization)}
    >
      {logo || name ? (
        <div className={styles.brand}>
          {logo ? (
            <img
              className={styles.logo}
              src={logo}
              alt={name ?? intl.formatMessage(paymentMessages.merchantLogo)}
              height={40}
            />
          ) : (
            <span>{name}</span>
          )}
        </div>
      ) : null}
      {children}
    </div>
  );
}
