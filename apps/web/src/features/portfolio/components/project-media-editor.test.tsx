import type { PortfolioMedia } from '@creators-archive/contract';
import * as reorderPortfolioMedia from '@creators-archive/contract/portfolio/reorder-portfolio-media';
import * as updatePortfolioMedia from '@creators-archive/contract/portfolio/update-portfolio-media';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { createPortfolioItem } from '../../../testing/factories';
import { fake, ok, receivedRequests } from '../../../testing/fake-api';
import { resetBrowserState } from '../../../testing/session';
import { moved, ProjectMediaEditor } from './project-media-editor';

const mediaIds = [
  '0b7f6d2a-1c3e-4f5a-8b9c-0d1e2f3a4b51',
  '0b7f6d2a-1c3e-4f5a-8b9c-0d1e2f3a4b52',
  '0b7f6d2a-1c3e-4f5a-8b9c-0d1e2f3a4b53',
];

function media(id: string, position: number, overrides: Partial<PortfolioMedia> = {}): PortfolioMedia {
  return {
    id,
    images: [],
    width: 1600,
    height: 1200,
    thumbhash: null,
    caption: null,
    alt: null,
    position,
    status: 'ready',
    palette: [],
    ...overrides,
  };
}

const project = createPortfolioItem({
  title: 'Indigo series',
  media: mediaIds.map((id, position) => media(id, position)),
});

function openEditor(item = project, onAddFiles = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient}>
      <ProjectMediaEditor item={item} onAddFiles={onAddFiles} />
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('moved', () => {
  it('takes one id out and puts it at the new place', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});

describe('a project’s images', () => {
  it('moves an image with Alt + arrow on its handle, sends the whole new order and says where it went', async () => {
    const reorder = fake(reorderPortfolioMedia, ok(project));
    openEditor();
    const handle = screen.getByRole('button', { name: 'Image 1 of 3' });
    fireEvent.keyDown(handle, { key: 'ArrowDown', altKey: true });
    // The moved image stands second at once, before the server answers.
    expect(screen.getByRole('button', { name: 'Image 2 of 3' })).toBe(handle);

    await waitFor(() => expect(reorder.requests).toHaveLength(1));
    expect(reorder.requests[0]).toMatchObject({
      method: 'PUT',
      url: `/v1/portfolio/${project.id}/media/order`,
      body: { mediaIds: [mediaIds[1], mediaIds[0], mediaIds[2]] },
    });
    expect(screen.getByText('Moved to position 2 of 3')).toBeTruthy();
  });

  it('does nothing on an arrow alone, or past either end', () => {
    openEditor();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Image 1 of 3' }), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Image 1 of 3' }), { key: 'ArrowUp', altKey: true });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Image 3 of 3' }), {
      key: 'ArrowDown',
      altKey: true,
    });
    expect(receivedRequests()).toEqual([]);
    expect((screen.getByRole('button', { name: 'Move image 1 earlier' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('sends a second move made before the first is saved with the order both moves make', async () => {
    const reorder = fake(reorderPortfolioMedia, ok(project));
    openEditor();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Image 1 of 3' }), {
      key: 'ArrowDown',
      altKey: true,
    });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Image 2 of 3' }), {
      key: 'ArrowDown',
      altKey: true,
    });
    expect(screen.getByText('Moved to position 3 of 3')).toBeTruthy();

    await waitFor(() => expect(reorder.requests).toHaveLength(2));
    expect(reorder.requests.map((request) => request.body)).toEqual([
      { mediaIds: [mediaIds[1], mediaIds[0], mediaIds[2]] },
      { mediaIds: [mediaIds[1], mediaIds[2], mediaIds[0]] },
    ]);
  });

  it('moves an image dropped onto another to that one’s place', async () => {
    const reorder = fake(reorderPortfolioMedia, ok(project));
    openEditor();
    const [first, , third] = screen.getAllByTestId('project-media');
    const dataTransfer = { effectAllowed: 'none', types: [] };
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });

    await waitFor(() => expect(reorder.requests).toHaveLength(1));
    expect(reorder.requests[0]!.body).toEqual({ mediaIds: [mediaIds[2], mediaIds[0], mediaIds[1]] });
    expect(screen.getByText('Moved to position 1 of 3')).toBeTruthy();
  });

  it('moves an image with its button', async () => {
    const reorder = fake(reorderPortfolioMedia, ok(project));
    openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Move image 3 earlier' }));
    await waitFor(() => expect(reorder.requests).toHaveLength(1));
    expect(reorder.requests[0]!.body).toEqual({ mediaIds: [mediaIds[0], mediaIds[2], mediaIds[1]] });
  });

  it('saves a caption and alt text of one image with PATCH', async () => {
    const captioned = {
      ...project,
      media: project.media.map((one, index) => (index === 1 ? { ...one, caption: 'Dyed in Abeokuta' } : one)),
    };
    const update = fake(updatePortfolioMedia, ok(captioned));
    openEditor();
    fireEvent.change(screen.getByLabelText('Caption of image 2'), {
      target: { value: '  Dyed in Abeokuta ' },
    });
    fireEvent.change(screen.getByLabelText('Alt text of image 2'), {
      target: { value: 'Indigo cloth drying on a line' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save image 2' }));

    await waitFor(() => expect(update.requests).toHaveLength(1));
    expect(update.requests[0]).toMatchObject({
      method: 'PATCH',
      url: `/v1/portfolio/${project.id}/media/${mediaIds[1]}`,
      body: { caption: 'Dyed in Abeokuta', alt: 'Indigo cloth drying on a line' },
    });
  });

  it('offers no removal of a project’s only image', () => {
    openEditor({ ...project, media: [media(mediaIds[0]!, 0)] });
    const remove = screen.getByRole('button', { name: 'Remove image 1' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.title).toBe('A project keeps at least one image; delete the project instead.');
  });

  it('hands dropped or chosen files over to be added at the end', () => {
    const onAddFiles = vi.fn();
    openEditor(project, onAddFiles);
    const file = new File(['x'], 'fourth.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Choose images to add to this project'), {
      target: { files: [file] },
    });
    expect(onAddFiles).toHaveBeenCalledWith([file]);
  });
});
