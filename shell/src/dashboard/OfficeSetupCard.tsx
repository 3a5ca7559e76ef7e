import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  CONFIGURATION_API,
  TYPE_SERVICE_API,
  USER_API,
  type LoginPageConfiguration,
  type OfficeContact,
  type Page,
  staffPath,
} from '@linhagem/contracts';
import { useApi, useTranslation } from '@linhagem/ui-kit';

export type SetupStep = 'contacts' | 'logo' | 'services' | 'firstUser';

/** Each step of a new office, where it is done, and how its existing API tells it is done. */
const STEPS: { key: SetupStep; path: string; icon: string }[] = [
  { key: 'contacts', path: staffPath('systemConfiguration'), icon: 'pi pi-phone' },
  { key: 'logo', path: staffPath('loginPage'), icon: 'pi pi-image' },
  { key: 'services', path: staffPath('typeServiceList'), icon: 'pi pi-briefcase' },
  { key: 'firstUser', path: staffPath('userList'), icon: 'pi pi-user-plus' },
];

const ONE = { query: { page: 1, size: 1 }, loading: false } as const;

/**
 * The steps a new office has not done yet. A step whose answer fails is left out: the card must never ask for
 * something already done. Contacts count as filled with the office's name and a phone or an e-mail (what the
 * family portal's header and contact block show); a first user is anyone besides the first administrator.
 */
function useMissingSteps(): SetupStep[] | undefined {
  const api = useApi();
  const [missing, setMissing] = useState<SetupStep[]>();
  useEffect(() => {
    let current = true;
    const done: Record<SetupStep, Promise<boolean>> = {
      contacts: api
        .get<OfficeContact>(CONFIGURATION_API.office, { loading: false })
        .then((office) => Boolean(office.name.trim() && (office.phones.length > 0 || office.email))),
      logo: api
        .get<LoginPageConfiguration>(CONFIGURATION_API.loginPage, { loading: false })
        .then((page) => Boolean(page.logo)),
      services: api
        .post<Page<unknown>>(TYPE_SERVICE_API.pagination, {}, ONE)
        .then((page) => page.totalElements > 0),
      firstUser: api.post<Page<unknown>>(USER_API.pagination, {}, ONE).then((page) => page.totalElements > 1),
    };
    void Promise.allSettled(STEPS.map(({ key }) => done[key])).then((answers) => {
      if (current)
        setMissing(
          STEPS.filter((_, index) => {
            const answer = answers[index];
            return answer.status === 'fulfilled' && !answer.value;
          }).map(({ key }) => key),
        );
    });
    return () => {
      current = false;
    };
  }, [api]);
  return missing;
}

/** For administrators on the home page: what is left to set up the office, each step linking to its page. */
export function OfficeSetupCard() {
  const { t } = useTranslation('shell');
  const missing = useMissingSteps();
  if (!missing?.length) return null;
  return (
    <section className="office-setup" aria-labelledby="office-setup-title">
      <h2 id="office-setup-title">{t('dashboard.setup.title')}</h2>
      <p>{t('dashboard.setup.intro')}</p>
      <ul className="shortcuts">
        {STEPS.filter(({ key }) => missing.includes(key)).map((step) => (
          <li key={step.key}>
            <Link to={step.path} className="shortcut">
              <i className={step.icon} aria-hidden="true" />
              <span className="shortcut-title">{t(`dashboard.setup.steps.${step.key}.title`)}</span>
              <span className="shortcut-text">{t(`dashboard.setup.steps.${step.key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
