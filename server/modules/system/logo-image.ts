/**
 * What an uploaded logo really is, from its bytes (never its name or declared type): a PNG whose chunks are whole and
 * whose image data inflates, a JPEG with a frame header, or an SVG document whose root is `<svg>` and which draws only
 * itself — no scripts, no foreign content, no references to other files or addresses (the PDF engine would follow a
 * file path; served images are fenced in by their Content-Security-Policy as well). Pixel images are bounded a side.
 */
import { inflateSync } from 'node:zlib';
import { logoLimits, type LogoContentType } from '../../../descriptors/lib/logos/installation-logos.js';

export type LogoProblem =
  | { code: 'notAnImage' | 'damaged' | 'svgUnsafe' | 'svgWithoutSize' }
  | { code: 'tooManyPixels'; width: number; height: number };

export type LogoImageCheck = { contentType: LogoContentType; problem?: undefined } | { contentType?: LogoContentType; problem: LogoProblem };

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** PNG colour type → channels (PNG 1.2 §11.2.2), and the bit depths each allows. */
const pngColourTypes: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] }, 2: { channels: 3, depths: [8, 16] }, 3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] }, 6: { channels: 4, depths: [8, 16] },
};

const sizeProblem = (width: number, height: number): LogoProblem | undefined =>
  width > logoLimits.maxSidePx || height > logoLimits.maxSidePx ? { code: 'tooManyPixels', width, height } : undefined;

function checkPng(bytes: Buffer): LogoProblem | undefined {
  let offset = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlaced: boolean } | undefined;
  const data: Buffer[] = [];
  let hasPalette = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = offset + 8;
    if (body + length + 4 > bytes.length) return { code: 'damaged' };
    if (!header && type !== 'IHDR') return { code: 'damaged' };
    if (type === 'IHDR') {
      if (length !== 13) return { code: 'damaged' };
      header = {
        width: bytes.readUInt32BE(body), height: bytes.readUInt32BE(body + 4), depth: bytes[body + 8], colour: bytes[body + 9],
        interlaced: bytes[body + 12] === 1,
      };
    } else if (type === 'PLTE') hasPalette = true;
    else if (type === 'IDAT') data.push(bytes.subarray(body, body + length));
    else if (type === 'IEND') break;
    offset = body + length + 4;
  }
  if (!header || !data.length || offset + 12 > bytes.length) return { code: 'damaged' };
  const { width, height, depth, colour, interlaced } = header;
  const kind = pngColourTypes[colour];
  if (!width || !height || !kind?.depths.includes(depth) || (colour === 3 && !hasPalette)) return { code: 'damaged' };
  const tooLarge = sizeProblem(width, height);
  if (tooLarge) return tooLarge;
  // The image data must inflate (the PDF engine inflates it too, where a failure would not be caught) to at least the
  // rows it announces; bounded, so a small file cannot unpack into a large one.
  const rowBytes = 1 + Math.ceil((width * kind.channels * depth) / 8);
  const expected = height * rowBytes;
  try {
    const pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected * 2 + 1024 });
    if (!interlaced && pixels.length < expected) return { code: 'damaged' };
  } catch {
    return { code: 'damaged' };
  }
  return undefined;
}

/** Start-of-frame markers (ITU T.81 Table B.1): C0–CF but DHT (C4), JPG (C8) and DAC (CC). */
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function checkJpeg(bytes: Buffer): LogoProblem | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return { code: 'damaged' };
    const marker = bytes[offset + 1];
    if (marker === 0xff) { offset += 1; continue; }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return { code: 'damaged' };
    if (isFrameMarker(marker)) {
      if (length < 7) return { code: 'damaged' };
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      if (!width || !height) return { code: 'damaged' };
      return sizeProblem(width, height);
    }
    if (marker === 0xda) break;
    offset += 2 + length;
  }
  return { code: 'damaged' };
}

/** Leading XML declaration, processing instructions, comments and white space before the root element. */
const prolog = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*/;
/** What would make an SVG more than a picture of itself. */
const unsafeSvg = [
  /<!DOCTYPE|<!ENTITY/i,
  /<script\b/i,
  /<foreignObject\b/i,
  /@import\b/i,
  /\bhref\s*=\s*(["'])\s*(?!#|data:image\/(?:png|jpeg);base64,)/i,
  /url\(\s*["']?\s*(?!#|data:image\/(?:png|jpeg);base64,)/i,
];

function checkSvg(bytes: Buffer): LogoProblem | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return { code: 'notAnImage' };
  }
  const rest = text.slice(prolog.exec(text)?.[0].length ?? 0);
  const root = /^<svg(?=[\s>/])[^>]*>/.exec(rest);
  if (!root) return { code: 'notAnImage' };
  if (!/<\/svg\s*>\s*(?:<!--[\s\S]*?-->\s*)*$/.test(rest) && !/\/>\s*$/.test(root[0])) return { code: 'damaged' };
  if (unsafeSvg.some((pattern) => pattern.test(text))) return { code: 'svgUnsafe' };
  // The PDF engine sizes a drawing by its width and height, or its viewBox.
  const attributes = root[0];
  if (!/\sviewBox\s*=/.test(attributes) && !(/\swidth\s*=/.test(attributes) && /\sheight\s*=/.test(attributes))) return { code: 'svgWithoutSize' };
  return undefined;
}

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** The logo's real content type, or why it cannot be one. */
export function checkLogoImage(content: Uint8Array): LogoImageCheck {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (startsWith(bytes, pngSignature)) {
    const problem = checkPng(bytes);
    return problem ? { contentType: 'image/png', problem } : { contentType: 'image/png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    const problem = checkJpeg(bytes);
    return problem ? { contentType: 'image/jpeg', problem } : { contentType: 'image/jpeg' };
  }
  const problem = checkSvg(bytes);
  if (problem?.code === 'notAnImage') return { problem };
  return problem ? { contentType: 'image/svg+xml', problem } : { contentType: 'image/svg+xml' };
}
