import sharp from 'sharp';
import type { RenderLetterhead } from '@linhagem/contracts';

/**
 * The office's logo as a PNG data URL pdfmake can embed (it reads PNG and JPEG, not WebP), at most 480 px wide:
 * a logo of the login page is at most 275×150 on screen (spec 9), and twice that prints sharp. None when the
 * office has no logo or its bytes do not decode (the PDF is still made, without it).
 */
export async function logoDataUrl(logo: RenderLetterhead['logo']): Promise<string | null> {
  if (!logo) return null;
  try {
    const png = await sharp(Buffer.from(logo.base64, 'base64'))
      .resize({ width: 480, height: 240, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}
