import { downloadName } from './downloadName';

it('ends a download name with the extension of the type its bytes are', () => {
  expect(downloadName('recibo.html', 'application/pdf')).toBe('recibo.pdf');
  expect(downloadName('foto', 'image/jpeg')).toBe('foto.jpg');
  expect(downloadName('FOTO.JPEG', 'image/jpeg')).toBe('FOTO.JPEG');
  expect(downloadName('certidão.pdf', 'application/pdf')).toBe('certidão.pdf');
  expect(downloadName('scan.pdf', 'image/png')).toBe('scan.png');
});
