import { useEffect, useState } from 'react';
import {
  CONFIGURATION_API,
  LOGIN_PAGE_COLOR_PATTERN,
  LOGIN_PAGE_DEFAULT_BACKGROUND_COLOR,
  LOGIN_PAGE_IMAGE_PATTERN,
  type LoginPageConfiguration,
} from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';
import defaultLogo from '../assets/logo.svg';

export type LoginPageConfig = {
  logo: string;
  backgroundImage?: string;
  backgroundColor: string;
  officeName?: string;
};

export const DEFAULT_LOGIN_PAGE: LoginPageConfig = {
  logo: defaultLogo,
  backgroundColor: LOGIN_PAGE_DEFAULT_BACKGROUND_COLOR,
};

// The contract's zod-free patterns, not its schema: the login page ships without zod (JS budget).
const image = (value: string | null | undefined) =>
  value && LOGIN_PAGE_IMAGE_PATTERN.test(value) ? value : undefined;

/** GET /api/configuration/login-page; the built-in logo and colours when it is empty, odd or failing (spec 2). */
export function useLoginPageConfig(): LoginPageConfig {
  const api = useApi();
  const [config, setConfig] = useState(DEFAULT_LOGIN_PAGE);
  useEffect(() => {
    let active = true;
    api
      .get<LoginPageConfiguration>(CONFIGURATION_API.loginPage, { skipAuth: true })
      .then((answer) => {
        if (!active || !answer || typeof answer !== 'object') return;
        setConfig({
          officeName: typeof answer.officeName === 'string' ? answer.officeName : undefined,
          logo: image(answer.logo) ?? DEFAULT_LOGIN_PAGE.logo,
          backgroundImage: image(answer.backgroundImage),
          backgroundColor:
            answer.backgroundColor && LOGIN_PAGE_COLOR_PATTERN.test(answer.backgroundColor)
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
