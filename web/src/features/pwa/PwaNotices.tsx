import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePwaStatus } from './pwa-status';
import './pwa.css';

/**
 * The offline badge and the update prompt, floating above the bottom tabs. The live regions are
 * always in the page, so screen readers announce what appears in them.
 */
export function PwaNotices() {
  const { t } = useTranslation();
  const { offline, updateReady, updating, applyUpdate } = usePwaStatus();
  const [putOff, setPutOff] = useState(false);

  return (
    <div className="pwa-notices">
      <div role="status" className="pwa-notices__slot">
        {offline && <p className="pwa-offline">{t('pwa.offline')}</p>}
      </div>
      <div role="status" className="pwa-notices__slot">
        {updating ? (
          <div className="pwa-update">
            <p className="pwa-update__text">{t('pwa.updating')}</p>
          </div>
        ) : (
          updateReady &&
          !putOff && (
            <div className="pwa-update">
              <p className="pwa-update__text">{t('pwa.updateReady')}</p>
              <div className="pwa-update__actions">
                <button type="button" className="pwa-update__later" onClick={() => setPutOff(true)}>
                  {t('pwa.later')}
                </button>
                <button type="button" className="pwa-update__apply" onClick={applyUpdate}>
                  {t('pwa.update')}
                </button>
              </div>
            </div>
          )
        )}
      </div>
    </div>
  );
}
