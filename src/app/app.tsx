import { AppRoutes } from './app-routes';
import { AppErrorBoundary } from './error-boundary';
import { AppShell } from './layouts/app-shell';

export function App() {
  return (
    <AppErrorBoundary>
      <AppShell>
        <AppRoutes />
      </AppShell>
    </AppErrorBoundary>
  );
}
