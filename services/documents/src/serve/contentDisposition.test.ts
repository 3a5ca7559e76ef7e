import { contentDisposition } from './contentDisposition';

it('names the file for old clients in ASCII and for current ones in UTF-8 (RFC 6266, 5987)', () => {
  expect(contentDisposition('Certidão de "nascimento" (1).pdf')).toBe(
    `attachment; filename="Certid_o de nascimento (1).pdf"; filename*=UTF-8''Certid%C3%A3o%20de%20%22nascimento%22%20%281%29.pdf`,
  );
  expect(contentDisposition("it's.jpg", { inline: true })).toBe(
    `inline; filename="it's.jpg"; filename*=UTF-8''it%27s.jpg`,
  );
});

it('never lets a name break out of the header', () => {
  const header = contentDisposition('a\\b";x=1.pdf');
  expect(header).toBe(`attachment; filename="ab;x=1.pdf"; filename*=UTF-8''a%5Cb%22%3Bx%3D1.pdf`);
});
