import { z } from 'zod';
import { LOGIN_PAGE_COLOR_PATTERN, LOGIN_PAGE_IMAGE_MAX_LENGTH, LOGIN_PAGE_IMAGE_PATTERN } from './images';

const image = z
  .string()
  .max(LOGIN_PAGE_IMAGE_MAX_LENGTH)
  .regex(LOGIN_PAGE_IMAGE_PATTERN, 'An image stored here or an https:// URL')
  .nullable()
  .optional();

/**
 * spec 3: login page configuration: logo, backgroundImage and background colour (paths of the images), and the
 * office's name, which the login page shows and the family portal's header uses until the office's contact
 * details are filled in.
 */
export const loginPageConfigurationSchema = z
  .object({
    officeName: z.string().trim().max(120, 'At most 120 characters').nullable().optional(),
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
