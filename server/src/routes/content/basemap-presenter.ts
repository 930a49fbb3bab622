import type { Basemap } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { BasemapSeedFile } from '../../data-files/basemap-seed';

const NAME_OF_LANG = { 'zh-tw': 'zh', en: 'en', ja: 'ja' } as const;

/** The basemap with its names and attribution in one language (contracts/map.ts). */
export function localizedBasemap(seed: BasemapSeedFile, lang: ContentLang): Basemap {
  const key = NAME_OF_LANG[lang];
  return {
    type: 'FeatureCollection',
    attribution: seed.attribution[key],
    features: seed.features.map(({ role, code, names, label, geometry }) => ({
      type: 'Feature',
      properties: {
        role,
        code,
        ...(names ? { name: names[key] } : {}),
        ...(label ? { label } : {}),
      },
      geometry,
    })),
  };
}
