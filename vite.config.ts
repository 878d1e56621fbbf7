import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The build is a static site: relative asset URLs (`base: './'`) let any static host serve it
// from any path, and let it open offline.
export default defineConfig({
  base: './',
  plugins: [react()],
  build: { target: 'es2022' },
  preview: { port: 4173, strictPort: true },
});
