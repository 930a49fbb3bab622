import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { useNavigate } from '@/lib/router';
import type { Township } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { serviceConditionsPath, type ServiceConditionsPage } from '@ecg/domain/service-routes';
import { townshipName, townshipsQuery } from '@/lib/api/townships';

/**
 * Where a weather or tides page answers for: where the visitor is, or a township chosen from the
 * 29, which becomes the page's address (/service/weather/{zipcode}) so it can be shared.
 */
export function PlacePicker({
  lang,
  page,
  zipcode,
}: {
  lang: ContentLang;
  page: ServiceConditionsPage;
  zipcode: number | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const townships = useQuery(townshipsQuery(lang)).data ?? [];
  return (
    <div className="conditions-picker">
      <label htmlFor={id} className="conditions-picker__label">
        {t('conditions.place.label')}
      </label>
      <select
        id={id}
        className="conditions-picker__select"
        value={zipcode === undefined ? '' : String(zipcode)}
        onChange={(event) => {
          const chosen = event.target.value === '' ? undefined : Number(event.target.value);
          void navigate(serviceConditionsPath(lang, page, chosen));
        }}
      >
        <option value="">{t('conditions.place.here')}</option>
        {townships.map((township) => (
          <option key={township.id} value={String(township.zipcode)}>
            {townshipName(township, lang)}
          </option>
        ))}
        {zipcode !== undefined && !townships.some((town) => town.zipcode === zipcode) ? (
          <option value={String(zipcode)}>{zipcode}</option>
        ) : null}
      </select>
    </div>
  );
}

/** The chosen township, once the list has come. */
export function useChosenTownship(
  lang: ContentLang,
  zipcode: number | undefined,
): Township | undefined {
  const townships = useQuery({ ...townshipsQuery(lang), enabled: zipcode !== undefined }).data;
  return townships?.find((township) => township.zipcode === zipcode);
}
