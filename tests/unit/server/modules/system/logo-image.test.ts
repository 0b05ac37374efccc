import { describe, expect, it } from 'vitest';
import { checkLogoImage } from '../../../../../server/modules/system/logo-image.js';
import { pngImage, svgLogo } from '../../../../support/logo-images.js';

/** The markers of a baseline JPEG up to its scan: SOI, APP0, SOF0 with the size, SOS. */
const jpeg = (width: number, height: number) => new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46,
  0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00,
  0xff, 0xda, 0x00, 0x02, 0x00, 0xff, 0xd9,
]);
const text = (value: string) => new TextEncoder().encode(value);

describe('what an uploaded logo really is', () => {
  it('knows PNG, JPEG and SVG by their bytes', () => {
    expect(checkLogoImage(pngImage())).toEqual({ contentType: 'image/png' });
    expect(checkLogoImage(jpeg(300, 80))).toEqual({ contentType: 'image/jpeg' });
    expect(checkLogoImage(text(svgLogo))).toEqual({ contentType: 'image/svg+xml' });
    expect(checkLogoImage(text('\uFEFF<!-- logo --><svg width="10" height="4"><path d="M0 0h10"/></svg>'))).toEqual({ contentType: 'image/svg+xml' });
  });

  it('refuses what is no image, or is damaged, too large or more than a picture', () => {
    expect(checkLogoImage(text('%PDF-1.7')).problem).toEqual({ code: 'notAnImage' });
    expect(checkLogoImage(text('<html><svg viewBox="0 0 1 1"></svg></html>')).problem).toEqual({ code: 'notAnImage' });
    expect(checkLogoImage(new Uint8Array([0xff, 0xd8, 0xff, 0xd9])).problem).toEqual({ code: 'damaged' });
    expect(checkLogoImage(jpeg(4000, 80)).problem).toEqual({ code: 'tooManyPixels', width: 4000, height: 80 });
    const corrupted = pngImage();
    corrupted.fill(0, 45, 55);
    expect(checkLogoImage(corrupted).problem).toEqual({ code: 'damaged' });
    expect(checkLogoImage(text('<svg viewBox="0 0 1 1"><a xlink:href="https://example.com/x"/></svg>')).problem).toEqual({ code: 'svgUnsafe' });
    expect(checkLogoImage(text('<svg viewBox="0 0 1 1"><rect style="fill:url(https://example.com/p)"/></svg>')).problem).toEqual({ code: 'svgUnsafe' });
    expect(checkLogoImage(text('<!DOCTYPE svg [<!ENTITY a "b">]><svg viewBox="0 0 1 1"/>')).problem?.code).toMatch(/notAnImage|svgUnsafe/);
    expect(checkLogoImage(text('<svg viewBox="0 0 1 1"><rect fill="url(#g)"/><image href="data:image/png;base64,AAAA"/></svg>')).problem).toBeUndefined();
  });
});
