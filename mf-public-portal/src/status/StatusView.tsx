import { ProgressBar } from 'primereact/progressbar';
import {
  PROTOCOL_STAGE_LABELS,
  type PublicProtocolInfo,
  type PublicTimelineEvent,
} from '@linhagem/contracts';
import { addNamespaces, checklistNamespace, pixNamespace } from '@linhagem/i18n';
import { i18n, useFormat, useTranslation } from '@linhagem/ui-kit';
import { telHref, useOffice } from '../layout/OfficeContext';
import { PageTitle } from '../shared/PageTitle';
import { PixCard } from './PixCard';

// the standalone page starts without these namespaces (webpack.config.cjs)
addNamespaces(i18n, { checklist: checklistNamespace, pix: pixNamespace });

/**
 * The case as the family follows it (spec 2 "Public status page"). Loaded with PrimeReact's progress bar and the
 * checklist's words once the access code is known, not with the page's first screen (initial JavaScript budget).
 */
export type StatusViewProps = {
  info: PublicProtocolInfo;
  protocolId: string;
  /** the code that opened the case: the Pix card asks what is due with it */
  accessCode: string | null;
};

export default function StatusView({ info, protocolId, accessCode }: StatusViewProps) {
  const { t } = useTranslation('portal');
  const { t: tl } = useTranslation('checklist');
  const { progress, color } = info.checklist;
  const { formatPercent } = useFormat();
  const percent = formatPercent(progress);
  // spec 4 "Protocol progress": the completion message shows when sent and at 100 percent
  const complete = info.sent && progress >= 100;
  return (
    <>
      <PageTitle info={info} />
      {complete ? (
        <div className="pp-congratulation" role="status">
          <i className="pi pi-star-fill" aria-hidden="true" />
          <div>
            <h2>{t('status.congratulationTitle')}</h2>
            <p>{t('status.congratulation')}</p>
          </div>
        </div>
      ) : null}
      <section className="pp-section" aria-labelledby="pp-progress-title">
        <h2 id="pp-progress-title">{t('status.progress')}</h2>
        <div className={`pp-progress pp-progress-${color.toLowerCase().replace('_', '-')}`}>
          <ProgressBar
            value={progress}
            showValue={false}
            aria-label={t('status.progress')}
            aria-valuetext={`${percent} (${tl(`options.color.${color}`)})`}
          />
          <p>
            <strong>{percent}</strong> · {tl(`options.color.${color}`)}
            {info.sent ? ` · ${t('status.sent')}` : ''}
          </p>
        </div>
      </section>
      <section className="pp-section" aria-labelledby="pp-members-title">
        <h2 id="pp-members-title">{t('status.members')}</h2>
        {info.persons.length === 0 ? (
          <p className="pp-empty">{t('people.empty')}</p>
        ) : (
          <ul className="pp-members">
            {info.persons.map((person, index) => (
              <li key={`${person.name}-${index}`}>
                <span className="pp-person-name">{person.name}</span>
                {person.dependents.length > 0 ? (
                  <ul aria-label={t('people.minorsOf', { name: person.name })}>
                    {person.dependents.map((dependent, i) => (
                      <li key={`${dependent}-${i}`}>{dependent}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {accessCode ? <PixCard protocolId={protocolId} accessCode={accessCode} /> : null}
      <Timeline events={info.timeline} />
      <ContactBlock />
    </>
  );
}

function Timeline({ events }: { events: PublicTimelineEvent[] }) {
  const { t } = useTranslation('portal');
  const { t: tl } = useTranslation('checklist');
  const { formatDateTime, language } = useFormat();
  const describe = (event: PublicTimelineEvent) => {
    switch (event.kind) {
      case 'STAGE':
        return t('timeline.STAGE', {
          stage: event.stage ? PROTOCOL_STAGE_LABELS[event.stage][language] : '',
        });
      case 'DOCUMENT_RECEIVED':
        return t('timeline.DOCUMENT_RECEIVED', {
          document: event.certificate ? tl(`options.typeOfCertificate.${event.certificate}`) : '',
          name: event.label ?? '',
        });
      default:
        return t(`timeline.${event.kind}`);
    }
  };
  return (
    <section className="pp-section" aria-labelledby="pp-timeline-title">
      <h2 id="pp-timeline-title">{t('status.timeline')}</h2>
      {events.length === 0 ? (
        <p className="pp-empty">{t('status.timelineEmpty')}</p>
      ) : (
        <ol className="pp-timeline">
          {[...events].reverse().map((event, index) => (
            <li key={`${event.kind}-${event.at}-${index}`}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              <span className="pp-timeline-text">{describe(event)}</span>
              {event.message ? <span className="pp-timeline-message">{event.message}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ContactBlock() {
  const { t } = useTranslation('portal');
  const { contact, loaded } = useOffice();
  const has = contact && (contact.name || contact.phones.length || contact.email || contact.address);
  return (
    <section className="pp-section pp-contact" aria-labelledby="pp-contact-title">
      <h2 id="pp-contact-title">{t('status.contact')}</h2>
      {!loaded ? (
        <p>{t('loading')}</p>
      ) : !has ? (
        <p>{t('status.contactMissing')}</p>
      ) : (
        <address>
          {contact.name ? <strong>{contact.name}</strong> : null}
          {contact.phones.map((phone) => (
            <a key={phone} href={telHref(phone)}>
              <i className="pi pi-phone" aria-hidden="true" /> {phone}
            </a>
          ))}
          {contact.email ? (
            <a href={`mailto:${contact.email}`}>
              <i className="pi pi-envelope" aria-hidden="true" /> {contact.email}
            </a>
          ) : null}
          {contact.address ? <span>{contact.address}</span> : null}
        </address>
      )}
    </section>
  );
}
