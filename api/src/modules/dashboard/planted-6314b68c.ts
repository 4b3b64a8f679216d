export { loadViewer } from '../auth/viewer.js';
export { requireViewer } from '../../http/request-context.js';
