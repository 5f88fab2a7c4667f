import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Lightbox, type LightboxItem } from './lightbox';

afterEach(cleanup);

const items: LightboxItem[] = ['Dusk', 'Market', 'Harbour'].map((title, index) => ({
  id: `item-${index}`,
  title,
  width: 800,
  height: 600,
  thumbhash: null,
  images: [{ url: `/media/p/${index}/h-640.webp`, width: 640, height: 480, format: 'webp' }],
}));

function Harness({ start }: { start: number }) {
  const [index, setIndex] = useState<number | null>(start);
  return <Lightbox items={items} index={index} onIndexChange={setIndex} />;
}

describe(Lightbox.name, () => {
  it('moves with the arrow keys and wraps around', () => {
    render(<Harness start={0} />);
    expect(screen.getByRole('dialog').textContent).toContain('Dusk');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('dialog').textContent).toContain('Market');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog').textContent).toContain('Harbour');
  });

  it('moves with a swipe, and a short drag is not a swipe', () => {
    render(<Harness start={1} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog, { clientX: 300 });
    fireEvent.pointerUp(dialog, { clientX: 280 });
    expect(dialog.textContent).toContain('Market');
    fireEvent.pointerDown(dialog, { clientX: 300 });
    fireEvent.pointerUp(dialog, { clientX: 150 });
    expect(screen.getByRole('dialog').textContent).toContain('Harbour');
  });

  it('closes with Escape', () => {
    render(<Harness start={0} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
