/**
 * The icons' drawing (components/Glyph.tsx names the set): apart from the named set, so the
 * first screen carries this and the two glyphs home draws, not every glyph of the app
 * (docs/performance.md, `npm run bench:web`).
 */

/** A chevron to the next page; and a video camera (home's live cams). */
export const NEXT_PATH = 'M9 5l7 7-7 7';
export const VIDEO_PATH = 'M3 7h13v10H3zM16 10l5-3v10l-5-3';

/** An outline drawing on the 24-unit grid, in the current text colour; decorative. */
export function OutlineIcon({
  d,
  size = 20,
  className = 'glyph',
  strokeWidth = 1.8,
}: {
  d: string;
  size?: number;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
