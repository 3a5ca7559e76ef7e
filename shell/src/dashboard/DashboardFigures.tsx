import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PROTOCOL_API, type ProtocolDashboard, staffPath } from '@linhagem/contracts';
import { LoadingIndicator, useApi, useFormat, useTranslation } from '@linhagem/ui-kit';

/** `path`: the list behind the figure, opened by a click on the number. */
type Figure = { key: string; value: number; money?: boolean; path?: string };

// the office-wide work queue; the certificate list has no "in my charge" filter, so the user's figure stays text
const EXPIRING_CERTIFICATES = staffPath('certificateList', {}, { expiringSoon: true });

/** The case figures of the home page: the signed-in user's and the office's. */
export function DashboardFigures() {
  const { t } = useTranslation('shell');
  const { formatMoney } = useFormat();
  const api = useApi();
  const [figures, setFigures] = useState<ProtocolDashboard>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    api
      .get<ProtocolDashboard>(PROTOCOL_API.dashboard)
      .then((answer) => current && setFigures(answer))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [api]);

  if (failed) return <p role="status">{t('dashboard.figures.failed')}</p>;
  if (!figures) return <LoadingIndicator label={t('dashboard.figures.loading')} />;
  const { user, office } = figures;
  const groups: { key: 'user' | 'office'; figures: Figure[] }[] = [
    {
      key: 'user',
      figures: [
        { key: 'protocolsInMyCharge', value: user.protocolsInMyCharge },
        { key: 'myOpenBudgets', value: user.openBudgets },
        { key: 'receivedThisMonth', value: user.receivedThisMonth, money: true },
        { key: 'budgetsConvertedThisMonth', value: user.budgetsConvertedThisMonth },
        { key: 'certificatesExpiringSoon', value: user.certificatesExpiringSoon },
      ],
    },
    {
      key: 'office',
      figures: [
        { key: 'activeProtocols', value: office.activeProtocols },
        { key: 'openBudgets', value: office.openBudgets },
        { key: 'receivedThisMonth', value: office.receivedThisMonth, money: true },
        { key: 'budgetsConvertedThisMonth', value: office.budgetsConvertedThisMonth },
        {
          key: 'certificatesExpiringSoon',
          value: office.certificatesExpiringSoon,
          path: EXPIRING_CERTIFICATES,
        },
      ],
    },
  ];
  return (
    <div className="figures">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`figures-${group.key}`}>
          <h2 id={`figures-${group.key}`}>{t(`dashboard.figures.${group.key}`)}</h2>
          <dl className="figure-list">
            {group.figures.map((figure) => {
              const label = t(`dashboard.figures.labels.${figure.key}`);
              const value = figure.money ? formatMoney(figure.value) : String(figure.value);
              return (
                <div key={figure.key} className="figure">
                  <dt>{label}</dt>
                  <dd>
                    {figure.path ? (
                      <Link to={figure.path} aria-label={t('dashboard.figures.seeList', { label, value })}>
                        {value}
                      </Link>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
