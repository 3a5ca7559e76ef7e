import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  hasLevel,
  NOTIFICATION_API,
  NOTIFICATION_SCOPES,
  type NotificationScope,
  type StaffNotification,
  type StaffNotificationList,
  staffPath,
} from '@linhagem/contracts';
import { useApi, useCurrentUser, useFormat, useGuardedNavigate, useTranslation } from '@linhagem/ui-kit';
import './notificationBell.css';

/** where administrators see the last backup (mf-config's system configuration) */
const SYSTEM_CONFIGURATION_PATH = staffPath('systemConfiguration');

/** How often the bell asks for new family messages while the shell is open. */
export const NOTIFICATION_POLL_MS = 60_000;

const EMPTY: StaffNotificationList = { unread: 0, notifications: [] };
const plain = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/**
 * The families' messages for the signed-in staff member, a bell with the unread count in the top bar; the list
 * opens the protocol (and marks the message read), each one or all can be marked read. Family messages are for the
 * office, not one person: administrators switch the list between theirs and every one ("mine / all"); the count
 * and marking read stay their own.
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const api = useApi();
  const { formatDate, formatDateTime } = useFormat();
  const navigate = useGuardedNavigate();
  const { user } = useCurrentUser();
  const canSeeAll = !!user && hasLevel(user.typeUser, 'ADMINISTRATOR');
  const [scope, setScope] = useState<NotificationScope>('mine');
  const [list, setList] = useState<StaffNotificationList>(EMPTY);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const load = useCallback(
    () =>
      api
        .get<StaffNotificationList>(NOTIFICATION_API.list, { query: scope === 'all' ? { scope } : undefined })
        .then(setList)
        .catch(() => undefined),
    [api, scope],
  );
  useEffect(() => {
    void load();
    const timer = window.setInterval(() => void load(), NOTIFICATION_POLL_MS);
    const onFocus = () => void load();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [load]);

  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent | MouseEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  const markRead = async (notification: StaffNotification) => {
    if (notification.read || !notification.mine) return;
    await api.post(NOTIFICATION_API.read(notification.id), {}, { loading: false }).catch(() => undefined);
    await load();
  };
  /** a family message opens its protocol; a failed backup, system configuration (where the last one shows) */
  const openProtocol = async (notification: StaffNotification) => {
    setOpen(false);
    void markRead(notification);
    await navigate(
      notification.backupFailure
        ? SYSTEM_CONFIGURATION_PATH
        : staffPath('protocol', { id: notification.protocolId }),
    );
  };
  const titleOf = (notification: StaffNotification) =>
    notification.backupFailure
      ? t('notifications.backupFailed.title')
      : `${notification.protocolCode} · ${notification.protocolGroupName}`;
  const textOf = (notification: StaffNotification) => {
    if (notification.backupFailure)
      return t('notifications.backupFailed.message', {
        date: formatDateTime(notification.backupFailure.at),
        reason: notification.backupFailure.reason,
      });
    // the office's own notices in the reader's language; older ones (and family messages) as they were stored
    const notice = notification.notice;
    if (notice?.code === 'deadline')
      return t('notifications.notice.deadline', {
        count: Number(notice.params.days),
        date: formatDate(String(notice.params.date)),
        title: String(notice.params.title ?? ''),
      });
    if (notice?.code === 'signatureCompleted')
      return t('notifications.notice.signatureCompleted', { file: String(notice.params.file ?? '') });
    if (notice?.code === 'signatureDeclined')
      return t('notifications.notice.signatureDeclined', {
        file: String(notice.params.file ?? ''),
        signer: String(notice.params.signer ?? ''),
        reason: String(notice.params.reason ?? ''),
      });
    return plain(notification.message);
  };
  const markAllRead = async () => {
    const mine = await api.post<StaffNotificationList>(NOTIFICATION_API.readAll, {}, { loading: false });
    if (scope === 'mine') setList(mine);
    else await load();
  };

  const label =
    list.unread > 0 ? t('notifications.bellUnread', { count: list.unread }) : t('notifications.bell');
  return (
    <div className="notification-bell">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <i className="pi pi-bell" aria-hidden="true" />
        {list.unread > 0 && (
          <span className="notification-count" aria-hidden="true">
            {list.unread > 99 ? '99+' : list.unread}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className="notification-panel"
          role="region"
          aria-label={t('notifications.title')}
        >
          <div className="notification-panel-header">
            <h2>{t('notifications.title')}</h2>
            {list.unread > 0 && (
              <button type="button" className="link-button" onClick={() => void markAllRead()}>
                {t('notifications.markAllRead')}
              </button>
            )}
          </div>
          {canSeeAll && (
            <div className="notification-scope" role="group" aria-label={t('notifications.scope.label')}>
              {NOTIFICATION_SCOPES.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={scope === option}
                  onClick={() => setScope(option)}
                >
                  {t(`notifications.scope.${option}`)}
                </button>
              ))}
            </div>
          )}
          {list.notifications.length === 0 ? (
            <p className="notification-empty">{t('notifications.empty')}</p>
          ) : (
            <ul>
              {list.notifications.map((notification) => (
                <li key={notification.id} className={notification.read ? 'read' : 'unread'}>
                  <button
                    type="button"
                    className="notification-open"
                    onClick={() => void openProtocol(notification)}
                  >
                    <span className="notification-title">
                      {titleOf(notification)}
                      {!notification.read && (
                        <span className="lk-sr-only"> ({t('notifications.unread')})</span>
                      )}
                    </span>
                    <span className="notification-message">{textOf(notification)}</span>
                    {!notification.mine && (
                      <span className="notification-colleague">{t('notifications.colleague')}</span>
                    )}
                    <span className="notification-date">{formatDateTime(notification.createdAt)}</span>
                  </button>
                  {!notification.read && notification.mine && (
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={
                        notification.backupFailure
                          ? t('notifications.backupFailed.markRead')
                          : t('notifications.markRead', { code: notification.protocolCode })
                      }
                      onClick={() => void markRead(notification)}
                    >
                      <i className="pi pi-check" aria-hidden="true" />
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
