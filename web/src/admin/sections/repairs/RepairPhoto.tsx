import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { repairPhotoQuery } from './repairs-query';

/** A visitor's photo, asked with the operator's session (no cache keeps it). */
export function RepairPhoto({ number, id, label }: { number: string; id: number; label: string }) {
  const { t } = useTranslation();
  const photo = useQuery(repairPhotoQuery(number, id));
  if (photo.isError) return <p className="form-alert">{t('repairs.photoFailed')}</p>;
  if (!photo.data) return <p role="status">{t('app.loading')}</p>;
  return <img className="photo" src={photo.data} alt={label} width={320} />;
}
