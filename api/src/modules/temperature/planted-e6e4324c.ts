export { createServer } from '../../app/server.js';
