import sharp from 'sharp';
import { DOCUMENT_ERROR_CODES } from '@linhagem/contracts';
import { makeJpeg, makePdf, makePng, makeRotatedJpeg, makeWebp } from '../../test/files';
import { makeImagePreview } from './draw';
import { makeThumbnail } from './preview';

const sizeOf = async (bytes: Buffer) => {
  const { width, height, format, orientation } = await sharp(bytes).metadata();
  return { width, height, format, orientation };
};

it('draws a PDF first page into a thumbnail of at most 320 px, without a browser', async () => {
  const thumbnail = await makeThumbnail(await makePdf({ pages: 3 }), 'application/pdf');
  expect(thumbnail.contentType).toBe('image/jpeg');
  // an A4 page is portrait: 320 high, 595/842 of that wide (226, give or take the canvas's rounding)
  const { format, width, height } = await sizeOf(thumbnail.bytes);
  expect({ format, height }).toEqual({ format: 'jpeg', height: 320 });
  expect(Math.abs(width! - 226)).toBeLessThanOrEqual(1);
  // something was drawn: the page's frame and text darken the white
  const { channels } = await sharp(thumbnail.bytes).stats();
  expect(channels[0].min).toBeLessThan(100);
});

it('makes thumbnails of pictures at most 320 px on the longer side, never enlarged', async () => {
  expect(await sizeOf((await makeThumbnail(await makeJpeg(1600, 1200), 'image/jpeg')).bytes)).toMatchObject({
    width: 320,
    height: 240,
  });
  expect(await sizeOf((await makeThumbnail(await makePng(100, 500), 'image/png')).bytes)).toMatchObject({
    width: 64,
    height: 320,
  });
  expect(await sizeOf((await makeThumbnail(await makeWebp(40, 30), 'image/webp')).bytes)).toMatchObject({
    width: 40,
    height: 30,
  });
});

it('applies the camera rotation to the preview and the thumbnail, and drops the metadata', async () => {
  const rotated = await makeRotatedJpeg(400, 300);
  expect(await sizeOf(rotated)).toMatchObject({ width: 400, height: 300, orientation: 6 });
  const preview = await makeImagePreview(rotated, 'image/jpeg');
  expect(preview.contentType).toBe('image/jpeg');
  expect(await sizeOf(preview.bytes)).toEqual({
    format: 'jpeg',
    width: 300,
    height: 400,
    orientation: undefined,
  });
  expect(await sizeOf((await makeThumbnail(rotated, 'image/jpeg')).bytes)).toMatchObject({
    width: 240,
    height: 320,
  });
});

it('keeps a preview in its own type', async () => {
  expect((await sizeOf((await makeImagePreview(await makePng(), 'image/png')).bytes)).format).toBe('png');
  expect((await sizeOf((await makeImagePreview(await makeWebp(), 'image/webp')).bytes)).format).toBe('webp');
});

it('refuses bytes that do not open with the unreadable code', async () => {
  const broken = Buffer.from('%PDF-1.7\nnothing else here');
  await expect(makeThumbnail(broken, 'application/pdf')).rejects.toMatchObject({
    status: 422,
    code: DOCUMENT_ERROR_CODES.unreadable,
  });
  await expect(makeThumbnail(Buffer.from([0xff, 0xd8, 0xff, 0, 1]), 'image/jpeg')).rejects.toMatchObject({
    code: DOCUMENT_ERROR_CODES.unreadable,
  });
});
