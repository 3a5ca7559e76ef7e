import { z } from 'zod';

const IMAGE =
  /^(\/[\w\-./%]*|https:\/\/[^\s"'<>]+|data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]+)$/;

/** spec 3: login page configuration: logo, backgroundImage and background colour (paths of the images). */
export const loginPageConfigurationSchema = z
  .object({
    logo: z
      .string()
      .max(700_000)
      .regex(IMAGE, 'An image path, https URL or data:image URL')
      .nullable()
      .optional(),
    backgroundImage: z
      .string()
      .max(700_000)
      .regex(IMAGE, 'An image path, https URL or data:image URL')
      .nullable()
      .optional(),
    backgroundColor: z
      .string()
      .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'A colour such as #1e3a5f')
      .nullable()
      .optional(),
  })
  .strict();
export type LoginPageConfiguration = z.infer<typeof loginPageConfigurationSchema>;
