import { useEffect, useState } from 'react';
import { LOGIN_PAGE_DEFAULT_BACKGROUND_COLOR, type LoginPageConfiguration } from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';
import defaultLogo from '../assets/logo.svg';

export type LoginPageConfig = { logo: string; backgroundImage?: string; backgroundColor: string };

export const DEFAULT_LOGIN_PAGE: LoginPageConfig = {
  logo: defaultLogo,
  backgroundColor: LOGIN_PAGE_DEFAULT_BACKGROUND_COLOR,
};

// Not contracts' zod schema: the login page ships without zod (JS budget); this refuses what could break out of url("…").
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
const IMAGE = /^(https?:\/\/|\/|data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,)[^"'()\s\\]*$/i;

/** GET /api/configuration/login-page; the built-in logo and colours when it is empty, odd or failing (spec 2). */
export function useLoginPageConfig(): LoginPageConfig {
  const api = useApi();
  const [config, setConfig] = useState(DEFAULT_LOGIN_PAGE);
  useEffect(() => {
    let active = true;
    api
      .get<LoginPageConfiguration>('/api/configuration/login-page', { skipAuth: true })
      .then((answer) => {
        if (!active || !answer || typeof answer !== 'object') return;
        setConfig({
          logo: answer.logo && IMAGE.test(answer.logo) ? answer.logo : DEFAULT_LOGIN_PAGE.logo,
          backgroundImage:
            answer.backgroundImage && IMAGE.test(answer.backgroundImage) ? answer.backgroundImage : undefined,
          backgroundColor:
            answer.backgroundColor && COLOR.test(answer.backgroundColor)
              ? answer.backgroundColor
              : DEFAULT_LOGIN_PAGE.backgroundColor,
        });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [api]);
  return config;
}
