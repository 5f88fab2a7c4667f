import type { PortfolioMedia } from '@creators-archive/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectImages } from './project-images';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.cookie = 'data-saver=; Path=/; Max-Age=0';
});

const media: PortfolioMedia[] = ['Dusk', 'Market', null].map((alt, position) => ({
  id: `00000000-0000-4000-8000-00000000000${position}`,
  images: [640, 1280].flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({
      url: `/media/p/${position}-${width}.${format}`,
      width,
      height: (width * 3) / 4,
      format,
    })),
  ),
  width: 1600,
  height: 1200,
  thumbhash: null,
  caption: position === 1 ? 'Stalls at dawn' : null,
  alt,
  position,
  status: 'ready',
  palette: [],
}));

const dialogTitle = () => within(screen.getByRole('dialog')).getByRole('heading').textContent;

describe(ProjectImages.name, () => {
  it('enlarges the image clicked, moves with the arrow keys, closes with Escape and returns focus', async () => {
    render(<ProjectImages media={media} title="Harbour series" />);
    const second = screen.getByRole('button', { name: 'Enlarge image 2 of 3' });
    second.focus();
    fireEvent.click(second);

    // The viewer is its own chunk, loaded on the first enlargement.
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(dialogTitle()).toContain('Market');
    expect(screen.getByRole('dialog').textContent).toContain('Stalls at dawn');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    // An image without alt text is described by the project's title.
    expect(dialogTitle()).toContain('Harbour series');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(dialogTitle()).toContain('Dusk');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(dialogTitle()).toContain('Harbour series');

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The dialog hands focus back once it has unmounted, a task after it closes.
    await waitFor(() => expect(document.activeElement).toBe(second));
    // The viewer's module is transformed on first import, slow when the machine's cores are shared.
  }, 15_000);

  it('shows every image with its caption, and in data-saver mode the first alone until asked', () => {
    render(<ProjectImages media={media} title="Harbour series" />);
    expect(screen.getAllByRole('button', { name: /^Enlarge image/ })).toHaveLength(3);
    expect(screen.getByText('Stalls at dawn')).toBeTruthy();
    cleanup();

    document.cookie = 'data-saver=on; Path=/';
    render(<ProjectImages media={media} title="Harbour series" />);
    expect(screen.getAllByRole('button', { name: /^Enlarge image/ })).toHaveLength(1);
    expect(screen.queryByText('Stalls at dawn')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more images' }));
    expect(screen.getAllByRole('button', { name: /^Enlarge image/ })).toHaveLength(3);
    expect(screen.getByText('Stalls at dawn')).toBeTruthy();
  });

  it('sends the later images as lazy pictures for a browser without scripts, and hydrates them as sent', async () => {
    const html = renderToString(<ProjectImages media={media} title="Harbour series" />);
    expect(html.match(/<noscript>/g)).toHaveLength(2);
    expect(html).toMatch(/<noscript><picture[^]*loading="lazy"/);
    expect(html).toMatch(/fetchPriority="high"/);

    const hydrationProblems = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () =>
      hydrateRoot(container, <ProjectImages media={media} title="Harbour series" />),
    );
    expect(hydrationProblems.mock.calls.flat().join('\n')).not.toMatch(/hydrat/i);
    act(() => root.unmount());
    container.remove();
  });
});
