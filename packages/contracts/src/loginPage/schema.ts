import { z } from 'zod';
import { LOGIN_PAGE_COLOR_PATTERN, LOGIN_PAGE_IMAGE_MAX_LENGTH, LOGIN_PAGE_IMAGE_PATTERN } from './images';

const image = z
  .string()
  .max(LOGIN_PAGE_IMAGE_MAX_LENGTH)
  .regex(LOGIN_PAGE_IMAGE_PATTERN, 'An image stored here or an https:// URL')
  .nullable()
  .optional();

/** spec 3: login page configuration: logo, backgroundImage and background colour (paths of the images). */
export const loginPageConfigurationSchema = z
  .object({
    logo: image,
    backgroundImage: image,
    backgroundColor: z
      .string()
      .regex(LOGIN_PAGE_COLOR_PATTERN, 'A colour such as #1e3a5f')
      .nullable()
      .optional(),
  })
  .strict();
export type LoginPageConfiguration = z.infer<typeof loginPageConfigurationSchema>;
export const LOGIN_PAGE_FIELDS = loginPageConfigurationSchema.keyof().options;
