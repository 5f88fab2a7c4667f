import { describe, expect, it } from 'vitest';
import { coverImage, projectStatus } from './project-media';

const image = (id: string, status: 'processing' | 'ready' | 'failed') => ({ id, status });

describe(projectStatus.name, () => {
  it.each([
    [['processing', 'ready'], 'processing'],
    [['ready', 'failed', 'processing'], 'processing'],
    [['ready', 'ready'], 'ready'],
    [['failed', 'ready'], 'ready'],
    [['failed', 'failed'], 'failed'],
    [['ready'], 'ready'],
  ] as const)('images %j make a %s project', (statuses, expected) => {
    expect(projectStatus(statuses.map((status, index) => image(String(index), status)))).toBe(expected);
  });
});

describe(coverImage.name, () => {
  it('is the first image that did not fail, else the first', () => {
    expect(coverImage([image('a', 'processing'), image('b', 'ready')])?.id).toBe('a');
    expect(coverImage([image('a', 'failed'), image('b', 'processing'), image('c', 'ready')])?.id).toBe('b');
    expect(coverImage([image('a', 'failed'), image('b', 'failed')])?.id).toBe('a');
    expect(coverImage([])).toBeUndefined();
  });
});
