import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Glyph } from '@/components/Glyph';
import { copyText } from '@/lib/copy-text';
import { localhostAddress, type PasskeyObstacle } from '../site-address';

/**
 * Why passkeys cannot be used on this page, and the way to a page where they can
 * (site-address.ts): at a numeric address, the same page at localhost; in a browser without
 * WebAuthn (the in-app browsers of LINE, Facebook, Instagram), the page's address to copy into
 * the phone's own browser. The rest of the app works here as everywhere.
 */
export function NoPasskeysHere({ obstacle }: { obstacle: Exclude<PasskeyObstacle, undefined> }) {
  const { t } = useTranslation();
  const addressId = useId();
  const [copied, setCopied] = useState<boolean>();
  const here = window.location.href;

  if (obstacle === 'ipAddress') {
    const there = localhostAddress(here);
    return (
      <section className="member-section member-obstacle" aria-labelledby={`${addressId}-title`}>
        <h2 id={`${addressId}-title`} className="member-section__title">
          {t('members.ipAddress.title')}
        </h2>
        <p>{t('members.ipAddress.why', { host: window.location.hostname })}</p>
        <p>
          <a className="member-obstacle__link" href={there}>
            {t('members.ipAddress.open', { address: there })}
          </a>
        </p>
      </section>
    );
  }

  const copy = () => void copyText(here).then(setCopied);
  return (
    <section className="member-section member-obstacle" aria-labelledby={`${addressId}-title`}>
      <h2 id={`${addressId}-title`} className="member-section__title">
        {t('members.unsupported.title')}
      </h2>
      <p>{t('members.unsupported.why')}</p>
      <p>{t('members.unsupported.how')}</p>
      <div className="form-field">
        <label className="form-field__label" htmlFor={addressId}>
          {t('members.unsupported.address')}
        </label>
        <input
          id={addressId}
          className="member-obstacle__address"
          type="text"
          readOnly
          value={here}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <button type="button" className="button member-button" onClick={copy}>
        <Glyph name="copy" />
        {t('members.unsupported.copy')}
      </button>
      <p role="status" className="member-said">
        {copied === undefined
          ? null
          : t(copied ? 'members.unsupported.copied' : 'members.copyFailed')}
      </p>
      <p>{t('members.unsupported.rest')}</p>
    </section>
  );
}
