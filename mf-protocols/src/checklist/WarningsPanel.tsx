import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { ChecklistTree, Language, ResolveReadingWarningBody } from '@linhagem/contracts';
import { checklistWarningText, useTranslation } from '@linhagem/ui-kit';

export type WarningsPanelProps = {
  tree: Pick<ChecklistTree, 'warnings' | 'warningsUnavailable' | 'expiringSoon'>;
  /** shows and focuses a checklist person, or (with a certificate id) one of its certificates */
  reveal: (checklistPersonId: string, certificateId?: string) => void;
  /** the checklist person a certificate belongs to */
  personOfCertificate: (certificateId: string) => string | undefined;
  /** settles a READING_DIFFERS warning (docs/adr-reading.md "Resolving a difference"); absent: read only */
  resolve?: (certificateId: string, body: ResolveReadingWarningBody) => Promise<unknown>;
};

/**
 * The broken-chain warnings above the tree (computed by the service on every read), each naming
 * its persons and records as links that open and focus them; and how many certificates expire soon.
 */
export function WarningsPanel({ tree, reveal, personOfCertificate, resolve }: WarningsPanelProps) {
  const { t, i18n } = useTranslation(['checklist', 'reading']);
  const { warnings, warningsUnavailable, expiringSoon } = tree;
  if (!warnings.length && !warningsUnavailable && !expiringSoon) return null;
  return (
    <section className="lp-warnings" aria-labelledby="checklist-warnings-title">
      <h3 id="checklist-warnings-title">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
        {t('warningsPanel.title', { count: warnings.length })}
      </h3>
      {warningsUnavailable ? <Message severity="warn" text={t('warningsPanel.unavailable')} /> : null}
      {expiringSoon ? (
        <p className="lp-warning-expiring">
          <i className="pi pi-clock" aria-hidden="true" />{' '}
          {t('warningsPanel.expiring', { count: expiringSoon })}
        </p>
      ) : null}
      {warnings.length ? (
        <ul className="lp-warning-list">
          {warnings.map((warning, index) => {
            const names = warning.persons.map((person) => person.name).join(', ');
            const textId = `checklist-warning-${index}`;
            const { reading } = warning;
            const [certificateId] = warning.certificates;
            return (
              <li key={`${warning.code}-${index}`} className="lp-warning" data-code={warning.code}>
                <span id={textId}>{checklistWarningText(t, warning, names, i18n.language as Language)}</span>
                <span className="lp-warning-links">
                  {warning.persons.map((person) => (
                    <Button
                      key={person.checklistPersonId}
                      type="button"
                      link
                      icon="pi pi-user"
                      label={t('warningsPanel.goToPerson', { name: person.name })}
                      onClick={() => reveal(person.checklistPersonId)}
                    />
                  ))}
                  {warning.certificates.map((certificateId) => {
                    const personId = personOfCertificate(certificateId);
                    return personId ? (
                      <Button
                        key={certificateId}
                        type="button"
                        link
                        icon="pi pi-file"
                        label={t('warningsPanel.goToCertificate')}
                        onClick={() => reveal(personId, certificateId)}
                      />
                    ) : null;
                  })}
                  {resolve && reading && certificateId
                    ? (['CASE', 'CERTIFICATE'] as const).map((keep) => (
                        <Button
                          key={keep}
                          type="button"
                          size="small"
                          outlined
                          icon={keep === 'CASE' ? 'pi pi-sitemap' : 'pi pi-file-check'}
                          label={t(`readingDiffers.${keep === 'CASE' ? 'keepCase' : 'keepCertificate'}`)}
                          aria-describedby={textId}
                          onClick={() =>
                            void resolve(certificateId, {
                              documentId: reading.documentId,
                              field: reading.field,
                              keep,
                            })
                          }
                        />
                      ))
                    : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
