/** Outline icons of the bottom tabs, drawn inline so the first screen needs no icon font. */
const paths = {
  home: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 21 21',
  guide: 'M4 5h6a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H4zM20 5h-6a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h6z',
  live: 'M3 7h13v10H3zM16 10l5-3v10l-5-3',
  service: 'M4 14v-3a8 8 0 0 1 16 0v3M4 14h3v5H4zM17 14h3v5h-3z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
