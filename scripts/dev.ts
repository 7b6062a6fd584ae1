/*
 * npm run dev: the API server on PORT (default 8080, no static files) and Vite on 5173 proxying to it.
 */
import { spawn } from 'node:child_process';

const server = spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: '' },
});
const vite = spawn('npx', ['vite'], { stdio: 'inherit' });
const stop = () => {
  server.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', stop);
