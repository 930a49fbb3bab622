import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/components/Dialog';
import { Glyph } from '@/components/Glyph';
import '../place-language.css';

/**
 * "Show to driver" (requirements §3): the place's Chinese name and address, large on a full screen,
 * to be held up to a taxi driver. The dialog keeps the focus, closes by its button and by
 * Escape, and gives the focus back to the button.
 */
export function DriverView({ name, address }: { name: string; address: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Glyph name="car" />
        {t('placeLanguage.showDriver')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('placeLanguage.driverTitle')}
        variant="full"
      >
        <dl className="driver-view">
          <dt>{t('placeLanguage.driverName')}</dt>
          <dd lang="zh-Hant" className="driver-view__name">
            {name}
          </dd>
          <dt>{t('detail.address')}</dt>
          <dd lang="zh-Hant" className="driver-view__address">
            {address}
          </dd>
        </dl>
      </Dialog>
    </>
  );
}
