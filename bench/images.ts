// `npm run bench:images`: the image pipeline on a 12-megapixel photograph. Times our variants
// against bare sharp doing the same encodes in the same run, lists each variant's bytes next to
// the original, checks the 640 px AVIF budget, and measures GET /v1/health p99 while ten uploads
// are being processed next to p99 with none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { synthesisePhoto } from '@creators-archive/test-support/photo';
import { defaultEncodeSettings, makeVariants } from '../apps/api/src/media/images';
import { makeVariantsPlainly } from '../apps/api/src/media/plain-variants';
import { root, startProduct } from './lib';

const AVIF_640_BUDGET_BYTES = 60 * 1024;
const RUNS = Number(process.env.BENCH_IMAGE_RUNS ?? 3);
const UPLOADS = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('Drawing a 4000 × 3000 photograph (12 MP)…');
const photo = await synthesisePhoto(4000, 3000, 7);

const oursMs: number[] = [];
const bareMs: number[] = [];
let variants: Awaited<ReturnType<typeof makeVariants>> = [];
for (let run = 0; run < RUNS; run += 1) {
  // Alternate the order so neither side always runs on a warmer machine.
  for (const side of run % 2 === 0 ? ['ours', 'bare'] : ['bare', 'ours']) {
    const started = performance.now();
    if (side === 'ours') variants = await makeVariants(photo);
    else await makeVariantsPlainly(photo);
    (side === 'ours' ? oursMs : bareMs).push(performance.now() - started);
  }
}

console.log(
  `\nAll variants of one 12 MP photo, median of ${RUNS} runs (AVIF q${defaultEncodeSettings.avifQuality} effort ${defaultEncodeSettings.avifEffort}, WebP q${defaultEncodeSettings.webpQuality})\n`,
);
console.log(`${'pipeline'.padEnd(44)}  ms`);
console.log(
  `${'ours (decode once, resize from pixels)'.padEnd(44)}${String(Math.round(median(oursMs))).padStart(6)}`,
);
console.log(
  `${'bare sharp (each variant from the file)'.padEnd(44)}${String(Math.round(median(bareMs))).padStart(6)}`,
);
const ratio = median(oursMs) / median(bareMs);
console.log(`ratio ours ÷ bare: ${ratio.toFixed(2)}`);

console.log(`\n${'file'.padEnd(24)}${'bytes'.padStart(12)}  share of original`);
console.log(`${'original JPEG'.padEnd(24)}${kb(photo.length).padStart(12)}  100.0%`);
for (const variant of variants) {
  console.log(
    `${`${variant.width} × ${variant.height} ${variant.format}`.padEnd(24)}${kb(variant.data.length).padStart(12)}  ${((variant.data.length / photo.length) * 100).toFixed(1).padStart(5)}%`,
  );
}
const avif640 = variants.find((variant) => variant.format === 'avif' && variant.width === 640);
const withinBudget = avif640 !== undefined && avif640.data.length <= AVIF_640_BUDGET_BYTES;
console.log(
  `\n640 px AVIF: ${avif640 ? kb(avif640.data.length) : 'missing'} (budget ${kb(AVIF_640_BUDGET_BYTES)}): ${withinBudget ? 'within' : 'OVER'}`,
);

// The API while it works: health p99 idle, then while ten uploads are processed.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-bench-images-'));
const product = await startProduct({ DATA_DIR: dataDir, SEED_DEMO: '0' });
let health: { idleP99: number; busyP99: number; idleRequests: number; busyRequests: number } | undefined;
let processingMs = 0;
try {
  const registered = (await (
    await fetch(`${product.url}/v1/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench password 1', fullName: 'Bench' }),
    })
  ).json()) as { data: { access_token: string } };
  const token = registered.data.access_token;
  const probe = (seconds: number) =>
    autocannon({ url: `${product.url}/v1/health`, connections: 4, duration: seconds });

  const idle = await probe(5);
  const started = performance.now();
  const uploads = Array.from({ length: UPLOADS }, async () => {
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const answer = await fetch(`${product.url}/v1/portfolio`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return ((await answer.json()) as { data: { id: string } }).data.id;
  });
  const busyProbe = probe(8);
  const ids = await Promise.all(uploads);
  const busy = await busyProbe;
  for (;;) {
    const states = await Promise.all(
      ids.map(async (id) => {
        const answer = (await (await fetch(`${product.url}/v1/portfolio/${id}`)).json()) as {
          data: { status: string };
        };
        return answer.data.status;
      }),
    );
    if (states.every((state) => state !== 'processing')) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  processingMs = performance.now() - started;
  health = {
    idleP99: idle.latency.p99,
    busyP99: busy.latency.p99,
    idleRequests: Math.round(idle.requests.average),
    busyRequests: Math.round(busy.requests.average),
  };
  console.log(`\nGET /v1/health, 4 connections\n`);
  console.log(`${'while'.padEnd(44)}  req/s  p99 ms`);
  console.log(
    `${'no uploads'.padEnd(44)}${String(health.idleRequests).padStart(7)}${String(health.idleP99).padStart(8)}`,
  );
  console.log(
    `${`${UPLOADS} uploads of the 12 MP photo processing`.padEnd(44)}${String(health.busyRequests).padStart(7)}${String(health.busyP99).padStart(8)}`,
  );
  console.log(`(all ${UPLOADS} uploads ready ${Math.round(processingMs)} ms after they were sent)`);
} finally {
  await product.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/images.json'),
  JSON.stringify(
    {
      photo: { width: 4000, height: 3000, bytes: photo.length },
      settings: defaultEncodeSettings,
      runs: RUNS,
      oursMs: Math.round(median(oursMs)),
      bareMs: Math.round(median(bareMs)),
      ratio: Number(ratio.toFixed(2)),
      variants: variants.map((variant) => ({
        format: variant.format,
        width: variant.width,
        height: variant.height,
        bytes: variant.data.length,
      })),
      avif640: { bytes: avif640?.data.length ?? null, budget: AVIF_640_BUDGET_BYTES, withinBudget },
      health: { ...health, uploads: UPLOADS, processingMs: Math.round(processingMs) },
    },
    null,
    2,
  ),
);
if (!withinBudget) process.exitCode = 1;
