import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortfolioItem } from '../../../testing/factories';
import { UploadForm } from './upload-form';

const files = ['red.png', 'green.png', 'blue.png'].map(
  (name) => new File([name], name, { type: 'image/png' }),
);

const existing = createPortfolioItem({ title: 'Adire study', media: [] });

afterEach(cleanup);

describe('the upload form', () => {
  it('asks each image’s alt text and caption and sends them all into one new project', () => {
    const onUpload = vi.fn();
    render(
      <UploadForm files={files} keepOriginal projects={[existing]} onUpload={onUpload} onCancel={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText('Project title'), { target: { value: 'Primary colours' } });
    fireEvent.change(screen.getByLabelText('Alt text for red.png'), { target: { value: 'A red square' } });
    fireEvent.change(screen.getByLabelText('Caption for blue.png (optional)'), {
      target: { value: 'The last one' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload 3 images' }));

    expect(onUpload).toHaveBeenCalledWith(
      [
        { file: files[0], alt: 'A red square', caption: '' },
        { file: files[1], alt: '', caption: '' },
        { file: files[2], alt: '', caption: 'The last one' },
      ],
      { destination: { kind: 'new-project', title: 'Primary colours' }, keepOriginal: true },
    );
  });

  it('adds the images to a project the member picks', () => {
    const onUpload = vi.fn();
    render(
      <UploadForm
        files={files}
        keepOriginal={false}
        projects={[existing]}
        onUpload={onUpload}
        onCancel={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('Where they go'), { target: { value: existing.id } });
    expect(screen.queryByLabelText('Project title')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload 3 images' }));
    expect(onUpload.mock.calls[0]![1]).toEqual({
      destination: { kind: 'existing-project', itemId: existing.id },
      keepOriginal: false,
    });
  });

  it('refuses more than 20 images for one project, and allows them as a project each', () => {
    const many = Array.from(
      { length: 21 },
      (_, index) => new File(['x'], `${index}.png`, { type: 'image/png' }),
    );
    const onUpload = vi.fn();
    render(
      <UploadForm files={many} keepOriginal={false} projects={[]} onUpload={onUpload} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'A project holds at most 20 images: choose fewer, or a project for each image.',
    );
    const upload = screen.getByRole('button', { name: 'Upload 21 images' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Where they go'), { target: { value: 'project-each' } });
    fireEvent.click(upload);
    expect(onUpload.mock.calls[0]![1]).toEqual({
      destination: { kind: 'project-each' },
      keepOriginal: false,
    });
  });
});
