import { useContext, type ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { createI18n } from '@linhagem/i18n';
import { KitContext, LocalKitProvider } from './LocalKitProvider';

let fallbackI18n: ReturnType<typeof createI18n> | undefined;

export type KitBoundaryProps = { children: ReactNode };

/** Gives an exposed module the i18n and kit it needs when the page above does not provide them. */
export function KitBoundary({ children }: KitBoundaryProps) {
  const kit = useContext(KitContext);
  const { i18n } = useContext(I18nContext) ?? {};
  let content = kit ? <>{children}</> : <LocalKitProvider>{children}</LocalKitProvider>;
  if (!i18n) {
    fallbackI18n ??= createI18n();
    content = <I18nextProvider i18n={fallbackI18n}>{content}</I18nextProvider>;
  }
  return content;
}
