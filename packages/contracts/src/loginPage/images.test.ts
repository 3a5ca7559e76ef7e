import { LOGIN_PAGE_IMAGE_PATTERN } from './images';
import { loginPageConfigurationSchema } from './schema';

describe('the login page image URL', () => {
  it.each([
    '/api/configuration/files/0123456789abcdef01234567',
    'https://cdn.example.org/bg.jpg',
    'https://cdn.example.org:8443/images/logo%20dark.png?v=2',
  ])('accepts an image we stored or an https address: %s', (url) => {
    expect(LOGIN_PAGE_IMAGE_PATTERN.test(url)).toBe(true);
    expect(loginPageConfigurationSchema.safeParse({ logo: url }).success).toBe(true);
  });

  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/assets/logo.png',
    '/api/configuration/files/../../login',
    'http://cdn.example.org/bg.jpg',
    'https://evil.example/x.png") , url("y',
    'https://user@evil.example/x.png',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'javascript:alert(1)',
  ])('refuses anything else: %s', (url) => {
    expect(LOGIN_PAGE_IMAGE_PATTERN.test(url)).toBe(false);
    expect(loginPageConfigurationSchema.safeParse({ logo: url }).success).toBe(false);
  });
});
