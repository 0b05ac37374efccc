/**
 * The installation's logos (SPEC §2 "Logos", §7 "GET logos"): which logos there are, the wire shapes of their
 * definitions and of the setup screen's list, the limits of an uploaded image and the image URL. Shared by the
 * server's routes, the shell and the setup screen.
 */
import { z } from 'zod';

export const logoIdentifiers = ['topbar-logo', 'auth-logo', 'error-logo'] as const;
export type LogoIdentifier = (typeof logoIdentifiers)[number];

export const logoThemes = ['light', 'dark'] as const;
export type LogoTheme = (typeof logoThemes)[number];

/** The image types a logo may be: the bytes are checked, not the name or the declared type. */
export const logoContentTypes = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoContentType = (typeof logoContentTypes)[number];

/** A logo is small: at most 512 KB and 2048 px a side (a PNG or JPEG), which the upload dialog checks too. */
export const logoLimits = { maxBytes: 512 * 1024, maxSidePx: 2048 };

/** GET /api/logos: the uploaded logos' hashes by identifier; an identifier or theme without one uses the bundled image. */
export const LogoDefinitions = z.record(z.string(), z.object({ lightLogoHash: z.string().optional(), darkLogoHash: z.string().optional() }));
export type LogoDefinitions = z.infer<typeof LogoDefinitions>;

/** One uploaded logo as the setup screen lists it. */
export const InstalledLogo = z.object({
  identifier: z.enum(logoIdentifiers),
  theme: z.enum(logoThemes),
  contentType: z.enum(logoContentTypes),
  size: z.number().int(),
  sha256: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type InstalledLogo = z.infer<typeof InstalledLogo>;
export const InstalledLogoList = z.object({ logos: z.array(InstalledLogo) });
export type InstalledLogoList = z.infer<typeof InstalledLogoList>;

/** The logo image URL (SPEC §7): with the uploaded image's hash when there is one, else the bundled image. */
export function logoUrl(theme: LogoTheme, identifier: LogoIdentifier, logos: LogoDefinitions = {}, baseUrl = '/api'): string {
  const hash = theme === 'dark' ? logos[identifier]?.darkLogoHash : logos[identifier]?.lightLogoHash;
  return `${baseUrl}/logos/${theme}/${identifier}${hash ? `?hash=${encodeURIComponent(hash)}` : ''}`;
}
