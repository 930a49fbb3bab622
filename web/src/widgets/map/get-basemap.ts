import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { basemapQuery } from '@/lib/api/basemap';

export const useBasemap = (lang: ContentLang) => useQuery(basemapQuery(lang));
