/**
 * The installation's logo in the printouts' page header (issue 19): the light topbar logo uploaded in Setup → Logos,
 * handed to the layout as data (descriptors/lib stays free of the database). An upload is refused unless the PDF
 * engine draws it, so a printout never fails on its logo.
 */
import { headerLogoContent, type HeaderLogo } from '../../../descriptors/lib/printouts/report-layout.js';
import type { Db } from '../../db/engine.js';
import { findLogo, registerLogoCheck, type LogoImage } from '../system/installation-logos.js';
import { renderPdf } from './pdf-engine.js';

/** A logo image as the layout takes it: SVG as its text, PNG and JPEG as a data URL. */
export function headerLogoOf(logo: LogoImage): HeaderLogo {
  return logo.contentType === 'image/svg+xml'
    ? { svg: new TextDecoder().decode(logo.content) }
    : { dataUrl: `data:${logo.contentType};base64,${Buffer.from(logo.content).toString('base64')}` };
}

/** The logo printouts show in their header, when one is uploaded. */
export async function installationHeaderLogo(db: Db): Promise<HeaderLogo | undefined> {
  const logo = await findLogo(db, 'light', 'topbar-logo');
  return logo ? headerLogoOf(logo) : undefined;
}

registerLogoCheck(async (logo) => {
  try {
    await renderPdf({ content: [headerLogoContent(headerLogoOf(logo))] });
    return undefined;
  } catch {
    return 'logos.notDrawable';
  }
});
