import { describe, expect, it, vi } from 'vitest';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import type { ResumableUploadControl, UploadFields, UploadOutcome } from '../api/create-portfolio-upload';
import { UploadQueue, type StagedImage, type UploadQueueDependencies } from './upload-queue';

const projectId = '5c2e8f1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b';

const staged = (name: string, alt = '', caption = ''): StagedImage => ({
  file: new File([`bytes of ${name}`], name, { type: 'image/png' }),
  alt,
  caption,
});

/**
 * A resumable upload that completes at once: a new project gets `projectId`, an image added to a
 * project answers with that project's id, as the server's `Portfolio-Item-Id` does.
 */
function uploadsThatComplete(outcomes: Partial<Record<string, UploadOutcome>> = {}) {
  const sent: { name: string; fields: UploadFields }[] = [];
  const startUpload: UploadQueueDependencies['startUpload'] = async (file, fields) => {
    sent.push({ name: file.name, fields });
    const outcome = outcomes[file.name] ?? { ok: true, itemId: fields.itemId ?? projectId };
    const control: ResumableUploadControl = {
      done: Promise.resolve(outcome),
      pause: () => {},
      resume: () => {},
      cancel: () => {},
    };
    return control;
  };
  return { sent, startUpload };
}

function queueWith(startUpload: UploadQueueDependencies['startUpload']) {
  const onUploaded = vi.fn();
  const queue = new UploadQueue({
    onUploaded,
    t: translator(pageLanguage()),
    prepare: async (file) => file,
    startUpload,
  });
  const settled = () =>
    vi.waitFor(() => {
      expect(queue.entries.every((entry) => ['done', 'failed', 'cancelled'].includes(entry.state))).toBe(
        true,
      );
    });
  return { queue, onUploaded, settled };
}

describe(UploadQueue.name, () => {
  it('builds one project of three files: the first makes it, the next two are added to it in order', async () => {
    const uploads = uploadsThatComplete();
    const { queue, onUploaded, settled } = queueWith(uploads.startUpload);
    queue.add([staged('a.png', 'Red square'), staged('b.png'), staged('c.png', '', 'The last one')], {
      destination: { kind: 'new-project', title: 'Primary colours' },
      keepOriginal: false,
    });
    await settled();

    expect(uploads.sent).toEqual([
      { name: 'a.png', fields: { title: 'Primary colours', alt: 'Red square', caption: '' } },
      { name: 'b.png', fields: { itemId: projectId, alt: '', caption: '' } },
      { name: 'c.png', fields: { itemId: projectId, alt: '', caption: 'The last one' } },
    ]);
    expect(queue.entries.map((entry) => entry.state)).toEqual(['done', 'done', 'done']);
    expect(onUploaded).toHaveBeenCalledTimes(3);
  });

  it('names a new project after its first file when the member gave no title', async () => {
    const uploads = uploadsThatComplete();
    const { queue, settled } = queueWith(uploads.startUpload);
    queue.add([staged('harbour-study.png'), staged('b.png')], {
      destination: { kind: 'new-project', title: '  ' },
      keepOriginal: false,
    });
    await settled();
    expect(uploads.sent[0]!.fields.title).toBe('harbour-study');
  });

  it('lets the second file make the project when the first fails', async () => {
    const uploads = uploadsThatComplete({
      'a.png': { ok: false, cancelled: false, message: 'The image is damaged and cannot be read.' },
    });
    const { queue, settled } = queueWith(uploads.startUpload);
    queue.add([staged('a.png'), staged('b.png'), staged('c.png')], {
      destination: { kind: 'new-project', title: 'Series' },
      keepOriginal: false,
    });
    await settled();
    expect(uploads.sent.map((upload) => upload.fields.itemId ?? upload.fields.title)).toEqual([
      'Series',
      'Series',
      projectId,
    ]);
    expect(queue.entries.map((entry) => entry.state)).toEqual(['failed', 'done', 'done']);
  });

  it('adds to an existing project, or makes a project of each file, when asked', async () => {
    const uploads = uploadsThatComplete();
    const { queue, settled } = queueWith(uploads.startUpload);
    queue.add([staged('a.png')], {
      destination: { kind: 'existing-project', itemId: projectId },
      keepOriginal: false,
    });
    queue.add([staged('b.png'), staged('c.png')], {
      destination: { kind: 'project-each' },
      keepOriginal: false,
    });
    await settled();
    expect(uploads.sent.map((upload) => upload.fields)).toEqual([
      { itemId: projectId, alt: '', caption: '' },
      { title: 'b', alt: '', caption: '' },
      { title: 'c', alt: '', caption: '' },
    ]);
  });

  it('refuses a file the browser can tell is wrong and sends the rest', async () => {
    const uploads = uploadsThatComplete();
    const { queue, settled } = queueWith(uploads.startUpload);
    queue.add(
      [
        { file: new File(['text'], 'notes.txt', { type: 'text/plain' }), alt: '', caption: '' },
        staged('b.png'),
      ],
      { destination: { kind: 'new-project', title: 'Series' }, keepOriginal: false },
    );
    await settled();
    expect(uploads.sent.map((upload) => upload.name)).toEqual(['b.png']);
    expect(queue.entries[0]).toMatchObject({
      state: 'failed',
      message: 'notes.txt is not a JPEG, PNG, WebP, AVIF or GIF image.',
    });
  });
});
