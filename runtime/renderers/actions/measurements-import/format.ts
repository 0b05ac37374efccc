/** Numbers and instants in the interface language, for the import dialog. */
export const numberText = (language: string) => {
  const format = new Intl.NumberFormat(language);
  return (n: number) => format.format(n);
};

export const instantText = (language: string) => {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '—');
};
