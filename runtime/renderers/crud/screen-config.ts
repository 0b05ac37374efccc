/** What a screen descriptor's config says to the crud and tree renderers. */

/** The resource a screen's config names (`config.resource`), if it names one. */
export function configuredResource(config: Record<string, unknown> | undefined): string | undefined {
  const resource = config?.resource;
  return typeof resource === 'string' && resource.trim() ? resource.trim() : undefined;
}
