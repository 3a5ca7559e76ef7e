import { useState } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { CertificateFields, ChecklistPersonNode } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { CertificateEditor } from './CertificateEditor';
import { ProgressIndicator } from './ProgressIndicator';
import { useCollapsedChecklistItems } from './useCollapsedChecklistItems';

export type PersonActions = {
  addChild: (parent: ChecklistPersonNode) => void;
  edit: (person: ChecklistPersonNode) => void;
  remove: (person: ChecklistPersonNode) => void;
  saveCertificate: (
    person: ChecklistPersonNode,
    fields: Partial<CertificateFields>,
    id?: string,
  ) => Promise<void>;
  removeCertificate: (certificateId: string) => void;
};

export type ChecklistPersonCardProps = {
  person: ChecklistPersonNode;
  readOnly: boolean;
  actions: PersonActions;
};

/** The element of a checklist person, which the warnings panel focuses. */
export const personElementId = (id: string) => `checklist-person-card-${id}`;

/** One person of the tree: category, name and bar in a collapsible header; certificates; then the descendants. */
export function ChecklistPersonCard({ person, readOnly, actions }: ChecklistPersonCardProps) {
  const { t } = useTranslation('checklist');
  const { isCollapsed, toggle } = useCollapsedChecklistItems();
  const [drafts, setDrafts] = useState<number[]>([]);
  const collapsed = isCollapsed(person.id);
  const name = person.name || t('tab.unnamed');
  const bodyId = `checklist-person-${person.id}`;

  return (
    <li className="lp-person" aria-label={name} id={personElementId(person.id)} tabIndex={-1}>
      <div className="lp-person-header">
        <Button
          type="button"
          text
          icon={collapsed ? 'pi pi-chevron-right' : 'pi pi-chevron-down'}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          aria-label={t(collapsed ? 'tab.expand' : 'tab.collapse', { name })}
          onClick={() => toggle(person.id)}
        />
        <Tag value={t(`options.category.${person.category}`)} />
        <strong className="lp-person-name">{name}</strong>
        <ProgressIndicator
          progress={person.progress}
          color={person.color}
          label={`${t('fields.progress')}: ${name}`}
        />
        {readOnly ? null : (
          <span className="lp-actions">
            <Button
              type="button"
              text
              icon="pi pi-user-plus"
              label={t('tab.addChild')}
              onClick={() => actions.addChild(person)}
            />
            <Button
              type="button"
              text
              icon="pi pi-pencil"
              aria-label={`${t('tab.editPerson')}: ${name}`}
              onClick={() => actions.edit(person)}
            />
            <Button
              type="button"
              text
              severity="danger"
              icon="pi pi-trash"
              aria-label={`${t('tab.removePerson')}: ${name}`}
              onClick={() => actions.remove(person)}
            />
          </span>
        )}
      </div>
      <div id={bodyId} hidden={collapsed} className="lp-person-body">
        {person.certificates.length === 0 && drafts.length === 0 ? (
          <p className="lp-muted">{t('tab.noCertificates')}</p>
        ) : null}
        <ul className="lp-certificates">
          {person.certificates.map((certificate) => (
            <CertificateEditor
              key={`${certificate.id}-${JSON.stringify(certificate)}`}
              certificate={certificate}
              readOnly={readOnly}
              onSave={(fields, id) => actions.saveCertificate(person, fields, id)}
              onRemove={() => actions.removeCertificate(certificate.id)}
            />
          ))}
          {drafts.map((draft) => (
            <CertificateEditor
              key={`draft-${draft}`}
              readOnly={readOnly}
              onSave={async (fields) => {
                await actions.saveCertificate(person, fields);
                setDrafts((current) => current.filter((item) => item !== draft));
              }}
              onRemove={() => setDrafts((current) => current.filter((item) => item !== draft))}
            />
          ))}
        </ul>
        {readOnly ? null : (
          <Button
            type="button"
            outlined
            icon="pi pi-plus"
            label={t('tab.addCertificate')}
            onClick={() => setDrafts((current) => [...current, Date.now() + current.length])}
          />
        )}
        {person.children.length ? (
          <ul className="lp-persons">
            {person.children.map((child) => (
              <ChecklistPersonCard key={child.id} person={child} readOnly={readOnly} actions={actions} />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
