// The image process: every pixel the server touches (checking an upload, its variants, crops and
// palette, the demo's drawings) is handled here, in a child process of its own that the server
// starts when an image arrives and ends once it has been idle (image-process-client.ts). libvips
// and glibc keep what images took (arenas per thread, caches), 100–300 MB that a long-lived
// server would otherwise hold for ever; a process that ends gives all of it back. Each message is
// one piece of work, answered with its result or with why it failed; the process keeps serving
// after a failure and ends when the server that started it goes.
import { checkImage, drawSvg, makeSquareCrops, makeVariants, type EncodeSettings } from './images';
import { extractPalette } from './palette';

/** A portfolio image's variants and its palette, from one copy of the original sent here. */
async function makeVariantsWithPalette(original: Buffer, settings?: EncodeSettings) {
  const [variants, palette] = await Promise.all([makeVariants(original, settings), extractPalette(original)]);
  return { variants, palette };
}

const works = { check: checkImage, makeVariants, makeVariantsWithPalette, makeSquareCrops, drawSvg };

export type ImageWorks = typeof works;
export type ImageWorkName = keyof ImageWorks;
export type ImageRequest = {
  [Name in ImageWorkName]: { id: number; work: Name; args: Parameters<ImageWorks[Name]> };
}[ImageWorkName];
export type ImageAnswer = { id: number; result: unknown; error?: undefined } | { id: number; error: string };

if (!process.send) throw new Error('image-process runs as a child process started with an IPC channel');
const send = process.send.bind(process);

process.on('message', ({ id, work, args }: ImageRequest) => {
  const run = works[work] as (...values: unknown[]) => Promise<unknown>;
  run(...args).then(
    (result) => send({ id, result } satisfies ImageAnswer),
    (error: unknown) =>
      send({ id, error: error instanceof Error ? error.message : String(error) } satisfies ImageAnswer),
  );
});
// The server ended or let go of this process: nothing more can arrive.
process.on('disconnect', () => process.exit(0));
