import type { OperatorCampaign } from '@ecg/domain/contracts/admin-campaigns';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useStatusLine } from '@/admin/components/use-status-line';
import { campaignTitleIn } from './campaign-draft';
import { CampaignForm } from './CampaignForm';
import { CampaignList } from './CampaignList';
import { CampaignPlacesForm } from './CampaignPlacesForm';

/**
 * Collection campaigns (docs/campaigns.md): the campaigns, a form to make one or change one, and
 * the places of the one chosen. Members see a change at once; visitors' caches within a minute.
 * What was just done is said in a status line that takes the focus.
 */
export default function CampaignsSection() {
  const { t, i18n } = useTranslation();
  const { say, line } = useStatusLine();
  const [editing, setEditing] = useState<OperatorCampaign>();
  const [placing, setPlacing] = useState<OperatorCampaign>();
  return (
    <>
      <p className="lead">{t('campaigns.lead')}</p>
      {line}
      <CampaignList
        onEdit={(campaign) => {
          setPlacing(undefined);
          setEditing(campaign);
        }}
        onPlaces={(campaign) => {
          setEditing(undefined);
          setPlacing(campaign);
        }}
      />
      {placing && (
        <CampaignPlacesForm
          key={placing.id}
          campaign={placing}
          onSaved={(message) => say(message)}
        />
      )}
      <CampaignForm
        key={editing?.id ?? 'new'}
        {...(editing ? { editing, onCancel: () => setEditing(undefined) } : {})}
        onSaved={(campaign, made) => {
          setEditing(undefined);
          const title = campaignTitleIn(campaign, i18n.language);
          say(t(made ? 'campaigns.created' : 'campaigns.saved', { title }));
          if (made) setPlacing(campaign);
        }}
      />
    </>
  );
}
