import { afterEach, describe, expect, it, vi } from 'vitest';
import { pictureSvg } from '@creators-archive/test-support/images';
import { ImageProcess, ImageProcessError } from './image-process-client';
import { quickEncodeSettings } from './images';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Each test starts a child process that loads the image library first: seconds, not milliseconds,
// on a 2-core machine that runs the rest of the suite beside it.
describe(ImageProcess.name, { timeout: 30_000 }, () => {
  const opened: ImageProcess[] = [];
  const imageProcess = (idleMs = 60_000) => {
    const made = new ImageProcess({ idleMs });
    opened.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((made) => made.close()));
  });

  it('checks, draws and encodes in a child process of its own', async () => {
    const images = imageProcess();
    const png = await images.run('drawSvg', pictureSvg(320, 200, 30), 'png');
    expect(Buffer.isBuffer(png)).toBe(true);
    expect(images.pid).toBeGreaterThan(0);
    expect(images.pid).not.toBe(process.pid);

    const check = await images.run('check', png);
    expect(check).toMatchObject({ ok: true, format: 'png', width: 320, height: 200 });
    const variants = await images.run('makeVariants', png, quickEncodeSettings);
    expect(variants.map(({ format, width }) => `${format} ${width}`)).toEqual(['avif 320', 'webp 320']);
    expect(Buffer.isBuffer(variants[0]!.data)).toBe(true);
    const withPalette = await images.run('makeVariantsWithPalette', png, quickEncodeSettings);
    expect(withPalette.variants.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'avif 320',
      'webp 320',
    ]);
    expect(withPalette.palette.length).toBeGreaterThan(0);
  });

  it('rejects a piece of work that fails alone, and keeps serving in the same process', async () => {
    const images = imageProcess();
    const drawn = await images.run('drawSvg', pictureSvg(64, 64), 'jpeg');
    const pid = images.pid;
    await expect(images.run('makeVariants', Buffer.from('not an image'))).rejects.toBeInstanceOf(
      ImageProcessError,
    );
    expect(await images.run('check', Buffer.from('not an image'))).toMatchObject({
      ok: false,
      problem: 'not-an-image',
    });
    expect(await images.run('check', drawn)).toMatchObject({ ok: true, format: 'jpeg' });
    expect(images.pid).toBe(pid);
  });

  it('ends once idle, giving its memory back, and starts again with the next piece of work', async () => {
    const images = imageProcess(100);
    await images.run('drawSvg', pictureSvg(32, 32), 'png');
    const first = images.pid!;
    await vi.waitFor(() => expect(isRunning(first)).toBe(false), { timeout: 10_000 });
    expect(images.pid).toBeUndefined();

    await images.run('drawSvg', pictureSvg(32, 32), 'png');
    expect(images.pid).toBeGreaterThan(0);
    expect(images.pid).not.toBe(first);
  });

  it('rejects what a process that died held, and the next piece of work starts a new one', async () => {
    const images = imageProcess();
    await images.run('drawSvg', pictureSvg(32, 32), 'png');
    const dying = images.pid!;
    const held = images.run('makeVariants', await images.run('drawSvg', pictureSvg(3000, 2000), 'png'));
    process.kill(dying, 'SIGKILL');
    await expect(held).rejects.toThrow(/image process ended/);

    expect(await images.run('check', await images.run('drawSvg', pictureSvg(32, 32), 'png'))).toMatchObject({
      ok: true,
    });
    expect(images.pid).not.toBe(dying);
  });

  it('refuses work once closed, and its process is gone', async () => {
    const images = imageProcess();
    await images.run('drawSvg', pictureSvg(32, 32), 'png');
    const pid = images.pid!;
    await images.close();
    expect(isRunning(pid)).toBe(false);
    await expect(images.run('drawSvg', pictureSvg(32, 32), 'png')).rejects.toThrow(/closed/);
  });
});
