import { Button } from '../ui/button';

/** The router's error element: anything a screen throws, including a chunk that failed to load. */
export function ErrorScreen() {
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <title>Something went wrong · Creators Archive</title>
      <h1 className="text-2xl font-semibold text-stone-900">Something went wrong</h1>
      <p className="max-w-md text-stone-600">Reloading the page usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </main>
  );
}
