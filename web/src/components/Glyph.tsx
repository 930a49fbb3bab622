import { NEXT_PATH, OutlineIcon, VIDEO_PATH } from './OutlineIcon';

/** Small outline icons of the content screens, inline so no icon font is fetched. */
const glyphs = {
  back: 'M15 5 8 12l7 7',
  next: NEXT_PATH,
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  navigate: 'M3 11 21 3l-8 18-2-8z',
  play: 'M7 4v16l13-8z',
  pause: 'M7 4h4v16H7zM14 4h4v16h-4z',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 7v5l3 2',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7L11.5 6.8M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.5-1.5',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  copy: 'M8 8h11v12H8zM5 16V4h11',
  ticket: 'M3 8V5h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 5v10',
  car: 'M4 16v-4l2-5h12l2 5v4zM4 16v3M20 16v3M7 13h.01M17 13h.01',
  photo: 'M4 6h16v13H4zM4 16l5-5 4 4 3-3 4 4M15 9.5h.01',
  video: VIDEO_PATH,
  audio: 'M4 10v4h4l5 4V6L8 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  globe: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  map: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 21 21',
  close: 'M6 6l12 12M18 6 6 18',
} as const;

export type GlyphName = keyof typeof glyphs;

export function Glyph({ name, size = 20 }: { name: GlyphName; size?: number }) {
  return <OutlineIcon d={glyphs[name]} size={size} />;
}
