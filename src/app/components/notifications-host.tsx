// The toasts' container (Mantine Notifications, bottom left), mounted with the first toast: its code
// is imported then (services/notify.ts), not with the first load.
import { lazy, Suspense, useSyncExternalStore } from "react";
import { loadNotifications, notificationsNeeded, onNotificationsNeeded } from "../services/notify";

const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })));

export function NotificationsHost() {
  const needed = useSyncExternalStore(onNotificationsNeeded, notificationsNeeded, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-left" zIndex={1000} />
    </Suspense>
  );
}
