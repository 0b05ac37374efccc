/** Small line icons the crud screens need beyond the shell's set (same stroke and size conventions). */
import type { SVGProps } from 'react';

const paths = {
  plus: 'M12 5v14M5 12h14',
  download: 'M12 4v11M7 10l5 5l5-5M5 20h14',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14M20 20l-4-4',
  filter: 'M4 5h16l-6 7.5V19l-4 1v-7.5z',
  move: 'M5 12h14M15 8l4 4l-4 4M9 4v16',
  folder: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  pencil: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
} as const;

export type CrudIconName = keyof typeof paths;

export function CrudIcon({ name, size = 16, ...rest }: { name: CrudIconName; size?: number } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      <path d={paths[name]} />
    </svg>
  );
}
