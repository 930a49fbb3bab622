import { useTranslation } from '@/lib/i18n';
import { Glyph } from '@/components/Glyph';
import { useToast } from '@/components/Toast';
import { DetailSection } from '@/components/detail-parts';
import { copyText } from '@/lib/copy-text';

/** requirements §8: 帳號已複製 shows for 1.2 s. */
export const COPIED_TOAST_MS = 1200;

/** The shop's LINE and WeChat accounts, each with a button that copies it (requirements §2, §8). */
export function ContactLines({ line, wechat }: { line?: string; wechat?: string }) {
  const { t } = useTranslation();
  const { show, toast } = useToast(COPIED_TOAST_MS);
  const accounts = [
    ['LINE', line],
    ['WeChat', wechat],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (accounts.length === 0) return null;
  const copy = async (account: string) => {
    if (await copyText(account)) show(t('place.copied'));
  };
  return (
    <DetailSection title={t('place.contact')}>
      <dl className="place-contacts">
        {accounts.map(([app, account]) => (
          <div key={app} className="place-contact">
            <dt>{app}</dt>
            <dd>
              <span className="place-contact__account">{account}</span>
              <button
                type="button"
                className="button button--quiet place-contact__copy"
                aria-label={t('place.copyAccount', { app, account })}
                onClick={() => void copy(account)}
              >
                <Glyph name="copy" />
                {t('place.copy')}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {toast}
    </DetailSection>
  );
}
