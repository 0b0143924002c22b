import { useSearchParams } from 'react-router-dom';
import { TabList, type TabItem } from '../tab-list';
import { ActionsPanel } from './actions-panel';
import { ConfigPanel } from './config-panel';
import { DashboardPanel } from './dashboard-panel';
import { defaultNotificationDeps, type NotificationDeps } from './notification-deps';
import { useNotificationsConfig } from './notifications-config';
import { useNotificationActions } from './use-notification-actions';

export type NotificationsSubTab = 'dashboard' | 'acciones' | 'configuracion';

const SUB_TABS: readonly TabItem<NotificationsSubTab>[] = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'acciones', label: 'Acciones' },
  { id: 'configuracion', label: 'Configuración' },
];

const ID_PREFIX = 'notificaciones';

interface NotificationsTabProps {
  /** Timers and clock; tests replace them. */
  deps?: NotificationDeps;
}

/**
 * The notification panel: counters and log, the actions (reminders, resends, connection test,
 * diagnostics) and the local settings. The open sub-tab is kept in the URL (`sub`), next to the
 * admin page's own `tab`. An action keeps running, and keeps the buttons disabled, when the user
 * moves to another sub-tab.
 */
export function NotificationsTab({ deps = defaultNotificationDeps }: NotificationsTabProps) {
  const [params, setParams] = useSearchParams();
  const sub = SUB_TABS.find((tab) => tab.id === params.get('sub'))?.id ?? 'dashboard';
  const [config, setConfig] = useNotificationsConfig();
  const actions = useNotificationActions(config, deps);

  return (
    <div className="space-y-4 pt-4">
      <h2 className="text-2xl font-bold text-ink">Notificaciones</h2>
      <TabList
        label="Secciones de notificaciones"
        idPrefix={ID_PREFIX}
        tabs={SUB_TABS}
        selected={sub}
        onSelect={(id) => {
          setParams((previous) => {
            const next = new URLSearchParams(previous);
            next.set('sub', id);
            return next;
          });
        }}
      />
      <div
        role="tabpanel"
        id={`${ID_PREFIX}-panel-${sub}`}
        aria-labelledby={`${ID_PREFIX}-tab-${sub}`}
        className="pt-2"
      >
        {sub === 'dashboard' && <DashboardPanel />}
        {sub === 'acciones' && <ActionsPanel actions={actions} />}
        {sub === 'configuracion' && <ConfigPanel config={config} onChange={setConfig} />}
      </div>
    </div>
  );
}
