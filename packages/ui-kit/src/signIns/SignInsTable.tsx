import type { SignIn } from '@linhagem/contracts';
import { useFormat } from '../i18n/useFormat';
import { useTranslation } from '../i18n/useTranslation';

export type SignInsTableProps = {
  signIns: SignIn[];
  /** the id of the heading that names the table's scrolling region */
  labelledBy: string;
};

/**
 * A staff member's sign-ins and failed attempts (docs/adr-auth-and-gateway.md "Sign-in history"), as their account
 * and an administrator's user page show them: the region scrolls sideways on a phone and takes the keyboard's focus.
 */
export function SignInsTable({ signIns, labelledBy }: SignInsTableProps) {
  const { t } = useTranslation('shell');
  const { formatDateTime } = useFormat();
  return (
    <div style={{ overflowX: 'auto' }} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="p-datatable-table">
        <thead>
          <tr>
            <th scope="col">{t('signIns.when')}</th>
            <th scope="col">{t('signIns.address')}</th>
            <th scope="col">{t('signIns.browser')}</th>
            <th scope="col">{t('signIns.method')}</th>
            <th scope="col">{t('signIns.result')}</th>
          </tr>
        </thead>
        <tbody>
          {signIns.map((signIn) => (
            <tr key={signIn.id}>
              <td>{formatDateTime(signIn.at)}</td>
              <td>{signIn.address}</td>
              <td>{[signIn.browser, signIn.os].filter(Boolean).join(' · ')}</td>
              <td>{t(`signIns.methods.${signIn.method}`)}</td>
              <td>{t(`signIns.results.${signIn.result}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
