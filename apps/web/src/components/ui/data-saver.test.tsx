import * as updateMe from '@creators-archive/contract/users/update-me';
import {
  dataSaverChoiceIn,
  dataSaverOn,
  dataSaverRequested,
} from '@creators-archive/contract/users/data-saver';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fake, ok } from '../../testing/fake-api';
import { createUser } from '../../testing/factories';
import { signedIn, signedOut } from '../../testing/session';
import { chooseDataSaver, dataSaverVariants, RenderedDataSaver, useDataSaver } from './data-saver';
import { DataSaverSwitch } from './data-saver-switch';

const forgetChoice = () => {
  document.cookie = 'data-saver=; Path=/; Max-Age=0';
};

afterEach(() => {
  cleanup();
  forgetChoice();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Mode() {
  return <p>{useDataSaver() ? 'saving data' : 'full images'}</p>;
}

describe('the data-saver rule', () => {
  it.each([
    [{ choice: undefined, saveData: false }, false],
    [{ choice: undefined, saveData: true }, true],
    [{ choice: 'on', saveData: false }, true],
    [{ choice: 'off', saveData: true }, false],
    [{ memberSetting: true, choice: 'off', saveData: false }, true],
    [{ memberSetting: false, choice: undefined, saveData: true }, true],
  ] as const)('%j is %s', (signals, on) => {
    expect(dataSaverOn(signals)).toBe(on);
  });

  it("reads the site's cookie among others, and the Save-Data header", () => {
    expect(dataSaverChoiceIn('theme=dark; data-saver=on; other=1')).toBe('on');
    expect(dataSaverChoiceIn('data-saver=off')).toBe('off');
    expect(dataSaverChoiceIn('not-data-saver=on; data-saver=maybe')).toBeUndefined();
    expect(dataSaverRequested({ 'save-data': 'on' })).toBe(true);
    expect(dataSaverRequested({ 'save-data': 'On' })).toBe(true);
    expect(dataSaverRequested({ 'save-data': 'off' })).toBe(false);
    expect(dataSaverRequested({ 'save-data': 'on', cookie: 'data-saver=off' })).toBe(false);
  });

  it('keeps the 320 and 640 px variants only', () => {
    const variants = [320, 640, 960, 1280, 1920].map((width) => ({ width }));
    expect(dataSaverVariants(variants).map((variant) => variant.width)).toEqual([320, 640]);
    expect(dataSaverVariants([{ width: 800 }, { width: 1600 }])).toEqual([{ width: 800 }]);
  });
});

describe(useDataSaver.name, () => {
  it("follows the browser's Save-Data, and the visitor's own choice over it", async () => {
    await signedOut();
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    render(<Mode />);
    expect(screen.getByText('saving data')).toBeTruthy();
    act(() => chooseDataSaver(false));
    expect(screen.getByText('full images')).toBeTruthy();
    expect(document.cookie).toContain('data-saver=off');
  });

  it('renders on the server in the mode the server decided', () => {
    expect(
      renderToString(
        <RenderedDataSaver value>
          <Mode />
        </RenderedDataSaver>,
      ),
    ).toContain('saving data');
  });

  it('reads the cookie once for every image of a page rendered in the same task', async () => {
    await signedOut();
    const cookie = vi.spyOn(document, 'cookie', 'get');
    render(
      <>
        {Array.from({ length: 24 }, (_, index) => (
          <Mode key={index} />
        ))}
      </>,
    );
    expect(screen.getAllByText('full images')).toHaveLength(24);
    expect(cookie.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('sees a choice another tab wrote once the running work has yielded', async () => {
    await signedOut();
    const { rerender } = render(<Mode />);
    expect(screen.getByText('full images')).toBeTruthy();
    document.cookie = 'data-saver=on; Path=/';
    await new Promise((resolve) => setTimeout(resolve));
    rerender(<Mode />);
    expect(screen.getByText('saving data')).toBeTruthy();
  });

  it("is on for a member who turned it on, and tells the server's next render by cookie", async () => {
    await signedIn({ dataSaver: true });
    render(<Mode />);
    expect(screen.getByText('saving data')).toBeTruthy();
    expect(document.cookie).toContain('data-saver=on');
  });
});

describe(DataSaverSwitch.name, () => {
  it("remembers a visitor's choice in this browser", async () => {
    await signedOut();
    render(<DataSaverSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Data saver' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(document.cookie).toContain('data-saver=on');
  });

  it("saves a member's choice to their settings too", async () => {
    await signedIn();
    const update = fake(updateMe, ok(createUser({ dataSaver: true })));
    render(<DataSaverSwitch />);
    fireEvent.click(screen.getByRole('switch', { name: 'Data saver' }));
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true'));
    expect(update.requests.map((request) => request.body)).toEqual([{ dataSaver: true }]);
    expect(document.cookie).toContain('data-saver=on');
  });
});
