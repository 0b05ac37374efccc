/** Line icons drawn inline (no icon font, no network); menu descriptors name them by `icon`. */
import type { SVGProps } from 'react';

const paths: Record<string, string> = {
  sun: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  language: 'M4 5h7M7.5 3v2M10 5c-.8 4-3.3 7-6 8.5M5.5 8.5c1 2 3 3.8 5 4.5M13 21l4-9l4 9M14.3 18h5.4',
  user: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M5 20c0-3.3 3.1-6 7-6s7 2.7 7 6',
  key: 'M15 3a6 6 0 1 0 0 12a6 6 0 1 0 0-12M10.8 13.2L3 21M6 18l2 2M8 16l2 2M16 7.5h.01',
  logout: 'M14 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-3M9 12h12M17 8l4 4l-4 4',
  home: 'M4 11l8-7l8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  alert: 'M12 3l9.5 17h-19zM12 10v4M12 17h.01',
  refresh: 'M20 11A8 8 0 0 0 5.5 6.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4',
  layout: 'M4 4h16v16H4zM9 4v16',
  chevron: 'M9 6l6 6l-6 6',
  ship: 'M3 17l2 3h14l2-3zM5 17l1-6h12l1 6M8 11V7h8v4M12 7V3',
  map: 'M3 6l6-3l6 3l6-3v15l-6 3l-6-3l-6 3zM9 3v15M15 6v15',
  route: 'M6 19a2 2 0 1 0 0-4a2 2 0 1 0 0 4M18 9a2 2 0 1 0 0-4a2 2 0 1 0 0 4M8 17h6a3 3 0 0 0 0-6h-4a3 3 0 0 1 0-6h6',
  dashboard: 'M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z',
  chart: 'M4 20h16M6 16l4-5l4 3l5-7',
  bell: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4',
  book: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11',
  leaf: 'M5 19c0-8 5-14 15-15c-1 10-7 15-15 15M5 19l7-7',
  printer: 'M7 9V3h10v6M7 18H4v-8h16v8h-3M7 14h10v7H7z',
  flame: 'M12 3c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-4 2-7c2 1 3 3 3 5c1-2 1-6 1-9',
  tool: 'M14.5 6.5a4 4 0 0 0 5 5L21 13l-8 8l-3-3l8-8zM3 21l6-6',
  cpu: 'M7 7h10v10H7zM10 10h4v4h-4zM9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4',
  database: 'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3s-3.6 3-8 3s-8-1.3-8-3M4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  settings: 'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3 14.1H3a2 2 0 1 1 0-4h.1A1.7 1.7 0 0 0 4.6 9a1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5a1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  compass: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M15.5 8.5l-2 5l-5 2l2-5z',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V6z',
  circle: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8',
  check: 'M5 12l5 5L20 7',
  upload: 'M12 20V9M7 14l5-5l5 5M5 4h14',
  x: 'M6 6l12 12M18 6L6 18',
  adjustments: 'M6 4v4M6 12v8M4 8h4v4H4zM12 4v10M12 18v2M10 14h4v4h-4zM18 4v2M18 10v10M16 6h4v4h-4z',
  'chart-line': 'M4 19h16M4 15l4-6l4 4l4-7l4 5',
  droplet: 'M12 3c3 4.5 6 7.6 6 11a6 6 0 0 1-12 0c0-3.4 3-6.5 6-11',
  gauge: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 12l4-3M7 15h.01M6.5 11h.01M9 7.5h.01M17.5 15h.01',
  'layout-dashboard': 'M4 4h6v8H4zM4 16h6v4H4zM14 12h6v8h-6zM14 4h6v4h-6z',
  table: 'M4 5h16v14H4zM4 10h16M4 15h16M10 10v9',
  users: 'M9 4a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7M3 20c0-3 2.7-5.5 6-5.5s6 2.5 6 5.5M16 4.5a3.3 3.3 0 0 1 0 6.3M18 14.8c2 .7 3 2.6 3 5.2',
  world: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3.6 9h16.8M3.6 15h16.8M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9M12 3c-2.5 2.5-3.5 5.5-3.5 9s1 6.5 3.5 9',
  activity: 'M3 12h4l3-8l4 16l3-8h4',
  paperclip: 'M15 7l-6.5 6.5a1.5 1.5 0 0 0 2.1 2.1L17 9.2a3 3 0 0 0-4.2-4.2L6.3 11.5a4.5 4.5 0 0 0 6.4 6.4L19 11.5',
  download: 'M12 4v11M7 10l5 5l5-5M5 20h14',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  dots: 'M5 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2M12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2M19 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  mail: 'M3 6h18v12H3zM3 6l9 7l9-7',
  eye: 'M2 12s3.6-7 10-7s10 7 10 7s-3.6 7-10 7s-10-7-10-7M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
};

/** The icon names available to menu descriptors (`icon` of a menu item). */
export const iconNames = Object.keys(paths);

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: string;
  size?: number;
}

/** An outline icon; an unknown name draws a small circle so the menu stays aligned. */
export function Icon({ name, size = 18, ...rest }: IconProps) {
  return (
    <svg
      width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}
    >
      <path d={paths[name] ?? paths[name.replace(/^(pi pi-|ti ti-)/, '')] ?? paths.circle} />
    </svg>
  );
}
