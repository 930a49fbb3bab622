import type { ContentLang } from '@ecg/domain/rules/language';

/** One chunk of the built app as Vite's manifest (web/dist/.vite/manifest.json) lists it. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** The files a home rendered ahead needs beside the page's own: to preload, and to style it. */
export interface HomeAssets {
  scripts: string[];
  styles: string[];
}

const HOME_CHUNK = 'src/features/home/HomePage.tsx';
/** Each language's strings come with its fallback's (web/src/lib/i18n.ts). */
const STRINGS_OF: Record<ContentLang, string[]> = {
  'zh-tw': ['src/locales/zh-tw.json'],
  en: ['src/locales/en.json', 'src/locales/zh-tw.json'],
  ja: ['src/locales/ja.json', 'src/locales/zh-tw.json'],
};

/**
 * The home's chunk with all it imports, and the strings of the language: requested with the
 * page's own script rather than after it (no waterfall), and the home's styles linked in the
 * page so its first paint is styled. Files the page already names are left out.
 */
export function homeAssets(manifest: BuildManifest, lang: ContentLang, inPage: string): HomeAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [HOME_CHUNK, ...STRINGS_OF[lang]]) visit(key);
  const named = (file: string) => !inPage.includes(file);
  return { scripts: [...scripts].filter(named), styles: [...styles].filter(named) };
}
