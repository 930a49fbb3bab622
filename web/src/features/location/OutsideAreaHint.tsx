import { useTranslation } from '@/lib/i18n';
import { useNavigate } from '@/lib/router';
import type { ContentLang } from '@ecg/domain/rules/language';
import { guidePath } from '@ecg/domain/routes';
import { Dialog } from '@/components/Dialog';
import type { LocationState } from '@/lib/location/use-location';

/** A visitor outside the managed area is pointed to the guide section first. */
export default function OutsideAreaHint({
  location,
  lang,
}: {
  location: LocationState;
  lang: ContentLang;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open={location.outsideArea}
      onClose={location.dismissOutside}
      title={t('location.toGuide')}
      footer={
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            location.dismissOutside();
            void navigate(guidePath(lang));
          }}
        >
          {t('location.toGuide')}
        </button>
      }
    >
      <p>{t('location.outside')}</p>
    </Dialog>
  );
}
