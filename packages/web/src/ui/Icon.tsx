/** The site's icons: 24 × 24 line drawings in the text colour; names are the feature block's icon options. */
const PATHS = {
  sun: 'M12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zM12 2v2.5M12 19.5V22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M2 12h2.5M19.5 12H22M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8',
  water: 'M12 3c3.5 4.3 6 7.6 6 10.5a6 6 0 0 1-12 0C6 10.6 8.5 7.3 12 3zM9.5 14.5a2.5 2.5 0 0 0 2.5 2.5',
  thermometer: 'M14 14.8V5a2 2 0 1 0-4 0v9.8a4 4 0 1 0 4 0zM12 9v8',
  flame: 'M12 22c4 0 7-2.7 7-6.8 0-3.6-2.4-6.2-4.3-8.2-.4 2-1.6 3.3-2.7 3.8C12.5 7.4 11.2 4.4 8.7 2.5 8.6 6 5 8.6 5 14.2 5 19.2 8 22 12 22z',
  plug: 'M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0V7zM12 17v5',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-7',
  wifi: 'M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  shield: 'M12 2.5l8 3v6c0 5-3.4 8.8-8 10-4.6-1.2-8-5-8-10v-6l8-3zM8.5 12l2.5 2.5 4.5-5',
  wrench: 'M14.7 6.3a4 4 0 0 0 5 5L21 12.6l-1.3-1.3M14.7 6.3L3 18l3 3 11.7-11.7M14.7 6.3a4 4 0 0 1 5-3.5l-2.6 2.6.8 2.2 2.2.8 2.6-2.6',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-13 15-1 0-1.5-.3-2-1zM5 19l8-8',
  euro: 'M18 6.5A7 7 0 1 0 18 17.5M4 10h9M4 14h9',
  home: 'M3 11l9-7 9 7M5 9.5V21h14V9.5M10 21v-6h4v6',
  factory: 'M3 21V10l6 3.5V10l6 3.5V6h4v15H3zM7 17h2M11 17h2M15 17h2',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1v-4zM20 14h-3v5h2a1 1 0 0 0 1-1v-4zM17 19c0 1.5-2 2.5-5 2.5',
  document: 'M6 2h8l5 5v15H6zM14 2v5h5M9 12h7M9 16h7',
} as const;

export type IconName = keyof typeof PATHS;
export const ICON_NAMES = Object.keys(PATHS) as IconName[];
export const isIconName = (name: string | undefined): name is IconName => !!name && name in PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ?? 'icon'} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
