import { buildApi } from '../helpers/child-server.js';

/** The suite runs api/dist/main.js: compiled once, before any topology starts. */
export default function setup(): void {
  buildApi();
}
