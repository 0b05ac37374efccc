/** Uptime for display: the two largest units that matter (days and hours, hours and minutes, or minutes). */
export function uptimeParts(seconds: number): { key: 'days' | 'hours' | 'minutes'; days: number; hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  return { key: days > 0 ? 'days' : hours > 0 ? 'hours' : 'minutes', days, hours, minutes };
}
