import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants';
import { userEmailSchema } from './fields';

/**
 * What services/identity asks services/protocols to mail (mail lives there, as the signers' codes of
 * services/documents do): a sign-in from a browser and system never seen for that user
 * (docs/adr-auth-and-gateway.md "Sign-in history"). Service token only; the BFF never routes here.
 */
export const PROTOCOLS_MAIL_INTERNAL = {
  /** `POST` `NewSignInMailBody` → `NewSignInMailAnswer`: `sent` false when mail is off or the server refused */
  newSignInPath: '/internal/mail/new-sign-in',
} as const;

export const newSignInMailBodySchema = z
  .object({
    to: userEmailSchema.refine((v) => v !== ''),
    name: z.string().max(200),
    language: z.enum(SUPPORTED_LANGUAGES),
    at: z.iso.datetime(),
    browser: z.string().max(100),
    os: z.string().max(100),
    address: z.string().max(100),
  })
  .strict();
export type NewSignInMailBody = z.infer<typeof newSignInMailBodySchema>;

export const newSignInMailAnswerSchema = z.object({ sent: z.boolean() });
export type NewSignInMailAnswer = z.infer<typeof newSignInMailAnswerSchema>;

/** The mail in each language: `{name}`, `{at}` (the office's time zone), `{browser}`, `{os}`, `{address}`. */
export const NEW_SIGN_IN_TEXT = {
  'pt-BR': {
    subject: 'Nova entrada na sua conta do Linhagem',
    text: [
      'Olá, {name}.',
      '',
      'Sua conta do Linhagem foi acessada de um navegador que ainda não tinha sido usado com ela:',
      '',
      'Quando: {at}',
      'Navegador: {browser}',
      'Sistema: {os}',
      'Endereço: {address}',
      '',
      'Se foi você, nada a fazer.',
      'Se não foi você: troque sua senha agora, em "Minha conta" use "Sair de todos os outros lugares" e avise o administrador do escritório.',
    ].join('\n'),
    unknown: 'desconhecido',
  },
  'en-US': {
    subject: 'New sign-in to your Linhagem account',
    text: [
      'Hello, {name}.',
      '',
      'Your Linhagem account was signed in to from a browser not used with it before:',
      '',
      'When: {at}',
      'Browser: {browser}',
      'System: {os}',
      'Address: {address}',
      '',
      'If it was you, there is nothing to do.',
      'If it was not you: change your password now, use "Sign out everywhere else" in "My account" and tell your office\'s administrator.',
    ].join('\n'),
    unknown: 'unknown',
  },
} as const;
