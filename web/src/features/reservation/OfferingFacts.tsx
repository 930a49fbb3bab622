import { useTranslation } from '@/lib/i18n';
import type { NarrationLanguage, Offering } from '@ecg/domain/contracts';

/** The languages of a tour, named in the visitor's language and joined as it joins a list. */
export function useLanguageNames() {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  return (languages: readonly NarrationLanguage[]) =>
    list.format(languages.map((code) => t(`reservation.languageName.${code}`)));
}

/**
 * What a visitor must know before choosing: where, for how many, in which languages, and how
 * far ahead. `brief`: one line, under the offering's name in a list.
 */
export function OfferingFacts({
  offering,
  brief = false,
}: {
  offering: Offering;
  brief?: boolean;
}) {
  const { t } = useTranslation();
  const languageNames = useLanguageNames();
  const group =
    offering.groupMin > 1
      ? t('reservation.groupSize', { min: offering.groupMin, max: offering.groupMax })
      : t('reservation.groupUpTo', { max: offering.groupMax });
  const languages = languageNames(offering.languages);
  const lead =
    offering.leadDays > 0 ? t('reservation.leadDays', { count: offering.leadDays }) : undefined;
  if (brief) {
    const inLanguages = t('reservation.languages', { list: languages });
    return <>{[offering.centre.name, group, inLanguages].join(' · ')}</>;
  }
  return (
    <dl className="reservation-facts">
      <dt>{t('reservation.where')}</dt>
      <dd>{offering.centre.name}</dd>
      <dt>{t('reservation.group')}</dt>
      <dd>{group}</dd>
      <dt>{t('reservation.language')}</dt>
      <dd>{languages}</dd>
      {lead ? (
        <>
          <dt>{t('reservation.ahead')}</dt>
          <dd>{lead}</dd>
        </>
      ) : null}
    </dl>
  );
}
