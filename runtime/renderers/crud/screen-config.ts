/** What a screen descriptor's config says to the crud and tree renderers. */

/** The resource a screen's config names (`config.resource`), if it names one. */
export function configuredResource(config: Record<string, unknown> | undefined): string | undefined {
  const resource = config?.resource;
  return typeof resource === 'string' && resource.trim() ? resource.trim() : undefined;
}

/** Column filters a screen opens with (`config.filters`, field → value), e.g. the people now on board. */
export function configuredFilters(config: Record<string, unknown> | undefined): Record<string, string> {
  const filters = config?.filters;
  if (!filters || typeof filters !== 'object' || Array.isArray(filters)) return {};
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean').map(([k, v]) => [k, String(v)]));
}
