import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built app in production; in development it runs beside Vite.
const api = 'http://127.0.0.1:3000';
const proxy = { '/v1': api, '/media': api };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-size.mjs follows the manifest to find what a first visit loads.
    manifest: true,
  },
});
