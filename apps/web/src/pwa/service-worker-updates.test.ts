import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_PAGE } from './cache-rules';
import { watchServiceWorker, type ServiceWorkerHandle } from './service-worker-updates';

vi.mock('sonner', () => ({ toast: vi.fn() }));

type Listener = () => void;

/** workbox-window's Workbox as far as the update flow uses it; `emit` plays the worker's part. */
function fakeWorkbox() {
  const listeners = new Map<string, Listener[]>();
  let controls: () => void = () => {};
  const workbox = {
    addEventListener: vi.fn((type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    messageSkipWaiting: vi.fn(),
    messageSW: vi.fn(async () => ({ kept: true })),
    register: vi.fn(async () => undefined),
    controlling: new Promise<void>((resolve) => {
      controls = resolve;
    }),
  };
  const emit = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener();
    if (type === 'controlling') controls();
  };
  return { workbox, handle: workbox as unknown as ServiceWorkerHandle, emit };
}

/** The toast library arrives with the first toast (lib/notify.ts): the toast follows it. */
async function toastShown() {
  await vi.waitFor(() => expect(toast).toHaveBeenCalled());
}

/** The action of the last toast shown. */
function toastAction() {
  const options = vi.mocked(toast).mock.calls.at(-1)?.[1];
  return options?.action as { label: string; onClick: () => void };
}

afterEach(() => {
  vi.clearAllMocks();
});

describe(watchServiceWorker.name, () => {
  it('offers a waiting version with a toast that stays until answered', async () => {
    const { handle, emit } = fakeWorkbox();
    await watchServiceWorker({ workbox: handle, controlled: true, reload: vi.fn() });
    emit('waiting');
    await toastShown();
    expect(toast).toHaveBeenCalledWith(
      'New version available',
      expect.objectContaining({ duration: Infinity }),
    );
    expect(toastAction().label).toBe('Reload');
  });

  it('reloads only once the new version controls the page', async () => {
    const { workbox, handle, emit } = fakeWorkbox();
    const reload = vi.fn();
    await watchServiceWorker({ workbox: handle, controlled: true, reload });
    emit('waiting');
    await toastShown();
    toastAction().onClick();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads when a first install takes control', async () => {
    const { handle, emit } = fakeWorkbox();
    const reload = vi.fn();
    const watching = watchServiceWorker({ workbox: handle, controlled: false, reload });
    emit('controlling');
    await watching;
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks a first install to keep the page it arrived on, and its images', async () => {
    const { workbox, handle, emit } = fakeWorkbox();
    window.history.replaceState(null, '', '/designers?q=Okafor');
    const watching = watchServiceWorker({ workbox: handle, controlled: false, reload: vi.fn() });
    emit('controlling');
    await watching;
    expect(workbox.messageSW).toHaveBeenCalledWith({
      type: KEEP_PAGE,
      url: `${window.location.origin}/designers?q=Okafor`,
      resources: expect.any(Array),
    });
  });

  it('asks nothing of a worker that already answered the page', async () => {
    const { workbox, handle } = fakeWorkbox();
    await watchServiceWorker({ workbox: handle, controlled: true, reload: vi.fn() });
    expect(workbox.messageSW).not.toHaveBeenCalled();
  });
});
