import type { PublicClientLink } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import { PortalButton } from '../shared/PortalButton';
import type { FamilyEntry, FamilyMinor } from './family';

export type PeopleListProps = {
  family: FamilyEntry[];
  readOnly: boolean;
  /** `minor` is set for an underage: the link that names their responsible */
  onEdit(link: PublicClientLink, minor?: FamilyMinor): void;
  onRemove(link: PublicClientLink, minor?: FamilyMinor): void;
};

/** spec 2: each person with edit and remove, underage dependents nested under their responsible. */
export function PeopleList({ family, readOnly, onEdit, onRemove }: PeopleListProps) {
  const { t } = useTranslation('portal');
  if (family.length === 0)
    return (
      <div className="pp-empty">
        <i className="pi pi-users" aria-hidden="true" />
        <p>{t('people.empty')}</p>
      </div>
    );
  return (
    <ul className="pp-people" aria-label={t('people.title')}>
      {family.map(({ link, minors }) => (
        <li key={link.id}>
          <Person
            link={link}
            readOnly={readOnly}
            onEdit={() => onEdit(link)}
            onRemove={() => onRemove(link)}
          />
          {minors.length > 0 ? (
            <ul className="pp-minors" aria-label={t('people.minorsOf', { name: link.client.name })}>
              {minors.map((minor) => (
                <li key={minor.link.id}>
                  <Person
                    link={minor.link}
                    minor
                    readOnly={readOnly}
                    onEdit={() => onEdit(minor.link, minor)}
                    onRemove={() => onRemove(minor.link, minor)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

type PersonProps = {
  link: PublicClientLink;
  minor?: boolean;
  readOnly: boolean;
  onEdit(): void;
  onRemove(): void;
};

function Person({ link, minor, readOnly, onEdit, onRemove }: PersonProps) {
  const { t } = useTranslation('portal');
  const { formatDate } = useFormat();
  const { name, birthDay } = link.client;
  return (
    <div className="pp-person">
      <div className="pp-person-text">
        <span className="pp-person-name">{name}</span>
        <span className="pp-person-detail">
          {minor ? <span className="pp-tag">{t('people.minor')}</span> : null}
          {birthDay ? t('people.born', { date: formatDate(birthDay) }) : null}
        </span>
      </div>
      {readOnly ? null : (
        <div className="pp-person-actions">
          <PortalButton
            icon="pi pi-pencil"
            text
            rounded
            aria-label={t('people.edit', { name })}
            title={t('people.edit', { name })}
            onClick={onEdit}
          />
          <PortalButton
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            aria-label={t('people.remove', { name })}
            title={t('people.remove', { name })}
            onClick={onRemove}
          />
        </div>
      )}
    </div>
  );
}
