import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { useT } from '../../i18n/use-t';
import { SITE_NAME } from '../../lib/site-name';
import { Button } from '../ui/button';

/** What the app shows when a screen throws, including a chunk that failed to load. */
export function ErrorScreen() {
  const t = useT();
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <title>{t('common.documentTitle', { page: t('errors.screen.title'), site: SITE_NAME })}</title>
      <h1 className="text-2xl font-semibold text-stone-900">{t('errors.screen.title')}</h1>
      <p className="max-w-md text-stone-600">{t('errors.screen.hint')}</p>
      <Button onClick={() => window.location.reload()}>{t('errors.screen.retry')}</Button>
    </main>
  );
}

type BoundaryProps = { location: Location; children: ReactNode };
type BoundaryState = { failed: boolean; location: Location };

/** Shows the error screen in place of its children once they throw, until the address changes. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    failed: false,
    location: this.props.location,
  };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

/** The error screen for whatever its children throw; another address tries them again. */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary location={useLocation()}>{children}</ErrorBoundary>;
}
