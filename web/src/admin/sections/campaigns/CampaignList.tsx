import type { OperatorCampaign } from '@ecg/domain/contracts/admin-campaigns';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { FormAlert } from '@/admin/components/fields';
import { campaignTitleIn } from './campaign-draft';
import { campaignsQuery } from './campaigns-query';

/** Every campaign, the latest first: its days, places and check-ins, to change or give places. */
export function CampaignList({
  onEdit,
  onPlaces,
}: {
  onEdit: (campaign: OperatorCampaign) => void;
  onPlaces: (campaign: OperatorCampaign) => void;
}) {
  const { t, i18n } = useTranslation();
  const campaigns = useQuery(campaignsQuery);
  return (
    <section className="panel" aria-labelledby="campaigns-heading">
      <h2 id="campaigns-heading">{t('campaigns.listHeading')}</h2>
      {campaigns.isPending && <p role="status">{t('app.loading')}</p>}
      {campaigns.isError && <FormAlert>{t('errors.load')}</FormAlert>}
      {campaigns.data?.length === 0 && <p>{t('campaigns.none')}</p>}
      {campaigns.data && campaigns.data.length > 0 && (
        <ul className="rows">
          {campaigns.data.map((campaign) => {
            const title = campaignTitleIn(campaign, i18n.language);
            return (
              <li key={campaign.id} className="row">
                <div className="row__text">
                  <h3 className="row__title">{title}</h3>
                  <p className="row__meta">
                    {t('campaigns.days', { from: campaign.startsOn, to: campaign.endsOn })} ·{' '}
                    {t('campaigns.placeCount', { count: campaign.places.length })} ·{' '}
                    {t('campaigns.checkInCount', { count: campaign.checkIns })}
                  </p>
                  <p className="row__meta">
                    {t('campaigns.updatedBy', { name: campaign.updatedBy, at: campaign.updatedAt })}
                  </p>
                </div>
                <button
                  type="button"
                  className="button"
                  aria-label={t('campaigns.editNamed', { title })}
                  onClick={() => onEdit(campaign)}
                >
                  {t('campaigns.edit')}
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={t('campaigns.placesNamed', { title })}
                  onClick={() => onPlaces(campaign)}
                >
                  {t('campaigns.places')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
