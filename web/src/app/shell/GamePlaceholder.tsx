import { useTranslation } from '@/lib/i18n';
import { useParams } from '@/lib/router';
import { NotFoundPage } from '@/components/NotFoundPage';

/** requirements §2: /zh-tw/game is a placeholder only; in other languages there is no such page. */
export default function GamePlaceholder() {
  const { t } = useTranslation();
  if (useParams().lang !== 'zh-tw') return <NotFoundPage />;
  return <p className="placeholder">{t('game.placeholder')}</p>;
}
