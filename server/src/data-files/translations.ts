import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readValidated } from './json-files';

/**
 * Our translations of the content, in data/translations/{en,ja}/: places-NN.json and
 * events.json, each an object keyed by our record id. `content` is present only where the
 * full text is translated; elsewhere the summary is, and the app shows the Chinese text.
 * `notices` are the place's closure notices, in the order of the seed's.
 */
const translatedText = z.object({
  name: z.string().trim().min(1),
  summary: z.string(),
  content: z.string().min(1).optional(),
  notices: z.array(z.string().trim().min(1)).optional(),
});
const translationFile = z.record(z.string().regex(/^\d+$/), translatedText);

export type TranslatedText = z.infer<typeof translatedText>;
export type TranslationLang = 'en' | 'ja';
export type Entity = 'place' | 'event';

export type Translations = Record<Entity, Record<TranslationLang, Map<number, TranslatedText>>>;

const entityOfFile = (file: string): Entity | undefined =>
  /^places(-\d+)?\.json$/.test(file)
    ? 'place'
    : /^events(-\d+)?\.json$/.test(file)
      ? 'event'
      : undefined;

export function loadTranslations(dataDir: string): Translations {
  const translations: Translations = {
    place: { en: new Map(), ja: new Map() },
    event: { en: new Map(), ja: new Map() },
  };
  for (const lang of ['en', 'ja'] as const) {
    const dir = path.join(dataDir, 'translations', lang);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      const entity = entityOfFile(file);
      if (!entity) continue;
      for (const [id, text] of Object.entries(readValidated(translationFile, path.join(dir, file))))
        translations[entity][lang].set(Number(id), text);
    }
  }
  return translations;
}
